import { describe, expect, it } from "vitest";
import { healthFacts, healthFactsOf, healthLine, healthLineCopy, healthLineParts, hasHealthFacts, type HealthFacts, type HealthPapers } from "./health-line.ts";
import { MEDITERRANEAN_DISEASES, type DiseaseTest, type MediterraneanDisease } from "./travel-date.ts";

const none: HealthPapers = { chipNumber: null, rabiesDate: null, tests: [], neutered: null };
const test = (disease: MediterraneanDisease, date: string, result: DiseaseTest["result"]): DiseaseTest => ({ disease, date, result });
/** The line as written here, with the no-break space the rule puts before each dot. */
const nb = (line: string) => line.replaceAll(" · ", "\u00A0· ");
const noFacts: HealthFacts = { chipped: false, rabies: false, negative: [], neutered: false };

describe("the facts of the health line", () => {
  it("none holds for empty papers", () => {
    expect(healthFacts(none)).toEqual(noFacts);
    expect(hasHealthFacts(healthFacts(none))).toBe(false);
  });
  it("chipped: a chip number is recorded (blank is none)", () => {
    expect(healthFacts({ ...none, chipNumber: "941000024681357" })).toEqual({ ...noFacts, chipped: true });
    expect(healthFacts({ ...none, chipNumber: "  " }).chipped).toBe(false);
    expect(hasHealthFacts(healthFacts({ ...none, chipNumber: "941000024681357" }))).toBe(true);
  });
  it("vaccinated against rabies: a rabies date is recorded", () => {
    expect(healthFacts({ ...none, rabiesDate: "2026-10-01" })).toEqual({ ...noFacts, rabies: true });
    expect(healthFacts({ ...none, rabiesDate: "" }).rabies).toBe(false);
    expect(hasHealthFacts(healthFacts({ ...none, rabiesDate: "2026-10-01" }))).toBe(true);
  });
  it("neutered: only yes, never no or not known", () => {
    expect(healthFacts({ ...none, neutered: true })).toEqual({ ...noFacts, neutered: true });
    expect(healthFacts({ ...none, neutered: false }).neutered).toBe(false);
    expect(healthFacts({ ...none, neutered: null }).neutered).toBe(false);
    expect(hasHealthFacts(healthFacts({ ...none, neutered: true }))).toBe(true);
  });
  it("tested negative: each disease whose latest test is negative, in the fixed order, positive ones left out", () => {
    const facts = healthFacts({
      ...none,
      tests: [test("heartworm", "2026-10-01", "negative"), test("ehrlichiosis", "2026-10-01", "positive"), test("leishmaniosis", "2026-10-01", "negative")],
    });
    expect(facts).toEqual({ ...noFacts, negative: ["leishmaniosis", "heartworm"] });
    expect(hasHealthFacts(facts)).toBe(true);
    expect(healthFacts({ ...none, tests: MEDITERRANEAN_DISEASES.map((d) => test(d, "2026-10-01", "negative")) }).negative).toEqual([...MEDITERRANEAN_DISEASES]);
    expect(hasHealthFacts(healthFacts({ ...none, tests: [test("anaplasmosis", "2026-10-01", "positive")] }))).toBe(false);
  });
  it("the latest test decides: an older negative and a newer positive is not negative; an older positive and a newer negative is", () => {
    expect(healthFacts({ ...none, tests: [test("leishmaniosis", "2026-05-01", "negative"), test("leishmaniosis", "2026-10-01", "positive")] }).negative).toEqual([]);
    expect(healthFacts({ ...none, tests: [test("leishmaniosis", "2026-10-01", "positive"), test("leishmaniosis", "2026-05-01", "negative")] }).negative).toEqual([]);
    expect(healthFacts({ ...none, tests: [test("leishmaniosis", "2026-05-01", "positive"), test("leishmaniosis", "2026-10-01", "negative")] }).negative).toEqual(["leishmaniosis"]);
  });
  it("from what a public page reads (recorded or not, no number or date): the same facts", () => {
    expect(healthFactsOf({ chipped: true, rabies: false, tests: [test("heartworm", "2026-10-01", "negative")], neutered: null })).toEqual({ ...noFacts, chipped: true, negative: ["heartworm"] });
    expect(healthFactsOf({ chipped: false, rabies: true, tests: [], neutered: true })).toEqual({ ...noFacts, rabies: true, neutered: true });
    expect(healthFactsOf({ chipped: false, rabies: false, tests: [], neutered: false })).toEqual(noFacts);
  });
  it("two results on the latest day: the positive one counts; an undated test does not count", () => {
    expect(healthFacts({ ...none, tests: [test("ehrlichiosis", "2026-10-01", "negative"), test("ehrlichiosis", "2026-10-01", "positive")] }).negative).toEqual([]);
    expect(healthFacts({ ...none, tests: [test("ehrlichiosis", "", "negative")] }).negative).toEqual([]);
    expect(healthFacts({ ...none, tests: [test("ehrlichiosis", "2026-10-01", "negative"), test("ehrlichiosis", "unknown", "positive")] }).negative).toEqual(["ehrlichiosis"]);
  });
});

const all: HealthFacts = { chipped: true, rabies: true, negative: ["leishmaniosis", "ehrlichiosis"], neutered: true };

