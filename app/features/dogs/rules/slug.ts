import type { Dog } from "./dog.ts";
import { dogName } from "./name.ts";

/** Number of id characters at the end of a dog slug (docs/product/README.md#numbers-and-limits). */
export const SLUG_ID_SUFFIX_LENGTH = 8;

/** The slug of a dog without name or id (docs/product/dogs.md#slug). */
export const UNKNOWN_DOG_SLUG = "unknown-dog";

/** Name part used when a name has no sluggable character at all, e.g. 'Å›' or '小白'. */
const FALLBACK_NAME_SLUG = "dog";

const TRANSLITERATIONS: Record<string, string> = { "ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ñ": "n" };

/**
 * The name part of a slug (docs/product/dogs.md#slug): lower-cased, ä→ae, ö→oe, ü→ue, ß→ss, ñ→n,
 * other accents removed, every other character a hyphen, hyphen runs collapsed,
 * no leading or trailing hyphen. May return '' when nothing sluggable is left.
 */
export function slugifyName(name: string): string {
  return name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[äöüßñ]/g, (char) => TRANSLITERATIONS[char] ?? char)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The id part of a slug: the last 8 characters of the id (docs/product/dogs.md#slug, docs/product/README.md#numbers-and-limits).
 * Decision: lower-cased and stripped of characters outside [a-z0-9], so that every slug is
 * URL-safe and its last hyphen-separated part is the whole suffix. For the usual
 * numeric or lower-case hex ids this is exactly the last 8 characters.
 */
export function dogIdSuffix(id: string): string {
  return id
    .slice(-SLUG_ID_SUFFIX_LENGTH)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The dog's URL slug: name-slug + '-' + last 8 characters of the id (docs/product/dogs.md#slug),
 * built from the display name ({@link dogName}). 'unknown-dog' when name or id is missing
 * (or the id suffix is empty after {@link dogIdSuffix}).
 * Decision: a name that slugifies to '' uses 'dog' as name part, so the dog stays reachable.
 */
export function dogSlug(dog: Pick<Dog, "id" | "name" | "title">): string {
  const name = dogName(dog);
  const suffix = dog.id === undefined ? "" : dogIdSuffix(dog.id);
  if (name === undefined || suffix === "") return UNKNOWN_DOG_SLUG;
  return `${slugifyName(name) || FALLBACK_NAME_SLUG}-${suffix}`;
}

/**
 * The id suffix carried by a slug: its last hyphen-separated part, lower-cased (docs/product/dogs.md#slug).
 * `null` when the slug is empty, is 'unknown-dog', or its last part is empty, longer than
 * 8 characters or not [a-z0-9].
 */
export function dogIdSuffixFromSlug(slug: string): string | null {
  const normalized = slug.trim().toLowerCase();
  if (normalized === UNKNOWN_DOG_SLUG) return null;
  const suffix = normalized.split("-").at(-1) ?? "";
  const pattern = new RegExp(`^[a-z0-9]{1,${SLUG_ID_SUFFIX_LENGTH}}$`);
  return pattern.test(suffix) ? suffix : null;
}

/**
 * Finds the dog a slug points to: the dog whose id suffix ({@link dogIdSuffix}) equals the
 * slug's last part exactly (docs/product/dogs.md#slug). If several dogs share that suffix, the one whose
 * canonical slug equals the given slug wins, else the first in list order.
 */
export function findDogBySlug<T extends Dog>(dogs: readonly T[], slug: string): T | undefined {
  const suffix = dogIdSuffixFromSlug(slug);
  if (suffix === null) return undefined;
  const matches = dogs.filter((dog) => dog.id !== undefined && dogIdSuffix(dog.id) === suffix);
  return matches.find((dog) => isCanonicalSlug(dog, slug)) ?? matches[0];
}

/** Whether `slug` is the dog's canonical slug, e.g. to redirect outdated name parts (docs/product/dogs.md#slug). */
export function isCanonicalSlug(dog: Pick<Dog, "id" | "name" | "title">, slug: string): boolean {
  return dogSlug(dog) === slug;
}
