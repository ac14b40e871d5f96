/**
 * The journey's data layer on both databases (docs/product/journey.md): what waits for the
 * association and for whom, requests whose dog left the list, the daily summary (once a day, whatever
 * runs the chore, without anyone's data), the status token stored only as a hash and filled in for
 * requests stored before the status pages, and reserving a dog for one family.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, dogHolds, outbox, submissionMessages, submissions } from "#app/platform/db/schema.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { queueDailySummaries, requestsForGoneDogs, waitingRequests } from "#app/features/journey/request/server/waiting.server.ts";
import { backfillStatusTokens } from "#app/features/journey/request/server/backfill.server.ts";
import { statusToken, statusTokenHash } from "#app/features/journey/request/server/token.server.ts";
import { applyEvent } from "#app/features/journey/request/server/request-stage.server.ts";
import { addAnswer, findByToken, otherOpenRequests, reservationHolder, reserveDog, sendReply, unreserve, withdraw } from "#app/features/journey/request/server/conversation.server.ts";
import { testDatabases } from "../support/databases.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "journey-secret-journey-secret";
const HOST = "localhost:3000";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const DAY = 86_400_000;

/** A transport that keeps what it sends. */
function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (message: MailMessage) => void sent.push(message), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

async function accept(db: Database, tag: string, extra: Record<string, string> = {}, kind: "adoption" | "contact" | "foster_home" = "adoption", dog?: { id: string; name: string }) {
  const now = new Date();
  const settings: SubmissionSettings = { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `key-${tag}`;
  const outcome = await submit(
    { kind, locale: "de", host: HOST, fields: { ...validFields(kind, tag, now), ...extra }, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), key), idempotencyKey: key, dog },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe.each(testDatabases())("the adoption journey's data on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let lea: string;
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    [{ id: lea }] = (await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea Koordination", role: "coordinator", locale: "es", dailySummary: true }).returning({ id: adminUsers.id })) as [{ id: string }];
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("keeps only the hash of the status token; a request stored before the status pages gets its hash at start", async () => {
    const id = await accept(db, "TokenA");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.statusTokenHash).toBe(statusTokenHash(SECRET, id));
    expect(JSON.stringify(row)).not.toContain(statusToken(SECRET, id));
    expect((await findByToken(db, statusToken(SECRET, id)))?.id).toBe(id);
    expect(await findByToken(db, statusToken("another-secret-another-secret", id))).toBeNull();
    // A contact message has no status page.
    const contact = await accept(db, "TokenC", {}, "contact");
    expect((await db.select().from(submissions).where(eq(submissions.id, contact)))[0]!.statusTokenHash).toBeNull();
    await db.update(submissions).set({ statusTokenHash: null }).where(eq(submissions.id, id));
    expect(await findByToken(db, statusToken(SECRET, id))).toBeNull();
    expect(await backfillStatusTokens(db, SECRET)).toBe(1);
    expect(await backfillStatusTokens(db, SECRET)).toBe(0);
    expect((await findByToken(db, statusToken(SECRET, id)))?.id).toBe(id);
    // A new secret: every request is re-keyed at start; the old link opens nothing, the new one does.
    const NEW = "a-new-secret-a-new-secret-a-new";
    expect(await backfillStatusTokens(db, NEW)).toBe(1);
    expect(await findByToken(db, statusToken(SECRET, id))).toBeNull();
    expect((await findByToken(db, statusToken(NEW, id)))?.id).toBe(id);
  });

  it("lists what waits for the association, by reason and assignee; nothing closed and no spam", async () => {
    const now = new Date();
    const fresh = await accept(db, "Fresh");
    const oldNew = await accept(db, "OldNew");
    const answer = await accept(db, "Answer");
    const stalled = await accept(db, "Stalled");
    const withdrawn = await accept(db, "Withdrawn");
    const ago = (days: number) => new Date(now.getTime() - days * DAY - 60_000);
    await db.update(submissions).set({ createdAt: ago(3), statusChangedAt: ago(3) }).where(eq(submissions.id, oldNew));
    await db.update(submissions).set({ status: "getting_to_know", createdAt: ago(5), statusChangedAt: ago(4), awaitingReply: true, lastMessageAt: ago(3), assigneeId: lea }).where(eq(submissions.id, answer));
    await db.update(submissions).set({ status: "pre_check", createdAt: ago(20), statusChangedAt: ago(15), assigneeId: lea }).where(eq(submissions.id, stalled));
    await db.update(submissions).set({ createdAt: ago(30), statusChangedAt: ago(30) }).where(eq(submissions.id, withdrawn));
    expect(await withdraw(db, withdrawn)).toBe(true);
    await db.update(submissions).set({ statusChangedAt: ago(30) }).where(eq(submissions.id, withdrawn));

    const waiting = await waitingRequests(db, now);
    expect(waiting.map((w) => [w.id, w.reason])).toEqual([
      [stalled, "stalled"],
      [oldNew, "new"],
      [answer, "answer"],
    ]);
    expect(waiting.map((w) => w.id)).not.toContain(fresh);
    expect((await waitingRequests(db, now, lea)).map((w) => w.id)).toEqual([stalled, answer]);
  });

  it("flags open requests whose dog left the list, by id, or by name where none was matched", async () => {
    const listed = await accept(db, "Listed", { dog: "Bruno" }, "adoption", { id: "30125", name: "Bruno" });
    const gone = await accept(db, "Gone", { dog: "Nala" }, "adoption", { id: "999", name: "Nala" });
    const unmatched = await accept(db, "Unmatched", { dog: "Kira" });
    const flagged = await requestsForGoneDogs(db, { ids: new Set(["30125"]), names: new Set(["Bruno"]) });
    expect(flagged.map((f) => [f.id, f.dogName]).sort()).toEqual([[gone, "Nala"], [unmatched, "Kira"]].sort());
    expect(flagged.map((f) => f.id)).not.toContain(listed);
  });

  it("queues one daily summary per account and day, from 7 o'clock Madrid time, only when something waits, without anyone's data", async () => {
    const id = await accept(db, "Summary");
    // Three days before the mornings below (fixed days: a date taken from the clock would stop waiting once the clock passed them).
    const arrived = new Date("2026-11-23T06:00:00Z");
    await db.update(submissions).set({ assigneeId: lea, createdAt: arrived, statusChangedAt: arrived }).where(eq(submissions.id, id));
    const early = new Date("2026-11-26T05:30:00Z"); // 6:30 in Madrid
    expect(await queueDailySummaries(db, early)).toBe(0);
    const morning = new Date("2026-11-26T06:05:00Z"); // 7:05 in Madrid
    expect(await queueDailySummaries(db, morning)).toBe(1);
    expect(await queueDailySummaries(db, new Date("2026-11-26T15:00:00Z"))).toBe(0);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const summary = transport.sent.find((m) => m.to === "lea@example.org");
    expect(summary?.subject).toBe("Hoy le espera 1 solicitud");
    expect(summary?.text).toContain(`/verwaltung/eingang/${id}`);
    expect(summary?.text).not.toContain("Summary");
    expect(summary?.text).not.toContain("summary@example.org");
    // The next day, again; an account that switched it off, never.
    expect(await queueDailySummaries(db, new Date("2026-11-27T06:05:00Z"))).toBe(1);
    await db.update(adminUsers).set({ dailySummary: false }).where(eq(adminUsers.id, lea));
    expect(await queueDailySummaries(db, new Date("2026-11-28T06:05:00Z"))).toBe(0);
  });

  it("reserving a dog closes the other open requests for it with one message each, in one step", async () => {
    const dog = { id: "30125", name: "Bruno" };
    const chosen = await accept(db, "Chosen", { dog: "Bruno" }, "adoption", dog);
    const other = await accept(db, "Other", { dog: "Bruno" }, "adoption", dog);
    const another = await accept(db, "Another", { dog: "Bruno" }, "adoption", dog);
    await accept(db, "Elsewhere", { dog: "Nala" }, "adoption", { id: "999", name: "Nala" });
    const [row] = await db.select().from(submissions).where(eq(submissions.id, chosen));
    expect((await otherOpenRequests(db, row!)).map((o) => o.id).sort()).toEqual([other, another].sort());
    const actor = { id: lea, label: "Lea" };
    expect(await reserveDog(db, actor, chosen, { de: "Hallo {firstName}, Bruno hat eine Familie gefunden.", es: "x" })).toEqual({ ok: true, closed: 2 });
    const rows = await db.select().from(submissions);
    const statusOf = (id: string) => rows.find((r) => r.id === id)!.status;
    expect([statusOf(chosen), statusOf(other), statusOf(another)]).toEqual(["received", "placed_elsewhere", "placed_elsewhere"]);
    expect(rows.find((r) => r.id === chosen)!.reserved).toBe(true);
    expect(await db.select().from(submissionMessages).where(eq(submissionMessages.template, "adoption.placed_elsewhere"))).toHaveLength(2);
    expect(await db.select().from(outbox).where(eq(outbox.kind, "reply"))).toHaveLength(2);
    // Reserving again finds nobody left to tell.
    expect(await reserveDog(db, actor, chosen, { de: "x", es: "x" })).toEqual({ ok: true, closed: 0 });
    // The audit log names ids and counts, never a text.
    const audit = await db.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain("Familie gefunden");
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["submission.reserved", "submission.replied", "submission.status_changed"]));
  });

  it("a dog reserved for one family cannot be reserved for another, nor that family closed, until its reservation is released on purpose", async () => {
    const dog = { id: "30126", name: "Kira" };
    const holder = await accept(db, "Holder", { dog: "Kira" }, "adoption", dog);
    const later = await accept(db, "Later", { dog: "Kira" }, "adoption", dog);
    const actor = { id: lea, label: "Lea" };
    const bodies = { de: "Hallo {firstName}, Kira hat eine Familie gefunden.", es: "x" };
    // The family far along its journey holds the dog.
    expect(await reserveDog(db, actor, holder, bodies)).toEqual({ ok: true, closed: 1 });
    // The later family applied after the reservation (reserving closed the one there was then).
    await db.update(submissions).set({ status: "received" }).where(eq(submissions.id, later));
    await db.update(submissions).set({ status: "travel" }).where(eq(submissions.id, holder));
    expect(await db.select().from(dogHolds)).toEqual([expect.objectContaining({ dogId: "30126", submissionId: holder })]);
    const [laterRow] = await db.select().from(submissions).where(eq(submissions.id, later));
    // The later applicant's reserve page never lists the holder among those to close, and names it as the holder.
    expect((await otherOpenRequests(db, laterRow!)).map((o) => o.id)).not.toContain(holder);
    expect(await reservationHolder(db, laterRow!)).toEqual({ id: holder, status: "travel", name: expect.stringContaining("Holder") });
    const queued = (await db.select().from(outbox)).length;
    expect(await reserveDog(db, actor, later, bodies)).toEqual({ ok: false, reason: "held" });
    const [holderRow] = await db.select().from(submissions).where(eq(submissions.id, holder));
    expect([holderRow!.status, holderRow!.reserved]).toEqual(["travel", true]);
    expect(await db.select().from(outbox)).toHaveLength(queued);
    // Released on purpose: the hold is gone, and only then can the dog be reserved for the other family.
    expect(await unreserve(db, actor, holder)).toBe(true);
    expect(await unreserve(db, actor, holder)).toBe(false);
    expect(await db.select().from(dogHolds)).toEqual([]);
    expect(await reservationHolder(db, laterRow!)).toBeNull();
    expect(await reserveDog(db, actor, later, bodies)).toEqual({ ok: true, closed: 1 });
    expect(await db.select().from(dogHolds)).toEqual([expect.objectContaining({ dogId: "30126", submissionId: later })]);
    // Closing the holding request releases the dog's hold with its mark.
    expect(await applyEvent(db, actor, later, "decline", null)).toMatchObject({ ok: true, to: "declined" });
    const [closed] = await db.select().from(submissions).where(eq(submissions.id, later));
    expect(closed!.reserved).toBe(false);
    expect(await db.select().from(dogHolds)).toEqual([]);
  });

  it("a reply cannot make a move that only the applicant makes: withdrawing is refused and nothing is stored", async () => {
    const id = await accept(db, "NoWithdraw");
    const actor = { id: lea, label: "Lea" };
    expect(await sendReply(db, actor, id, { body: "Hallo", template: null, event: "withdraw", clientKey: null })).toEqual({ reason: "not_allowed", current: "received" });
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("received");
    expect(await db.select().from(submissionMessages).where(eq(submissionMessages.submissionId, id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.kind, "reply"))).toEqual([]);
    expect(await sendReply(db, actor, id, { body: "Leider nicht", template: null, event: "decline", clientKey: null })).toBe("sent");
  });

  it("a reply to a request nobody took up assigns it to whoever replied; an event of another form is refused", async () => {
    const id = await accept(db, "Assign");
    const actor = { id: lea, label: "Lea" };
    expect(await sendReply(db, actor, id, { body: "Hallo", template: null, event: "accept_home", clientKey: null })).toEqual({ reason: "not_allowed", current: "received" });
    expect(await sendReply(db, actor, id, { body: "Hallo", template: null, event: "accept", clientKey: null })).toBe("sent");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect([row!.assigneeId, row!.status, row!.awaitingReply]).toEqual([lea, "getting_to_know", false]);
    const count = await db.execute(sql`select count(*)::int as n from submission_messages`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("the applicant can still write at the last stage, not once the request was closed early", async () => {
    const arrived = await accept(db, "Arrived");
    const declined = await accept(db, "Declined");
    await db.update(submissions).set({ status: "arrived" }).where(eq(submissions.id, arrived));
    await db.update(submissions).set({ status: "declined" }).where(eq(submissions.id, declined));
    expect(await addAnswer(db, arrived, { body: "Bruno schläft auf dem Sofa.", clientKey: null })).toBe("stored");
    expect(await addAnswer(db, declined, { body: "Schade.", clientKey: null })).toBe("closed");
    // Withdrawing is for open requests only.
    expect(await withdraw(db, arrived)).toBe(false);
  });
});
