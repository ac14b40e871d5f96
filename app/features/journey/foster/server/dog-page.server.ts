/**
 * What a dog's page shows of its foster home (docs/product/foster.md#stays, docs/product/foster.md#news):
 * where it waits (the postcode area and the city of its current stay, never the street, the whole
 * postcode or a name) and the news an editor published, with the published copies of their photos
 * through the image pipeline. Read as whole tables, once per change, through the read cache
 * (decision 018); the dog is picked in memory.
 */
import type { Services } from "#app/services.server.ts";
import { localeOf, type Locale } from "#app/platform/i18n/locale.ts";
import { storedFileHashes } from "#app/platform/storage/files.server.ts";
import type { FosterRegion } from "../rules/foster-home.ts";
import { newsParagraphs } from "../rules/news-view.ts";
import { publishedNewsByDog } from "./news.server.ts";
import { fosterRegions } from "./stays.server.ts";

type PageServices = Pick<Services, "db" | "readCache" | "images">;

export interface DogPageNews {
  id: string;
  /** When the foster family wrote it (ISO). */
  createdAt: string;
  paragraphs: string[];
  /** The foster family's language when it is not the page's (the words are shown as written). */
  lang: Locale | null;
  /** The published copies, in their order, as image pipeline bases (a copy gone meanwhile is left out). */
  photos: { base: string }[];
}

export interface DogPageFoster {
  region: FosterRegion | null;
  news: DogPageNews[];
}

/** Where each dog in a foster home waits (dog id → region), once per change of the stays or the homes. */
export function publicFosterRegions(services: Pick<Services, "db" | "readCache">): Promise<Map<string, FosterRegion>> {
  return services.readCache.get("foster-regions", ["foster_stays", "foster_homes"], () => fosterRegions(services.db));
}

/** Every dog's published news, once per change of the news or the homes. */
export function publicFosterNews(services: Pick<Services, "db" | "readCache">) {
  return services.readCache.get("foster-news", ["foster_news", "foster_homes"], () => publishedNewsByDog(services.db));
}

/** The dog page's foster part for one dog, in the page's language. */
export async function fosterOnDogPage(services: PageServices, dogId: string | undefined, locale: Locale): Promise<DogPageFoster> {
  if (!dogId) return { region: null, news: [] };
  const [regions, allNews] = await Promise.all([publicFosterRegions(services), publicFosterNews(services)]);
  const news = allNews.get(dogId) ?? [];
  const hashes = news.some((n) => n.photoPaths.length > 0) ? await storedFileHashes(services) : new Map<string, string>();
  return {
    region: regions.get(dogId) ?? null,
    news: news.map((n) => {
      const written = localeOf(n.locale);
      return {
        id: n.id,
        createdAt: n.createdAt.toISOString(),
        paragraphs: newsParagraphs(n.body),
        lang: written === locale ? null : written,
        photos: n.photoPaths.flatMap((path) => {
          const sha = hashes.get(path);
          const base = sha ? services.images.storedBase(path, sha) : null;
          return base ? [{ base }] : [];
        }),
      };
    }),
  };
}
