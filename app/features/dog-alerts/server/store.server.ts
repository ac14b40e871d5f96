/**
 * The stored side of new-dog alerts (docs/product/dog-alerts.md): requests,
 * confirmation, unsubscribing, the new dogs of a sync, due digests and the
 * deletion of requests never confirmed. Every e-mail is a mailing row with
 * an outbox row, written in the same transaction as what caused it, so the
 * forms' worker sends it with its retries, and a crash neither loses nor
 * doubles it.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogAlertAnnouncements, dogAlertMailings, dogAlertSubscriptions } from "#app/platform/db/schema.ts";
import type { Dog } from "#app/features/dogs/rules/index.ts";
import type { DogAlertRequest } from "#app/features/dog-alerts/rules/form.ts";
import { announcedDog, matchesAlert, nextDigestAt, UNCONFIRMED_TTL_MS, type AlertFrequency, type AlertLocation, type AlertType } from "#app/features/dog-alerts/rules/rules.ts";
import { siteTimeZone } from "#app/platform/i18n/dates.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { alertToken, hashAlertToken, lookupHash } from "./tokens.ts";
import { confirmationsSince } from "#app/platform/mail/confirmations.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

export interface NewRequest extends DogAlertRequest {
  locale: Locale;
  idempotencyKey: string;
  /** Keyed hash of the address (the forms' recipient key). */
  emailKey: string;
}

/**
 * Stores a request and its confirmation e-mail (unless the address had its
 * share of confirmations today: then the request waits, unconfirmable, for
 * its deletion). A repeated post with the same key finds the first request.
 */
export async function storeRequest(
  db: Database,
  secret: string,
  request: NewRequest,
  options: { confirmationsPerDay: number; now: Date },
): Promise<{ id: string; duplicate: boolean; confirmationQueued: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: dogAlertSubscriptions.id })
      .from(dogAlertSubscriptions)
      .where(eq(dogAlertSubscriptions.idempotencyKey, request.idempotencyKey));
    if (existing) return { id: existing.id, duplicate: true, confirmationQueued: false };
    const id = crypto.randomUUID();
    const inserted = await tx
      .insert(dogAlertSubscriptions)
      .values({
        id,
        email: request.email,
        emailKey: request.emailKey,
        locale: request.locale,
        types: request.types,
        locations: request.locations,
        frequency: request.frequency,
        idempotencyKey: request.idempotencyKey,
        confirmTokenHash: hashAlertToken(alertToken(secret, "confirm", id)),
        unsubscribeTokenHash: hashAlertToken(alertToken(secret, "unsubscribe", id)),
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: dogAlertSubscriptions.idempotencyKey })
      .returning({ id: dogAlertSubscriptions.id });
    if (inserted.length === 0) {
      const [first] = await tx
        .select({ id: dogAlertSubscriptions.id })
        .from(dogAlertSubscriptions)
        .where(eq(dogAlertSubscriptions.idempotencyKey, request.idempotencyKey));
      return { id: first!.id, duplicate: true, confirmationQueued: false };
    }
    if ((await confirmationsSince(tx, request.emailKey, options.now)) >= options.confirmationsPerDay) {
      return { id, duplicate: false, confirmationQueued: false };
    }
    const [mailing] = await tx
      .insert(dogAlertMailings)
      .values({ subscriptionId: id, kind: "confirmation", createdAt: options.now })
      .returning({ id: dogAlertMailings.id });
    await queueMail(tx, { mailingId: mailing!.id, kind: "alert_confirmation", recipientKey: request.emailKey, createdAt: options.now, nextAttemptAt: options.now });
    return { id, duplicate: false, confirmationQueued: true };
  });
}

export type TokenState =
  | { status: "pending" | "active"; id: string; locale: Locale }
  | { status: "unknown" };

/** The subscription whose link token is `token`, by the token's hash kept in `column`; null when there is none. */
async function subscriptionByToken(
  db: Database,
  column: typeof dogAlertSubscriptions.confirmTokenHash | typeof dogAlertSubscriptions.unsubscribeTokenHash,
  token: unknown,
) {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db
    .select({
      id: dogAlertSubscriptions.id,
      locale: dogAlertSubscriptions.locale,
      createdAt: dogAlertSubscriptions.createdAt,
      confirmedAt: dogAlertSubscriptions.confirmedAt,
    })
    .from(dogAlertSubscriptions)
    .where(eq(column, hash));
  return row ?? null;
}

