/**
 * Happy ends (docs/product/journey.md#happy-ends): editors make one from a family's news the family
 * allowed to publish, write it in both languages, choose its photos and publish it. While a draft,
 * its photos stay the family's private news photos; published, copies of them are stored files
 * (`happy-ends/…`, served through the image pipeline) and are deleted again when it is taken back,
 * deleted, or the family withdraws its consent or is erased. Every change is audited by ids.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, contracts, familyNews, familyNewsPhotos, happyEnds, outbox, prechecks, retiredHappyEnds, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { fileStore, type RemovedStoredFile } from "#app/platform/storage/files.server.ts";
import { extensionOf } from "#app/platform/storage/paths.ts";
import { recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { draftErrors, happyEndSlug, identityWords, publishErrors, startingTexts, type HappyEndError, type HappyEndInput } from "../rules/happy-end.ts";
import { NEWS_PHOTOS_MAX } from "#app/features/journey/aftercare/public.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;
export type HappyEnd = typeof happyEnds.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bucket of the published photos' copies. */
export const HAPPY_END_BUCKET = "happy-ends";

/** A published photo's copy that was deleted: its cached sizes are forgotten by the caller. */
export type RemovedFile = RemovedStoredFile;


/**
 * The back-office roles with the content permission (app/admin/auth/roles.ts, which public code does
 * not import; a test keeps the two equal): the editors told of news they may publish and of a
 * family's withdrawn consent.
 */
export const EDITOR_ROLES: readonly string[] = ["owner", "editor"];

/** The editors' accounts (ids), for their notices. */
export async function editorAccounts(db: Reader): Promise<string[]> {
  return (await db.select({ id: adminUsers.id }).from(adminUsers).where(inArray(adminUsers.role, [...EDITOR_ROLES]))).map((r) => r.id);
}

/** Why a shared link to a happy end no longer shows it: the family withdrew its consent, or it was removed. */
export type RetiredReason = "withdrawn" | "removed";

/** Marks a published happy end's address as taken down, so a shared link answers 410 (inside the caller's transaction). */
async function retire(tx: Tx, slug: string, reason: RetiredReason, now: Date): Promise<void> {
  await tx.insert(retiredHappyEnds).values({ slug, reason, retiredAt: now }).onConflictDoUpdate({ target: retiredHappyEnds.slug, set: { reason, retiredAt: now } });
}

/** Why the happy end at this address is no longer shown, or null if none was taken down there. */
export async function retiredHappyEnd(db: Reader, slug: string): Promise<RetiredReason | null> {
  if (slug.length > 200) return null;
  const [row] = await db.select({ reason: retiredHappyEnds.reason }).from(retiredHappyEnds).where(eq(retiredHappyEnds.slug, slug));
  return row ? (row.reason === "withdrawn" ? "withdrawn" : "removed") : null;
}

/** Every taken-down address with its reason (the public pages read them once per change of the table). */
export async function readRetiredHappyEnds(db: Reader): Promise<Map<string, RetiredReason>> {
  const rows = await db.select({ slug: retiredHappyEnds.slug, reason: retiredHappyEnds.reason }).from(retiredHappyEnds).limit(10_000);
  return new Map(rows.map((r) => [r.slug, r.reason === "withdrawn" ? "withdrawn" : "removed"]));
}

/**
 * Deletes the happy ends `where` selects with their published photos, each audited with `reason`
 * (inside the caller's transaction); a published one's address is marked as taken down. How many,
 * and the copies deleted.
 */
export async function removeHappyEndsWhere(tx: Tx, actor: Actor, where: SQL | undefined, reason: "deleted" | "consent_withdrawn" | "erased", now = new Date()): Promise<{ ends: number; files: RemovedFile[] }> {
  const rows = await tx.delete(happyEnds).where(where).returning({ id: happyEnds.id, paths: happyEnds.photoPaths, submissionId: happyEnds.submissionId, slug: happyEnds.slug, status: happyEnds.status });
  const files: RemovedFile[] = [];
  for (const row of rows) {
    if (row.status === "published") await retire(tx, row.slug, reason === "consent_withdrawn" ? "withdrawn" : "removed", now);
    files.push(...(await fileStore.deleteMany(tx, row.paths)));
    await audit(tx, actor, { action: "happy_end.removed", targetType: "happy_end", targetId: row.id, details: { reason, submission: row.submissionId, photos: row.paths.length } }, now);
  }
  return { ends: rows.length, files };
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "exists" };

/**
 * A draft from a news the family allowed to publish: the dog's name, a free address, the starting
 * titles and photo descriptions in both languages, the family's words in its language, and the
 * news' photos. The other language is the editor's to write.
 */
