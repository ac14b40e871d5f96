/**
 * What the public pages read of the happy ends (docs/product/journey.md#happy-ends): the published
 * ones, once per change of their table (decision 018), in the visitor's language, with their photos
 * through the image pipeline at the version of their content. Drafts are never read here.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import type { Services } from "#app/services.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { ImageRef } from "#app/platform/images/rules/refs.ts";
import { storedFileHashes } from "#app/platform/storage/files.server.ts";
import { dogIdSuffix, dogIdSuffixFromSlug } from "#app/features/dogs/rules/slug.ts";
import { excerpt, paragraphs } from "../rules/happy-end.ts";
import { readPublishedHappyEnds, readRetiredHappyEnds, type PublicHappyEnd, type RetiredReason } from "./happy-ends.server.ts";

export interface HappyEndCard {
  slug: string;
  dogName: string;
  title: string;
  excerpt: string;
  image: ImageRef | null;
  alt: string;
  date: string;
  dateLabel: string;
}

export interface HappyEndView extends HappyEndCard {
  paragraphs: string[];
  /** The words as one text (the description's source). */
  text: string;
  photos: ImageRef[];
  modified: string;
}

type PageServices = Pick<Services, "db" | "readCache" | "images">;

/** Every published happy end, read once per change of the table. */
export function publishedHappyEnds(services: PageServices): Promise<PublicHappyEnd[]> {
  return services.readCache.get("happy-ends", ["happy_ends"], () => readPublishedHappyEnds(services.db));
}

/** The happy end a dog's page leads to: a published one of this dog that allows it (by the slug's id part), or null. */
export function happyEndOfDog(rows: readonly PublicHappyEnd[], dogSlug: string): PublicHappyEnd | null {
  const suffix = dogIdSuffixFromSlug(dogSlug);
  if (!suffix) return null;
  return rows.find((r) => r.redirectDog && r.dogId !== null && dogIdSuffix(r.dogId) === suffix) ?? null;
}

function views(services: PageServices, hashes: ReadonlyMap<string, string>, locale: Locale) {
  const image = (path: string): ImageRef | null => {
    const sha = hashes.get(path);
    const base = sha ? services.images.storedBase(path, sha) : null;
    return base ? { base } : null;
  };
  const pick = (de: string, es: string) => (locale === "de" ? de : es);
  const card = (row: PublicHappyEnd): HappyEndCard => {
    const text = pick(row.textDe, row.textEs);
    const published = (row.publishedAt ?? row.updatedAt).toISOString();
    return {
      slug: row.slug,
      dogName: row.dogName,
      title: pick(row.titleDe, row.titleEs),
      excerpt: excerpt(text),
      image: row.photoPaths[0] ? image(row.photoPaths[0]) : null,
      alt: pick(row.photoAltDe, row.photoAltEs),
      date: published,
      dateLabel: formatLongDate(published, locale),
    };
  };
  const view = (row: PublicHappyEnd): HappyEndView => {
    const text = pick(row.textDe, row.textEs);
    return {
      ...card(row),
      text,
      paragraphs: paragraphs(text),
      photos: row.photoPaths.map(image).filter((ref): ref is ImageRef => ref !== null),
      modified: row.updatedAt.toISOString(),
    };
  };
  return { card, view };
}

/** Per-request access to the published happy ends in the visitor's language. */
export function happyEndsFor(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const load = async () => {
    const [rows, hashes] = await Promise.all([publishedHappyEnds(services), storedFileHashes(services)]);
    return { rows, ...views(services, hashes, locale) };
  };
  return {
    locale,
    sites,
    logger: services.logger,
    async cards(limit?: number): Promise<HappyEndCard[]> {
      const { rows, card } = await load();
      return (limit ? rows.slice(0, limit) : rows).map(card);
    },
    /** Why the story at this address was taken down (the family withdrew, or it was removed), or null: then it never was. */
    async retired(slug: string): Promise<RetiredReason | null> {
      if (slug.length > 200) return null;
      const retired = await services.readCache.get("retired-happy-ends", ["retired_happy_ends"], () => readRetiredHappyEnds(services.db));
      return retired.get(slug) ?? null;
    },
    async bySlug(slug: string): Promise<HappyEndView | null> {
      if (slug.length > 200) return null;
      const { rows, view } = await load();
      const row = rows.find((r) => r.slug === slug);
      return row ? view(row) : null;
    },
  };
}
