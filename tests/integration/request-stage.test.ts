/**
 * The one writer of a request's stage (decision 035): the workflow's table decides, the database's
 * constraint allows only the form's stages, and no other module writes the stage.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, dogHolds, outbox, prechecks, submissionNotes, submissions, transportEntries, transports } from "#app/platform/db/schema.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { ALL_STAGES, isStatusOf } from "#app/features/journey/request/rules/stages.ts";
import { eventsOf } from "#app/features/journey/request/rules/workflow.ts";
import { applyEvent, correctRequestStage, moveRequest } from "#app/features/journey/request/server/request-stage.server.ts";
import { reserveDog, withdraw } from "#app/features/journey/request/server/conversation.server.ts";
import { queueFollowups } from "#app/features/journey/aftercare/server/followups.server.ts";
import { DEFAULT_TRAVEL_SETTINGS } from "#app/features/travel/rules/settings.ts";
import { testDatabases } from "../support/databases.ts";
import { validFields } from "../support/form-fixtures.ts";

/** The follow-ups with the travel settings' default months (the retest reminder). */
const DEFAULT_FOLLOWUP_SETTINGS = { retestMonths: DEFAULT_TRAVEL_SETTINGS.retestMonths };

const SECRET = "stage-secret-stage-secret-stage";
const HOST = "localhost:3000";

