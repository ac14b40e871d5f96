import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  draftErrors,
  excerpt,
  happyEndSlug,
  identityWords,
  namedWords,
  paragraphs,
  publishErrors,
  readHappyEndForm,
  happyEndFormFields,
  startingTexts,
  HAPPY_END_TEXT_MAX,
  HAPPY_END_TITLE_MAX,
  withoutInvisible,
  type HappyEndInput,
} from "./happy-end.ts";
import { CONFUSABLES, fold, hasFormatCharacter, withoutFormatCharacters } from "./identity.ts";

const complete: HappyEndInput = {
  slug: "luna",
  title: { de: "Luna ist zu Hause angekommen", es: "Luna ya está en casa" },
  text: { de: "Luna schläft jeden Abend auf dem Sofa.", es: "Luna duerme cada noche en el sofá." },
  alt: { de: "Luna im neuen Zuhause", es: "Luna en su nuevo hogar" },
  photoIds: ["p1"],
  redirectDog: true,
};

/** The form's fields as the form kit reads them (happyEndFormFields). */
function formOf(values: Record<string, string | string[]>) {
  return happyEndFormFields.parse(values);
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

  it("publishing refuses the family's surname or place in any text, case and accents aside, naming the word as written", () => {
    const identity = identityWords("Erika Müller-Lüdenscheidt", ["Gartenweg 3, 76131 Karlsruhe"]);
    const named = { ...complete, text: { de: "Luna liebt die Spaziergänge in KARLSRUHE.", es: complete.text.es }, alt: { de: complete.alt.de, es: "Luna con la familia Muller" } };
    expect(publishErrors(named, [], identity)).toEqual([
      { field: "textDe", problem: "names", words: ["KARLSRUHE"] },
      { field: "altEs", problem: "names", words: ["Muller"] },
    ]);
    // The same words are fine in a draft: the check is the publishing's.
    expect(draftErrors(named, [])).toEqual([]);
  });
});

describe("every public field, every word at once (issue 34, items 2 and 18)", () => {
  const identity = identityWords("Erika Müller", ["Gartenweg 3, 76131 Karlsruhe"]);

  it("the address (slug) is checked like the texts: surname (also as ue), town and postcode", () => {
    expect(publishErrors({ ...complete, slug: "luna-mueller-karlsruhe-76131" }, [], identity)).toEqual([
      { field: "slug", problem: "names", words: ["mueller", "karlsruhe", "76131"] },
    ]);
    expect(publishErrors({ ...complete, slug: "luna-muller" }, [], identity)).toEqual([{ field: "slug", problem: "names", words: ["muller"] }]);
    expect(publishErrors({ ...complete, slug: "luna-in-baden" }, [], identity)).toEqual([]);
  });

  it("names every word found in every field in one answer, each once, as the field writes it (not folded)", () => {
    const named: HappyEndInput = {
      ...complete,
      title: { de: "Luna in Karlsruhe", es: "Luna en KARLSRUHE con los Müller" },
      text: { de: "Familie Müller aus 76131 Karlsruhe: Müller und Luna.", es: complete.text.es },
      alt: { de: "Luna bei MÜLLERS? nein, bei Müller", es: complete.alt.es },
    };
    expect(publishErrors(named, [], identity)).toEqual([
      { field: "titleDe", problem: "names", words: ["Karlsruhe"] },
      { field: "titleEs", problem: "names", words: ["KARLSRUHE", "Müller"] },
      { field: "textDe", problem: "names", words: ["Müller", "76131", "Karlsruhe"] },
      { field: "altDe", problem: "names", words: ["Müller"] },
    ]);
  });
});

