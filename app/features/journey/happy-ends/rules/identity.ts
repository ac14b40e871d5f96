/**
 * The family stays unknown (docs/product/journey.md#the-family-stays-unknown): the words of its
 * surname and place, and how a public text is searched for them. Compared folded — NFKC, format
 * characters (Unicode Cf: soft hyphen, zero-width space, direction marks) removed, Cyrillic and
 * Greek look-alikes of Latin letters read as those letters, lower case, without accents — so a name
 * hidden by an invisible character or a look-alike letter is still found. Pure.
 */
import { slugifyName } from "#app/features/dogs/rules/slug.ts";

/**
 * Cyrillic and Greek letters that look like a Latin letter (upper and lower case), read as that
 * letter. Only what a reader takes for the Latin letter: "Мüller" with a Cyrillic М is "Müller".
 */
export const CONFUSABLES: Readonly<Record<string, string>> = Object.freeze({
  // Cyrillic
  "А": "a", "а": "a", "В": "b", "Е": "e", "е": "e", "Ѐ": "e", "ѐ": "e", "Ё": "e", "ё": "e", "К": "k", "к": "k", "М": "m", "м": "m", "Н": "h", "һ": "h", "Һ": "h",
  "О": "o", "о": "o", "Р": "p", "р": "p", "С": "c", "с": "c", "Т": "t", "т": "t", "У": "y", "у": "y", "Ү": "y", "ү": "y", "Х": "x", "х": "x",
  "Ѕ": "s", "ѕ": "s", "І": "i", "і": "i", "Ї": "i", "ї": "i", "Ј": "j", "ј": "j", "Ԁ": "d", "ԁ": "d", "Ԛ": "q", "ԛ": "q", "Ԝ": "w", "ԝ": "w", "Ӏ": "l", "ӏ": "l",
  "Ь": "b", "ь": "b", "п": "n", "г": "r", "Ԍ": "g", "ԍ": "g",
  // Greek
  "Α": "a", "α": "a", "Β": "b", "β": "b", "Ε": "e", "ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "ι": "i", "Κ": "k", "κ": "k", "Μ": "m", "Ν": "n", "ν": "v",
  "Ο": "o", "ο": "o", "Ρ": "p", "ρ": "p", "Τ": "t", "τ": "t", "Υ": "y", "υ": "u", "γ": "y", "Χ": "x", "χ": "x", "ϲ": "c", "Ϲ": "c", "ω": "w", "ϳ": "j",
  "Ά": "a", "ά": "a", "Έ": "e", "έ": "e", "Ή": "h", "Ί": "i", "ί": "i", "Ό": "o", "ό": "o", "Ύ": "y", "ύ": "u", "ϊ": "i", "ϋ": "u",
  // Latin letters without a dot or with a stroke that read as the plain letter
  "ı": "i", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o",
});

const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "gu");

/** A format character (Unicode Cf): invisible, never part of a word a person means. */
const FORMAT = /\p{Cf}/u;
const FORMATS = /\p{Cf}/gu;

/**
 * The zero-width joiner inside an emoji sequence (👨‍👩‍👧, 🐕‍🦺) is how the emoji is written, not an
 * invisible character in a word: allowed between two pictographs.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether a text holds a format character (outside an emoji sequence): refused in public texts. */
export function hasFormatCharacter(value: string): boolean {
  return FORMAT.test(value.replace(EMOJI_JOINER, ""));
}

/** The text without its format characters (emoji sequences kept): what the editor's form shows again. */
export function withoutFormatCharacters(value: string): string {
  const joiners = new Set([...value.matchAll(EMOJI_JOINER)].map((match) => match.index));
  return value.replace(FORMATS, (char: string, offset: number) => (joiners.has(offset) ? char : ""));
}

/** How names are compared: NFKC, no format characters, look-alikes as Latin letters, lower case, ß as ss, no accents. */
export function fold(value: string): string {
  const latin = (text: string) => text.replace(CONFUSABLE, (char) => CONFUSABLES[char] ?? char);
  return latin(value)
    .normalize("NFKC")
    .replace(FORMATS, "")
    .replace(CONFUSABLE, (char) => CONFUSABLES[char] ?? char)
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(CONFUSABLE, (char) => CONFUSABLES[char] ?? char);
}