export async function createHappyEnd(db: Database, actor: Actor, secret: string, newsId: string, now = new Date()): Promise<CreateOutcome> {
  if (!UUID.test(newsId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [news] = await tx.select().from(familyNews).where(eq(familyNews.id, newsId)).for("update");
    if (!news || !news.consent) return { ok: false, reason: "unknown" } as const;
    const [existing] = await tx.select({ id: happyEnds.id }).from(happyEnds).where(eq(happyEnds.newsId, newsId));
    if (existing) return { ok: false, reason: "exists" } as const;
    const [request] = await tx.select().from(submissions).where(eq(submissions.id, news.submissionId));
    if (!request) return { ok: false, reason: "unknown" } as const;
    const dogName = request.dogName ?? (String(request.data.dog ?? "").trim() || "–");
    const taken = (await tx.select({ slug: happyEnds.slug }).from(happyEnds)).map((r) => r.slug);
    const photos = await tx.select({ id: familyNewsPhotos.id }).from(familyNewsPhotos).where(eq(familyNewsPhotos.newsId, newsId)).orderBy(asc(familyNewsPhotos.position));
    const start = startingTexts(dogName);
    const locale: Locale = localeOf(request.locale);
    const [row] = await tx
      .insert(happyEnds)
      .values({
        submissionId: request.id,
        newsId,
        familyKey: recipientKey(secret, request.data.email),
        dogId: request.dogId,
        dogName,
        slug: happyEndSlug(dogName, taken),
        titleDe: start.title.de,
        titleEs: start.title.es,
        textDe: locale === "de" ? news.body : "",
        textEs: locale === "es" ? news.body : "",
        photoAltDe: start.alt.de,
        photoAltEs: start.alt.es,
        photoIds: photos.slice(0, NEWS_PHOTOS_MAX).map((p) => p.id),
        createdAt: now,
        updatedAt: now,
        createdBy: actor.id,
      })
      .returning({ id: happyEnds.id });
    await audit(tx, actor, { action: "happy_end.created", targetType: "happy_end", targetId: row!.id, details: { news: newsId, submission: request.id } }, now);
    return { ok: true, id: row!.id } as const;
  });
}

export interface HappyEndListItem {
  id: string;
  dogName: string;
  slug: string;
  status: string;
  title: string;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Its request is gone (retention): it stays as published, without the family's news. */
  detached: boolean;
}

/** Every happy end for the editors, drafts first, then the published ones newest first. */
export async function listHappyEnds(db: Reader, locale: Locale): Promise<HappyEndListItem[]> {
  const rows = await db
    .select()
    .from(happyEnds)
    .orderBy(sql`case when ${happyEnds.status} = 'draft' then 0 else 1 end`, desc(happyEnds.publishedAt), desc(happyEnds.updatedAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    dogName: r.dogName,
    slug: r.slug,
    status: r.status,
    title: (locale === "de" ? r.titleDe : r.titleEs) || r.titleDe || r.titleEs,
    updatedAt: r.updatedAt,
    publishedAt: r.publishedAt,
    detached: r.submissionId === null,
  }));
}

export interface HappyEndEditorView {
  row: HappyEnd;
  /** The family's news it was made from (its words as sent, and the photos to choose from); null once the request is gone. */
  news: { body: string; locale: Locale; createdAt: Date; photoIds: string[] } | null;
}

/** One happy end for its editor, with the family's news; null for an unknown id. */
export async function loadHappyEnd(db: Reader, id: string): Promise<HappyEndEditorView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(happyEnds).where(eq(happyEnds.id, id));
  if (!row) return null;
  if (!row.newsId) return { row, news: null };
  const [news] = await db
    .select({ body: familyNews.body, createdAt: familyNews.createdAt, locale: submissions.locale })
    .from(familyNews)
    .innerJoin(submissions, eq(submissions.id, familyNews.submissionId))
    .where(eq(familyNews.id, row.newsId));
  if (!news) return { row, news: null };
  const photos = await db.select({ id: familyNewsPhotos.id }).from(familyNewsPhotos).where(eq(familyNewsPhotos.newsId, row.newsId)).orderBy(asc(familyNewsPhotos.position));
  return { row, news: { body: news.body, createdAt: news.createdAt, locale: localeOf(news.locale), photoIds: photos.map((p) => p.id) } };
}

/**
 * The words a published happy end must not contain, from what the association holds of the family:
 * its name (the form's), the pre-check's visit address and the contract's address. Never sent to a
 * browser: the editors do not see the family's data.
 */