describe("the health line in words", () => {
  it("says every fact in German, the same for a male, a female and a dog of unknown sex", () => {
    for (const sex of ["male", "female", null] as const) {
      expect(healthLine(all, "de", sex)).toBe(nb("Gechippt · gegen Tollwut geimpft · negativ getestet auf Leishmaniose und Ehrlichiose · kastriert"));
    }
  });
  it("says every fact in Spanish, agreeing with the dog's sex", () => {
    expect(healthLine(all, "es", "male")).toBe(nb("Con microchip · vacunado contra la rabia · test negativo de leishmaniosis y ehrlichiosis · castrado"));
    expect(healthLine(all, "es", "female")).toBe(nb("Con microchip · vacunada contra la rabia · test negativo de leishmaniosis y ehrlichiosis · castrada"));
    expect(healthLine(all, "es", null)).toBe(nb("Con microchip · vacunado/a contra la rabia · test negativo de leishmaniosis y ehrlichiosis · castrado/a"));
  });
  it("is nothing when no fact holds", () => {
    expect(healthLine(noFacts, "de", "male")).toBeNull();
    expect(healthLine(noFacts, "es", "female")).toBeNull();
    expect(healthLineParts(noFacts, "de", null)).toEqual([]);
  });
  it("says each fact alone, the first word capitalised", () => {
    const alone: [Partial<HealthFacts>, string, string][] = [
      [{ chipped: true }, "Gechippt", "Con microchip"],
      [{ rabies: true }, "Gegen Tollwut geimpft", "Vacunada contra la rabia"],
      [{ negative: ["heartworm"] }, "Negativ getestet auf Herzwurm", "Test negativo de filaria"],
      [{ neutered: true }, "Kastriert", "Castrada"],
    ];
    for (const [facts, de, es] of alone) {
      expect(healthLine({ ...noFacts, ...facts }, "de", "female")).toBe(de);
      expect(healthLine({ ...noFacts, ...facts }, "es", "female")).toBe(es);
    }
  });
  it("leaves out each fact that does not hold, keeping the others in their order", () => {
    expect(healthLine({ ...all, chipped: false }, "de", "male")).toBe(nb("Gegen Tollwut geimpft · negativ getestet auf Leishmaniose und Ehrlichiose · kastriert"));
    expect(healthLine({ ...all, rabies: false }, "es", "male")).toBe(nb("Con microchip · test negativo de leishmaniosis y ehrlichiosis · castrado"));
    expect(healthLine({ ...all, negative: [] }, "de", "male")).toBe(nb("Gechippt · gegen Tollwut geimpft · kastriert"));
    expect(healthLine({ ...all, neutered: false }, "es", "male")).toBe(nb("Con microchip · vacunado contra la rabia · test negativo de leishmaniosis y ehrlichiosis"));
  });
  it("lists the diseases in the language's way: one, two, and all four", () => {
    const negative = (diseases: HealthFacts["negative"]) => ({ ...noFacts, negative: diseases });
    expect(healthLine(negative(["leishmaniosis"]), "de", null)).toBe("Negativ getestet auf Leishmaniose");
    expect(healthLine(negative(["leishmaniosis"]), "es", null)).toBe("Test negativo de leishmaniosis");
    expect(healthLine(negative([...MEDITERRANEAN_DISEASES]), "de", null)).toBe("Negativ getestet auf Leishmaniose, Ehrlichiose, Anaplasmose und Herzwurm");
    expect(healthLine(negative([...MEDITERRANEAN_DISEASES]), "es", null)).toBe("Test negativo de leishmaniosis, ehrlichiosis, anaplasmosis y filaria");
  });
  it("from papers to words: a positive latest test is not named, nor are numbers or dates", () => {
    const papers: HealthPapers = {
      chipNumber: "941000024681357",
      rabiesDate: "2026-10-01",
      tests: [test("leishmaniosis", "2026-10-15", "negative"), test("ehrlichiosis", "2026-10-15", "positive"), test("anaplasmosis", "2026-04-01", "negative"), test("anaplasmosis", "2026-10-15", "positive")],
      neutered: false,
    };
    const line = healthLine(healthFacts(papers), "de", "female");
    expect(line).toBe(nb("Gechippt · gegen Tollwut geimpft · negativ getestet auf Leishmaniose"));
    expect(line).not.toMatch(/\d/);
    expect(healthLine(healthFacts(papers), "es", "female")).toBe(nb("Con microchip · vacunada contra la rabia · test negativo de leishmaniosis"));
  });
  it("keeps each dot on the line of the fact before it: a no-break space before, a plain space after", () => {
    expect(healthLine(all, "de", null)).toContain("Gechippt\u00A0· gegen");
    expect(healthLineParts(all, "es", "male")).toEqual(["con microchip", "vacunado contra la rabia", "test negativo de leishmaniosis y ehrlichiosis", "castrado"]);
  });
  it("has the words around it and an anchor in both languages", () => {
    expect(healthLineCopy.de).toEqual({ label: "Gesundheit", meaning: "Was bedeutet das?", anchor: "gesundheitszeile" });
    expect(healthLineCopy.es).toEqual({ label: "Salud", meaning: "¿Qué significa?", anchor: "linea-de-salud" });
  });
});