const SEPARATOR = /[^\p{L}\p{N}]+/u;
const folded = (value: string) => fold(value).split(SEPARATOR).filter(Boolean);

/**
 * Words of an address that say nothing about where someone lives on their own (street kinds,
 * articles, prepositions): never taken as the family's place.
 */
const NOT_A_PLACE = new Set(
  [
    "str", "strasse", "weg", "platz", "allee", "gasse", "ring", "damm", "ufer", "chaussee", "am", "im", "an", "auf", "in", "zum", "zur", "der", "die", "das", "den", "dem", "und", "bei", "nr",
    "calle", "avenida", "avda", "plaza", "camino", "paseo", "carretera", "urbanizacion", "piso", "puerta", "de", "del", "la", "el", "los", "las", "y", "en", "bajo",
    "deutschland", "germany", "alemania", "spanien", "spain", "espana",
  ].map(fold),
);

/**
 * Words of a name that are no surname on their own: joining words ("Anna und Peter Müller", "Ana y
 * Luis García"), family words ("Familie Müller") and name particles ("von", "de la"). Taken alone they
 * would refuse nearly every German or Spanish text; the surname beside them is taken.
 */
const NOT_A_SURNAME = new Set(
  [
    "und", "and", "y", "e", "u", "familie", "fam", "familia", "family",
    "von", "vom", "zu", "zum", "zur", "van", "ten", "ter", "der", "den", "de", "del", "la", "las", "los", "el", "da", "do", "dos", "das", "di",
  ].map(fold),
);

/**
 * The words a published happy end must not contain: the family's surnames (every word of the name
 * the form gave after the first, but joining words and particles: `NOT_A_SURNAME`) and the words of
 * the addresses the association holds (the visit's, the contract's: street, postcode, town), each at least three characters long and not a mere
 * street kind or preposition. Folded (`fold`); a word with ä, ö, ü or ß also as an address writes
 * it (ae, oe, ue, ss: "mueller"), since slugs spell it so.
 */
export function identityWords(name: string | null, addresses: readonly string[]): string[] {
  const found = new Set<string>();
  const kept: string[] = [];
  const rawWords = (value: string) => value.normalize("NFKC").replace(FORMATS, "").split(SEPARATOR).filter(Boolean);
  for (const raw of rawWords(name ?? "").slice(1)) {
    const words = folded(raw).filter((word) => word.length >= 2 && !NOT_A_SURNAME.has(word));
    for (const word of words) found.add(word);
    if (words.length > 0) kept.push(raw);
  }
  for (const address of addresses) {
    for (const raw of rawWords(address)) {
      // House numbers are not places; postcodes (four or five digits) are.
      const words = folded(raw).filter((word) => word.length >= 3 && !NOT_A_PLACE.has(word) && !(/^\d+$/.test(word) && word.length < 4));
      for (const word of words) found.add(word);
      if (words.length > 0) kept.push(raw);
    }
  }
  // The slug spellings (ä → ae …) of the words kept.
  for (const raw of kept) {
    for (const part of slugifyName(raw.replace(CONFUSABLE, (char) => CONFUSABLES[char] ?? char)).split("-")) if (part.length >= 2) found.add(part);
  }
  return [...found];
}

/**
 * Every word of `content` that is one of `identity` (folded), as the text writes it, each once, in
 * the text's order: "Müller", "Mül\u00ADler" and "Мüller" (Cyrillic М) all name "muller". A word is
 * what stands between spaces and punctuation; format characters and accents belong to the word.
 */
export function namedWords(content: string, identity: readonly string[]): string[] {
  if (identity.length === 0 || content.length === 0) return [];
  const wanted = new Set(identity);
  const found: string[] = [];
  for (const token of content.split(/[^\p{L}\p{N}\p{M}\p{Cf}]+/u)) {
    if (!token || found.includes(token)) continue;
    if (folded(token).some((word) => wanted.has(word))) found.push(token);
  }
  return found;
}