export async function identityOf(db: Reader, submissionId: string): Promise<string[]> {
  const [request] = await db.select({ data: submissions.data }).from(submissions).where(eq(submissions.id, submissionId));
  if (!request) return [];
  const visits = await db.select({ address: prechecks.address, postcode: prechecks.postcode }).from(prechecks).where(eq(prechecks.submissionId, submissionId));
  const contract = await db.select({ address: contracts.adopterAddress, name: contracts.adopterName }).from(contracts).where(eq(contracts.submissionId, submissionId));
  const name = String(request.data.name ?? "");
  return identityWords(name, [
    ...visits.flatMap((v) => [v.address, v.postcode]),
    ...contract.map((c) => c.address),
    // The contract names the adopter as the coordinator confirmed it: its surnames count too.
    ...contract.map((c) => c.name.split(/\s+/).slice(1).join(" ")),
  ]);
}

export type SaveIntent = "save" | "publish" | "unpublish";
export type SaveOutcome =
  | { ok: true; status: "draft" | "published"; removed: RemovedFile[] }
  | { ok: false; reason: "unknown" | "stale" }
  | { ok: false; reason: "invalid"; errors: HappyEndError[] };

/**
 * An editor's save, in one transaction: checked against the draft's rules (and, to publish or to
 * change a published one, the publishing rules with the family's name and place), written with a
 * new version; publishing copies the chosen photos into the stored files (taking back deletes them).
 * A form from an older version is refused.
 */
export async function saveHappyEnd(db: Database, actor: Actor, id: string, input: HappyEndInput, version: number, intent: SaveIntent, now = new Date()): Promise<SaveOutcome> {
  if (!UUID.test(id)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(happyEnds).where(eq(happyEnds.id, id)).for("update");
    if (!row) return { ok: false, reason: "unknown" } as const;
    if (row.version !== version) return { ok: false, reason: "stale" } as const;
    const taken = (await tx.select({ slug: happyEnds.slug }).from(happyEnds).where(ne(happyEnds.id, id))).map((r) => r.slug);
    // Without its news (its request is gone) the photos stay as they were published.
    const choosable = row.newsId
      ? (await tx.select({ id: familyNewsPhotos.id }).from(familyNewsPhotos).where(eq(familyNewsPhotos.newsId, row.newsId))).map((p) => p.id)
      : [];
    const photoIds = row.newsId ? input.photoIds.filter((p) => choosable.includes(p)) : row.photoIds;
    const checked = { ...input, photoIds: row.newsId ? photoIds : row.photoPaths };
    const status: "draft" | "published" = intent === "unpublish" ? "draft" : intent === "publish" ? "published" : (row.status as "draft" | "published");
    if (intent !== "unpublish") {
      const identity = status === "published" && row.submissionId ? await identityOf(tx, row.submissionId) : [];
      const errors = status === "published" ? publishErrors(checked, taken, identity) : draftErrors(checked, taken);
      if (errors.length > 0) return { ok: false, reason: "invalid", errors } as const;
    }
    let photoPaths = row.photoPaths;
    const removed: RemovedFile[] = [];
    const photosChanged = photoIds.join() !== row.photoIds.join();
    // Taken back: the copies go (a happy end without its request then waits, without photos, for the retention's clean-up).
    if (status === "draft" && row.photoPaths.length > 0) {
      removed.push(...(await fileStore.deleteMany(tx, row.photoPaths)));
      photoPaths = [];
    } else if (status === "published" && row.newsId && (row.status !== "published" || photosChanged || row.photoPaths.length === 0)) {
      removed.push(...(await fileStore.deleteMany(tx, row.photoPaths)));
      photoPaths = [];
      const bytes = await tx
        .select({ id: familyNewsPhotos.id, contentType: familyNewsPhotos.contentType, bytes: familyNewsPhotos.bytes })
        .from(familyNewsPhotos)
        .where(inArray(familyNewsPhotos.id, photoIds.length > 0 ? photoIds : ["00000000-0000-0000-0000-000000000000"]));
      for (const photoId of photoIds) {
        const photo = bytes.find((b) => b.id === photoId);
        if (!photo) continue;
        const path = `${HAPPY_END_BUCKET}/${id}-${randomUUID().slice(0, 8)}.${extensionOf(photo.contentType)}`;
        await fileStore.put(tx, path, photo.bytes, { contentType: photo.contentType, createdBy: actor.id, replace: false });
        photoPaths.push(path);
      }
    }
    await tx
      .update(happyEnds)
      .set({
        slug: input.slug,
        titleDe: input.title.de,
        titleEs: input.title.es,
        textDe: input.text.de,
        textEs: input.text.es,
        photoAltDe: input.alt.de,
        photoAltEs: input.alt.es,
        photoIds,
        photoPaths,
        redirectDog: input.redirectDog,
        status,
        version: row.version + 1,
        updatedAt: now,
        publishedAt: status === "published" ? (row.status === "published" ? row.publishedAt : now) : null,
      })
      .where(eq(happyEnds.id, id));
    if (row.status === "published" && status === "draft") await retire(tx, row.slug, "removed", now);
    if (status === "published") await tx.delete(retiredHappyEnds).where(eq(retiredHappyEnds.slug, input.slug));
    // Published for the first time: the family is told, with the link (once per news, whatever happens later).
    if (row.status !== "published" && status === "published" && row.submissionId && row.newsId) {
      const [told] = await tx.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.newsId, row.newsId), eq(outbox.kind, "happy_end_published")));
      if (!told) await queueMail(tx, { submissionId: row.submissionId, newsId: row.newsId, kind: "happy_end_published" });
    }
    const action = status === row.status ? "happy_end.saved" : status === "published" ? "happy_end.published" : "happy_end.unpublished";
    await audit(tx, actor, { action, targetType: "happy_end", targetId: id, details: { version: row.version + 1, photos: photoPaths.length } }, now);
    return { ok: true, status, removed } as const;
  });
}

