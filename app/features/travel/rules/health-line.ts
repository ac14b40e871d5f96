/**
 * The dog's health line (docs/product/travel.md#health-line): the few facts of its papers a
 * coordinator may publish on the dog's page — chipped, vaccinated against rabies, tested negative
 * for the Mediterranean diseases, neutered — and their words in German and Spanish. Only facts
 * that hold are said; nothing is said of what is missing, positive or not known, and no number or
 * date leaves the papers. The association's veterinarians, not the site, answer for the papers.
 * Pure: no I/O, no React.
 */
import type { DogSex } from "#app/features/dogs/rules/sex.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { DogPapers } from "./papers-form.ts";
import { MEDITERRANEAN_DISEASES, type MediterraneanDisease } from "./travel-date.ts";

/** What of the papers the line is made of (and all a public page reads of them). */
export type HealthPapers = Pick<DogPapers, "chipNumber" | "rabiesDate" | "tests" | "neutered">;

/** The facts that hold for a dog. */
export interface HealthFacts {
  /** A chip number is recorded. */
  chipped: boolean;
  /** A rabies vaccination is recorded. */
  rabies: boolean;
  /** The diseases whose latest test is negative, in the order of MEDITERRANEAN_DISEASES. */
  negative: MediterraneanDisease[];
  /** Neutered: yes (not "no", not "not known"). */
  neutered: boolean;
}

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The latest test of a disease decides: negative only when no test of that day or later is
 * positive (two results on one day: the positive one counts, the line never says too much).
 */
function latestIsNegative(tests: HealthPapers["tests"], disease: MediterraneanDisease): boolean {
  const dated = tests.filter((test) => test.disease === disease && isDate(test.date));
  if (dated.length === 0) return false;
  const latest = dated.reduce((day, test) => (test.date > day ? test.date : day), "");
  return dated.filter((test) => test.date === latest).every((test) => test.result === "negative");
}

/**
 * What a public page reads of a dog's published papers: whether a chip number and a rabies
 * vaccination are recorded (not the number, not the date), the tests, and "neutered".
 */
export interface RecordedHealth {
  chipped: boolean;
  rabies: boolean;
  tests: HealthPapers["tests"];
  neutered: boolean | null;
}

/** The facts that hold, from what is recorded. */
export function healthFactsOf(recorded: RecordedHealth): HealthFacts {
  return {
    chipped: recorded.chipped,
    rabies: recorded.rabies,
    negative: MEDITERRANEAN_DISEASES.filter((disease) => latestIsNegative(recorded.tests, disease)),
    neutered: recorded.neutered === true,
  };
}

/** The facts that hold, from a dog's papers. */
export function healthFacts(papers: HealthPapers): HealthFacts {
  return healthFactsOf({ chipped: (papers.chipNumber ?? "").trim() !== "", rabies: isDate(papers.rabiesDate), tests: papers.tests, neutered: papers.neutered });
}

/** Whether there is anything to say. */
export function hasHealthFacts(facts: HealthFacts): boolean {
  return facts.chipped || facts.rabies || facts.negative.length > 0 || facts.neutered;
}

/** An adjective by the dog's sex: Spanish agrees with the dog; unknown takes the listings' "vacunado/a". */
type BySex = Record<DogSex | "unknown", string>;

interface HealthLineWords {
  chipped: string;
  rabies: BySex;
  /** `{diseases}`: the list of diseases, joined in the language's way ("A, B und C"). */
  negative: string;
  neutered: BySex;
  diseases: Record<MediterraneanDisease, string>;
}

/**
 * German predicative adjectives do not change with the dog's sex ("die Hündin ist kastriert"),
 * Spanish ones do ("castrado" / "castrada"); a dog whose sex the list does not say gets the
 * "-o/a" of Spanish adoption listings.
 */
const words: Record<Locale, HealthLineWords> = {
  de: {
    chipped: "gechippt",
    rabies: { male: "gegen Tollwut geimpft", female: "gegen Tollwut geimpft", unknown: "gegen Tollwut geimpft" },
    negative: "negativ getestet auf {diseases}",
    neutered: { male: "kastriert", female: "kastriert", unknown: "kastriert" },
    diseases: { leishmaniosis: "Leishmaniose", ehrlichiosis: "Ehrlichiose", anaplasmosis: "Anaplasmose", heartworm: "Herzwurm" },
  },
  es: {
    chipped: "con microchip",
    rabies: { male: "vacunado contra la rabia", female: "vacunada contra la rabia", unknown: "vacunado/a contra la rabia" },
    negative: "test negativo de {diseases}",
    neutered: { male: "castrado", female: "castrada", unknown: "castrado/a" },
    diseases: { leishmaniosis: "leishmaniosis", ehrlichiosis: "ehrlichiosis", anaplasmosis: "anaplasmosis", heartworm: "filaria" },
  },
};

/** Between two facts of the line: the dot stays on the line of the fact before it (a no-break space), never starts one. */
export const HEALTH_LINE_SEPARATOR = "\u00A0· ";

/** The facts in words, in their fixed order (chip, rabies, tests, neutered); empty when none holds. */
export function healthLineParts(facts: HealthFacts, locale: Locale, sex: DogSex | null): string[] {
  const w = words[locale];
  const form = (bySex: BySex) => bySex[sex ?? "unknown"];
  const parts: string[] = [];
  if (facts.chipped) parts.push(w.chipped);
  if (facts.rabies) parts.push(form(w.rabies));
  if (facts.negative.length > 0) {
    const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(facts.negative.map((disease) => w.diseases[disease]));
    parts.push(w.negative.replace("{diseases}", list));
  }
  if (facts.neutered) parts.push(form(w.neutered));
  return parts;
}

/**
 * The line as the dog's page shows it ("Gechippt · gegen Tollwut geimpft · negativ getestet auf
 * Leishmaniose und Ehrlichiose · kastriert", each dot after a no-break space), or null when no fact
 * holds (nothing is shown).
 */
export function healthLine(facts: HealthFacts, locale: Locale, sex: DogSex | null): string | null {
  const line = healthLineParts(facts, locale, sex).join(HEALTH_LINE_SEPARATOR);
  return line === "" ? null : line.charAt(0).toLocaleUpperCase(locale) + line.slice(1);
}

/**
 * The words around the line on the dog's page, and the anchor of its explanation in the adoption
 * page's health block (the adoption page's copy takes its id from here, so the link cannot miss).
 */
export const healthLineCopy: Record<Locale, { label: string; meaning: string; anchor: string }> = {
  de: { label: "Gesundheit", meaning: "Was bedeutet das?", anchor: "gesundheitszeile" },
  es: { label: "Salud", meaning: "¿Qué significa?", anchor: "linea-de-salud" },
};
