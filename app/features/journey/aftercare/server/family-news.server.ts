/**
 * A family's news after the handover (docs/product/journey.md#news-from-the-family): sent on its news
 * page (the status page's token) with up to five photos and the choice whether it may be published;
 * the association is told by e-mail (never the words). The family can take its consent back there,
 * which removes a happy end made from the news at once. Every change is audited by ids.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { familyNews, familyNewsPhotos, happyEnds, submissions } from "#app/platform/db/schema.ts";
import { audit } from "#app/platform/audit/log.server.ts";
import { NEWS_PER_DAY, NEWS_PHOTOS_MAX, takesNews } from "../rules/family-news.ts";
import { applicantActor } from "#app/features/journey/request/public.server.ts";
import { editorAccounts, removeHappyEndsWhere, type RemovedFile } from "#app/features/journey/happy-ends/public.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Reader = Pick<Database, "select">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewsPhotoInput {
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type AddNewsOutcome = "stored" | "duplicate" | "closed" | "limit";

/**
 * Stores a family's news with its photos, queues the association's notice and audits it, in one
 * transaction. A form sent twice (the same key) stores one; more than NEWS_PER_DAY in 24 hours are
 * refused; a request whose dog has not arrived (or no longer is "arrived") takes none.
 */
export async function addNews(
  db: Database,
  submissionId: string,
  input: { body: string; consent: boolean; clientKey: string | null },
  photos: readonly NewsPhotoInput[],
  now = new Date(),
): Promise<AddNewsOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for("update");
    if (!row || !takesNews(row)) return "closed" as const;
    if (input.clientKey) {
      const [same] = await tx.select({ id: familyNews.id }).from(familyNews).where(and(eq(familyNews.submissionId, submissionId), eq(familyNews.clientKey, input.clientKey)));
      if (same) return "duplicate" as const;
    }
    const [today] = await tx
      .select({ n: count() })
      .from(familyNews)
      .where(and(eq(familyNews.submissionId, submissionId), gt(familyNews.createdAt, new Date(now.getTime() - 86_400_000))));
    if ((today?.n ?? 0) >= NEWS_PER_DAY) return "limit" as const;
    const [news] = await tx
      .insert(familyNews)
      .values({ submissionId, body: input.body, consent: input.consent, consentAt: input.consent ? now : null, clientKey: input.clientKey, createdAt: now })
      .returning({ id: familyNews.id });
    const kept = photos.slice(0, NEWS_PHOTOS_MAX);
    for (const [position, photo] of kept.entries()) {
      await tx.insert(familyNewsPhotos).values({ newsId: news!.id, position, contentType: photo.contentType, bytes: photo.bytes, width: photo.width, height: photo.height, createdAt: now });
    }
    await queueMail(tx, { submissionId, newsId: news!.id, kind: "news_notice" });
    // News the family allows to publish: each editor is told (a link to the happy ends, never the words).
    if (input.consent) {
      for (const accountId of await editorAccounts(tx)) await queueMail(tx, { submissionId, newsId: news!.id, accountId, kind: "news_editor_notice" });
    }
    await audit(tx, applicantActor, { action: "news.received", targetType: "submission", targetId: submissionId, details: { news: news!.id, photos: kept.length, consent: input.consent } }, now);
    return "stored" as const;
  });
}

export interface NewsItem {
  id: string;
  body: string;
  consent: boolean;
  consentAt: Date | null;
  consentWithdrawnAt: Date | null;
  createdAt: Date;
  photoIds: string[];
  /** The happy end made from it, if any. */
  happyEnd: { id: string; slug: string; status: string } | null;
}

/** A request's news, newest first, with their photos' ids and the happy end made from each. */
export async function newsOfRequest(db: Reader, submissionId: string): Promise<NewsItem[]> {
  if (!UUID.test(submissionId)) return [];
  const rows = await db.select().from(familyNews).where(eq(familyNews.submissionId, submissionId)).orderBy(desc(familyNews.createdAt)).limit(100);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const photos = await db.select({ id: familyNewsPhotos.id, newsId: familyNewsPhotos.newsId }).from(familyNewsPhotos).where(inArray(familyNewsPhotos.newsId, ids)).orderBy(asc(familyNewsPhotos.position));
  const ends = await db.select({ id: happyEnds.id, newsId: happyEnds.newsId, slug: happyEnds.slug, status: happyEnds.status }).from(happyEnds).where(inArray(happyEnds.newsId, ids));
  return rows.map((r) => {
    const end = ends.find((e) => e.newsId === r.id);
    return {
      id: r.id,
      body: r.body,
      consent: r.consent,
      consentAt: r.consentAt,
      consentWithdrawnAt: r.consentWithdrawnAt,
      createdAt: r.createdAt,
      photoIds: photos.filter((p) => p.newsId === r.id).map((p) => p.id),
      happyEnd: end ? { id: end.id, slug: end.slug, status: end.status } : null,
    };
  });
}