async function accept(db: Database, tag: string, kind: "adoption" | "contact" | "foster_home" = "adoption", dog?: { id: string; name: string }) {
  const now = new Date();
  const settings: SubmissionSettings = { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `key-${tag}`;
  const outcome = await submit(
    { kind, locale: "de", host: HOST, fields: validFields(kind, tag, now), token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), key), idempotencyKey: key, dog },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("who writes a request's stage", () => {
  it("only the workflow's one writer: no other module of app/ sets submissions.status", () => {
    const writer = path.join("app", "features", "journey", "request", "server", "request-stage.server.ts");
    const offenders: string[] = [];
    let writes = 0;
    for (const file of filesUnder("app")) {
      const source = readFileSync(file, "utf8");
      // Drizzle: update(submissions).set({ … status: … }); raw SQL: update submissions set … status =.
      const drizzle = [...source.matchAll(/update\(submissions\)\s*\.set\(\{([^}]*)\}/g)].filter((m) => /\bstatus\s*[:,}]|\bstatus\b(?!\w)/.test(m[1]!.replace(/statusTokenHash|statusChangedAt/g, "")));
      const raw = [...source.matchAll(/update\s+submissions\s+set\s+[^;`]*\bstatus\s*=/gi)];
      const count = drizzle.length + raw.length;
      if (file === writer) writes = count;
      else if (count > 0) offenders.push(file);
    }
    expect(offenders).toEqual([]);
    // The check itself finds the writer's two writes (a move and a correction): it would see another module's.
    expect(writes).toBe(2);
  });
});

describe.each(testDatabases())("the one writer of a request's stage on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let lea: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [row] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea", role: "coordinator" }).returning({ id: adminUsers.id });
    lea = { id: row!.id, label: "Lea" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const stageOf = async (id: string) => (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)))[0]!.status;

  it("the database allows only the stages of the request's form, exactly as the table lists them", async () => {
    const ids = { adoption: await accept(db, "CheckA"), foster_home: await accept(db, "CheckF", "foster_home"), contact: await accept(db, "CheckC", "contact") };
    for (const [form, id] of Object.entries(ids)) {
      for (const stage of [...ALL_STAGES, "bogus", ""]) {
        const stored = await db.execute(sql`update submissions set status = ${stage} where id = ${id}`).then(
          () => true,
          (error: unknown) => (String((error as { cause?: unknown }).cause ?? error).includes("submissions_status_of_form") ? false : error),
        );
        expect(stored, `${form} ${stage}`).toBe(isStatusOf(form, stage));
      }
    }
  });

  it("a received adoption request cannot arrive: refused, nothing written, nothing queued, nothing audited", async () => {
    const id = await accept(db, "NoJump");
    const queued = (await db.select().from(outbox)).length;
    const audited = (await db.select().from(auditLog)).length;
    for (const event of ["arrive", "on_transport", "withdraw", "bogus"]) {
      expect(await applyEvent(db, lea, id, event, "received"), event).toMatchObject({ ok: false, reason: "not_allowed", current: "received" });
    }
    expect(await stageOf(id)).toBe("received");
    expect(await db.select().from(outbox)).toHaveLength(queued);
    expect(await db.select().from(auditLog)).toHaveLength(audited);
    // Every adoption event the table does not allow from "received", by a coordinator, is refused the same way.
    const moved: string[] = [];
    for (const event of eventsOf("adoption")) {
      const outcome = await db.transaction((tx) => moveRequest(tx, lea, id, event, { by: "coordinator", expected: "received" }));
      if (!outcome.ok) continue;
      moved.push(event);
      await correctRequestStage(db, lea, id, { to: "received", reason: "back for the next event", expected: null });
    }
    expect(moved).toEqual(["accept", "start_precheck", "decline", "place_elsewhere"]);
  });

  it("a stale form is refused with where the request is now, and never applied twice", async () => {
    const id = await accept(db, "Stale");
    expect(await applyEvent(db, lea, id, "accept", "received")).toMatchObject({ ok: true, from: "received", to: "getting_to_know" });
    // Another volunteer's page still showed "received".
    expect(await applyEvent(db, lea, id, "accept", "received")).toEqual({ ok: false, reason: "stale", current: "getting_to_know" });
    expect(await applyEvent(db, lea, id, "decline", "received")).toEqual({ ok: false, reason: "stale", current: "getting_to_know" });
    expect(await stageOf(id)).toBe("getting_to_know");
    const moves = await db.select().from(auditLog).where(eq(auditLog.action, "submission.status_changed"));
    expect(moves.map((m) => m.details)).toEqual([{ from: "received", to: "getting_to_know", event: "accept" }]);
  });

  it("'arrived' needs the family on a transport; then it counts the follow-ups from now", async () => {
    const id = await accept(db, "Arrive");
    await correctRequestStage(db, lea, id, { to: "travel", reason: "set up for the test", expected: null });
    expect(await applyEvent(db, lea, id, "arrive", "travel")).toEqual({ ok: false, reason: "guard", guard: "onTransport", current: "travel" });
    const [transport] = await db.insert(transports).values({ departureDate: "2026-11-01", arrivalDate: "2026-11-02" }).returning({ id: transports.id });
    await db.insert(transportEntries).values({ transportId: transport!.id, submissionId: id, point: "benicarlo", time: "10:00" });
    const arrivedAt = new Date("2026-11-03T10:00:00Z");
    const moved = await db.transaction((tx) => moveRequest(tx, lea, id, "arrive", { by: "coordinator", expected: "travel", now: arrivedAt }));
    expect(moved).toMatchObject({ ok: true, to: "arrived" });
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.arrivedAt?.toISOString()).toBe(arrivedAt.toISOString());
    expect(await queueFollowups(db, new Date("2026-11-18T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(1);
  });

  it("closing releases the reservation and cancels an open pre-check, in the same transaction", async () => {
    const id = await accept(db, "Close", "adoption", { id: "30126", name: "Bruno" });
    expect(await reserveDog(db, lea, id, { de: "x", es: "x" })).toEqual({ ok: true, closed: 0 });
    const [volunteer] = await db.insert(adminUsers).values({ email: "vk@example.org", role: "precheck", name: "Vera" }).returning({ id: adminUsers.id });
    const [visit] = await db.insert(prechecks).values({ submissionId: id, volunteerId: volunteer!.id, assignedBy: lea.id, country: "DE", postcode: "76131", address: "Weg 1" }).returning({ id: prechecks.id });
    expect(await withdraw(db, id)).toBe(true);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect([row!.status, row!.reserved, row!.awaitingReply]).toEqual(["withdrawn", false, false]);
    expect(await db.select().from(dogHolds)).toEqual([]);
    expect((await db.select().from(prechecks).where(eq(prechecks.id, visit!.id)))[0]!.status).toBe("cancelled");
    // Reopened, it can move on again.
    expect(await applyEvent(db, lea, id, "reopen", "withdrawn")).toMatchObject({ ok: true, to: "getting_to_know" });
  });

  it("correcting the stage needs a reason, is audited without the reason's text, and replays no entry effect", async () => {
    const id = await accept(db, "Correct", "adoption", { id: "30126", name: "Bruno" });
    expect(await reserveDog(db, lea, id, { de: "x", es: "x" })).toEqual({ ok: true, closed: 0 });
    expect(await correctRequestStage(db, lea, id, { to: "arrived", reason: "  ", expected: "received" })).toEqual({ ok: false, reason: "no_reason" });
    expect(await correctRequestStage(db, lea, id, { to: "accepted", reason: "wrong form", expected: "received" })).toEqual({ ok: false, reason: "bad_stage" });
    expect(await correctRequestStage(db, lea, id, { to: "received", reason: "same", expected: "received" })).toEqual({ ok: false, reason: "same" });
    expect(await correctRequestStage(db, lea, id, { to: "arrived", reason: "Canary-Reason-7 took the dog home last week", expected: "contract" })).toEqual({ ok: false, reason: "stale", current: "received" });
    expect(await correctRequestStage(db, lea, id, { to: "arrived", reason: "Canary-Reason-7 took the dog home last week", expected: "received" })).toEqual({ ok: true, from: "received", to: "arrived" });
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    // No follow-ups scheduled by a correction, the reservation untouched.
    expect([row!.status, row!.arrivedAt, row!.reserved]).toEqual(["arrived", null, true]);
    expect(await queueFollowups(db, new Date(Date.now() + 15 * 86_400_000), DEFAULT_FOLLOWUP_SETTINGS)).toBe(0);
    const [note] = await db.select().from(submissionNotes).where(eq(submissionNotes.submissionId, id));
    expect(note!.text).toBe("Canary-Reason-7 took the dog home last week");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "submission.stage_corrected"));
    expect(entry!.details).toEqual({ from: "received", to: "arrived", note: note!.id });
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain("Canary-Reason-7");
    // Corrected to "declined": the reservation stays (no effect replayed).
    expect(await correctRequestStage(db, lea, id, { to: "declined", reason: "mistake", expected: "arrived" })).toMatchObject({ ok: true });
    expect((await db.select().from(submissions).where(eq(submissions.id, id)))[0]!.reserved).toBe(true);
  });
});
