/**
 * Slugs of posts and guides (docs/product/content.md#editing-in-the-back-office):
 * their form, the suggestion from a title and the uniqueness rule. Small and
 * free of dependencies: the back office's editor checks slugs as you type.
 */
import { slugifyName } from "#app/features/dogs/rules/slug.ts";

/** The form of every post and guide slug: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug is at most this long (a title of a sentence still fits). */
export const MAX_SLUG_LENGTH = 80;

export const LANGS = ["de", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** The slug suggested for a title: the codebase's one slug function (ä→ae, accents removed, hyphens), cut at a word. */
export function suggestSlug(title: string): string {
  const slug = slugifyName(title);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, "");
}

export type SlugProblem = "missing" | "form" | "taken";

/**
 * What is wrong with a slug: none given, not of the slug form, or already
 * used by another post (guide) in that language. `taken` holds the slugs of
 * the other posts (guides) in that language, never the edited one's own.
 */
export function slugProblem(slug: string, taken: ReadonlySet<string> | readonly string[]): SlugProblem | null {
  const value = slug.trim();
  if (value === "") return "missing";
  if (value.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(value)) return "form";
  const set = taken instanceof Set ? taken : new Set(taken as readonly string[]);
  return set.has(value) ? "taken" : null;
}