/** What a confirmation link leads to: a request waiting for it, or nothing (used, expired or never ours). */
export async function findByConfirmToken(db: Database, token: unknown, now: Date = new Date()): Promise<TokenState> {
  const row = await subscriptionByToken(db, dogAlertSubscriptions.confirmTokenHash, token);
  if (!row || now.getTime() - row.createdAt.getTime() > UNCONFIRMED_TTL_MS) return { status: "unknown" };
  return { status: "pending", id: row.id, locale: row.locale as Locale };
}

/**
 * Confirms a request by its link (the consent: its time is kept). The token
 * is used up; another subscription of the same address on the same site is
 * replaced by this one. Returns false for a link that is not (or no longer) valid.
 */
export async function confirmSubscription(db: Database, token: unknown, now: Date = new Date()): Promise<boolean> {
  const found = await findByConfirmToken(db, token, now);
  if (found.status !== "pending") return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dogAlertSubscriptions)
      .set({ confirmedAt: now, confirmTokenHash: null })
      .where(and(eq(dogAlertSubscriptions.id, found.id), isNotNull(dogAlertSubscriptions.confirmTokenHash)))
      .returning();
    if (!row) return false;
    const nextDigest = nextDigestAt(row.frequency as AlertFrequency, now, siteTimeZone[row.locale as Locale]);
    if (nextDigest) await tx.update(dogAlertSubscriptions).set({ nextDigestAt: nextDigest }).where(eq(dogAlertSubscriptions.id, row.id));
    await tx
      .delete(dogAlertSubscriptions)
      .where(
        and(
          eq(dogAlertSubscriptions.emailKey, row.emailKey),
          eq(dogAlertSubscriptions.locale, row.locale),
          isNotNull(dogAlertSubscriptions.confirmedAt),
          sql`${dogAlertSubscriptions.id} <> ${row.id}`,
        ),
      );
    return true;
  });
}

/** Whether an unsubscribe link belongs to a subscription (for the page that offers the button). */
export async function findByUnsubscribeToken(db: Database, token: unknown): Promise<TokenState> {
  const row = await subscriptionByToken(db, dogAlertSubscriptions.unsubscribeTokenHash, token);
  if (!row) return { status: "unknown" };
  return { status: row.confirmedAt ? "active" : "pending", id: row.id, locale: row.locale as Locale };
}

/**
 * Unsubscribes: deletes the subscription with everything of it (address,
 * consent record, announced dogs, e-mails not yet sent). Returns whether
 * there was one.
 */
export async function unsubscribe(db: Database, token: unknown): Promise<boolean> {
  const hash = lookupHash(token);
  if (!hash) return false;
  const deleted = await db
    .delete(dogAlertSubscriptions)
    .where(eq(dogAlertSubscriptions.unsubscribeTokenHash, hash))
    .returning({ id: dogAlertSubscriptions.id });
  return deleted.length > 0;
}

/** Deletes requests not confirmed within 48 hours (docs/product/dog-alerts.md#retention). */
export async function deleteUnconfirmed(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_TTL_MS);
  const deleted = await db
    .delete(dogAlertSubscriptions)
    .where(and(isNull(dogAlertSubscriptions.confirmedAt), lt(dogAlertSubscriptions.createdAt, cutoff)))
    .returning({ id: dogAlertSubscriptions.id });
  return deleted.length;
}

/**
 * The new dogs of a sync, inside the sync's transaction: each dog that
 * matches a confirmed subscription is recorded for it once (a dog that
 * leaves the list and comes back is not announced again). "At once"
 * subscriptions get one e-mail per sync with their new dogs; digests
 * collect them until due. Returns the number of e-mails queued.
 */