/** Deletes one happy end (an editor's "delete"), with its published photos. */
export async function removeHappyEnd(db: Database, actor: Actor, id: string, now = new Date()): Promise<{ ok: boolean; removed: RemovedFile[] }> {
  if (!UUID.test(id)) return { ok: false, removed: [] };
  return db.transaction(async (tx) => {
    const { ends, files } = await removeHappyEndsWhere(tx, actor, eq(happyEnds.id, id), "deleted", now);
    return { ok: ends > 0, removed: files };
  });
}

/**
 * Erasure of a family (docs/product/journey.md#privacy-after-the-handover): every happy end of its
 * requests, and every published one its address's keyed hash names (also after the retention period
 * unlinked it from its request), with their photos. Inside the erasure's transaction.
 */
export async function eraseHappyEndsOf(tx: Tx, actor: Actor, submissionIds: readonly string[], familyKey: string | null): Promise<{ ends: number; files: RemovedFile[] }> {
  const conditions = [
    ...(submissionIds.length > 0 ? [inArray(happyEnds.submissionId, [...submissionIds])] : []),
    ...(familyKey ? [eq(happyEnds.familyKey, familyKey)] : []),
  ];
  if (conditions.length === 0) return { ends: 0, files: [] };
  return removeHappyEndsWhere(tx, actor, or(...conditions), "erased");
}

/**
 * After the retention period deleted requests (their happy ends lost the link): drafts left without
 * a request are deleted; published ones stay, with their published words and photos only.
 */
export async function releaseOrphanedHappyEnds(db: Database): Promise<{ ends: number; files: RemovedFile[] }> {
  const [orphan] = await db.select({ id: happyEnds.id }).from(happyEnds).where(and(isNull(happyEnds.submissionId), eq(happyEnds.status, "draft"))).limit(1);
  if (!orphan) return { ends: 0, files: [] };
  return db.transaction((tx) => removeHappyEndsWhere(tx, { id: null, label: "retention" }, and(isNull(happyEnds.submissionId), eq(happyEnds.status, "draft")), "erased"));
}

/** The published happy ends' columns the public pages read (never the request, the news or the family's key). */
export const publicHappyEndColumns = {
  id: happyEnds.id,
  dogId: happyEnds.dogId,
  dogName: happyEnds.dogName,
  slug: happyEnds.slug,
  titleDe: happyEnds.titleDe,
  titleEs: happyEnds.titleEs,
  textDe: happyEnds.textDe,
  textEs: happyEnds.textEs,
  photoAltDe: happyEnds.photoAltDe,
  photoAltEs: happyEnds.photoAltEs,
  photoPaths: happyEnds.photoPaths,
  redirectDog: happyEnds.redirectDog,
  publishedAt: happyEnds.publishedAt,
  updatedAt: happyEnds.updatedAt,
};

export type PublicHappyEnd = { [K in keyof typeof publicHappyEndColumns]: (typeof happyEnds.$inferSelect)[K] };

/** Every published happy end, newest first (a few dozen: the pages pick from the whole list). */
export async function readPublishedHappyEnds(db: Reader): Promise<PublicHappyEnd[]> {
  return db.select(publicHappyEndColumns).from(happyEnds).where(eq(happyEnds.status, "published")).orderBy(desc(happyEnds.publishedAt)).limit(1000);
}