export type WithdrawOutcome = { outcome: "withdrawn"; removed: RemovedFile[] } | { outcome: "unknown" | "already" };

/**
 * The family takes its consent back for one of its news: it is kept for the association, marked
 * never to publish, and every happy end made from it is deleted with its published photos, in one
 * transaction (the caller forgets the photos' cached sizes and scrubs the deleted rows).
 */
export async function withdrawConsent(db: Database, submissionId: string, newsId: string, now = new Date()): Promise<WithdrawOutcome> {
  if (!UUID.test(newsId)) return { outcome: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(familyNews).where(and(eq(familyNews.id, newsId), eq(familyNews.submissionId, submissionId))).for("update");
    if (!row) return { outcome: "unknown" } as const;
    if (!row.consent) return { outcome: "already" } as const;
    await tx.update(familyNews).set({ consent: false, consentWithdrawnAt: now }).where(eq(familyNews.id, newsId));
    const removed = await removeHappyEndsWhere(tx, applicantActor, eq(happyEnds.newsId, newsId), "consent_withdrawn", now);
    // The coordinator (the request's assignee, or the association's address) and each editor are told, by ids and links only.
    const [request] = await tx.select({ assigneeId: submissions.assigneeId }).from(submissions).where(eq(submissions.id, submissionId));
    await queueMail(tx, { submissionId, newsId, kind: "consent_withdrawn_notice" });
    for (const accountId of await editorAccounts(tx)) {
      if (accountId !== request?.assigneeId) await queueMail(tx, { submissionId, newsId, accountId, kind: "consent_withdrawn_notice" });
    }
    await audit(tx, applicantActor, { action: "news.consent_withdrawn", targetType: "submission", targetId: submissionId, details: { news: newsId, happyEnds: removed.ends } }, now);
    return { outcome: "withdrawn", removed: removed.files } as const;
  });
}

/** A news photo with its bytes, if the news is of this request (the back office's inbox). */
export async function newsPhotoOfRequest(db: Reader, submissionId: string, photoId: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!UUID.test(submissionId) || !UUID.test(photoId)) return null;
  const [row] = await db
    .select({ contentType: familyNewsPhotos.contentType, bytes: familyNewsPhotos.bytes })
    .from(familyNewsPhotos)
    .innerJoin(familyNews, eq(familyNews.id, familyNewsPhotos.newsId))
    .where(and(eq(familyNewsPhotos.id, photoId), eq(familyNews.submissionId, submissionId)));
  return row ?? null;
}

/** A news photo the family allowed to publish (the editors see only those), with its bytes. */
export async function consentedNewsPhoto(db: Reader, photoId: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!UUID.test(photoId)) return null;
  const [row] = await db
    .select({ contentType: familyNewsPhotos.contentType, bytes: familyNewsPhotos.bytes })
    .from(familyNewsPhotos)
    .innerJoin(familyNews, eq(familyNews.id, familyNewsPhotos.newsId))
    .where(and(eq(familyNewsPhotos.id, photoId), eq(familyNews.consent, true)));
  return row ?? null;
}

export interface ConsentedNews {
  id: string;
  dogName: string | null;
  body: string;
  createdAt: Date;
  photoIds: string[];
}

/** The news families allowed to publish that no happy end was made from yet, newest first: the editors' to-do. */
export async function consentedNewsWithoutHappyEnd(db: Reader): Promise<ConsentedNews[]> {
  const rows = await db
    .select({ id: familyNews.id, body: familyNews.body, createdAt: familyNews.createdAt, dogName: submissions.dogName })
    .from(familyNews)
    .innerJoin(submissions, eq(submissions.id, familyNews.submissionId))
    .leftJoin(happyEnds, eq(happyEnds.newsId, familyNews.id))
    .where(and(eq(familyNews.consent, true), isNull(happyEnds.id)))
    .orderBy(desc(familyNews.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const photos = await db
    .select({ id: familyNewsPhotos.id, newsId: familyNewsPhotos.newsId })
    .from(familyNewsPhotos)
    .where(inArray(familyNewsPhotos.newsId, rows.map((r) => r.id)))
    .orderBy(asc(familyNewsPhotos.position));
  return rows.map((r) => ({ ...r, photoIds: photos.filter((p) => p.newsId === r.id).map((p) => p.id) }));
}