describe("invisible characters and look-alike letters (issue 34, item 3)", () => {
  const identity = identityWords("Erika Müller", ["Gartenweg 3, 76131 Karlsruhe"]);

  it("a soft hyphen, a zero-width space, a Cyrillic or Greek look-alike or full-width letters still name the family", () => {
    for (const disguised of ["Mül\u00ADler", "Mül\u200Bler", "Mül\u2060ler", "\u041Cüller", "Müll\u0435r", "Kаrlsruhe", "Καrlsruhe", "ＭÜＬＬＥＲ", "Mu\u0308ller", "7613\uFEFF1"]) {
      expect(namedWords(`Luna lebt bei ${disguised}.`, identity), JSON.stringify(disguised)).toEqual([disguised]);
    }
  });

  it("a public text with a format character is refused, naming the field; the emoji's joiner is not one", () => {
    const hidden = { ...complete, title: { de: "Luna\u00AD ist da", es: complete.title.es }, text: { de: complete.text.de, es: "Luna\u200E duerme" } };
    expect(draftErrors(hidden, [])).toEqual([
      { field: "titleDe", problem: "invisible" },
      { field: "textEs", problem: "invisible" },
    ]);
    expect(publishErrors(hidden, [], [])).toEqual(expect.arrayContaining([{ field: "titleDe", problem: "invisible" }]));
    expect(withoutInvisible(hidden).title.de).toBe("Luna ist da");
    expect(withoutInvisible(hidden).text.es).toBe("Luna duerme");
    expect(hasFormatCharacter("Wir 👨‍👩‍👧 und 🐕‍🦺")).toBe(false);
    expect(withoutFormatCharacters("Wir 👨‍👩‍👧\u200B")).toBe("Wir 👨‍👩‍👧");
  });

  it("property: every format character (Cf) anywhere is refused", () => {
    const formats: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) if ((c < 0xd800 || c > 0xdfff) && /\p{Cf}/u.test(String.fromCodePoint(c))) formats.push(String.fromCodePoint(c));
    // Every one of them (soft hyphen, zero-width space, direction marks, tags …), not a sample.
    for (const format of formats) expect(hasFormatCharacter(`Mül${format}ler`), format.codePointAt(0)!.toString(16)).toBe(true);
    expect(formats.length).toBeGreaterThan(150);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...formats), fc.nat(), (before, format, at) => {
        const plain = withoutFormatCharacters(before.replace(/\p{Cf}/gu, ""));
        const i = at % (plain.length + 1);
        expect(hasFormatCharacter(plain.slice(0, i) + format + plain.slice(i))).toBe(true);
      }),
    );
  });

  it("property: a surname disguised by format characters, look-alikes, case and accents is always found, as written", () => {
    const lookAlike: Record<string, string[]> = {};
    for (const [char, latin] of Object.entries(CONFUSABLES)) (lookAlike[latin] ??= []).push(char);
    const formats = ["\u00AD", "\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u200E", "\u202E", "\u061C"];
    const surnames = ["Müller", "Schäfer", "García", "Peña", "Iglesias", "Kowalski", "Oberhauser", "Weiß"];
    fc.assert(
      fc.property(
        fc.constantFrom(...surnames),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...formats)), { maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.boolean(),
        (surname, inserts, swaps, upper) => {
          let chars = [...(upper ? surname.toUpperCase() : surname)];
          for (const s of swaps) {
            const i = s % chars.length;
            const options = lookAlike[chars[i]!.toLowerCase()];
            if (options) chars[i] = options[s % options.length]!;
          }
          for (const [at, format] of inserts) chars.splice(1 + (at % chars.length), 0, format);
          const disguised = chars.join("");
          const own = identityWords(`Ana ${surname}`, []);
          expect(namedWords(`Luna und ${disguised}, ein Foto.`, own)).toEqual([disguised]);
          expect(hasFormatCharacter(disguised)).toBe(inserts.length > 0);
        },
      ),
    );
  });

  it("every look-alike reads as a Latin letter, and a Latin text folds to itself (accents aside)", () => {
    for (const [char, latin] of Object.entries(CONFUSABLES)) {
      expect(latin).toMatch(/^[a-z]$/);
      expect(fold(char)).toBe(latin);
    }
    expect(fold("Ana María Núñez Weiß")).toBe("ana maria nunez weiss");
  });
});

describe("the family's name and place", () => {
  it("takes the surnames, the address's words and the postcode; never the first name, house numbers, street kinds or countries", () => {
    const words = identityWords("Ana María García López", ["Calle de la Paz 12, 3º B, 46001 Valencia, España", "Am Weg 5, 79098 Freiburg im Breisgau"]);
    expect(words).toEqual(expect.arrayContaining(["maria", "garcia", "lopez", "paz", "46001", "valencia", "79098", "freiburg", "breisgau"]));
    for (const word of ["ana", "calle", "de", "la", "12", "3", "espana", "am", "weg", "5", "im"]) expect(words).not.toContain(word);
  });

  it("a name's joining words, family words and particles are no surname: the surnames beside them are", () => {
    const words = identityWords("Anna und Peter von Bülow", []);
    expect(words).toEqual(expect.arrayContaining(["peter", "bulow", "buelow"]));
    for (const word of ["anna", "und", "von"]) expect(words).not.toContain(word);
    expect(identityWords("Petra Familie Schmidt", [])).toEqual(["schmidt"]);
    const spanish = identityWords("Ana y Luis de la Fuente", []);
    expect(spanish).toEqual(expect.arrayContaining(["luis", "fuente"]));
    for (const word of ["ana", "y", "de", "la"]) expect(spanish).not.toContain(word);
    // So a news of a family with such a name can still say "und" and "de la".
    expect(namedWords("Luna und Bruno spielen von früh bis spät.", words)).toEqual([]);
    expect(namedWords("Luna duerme al lado de la ventana.", spanish)).toEqual([]);
    expect(namedWords("Grüße von Familie Bülow!", words)).toEqual(["Bülow"]);
  });

  it("a one-word name has no surname; no address, no place", () => {
    expect(identityWords("Erika", [])).toEqual([]);
    expect(identityWords(null, [])).toEqual([]);
  });

  it("finds whole words only", () => {
    const identity = identityWords("Tom Bach", ["Ring 4, 12345 Essen"]);
    expect(namedWords("Wir gehen am Bach spazieren.", identity)).toEqual(["Bach"]);
    expect(namedWords("Luna frisst gern Essen vom Tisch.", identity)).toEqual(["Essen"]);
    expect(namedWords("Bachelor und Messen sind kein Name.", identity)).toEqual([]);
    expect(namedWords("irgendwas", [])).toEqual([]);
  });

  it("property: a text of other words never names the family", () => {
    const identity = identityWords("Erika Mustermann", ["Hauptstraße 1, 10115 Berlin"]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom("Luna", "schläft", "gern", "Sofa", "Park", "glücklich", "wir", "lieben"), { maxLength: 30 }), (list) => {
        expect(namedWords(list.join(" "), identity)).toEqual([]);
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
