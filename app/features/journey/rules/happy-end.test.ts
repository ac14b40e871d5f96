import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  draftErrors,
  excerpt,
  happyEndSlug,
  identityWords,
  namedWord,
  paragraphs,
  publishErrors,
  readHappyEndForm,
  startingTexts,
  HAPPY_END_TEXT_MAX,
  HAPPY_END_TITLE_MAX,
  type HappyEndInput,
} from "./happy-end.ts";

const complete: HappyEndInput = {
  slug: "luna",
  title: { de: "Luna ist zu Hause angekommen", es: "Luna ya está en casa" },
  text: { de: "Luna schläft jeden Abend auf dem Sofa.", es: "Luna duerme cada noche en el sofá." },
  alt: { de: "Luna im neuen Zuhause", es: "Luna en su nuevo hogar" },
  photoIds: ["p1"],
  redirectDog: true,
};

function formOf(values: Record<string, string | string[]>) {
  return {
    get: (name: string) => (Array.isArray(values[name]) ? values[name]![0] : (values[name] ?? null)),
    getAll: (name: string) => (Array.isArray(values[name]) ? values[name] : values[name] === undefined ? [] : [values[name]]),
  };
}

describe("the editor's form (docs/product/journey.md#happy-ends)", () => {
  it("reads the texts normalised, the photos in the news' order (at most five, only the news' own) and the redirect", () => {
    const input = readHappyEndForm(
      formOf({ slug: " Luna ", titleDe: " Titel\r\n", titleEs: "Título", textDe: "Text", textEs: "Texto", altDe: "Bild", altEs: "Foto", photo: ["c", "a", "x", "b"], redirectDog: "yes" }),
      ["a", "b", "c", "d", "e", "f"],
    );
    expect(input).toEqual({ slug: "luna", title: { de: "Titel", es: "Título" }, text: { de: "Text", es: "Texto" }, alt: { de: "Bild", es: "Foto" }, photoIds: ["a", "b", "c"], redirectDog: true });
    expect(readHappyEndForm(formOf({ photo: ["a", "b", "c", "d", "e", "f"] }), ["a", "b", "c", "d", "e", "f"]).photoIds).toHaveLength(5);
    expect(readHappyEndForm(formOf({}), []).redirectDog).toBe(false);
  });
});

describe("saving and publishing a happy end", () => {
  it("a draft may leave texts and photos out, but needs a free slug of the slug form and nothing too long", () => {
    const empty = { ...complete, title: { de: "", es: "" }, text: { de: "", es: "" }, alt: { de: "", es: "" }, photoIds: [] };
    expect(draftErrors(empty, [])).toEqual([]);
    expect(draftErrors({ ...empty, slug: "" }, [])).toEqual([{ field: "slug", problem: "missing" }]);
    expect(draftErrors({ ...empty, slug: "Luna Maria" }, [])).toEqual([{ field: "slug", problem: "form" }]);
    expect(draftErrors(empty, ["luna"])).toEqual([{ field: "slug", problem: "taken" }]);
    expect(draftErrors({ ...empty, title: { de: "x".repeat(HAPPY_END_TITLE_MAX + 1), es: "" }, text: { de: "", es: "y".repeat(HAPPY_END_TEXT_MAX + 1) } }, [])).toEqual([
      { field: "titleDe", problem: "tooLong" },
      { field: "textEs", problem: "tooLong" },
    ]);
  });

  it("publishing needs every text in both languages and a photo", () => {
    expect(publishErrors(complete, [], [])).toEqual([]);
    const missing = { ...complete, title: { de: "Titel", es: "" }, alt: { de: "", es: "Foto" }, photoIds: [] };
    expect(publishErrors(missing, [], [])).toEqual([
      { field: "titleEs", problem: "required" },
      { field: "altDe", problem: "required" },
      { field: "photos", problem: "noPhoto" },
    ]);
  });

  it("publishing refuses the family's surname or place in any text, case and accents aside, naming the word", () => {
    const identity = identityWords("Erika Müller-Lüdenscheidt", ["Gartenweg 3, 76131 Karlsruhe"]);
    const named = { ...complete, text: { de: "Luna liebt die Spaziergänge in KARLSRUHE.", es: complete.text.es }, alt: { de: complete.alt.de, es: "Luna con la familia Muller" } };
    expect(publishErrors(named, [], identity)).toEqual([
      { field: "textDe", problem: "names", word: "karlsruhe" },
      { field: "altEs", problem: "names", word: "muller" },
    ]);
    // The same words are fine in a draft: the check is the publishing's.
    expect(draftErrors(named, [])).toEqual([]);
  });
});

describe("the family's name and place", () => {
  it("takes the surnames, the address's words and the postcode; never the first name, house numbers, street kinds or countries", () => {
    const words = identityWords("Ana María García López", ["Calle de la Paz 12, 3º B, 46001 Valencia, España", "Am Weg 5, 79098 Freiburg im Breisgau"]);
    expect(words).toEqual(expect.arrayContaining(["maria", "garcia", "lopez", "paz", "46001", "valencia", "79098", "freiburg", "breisgau"]));
    for (const word of ["ana", "calle", "de", "la", "12", "3", "espana", "am", "weg", "5", "im"]) expect(words).not.toContain(word);
  });

  it("a one-word name has no surname; no address, no place", () => {
    expect(identityWords("Erika", [])).toEqual([]);
    expect(identityWords(null, [])).toEqual([]);
  });

  it("finds whole words only", () => {
    const identity = identityWords("Tom Bach", ["Ring 4, 12345 Essen"]);
    expect(namedWord("Wir gehen am Bach spazieren.", identity)).toBe("bach");
    expect(namedWord("Luna frisst gern Essen vom Tisch.", identity)).toBe("essen");
    expect(namedWord("Bachelor und Messen sind kein Name.", identity)).toBeNull();
    expect(namedWord("irgendwas", [])).toBeNull();
  });

  it("property: a text of other words never names the family", () => {
    const identity = identityWords("Erika Mustermann", ["Hauptstraße 1, 10115 Berlin"]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom("Luna", "schläft", "gern", "Sofa", "Park", "glücklich", "wir", "lieben"), { maxLength: 30 }), (list) => {
        expect(namedWord(list.join(" "), identity)).toBeNull();
      }),
    );
  });
});

describe("how a happy end reads", () => {
  it("its slug is the dog's name, numbered when taken", () => {
    expect(happyEndSlug("Luna", [])).toBe("luna");
    expect(happyEndSlug("Luna", ["luna", "luna-2"])).toBe("luna-3");
    expect(happyEndSlug("Señor Müller", [])).toBe("senor-mueller");
    expect(happyEndSlug("小白", [])).toBe("happy-end");
  });

  it("paragraphs at blank lines; an excerpt cut at a word", () => {
    expect(paragraphs("Erster Absatz\nmit zwei Zeilen.\n\n\n  Zweiter.  \r\n\r\nDritter")).toEqual(["Erster Absatz\nmit zwei Zeilen.", "Zweiter.", "Dritter"]);
    expect(paragraphs("  \n\n ")).toEqual([]);
    expect(excerpt("kurz")).toBe("kurz");
    const long = "Luna ist wunderbar. ".repeat(20);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(52);
    expect(cut.endsWith(" …")).toBe(true);
    expect(long.startsWith(cut.slice(0, -2))).toBe(true);
  });

  it("starts with a title and a photo description in both languages, naming the dog", () => {
    const start = startingTexts("Luna");
    for (const locale of ["de", "es"] as const) {
      expect(start.title[locale]).toContain("Luna");
      expect(start.alt[locale]).toContain("Luna");
    }
  });
});
