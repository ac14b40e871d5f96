/**
 * News about a dog from its foster family (docs/product/foster.md#news): sent on the foster family's
 * page with up to five photos and whether it may be published; each editor is told (a link, never
 * the words). An editor publishes news the family allowed on the dog page: its photos are copied into
 * the stored files (served through the image pipeline, without metadata), and taken down again with
 * them. Audited by ids.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { fosterHomes, fosterNews, fosterNewsPhotos, fosterStays } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { fileStore, type RemovedStoredFile } from "#app/platform/storage/files.server.ts";
import { extensionOf } from "#app/platform/storage/paths.ts";
import { NEWS_PHOTOS_MAX } from "#app/features/journey/aftercare/public.ts";
import { editorAccounts } from "#app/features/journey/happy-ends/public.server.ts";
import { identityWords, namedWords } from "#app/features/journey/happy-ends/public.ts";
import { fosterActor } from "./meetings.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** The bucket of published news photos in the stored files. */
export const FOSTER_NEWS_BUCKET = "pflegestellen";
/** News one foster home may send in 24 hours (each tells the editors by e-mail). */
export const FOSTER_NEWS_PER_DAY = 5;
export interface FosterNewsPhotoInput {
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type AddFosterNewsOutcome = "stored" | "duplicate" | "not_yours" | "limit";

/**
 * Stores a foster family's news about one of its dogs (a stay of its home, planned or current) with
 * its photos, and tells each editor, in one transaction. A form sent twice (its key) stores one.
 */
export async function addFosterNews(
  db: Database,
  homeId: string,
  stayId: string,
  input: { body: string; publishable: boolean; clientKey: string | null },
  photos: readonly FosterNewsPhotoInput[],
  now = new Date(),
): Promise<AddFosterNewsOutcome> {
  if (!isUuid(homeId) || !isUuid(stayId)) return "not_yours";
  return db.transaction(async (tx) => {
    const [stay] = await tx.select().from(fosterStays).where(and(eq(fosterStays.id, stayId), eq(fosterStays.fosterHomeId, homeId)));
    if (!stay || !["planned", "current"].includes(stay.stage)) return "not_yours" as const;
    if (input.clientKey) {
      const [same] = await tx.select({ id: fosterNews.id }).from(fosterNews).where(and(eq(fosterNews.fosterHomeId, homeId), eq(fosterNews.clientKey, input.clientKey)));
      if (same) return "duplicate" as const;
    }
    const recent = await tx.select({ createdAt: fosterNews.createdAt }).from(fosterNews).where(eq(fosterNews.fosterHomeId, homeId)).orderBy(desc(fosterNews.createdAt)).limit(FOSTER_NEWS_PER_DAY);
    if (recent.length >= FOSTER_NEWS_PER_DAY && recent.every((r) => r.createdAt.getTime() > now.getTime() - 86_400_000)) return "limit" as const;
    const [news] = await tx
      .insert(fosterNews)
      .values({ fosterHomeId: homeId, stayId, dogId: stay.dogId, body: input.body, publishable: input.publishable, clientKey: input.clientKey, createdAt: now })
      .returning({ id: fosterNews.id });
    for (const [position, photo] of photos.slice(0, NEWS_PHOTOS_MAX).entries()) {
      await tx.insert(fosterNewsPhotos).values({ newsId: news!.id, position, contentType: photo.contentType, bytes: photo.bytes, width: photo.width, height: photo.height, createdAt: now });
    }
    for (const accountId of await editorAccounts(tx)) await queueMail(tx, { kind: "foster_news_notice", accountId, fosterHomeId: homeId });
    await audit(tx, fosterActor, { action: "foster_news.received", targetType: "foster_home", targetId: homeId, details: { news: news!.id, photos: Math.min(photos.length, NEWS_PHOTOS_MAX), publishable: input.publishable } }, now);
    return "stored" as const;
  });
}

export interface FosterNewsItem {
  id: string;
  homeId: string;
  dogId: string;
  dogName: string;
  body: string;
  publishable: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  photoIds: string[];
  photoPaths: string[];
}

async function withPhotos(db: Reader, rows: { news: typeof fosterNews.$inferSelect; dogName: string }[]): Promise<FosterNewsItem[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select({ id: fosterNewsPhotos.id, newsId: fosterNewsPhotos.newsId })
    .from(fosterNewsPhotos)
    .where(inArray(fosterNewsPhotos.newsId, rows.map((r) => r.news.id)))
    .orderBy(asc(fosterNewsPhotos.position));
  return rows.map(({ news, dogName }) => ({
    id: news.id,
    homeId: news.fosterHomeId,
    dogId: news.dogId,
    dogName,
    body: news.body,
    publishable: news.publishable,
    publishedAt: news.publishedAt,
    createdAt: news.createdAt,
    photoIds: photos.filter((p) => p.newsId === news.id).map((p) => p.id),
    photoPaths: news.photoPaths,
  }));
}

/** The news `where` names with their dogs' names and photos, newest first. */
async function newsWhere(db: Reader, where: SQL, limit: number): Promise<FosterNewsItem[]> {
  const rows = await db
    .select({ news: fosterNews, dogName: fosterStays.dogName })
    .from(fosterNews)
    .innerJoin(fosterStays, eq(fosterStays.id, fosterNews.stayId))
    .where(where)
    .orderBy(desc(fosterNews.createdAt))
    .limit(limit);
  return withPhotos(db, rows);
}

/** A foster home's news, newest first (its page, and the back office's page of the home). */
export async function newsOfHome(db: Reader, homeId: string): Promise<FosterNewsItem[]> {
  return isUuid(homeId) ? newsWhere(db, eq(fosterNews.fosterHomeId, homeId), 100) : [];
}

/** The news foster families allowed to publish, newest first (the editors' page): published or not. */
export async function publishableNews(db: Reader): Promise<FosterNewsItem[]> {
  return newsWhere(db, eq(fosterNews.publishable, true), 200);
}

/** A news photo with its bytes, for the back office (any news) . */
export async function fosterNewsPhoto(db: Reader, photoId: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db.select({ contentType: fosterNewsPhotos.contentType, bytes: fosterNewsPhotos.bytes }).from(fosterNewsPhotos).where(eq(fosterNewsPhotos.id, photoId));
  return row ?? null;
}

export type RemovedCopy = RemovedStoredFile;


export type PublishOutcome =
  | { ok: true; removed: RemovedCopy[] }
  | { ok: false; reason: "unknown" | "not_publishable" }
  /** The words name the foster family (a surname) or where it lives (its street, its whole postcode): `words` as the text writes them. */
  | { ok: false; reason: "names_family"; words: string[] };

/**
 * The words of a news that say who the foster family is or where it lives: its surnames, its street and
 * its whole postcode, as the happy ends check them (the family stays unknown). The town and the
 * postcode's region are on the dog page anyway, so they may stand in the words.
 */
async function familyNamedIn(tx: Reader, homeId: string, body: string): Promise<string[]> {
  const [home] = await tx.select({ name: fosterHomes.name, street: fosterHomes.street, postalCode: fosterHomes.postalCode }).from(fosterHomes).where(eq(fosterHomes.id, homeId));
  if (!home) return [];
  return namedWords(body, identityWords(home.name, [home.street, home.postalCode]));
}

/** An editor publishes news on the dog page (its photos copied into the stored files), or takes it down (the copies deleted; the caller forgets their cached sizes). */
export async function setNewsPublished(db: Database, actor: Actor, newsId: string, publish: boolean, now = new Date()): Promise<PublishOutcome> {
  if (!isUuid(newsId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [news] = await tx.select().from(fosterNews).where(eq(fosterNews.id, newsId)).for("update");
    if (!news) return { ok: false, reason: "unknown" } as const;
    if (publish && !news.publishable) return { ok: false, reason: "not_publishable" } as const;
    if (publish === Boolean(news.publishedAt)) return { ok: true, removed: [] } as const;
    if (publish) {
      const words = await familyNamedIn(tx, news.fosterHomeId, news.body);
      if (words.length > 0) return { ok: false, reason: "names_family", words } as const;
    }
    const removed = await fileStore.deleteMany(tx, news.photoPaths);
    const paths: string[] = [];
    if (publish) {
      const photos = await tx.select().from(fosterNewsPhotos).where(eq(fosterNewsPhotos.newsId, newsId)).orderBy(asc(fosterNewsPhotos.position));
      for (const photo of photos) {
        const path = `${FOSTER_NEWS_BUCKET}/${newsId}-${randomUUID().slice(0, 8)}.${extensionOf(photo.contentType)}`;
        await fileStore.put(tx, path, photo.bytes, { contentType: photo.contentType, createdBy: actor.id, replace: false });
        paths.push(path);
      }
    }
    await tx
      .update(fosterNews)
      .set({ publishedAt: publish ? now : null, publishedBy: publish ? actor.id : null, photoPaths: paths })
      .where(eq(fosterNews.id, newsId));
    await audit(tx, actor, { action: publish ? "foster_news.published" : "foster_news.unpublished", targetType: "foster_home", targetId: news.fosterHomeId, details: { news: newsId, photos: paths.length } }, now);
    return { ok: true, removed } as const;
  });
}

/** The foster family takes back its consent for one news: never to be published, taken down if it was. */
export async function withdrawPublishable(db: Database, homeId: string, newsId: string, now = new Date()): Promise<PublishOutcome> {
  if (!isUuid(homeId) || !isUuid(newsId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [news] = await tx.select().from(fosterNews).where(and(eq(fosterNews.id, newsId), eq(fosterNews.fosterHomeId, homeId))).for("update");
    if (!news) return { ok: false, reason: "unknown" } as const;
    const removed = await fileStore.deleteMany(tx, news.photoPaths);
    await tx.update(fosterNews).set({ publishable: false, publishedAt: null, publishedBy: null, photoPaths: [] }).where(eq(fosterNews.id, newsId));
    await audit(tx, fosterActor, { action: "foster_news.consent_withdrawn", targetType: "foster_home", targetId: homeId, details: { news: newsId, wasPublished: Boolean(news.publishedAt) } }, now);
    return { ok: true, removed } as const;
  });
}

export interface PublishedFosterNews {
  id: string;
  body: string;
  publishedAt: Date;
  createdAt: Date;
  photoPaths: string[];
}

/** The published news of a dog, newest first (the dog page): words and the published copies' paths, nothing of the foster family. */
export async function publishedNewsOfDog(db: Reader, dogId: string): Promise<PublishedFosterNews[]> {
  if (!dogId) return [];
  const rows = await db
    .select({ id: fosterNews.id, body: fosterNews.body, publishedAt: fosterNews.publishedAt, createdAt: fosterNews.createdAt, photoPaths: fosterNews.photoPaths })
    .from(fosterNews)
    .where(and(eq(fosterNews.dogId, dogId), isNotNull(fosterNews.publishedAt)))
    .orderBy(desc(fosterNews.createdAt))
    .limit(20);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
}

/** Deletes the published copies of a home's news (before the home is erased); the caller forgets their cached sizes. */
export async function removeHomeCopies(tx: Tx, homeIds: readonly string[]): Promise<RemovedCopy[]> {
  if (homeIds.length === 0) return [];
  const rows = await tx.select({ paths: fosterNews.photoPaths }).from(fosterNews).where(inArray(fosterNews.fosterHomeId, [...homeIds]));
  return fileStore.deleteMany(tx, rows.flatMap((row) => row.paths));
}


export interface DogPageFosterNews extends PublishedFosterNews {
  /** The language its foster family writes in (the home's), so a page in the other one can say so. */
  locale: string;
}

/** How many published news a dog page shows at the most (the newest). */
export const DOG_PAGE_NEWS_MAX = 20;

/**
 * Every dog's published news (dog id → newest first, at most DOG_PAGE_NEWS_MAX each): what the dog
 * pages show, read as whole tables once per change through the read cache (decision 018). Of the
 * foster family only the language of its home; never a name, an address or the photos' originals.
 */
export async function publishedNewsByDog(db: Reader): Promise<Map<string, DogPageFosterNews[]>> {
  const rows = await db
    .select({ id: fosterNews.id, dogId: fosterNews.dogId, body: fosterNews.body, publishedAt: fosterNews.publishedAt, createdAt: fosterNews.createdAt, photoPaths: fosterNews.photoPaths, locale: fosterHomes.locale })
    .from(fosterNews)
    .innerJoin(fosterHomes, eq(fosterHomes.id, fosterNews.fosterHomeId))
    .where(isNotNull(fosterNews.publishedAt))
    .orderBy(desc(fosterNews.createdAt), desc(fosterNews.id))
    .limit(5000);
  const byDog = new Map<string, DogPageFosterNews[]>();
  for (const { dogId, ...row } of rows) {
    const list = byDog.get(dogId) ?? [];
    if (list.length < DOG_PAGE_NEWS_MAX) list.push({ ...row, publishedAt: row.publishedAt! });
    byDog.set(dogId, list);
  }
  return byDog;
}
