/**
 * Happy ends (docs/product/journey.md#happy-ends): what an editor's form may hold, what a happy end
 * needs before it is published, and the rule that keeps the family unknown — a published happy end
 * names the dog, never the family's surname or where it lives. Pure: the back office's action and
 * the store use these; the public pages use `paragraphs` and `excerpt`.
 */
import { z } from "#app/platform/zod.ts";
import { suggestSlug, slugProblem, type SlugProblem } from "#app/features/articles/rules/slug.ts";
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { NEWS_PHOTOS_MAX } from "#app/features/journey/aftercare/public.ts";
import { hasFormatCharacter, namedWords, withoutFormatCharacters } from "./identity.ts";

export { identityWords, namedWords } from "./identity.ts";

export const HAPPY_END_TITLE_MAX = 120;
export const HAPPY_END_TEXT_MAX = 6000;
export const HAPPY_END_ALT_MAX = 200;

export interface HappyEndInput {
  slug: string;
  title: { de: string; es: string };
  text: { de: string; es: string };
  alt: { de: string; es: string };
  /** The news photos chosen, in order: the first is the main photo. */
  photoIds: string[];
  redirectDog: boolean;
}

export type HappyEndField = "slug" | "titleDe" | "titleEs" | "textDe" | "textEs" | "altDe" | "altEs" | "photos";
export type HappyEndProblem = SlugProblem | "required" | "tooLong" | "noPhoto" | "names" | "invisible";

export interface HappyEndError {
  field: HappyEndField;
  problem: HappyEndProblem;
  /** For "names": every word of the family's name or place found in the field, as the field writes it. */
  words?: string[];
}

const text = (value: unknown, max: number) => (typeof value === "string" ? normaliseText(wellFormed(value)).trim().slice(0, max + 1) : "");

/**
 * The editor's form as the form kit reads it (decision 037): its texts, the photos chosen (`photo`,
 * once per photo), the dog page's redirect, the version the page showed. What the texts may hold is
 * `readHappyEndForm`'s and `checkHappyEnd`'s, which name each problem by a code.
 */
export const happyEndFormFields = z.object({
  slug: z.string().default(""),
  titleDe: z.string().default(""),
  titleEs: z.string().default(""),
  textDe: z.string().default(""),
  textEs: z.string().default(""),
  altDe: z.string().default(""),
  altEs: z.string().default(""),
  photo: z.array(z.string()).default([]),
  redirectDog: z.string().default(""),
  version: z.string().default(""),
});
export type HappyEndFields = z.output<typeof happyEndFormFields>;

/** The editor's form as sent (a plain POST): texts normalised, photo choices kept in the order of the news, at most five. */
export function readHappyEndForm(fields: Omit<HappyEndFields, "version">, newsPhotoIds: readonly string[]): HappyEndInput {
  const chosen = new Set(fields.photo);
  return {
    slug: text(fields.slug, 200).toLowerCase(),
    title: { de: text(fields.titleDe, HAPPY_END_TITLE_MAX), es: text(fields.titleEs, HAPPY_END_TITLE_MAX) },
    text: { de: text(fields.textDe, HAPPY_END_TEXT_MAX), es: text(fields.textEs, HAPPY_END_TEXT_MAX) },
    alt: { de: text(fields.altDe, HAPPY_END_ALT_MAX), es: text(fields.altEs, HAPPY_END_ALT_MAX) },
    photoIds: newsPhotoIds.filter((id) => chosen.has(id)).slice(0, NEWS_PHOTOS_MAX),
    redirectDog: fields.redirectDog === "yes",
  };
}

const FIELDS = [
  ["titleDe", (i: HappyEndInput) => i.title.de, HAPPY_END_TITLE_MAX],
  ["titleEs", (i: HappyEndInput) => i.title.es, HAPPY_END_TITLE_MAX],
  ["textDe", (i: HappyEndInput) => i.text.de, HAPPY_END_TEXT_MAX],
  ["textEs", (i: HappyEndInput) => i.text.es, HAPPY_END_TEXT_MAX],
  ["altDe", (i: HappyEndInput) => i.alt.de, HAPPY_END_ALT_MAX],
  ["altEs", (i: HappyEndInput) => i.alt.es, HAPPY_END_ALT_MAX],
] as const;

/**
 * What keeps a save: a slug of the slug form not used by another happy end, nothing too long, no
 * invisible (format) character in a public text. A draft may leave fields empty (one language
 * first, the other later).
 */
export function draftErrors(input: HappyEndInput, takenSlugs: readonly string[]): HappyEndError[] {
  const errors: HappyEndError[] = [];
  const slug = slugProblem(input.slug, takenSlugs);
  if (slug) errors.push({ field: "slug", problem: slug });
  for (const [field, value, max] of FIELDS) {
    if (value(input).length > max) errors.push({ field, problem: "tooLong" });
    else if (hasFormatCharacter(value(input))) errors.push({ field, problem: "invisible" });
  }
  return errors;
}

/** The form as it is shown again after a refusal: the public texts without their invisible characters. */
export function withoutInvisible(input: HappyEndInput): HappyEndInput {
  const both = (pair: { de: string; es: string }) => ({ de: withoutFormatCharacters(pair.de), es: withoutFormatCharacters(pair.es) });
  return { ...input, slug: withoutFormatCharacters(input.slug), title: both(input.title), text: both(input.text), alt: both(input.alt) };
}

/**
 * What keeps a happy end from being published, besides the draft's rules: every title, text and
 * photo description in both languages, at least one photo, and no word of the family's surname or
 * place (`identity`, from `identityWords`) in any public field — its address (slug, the same in
 * both languages), titles, texts (and so their excerpts) and photo descriptions. Every word found
 * in every field is named at once, as the field writes it.
 */
export function publishErrors(input: HappyEndInput, takenSlugs: readonly string[], identity: readonly string[]): HappyEndError[] {
  const errors = draftErrors(input, takenSlugs);
  if (!errors.some((e) => e.field === "slug")) {
    const found = namedWords(input.slug, identity);
    if (found.length > 0) errors.unshift({ field: "slug", problem: "names", words: found });
  }
  for (const [field, value] of FIELDS) {
    if (errors.some((e) => e.field === field)) continue;
    const content = value(input);
    if (!content) {
      errors.push({ field, problem: "required" });
      continue;
    }
    const found = namedWords(content, identity);
    if (found.length > 0) errors.push({ field, problem: "names", words: found });
  }
  if (input.photoIds.length === 0) errors.push({ field: "photos", problem: "noPhoto" });
  return errors;
}

/** The slug for a new happy end of this dog: its name's slug, with -2, -3 … when taken. */
export function happyEndSlug(dogName: string, taken: readonly string[]): string {
  const base = suggestSlug(dogName) || "happy-end";
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A text as the page shows it: paragraphs at blank lines, lines within a paragraph kept. */
export function paragraphs(value: string): string[] {
  return value
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The first words of a text, at most `max` characters, cut at a word with "…". */
export function excerpt(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, "")} …`;
}

/** The first title and photo description an editor starts from. */
export function startingTexts(dogName: string): { title: Record<Locale, string>; alt: Record<Locale, string> } {
  return {
    title: { de: `${dogName} ist zu Hause angekommen`, es: `${dogName} ya está en casa` },
    alt: { de: `${dogName} im neuen Zuhause`, es: `${dogName} en su nuevo hogar` },
  };
}