export async function queueNewDogAlerts(tx: Executor, added: readonly Dog[], now: Date = new Date()): Promise<number> {
  if (added.length === 0) return 0;
  const subscribers = await tx
    .select({
      id: dogAlertSubscriptions.id,
      types: dogAlertSubscriptions.types,
      locations: dogAlertSubscriptions.locations,
      frequency: dogAlertSubscriptions.frequency,
    })
    .from(dogAlertSubscriptions)
    .where(isNotNull(dogAlertSubscriptions.confirmedAt));
  let queued = 0;
  for (const subscriber of subscribers) {
    const interest = { types: subscriber.types as AlertType[], locations: subscriber.locations as AlertLocation[] };
    const matching = added.filter((dog) => matchesAlert(dog, interest)).map(announcedDog);
    if (matching.length === 0) continue;
    const recorded = await tx
      .insert(dogAlertAnnouncements)
      .values(matching.map((dog) => ({ subscriptionId: subscriber.id, dogId: dog.id, dog, createdAt: now })))
      .onConflictDoNothing()
      .returning({ dogId: dogAlertAnnouncements.dogId });
    if (recorded.length === 0 || subscriber.frequency !== "immediate") continue;
    const fresh = new Set(recorded.map((r) => r.dogId));
    const [mailing] = await tx
      .insert(dogAlertMailings)
      .values({ subscriptionId: subscriber.id, kind: "alert", dogs: matching.filter((d) => fresh.has(d.id)), createdAt: now })
      .returning({ id: dogAlertMailings.id });
    await queueMail(tx, { mailingId: mailing!.id, kind: "alert", createdAt: now, nextAttemptAt: now });
    await tx
      .update(dogAlertAnnouncements)
      .set({ mailingId: mailing!.id })
      .where(and(eq(dogAlertAnnouncements.subscriptionId, subscriber.id), inArray(dogAlertAnnouncements.dogId, [...fresh])));
    queued += 1;
  }
  return queued;
}

/**
 * Digests that are due: each gets one e-mail with the dogs collected since
 * the last one (none when nothing new came) and its next due time. Several
 * server processes never take the same subscription (SKIP LOCKED).
 */
export async function queueDueDigests(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dogAlertSubscriptions.id, frequency: dogAlertSubscriptions.frequency, locale: dogAlertSubscriptions.locale })
      .from(dogAlertSubscriptions)
      .where(and(isNotNull(dogAlertSubscriptions.confirmedAt), lte(dogAlertSubscriptions.nextDigestAt, now)))
      .limit(100)
      .for("update", { skipLocked: true });
    let queued = 0;
    for (const subscription of due) {
      const pending = await tx
        .select({ dogId: dogAlertAnnouncements.dogId, dog: dogAlertAnnouncements.dog })
        .from(dogAlertAnnouncements)
        .where(and(eq(dogAlertAnnouncements.subscriptionId, subscription.id), isNull(dogAlertAnnouncements.mailingId)))
        .orderBy(dogAlertAnnouncements.createdAt, dogAlertAnnouncements.dogId);
      if (pending.length > 0) {
        const [mailing] = await tx
          .insert(dogAlertMailings)
          .values({ subscriptionId: subscription.id, kind: "digest", dogs: pending.map((p) => p.dog), createdAt: now })
          .returning({ id: dogAlertMailings.id });
        await queueMail(tx, { mailingId: mailing!.id, kind: "digest", createdAt: now, nextAttemptAt: now });
        await tx
          .update(dogAlertAnnouncements)
          .set({ mailingId: mailing!.id })
          .where(and(eq(dogAlertAnnouncements.subscriptionId, subscription.id), isNull(dogAlertAnnouncements.mailingId)));
        queued += 1;
      }
      const next = nextDigestAt(subscription.frequency as AlertFrequency, now, siteTimeZone[subscription.locale as Locale]);
      await tx.update(dogAlertSubscriptions).set({ nextDigestAt: next }).where(eq(dogAlertSubscriptions.id, subscription.id));
    }
    return queued;
  });
}

/** What the worker needs to write a mailing's e-mail. */
export async function readMailings(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Awaited<ReturnType<typeof loadMailings>>[number]>();
  const rows = await loadMailings(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

function loadMailings(db: Database, ids: readonly string[]) {
  return db
    .select({
      id: dogAlertMailings.id,
      kind: dogAlertMailings.kind,
      dogs: dogAlertMailings.dogs,
      subscriptionId: dogAlertSubscriptions.id,
      email: dogAlertSubscriptions.email,
      locale: dogAlertSubscriptions.locale,
    })
    .from(dogAlertMailings)
    .innerJoin(dogAlertSubscriptions, eq(dogAlertSubscriptions.id, dogAlertMailings.subscriptionId))
    .where(inArray(dogAlertMailings.id, [...ids]));
}
