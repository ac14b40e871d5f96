/**
 * Erasure leaves nothing readable of the person under DATA_DIR: not in the
 * rows, not in the embedded database's table files or write-ahead log, not in
 * the `.eml` copies of their e-mails (docs/product/forms.md#retention-and-erasure).
 * The database lives in real files here, as it does in production.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { count, sql } from "drizzle-orm";
import { adminUsers, submissions } from "#app/platform/db/schema.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import { deleteExpiredSubmissions } from "#app/features/submissions/server/mail-source.server.ts";
import { mailSources } from "../support/mail-sources.ts";
import { fileTransport, type MailTransport } from "#app/platform/mail/transport.server.ts";
import { addNote } from "#app/admin/inbox/workflow.server.ts";
import { deleteSpam, erasePerson, forgetErased } from "#app/admin/inbox/privacy.server.ts";
import { addAnswer, sendReply } from "#app/features/journey/request/server/conversation.server.ts";
import { assignPrecheck, completePrecheck } from "#app/features/journey/precheck/server/prechecks.server.ts";
import { addEntry, createTransport } from "#app/features/journey/transport/server/transports.server.ts";
import { validFields } from "../support/form-fixtures.ts";

const SECRET = "test-secret-test-secret";
const HOST = "localhost:3000";
const logger = pino({ level: "silent" });
const actor = { id: null, label: "command line" };
const FROM = "Puente Canino <no-reply@puente-canino.example>";

/** Files under `dir` holding `needle` (any letter case), as `grep -ril` finds them. */
function filesHolding(dir: string, needle: string): string[] {
  try {
    return execFileSync("grep", ["-rli", "--binary-files=text", needle, dir], { encoding: "utf8" }).trim().split("\n").filter(Boolean);
  } catch (error) {
    // grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

let dataDir: string;
let handle: DatabaseHandle;
let transport: MailTransport;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "site-erasure-"));
  handle = await openDatabase({ dataDir });
  transport = fileTransport(path.join(dataDir, "mail"));
});
afterEach(async () => {
  transport.close();
  await handle.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

async function accept(tag: string, createdAt = new Date()): Promise<string> {
  const settings: SubmissionSettings = { db: handle.db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now: createdAt };
  const key = `key-${tag}-${createdAt.getTime()}`;
  const outcome = await submit(
    { kind: "adoption", locale: "de", host: HOST, fields: validFields("adoption", tag, createdAt), token: issueFormToken(SECRET, HOST, new Date(createdAt.getTime() - 20_000), key), idempotencyKey: key },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe("erasure on the embedded database, in real files", () => {
  it("the canary is in no file under DATA_DIR afterwards; another person's data stays", async () => {
    const id = await accept("CanaryErase7");
    await accept("KeepMe7");
    await addNote(handle.db, actor, id, "Rückruf bei CanaryErase7 am Montag");
    // The conversation: a reply from the association and the applicant's answer, both naming the canary.
    expect(await sendReply(handle.db, actor, id, { body: "Hallo {firstName}, wir rufen CanaryErase7 morgen an.", template: null, event: "accept", clientKey: null })).toBe("sent");
    expect(await addAnswer(handle.db, id, { body: "Gern, CanaryErase7 ist ab 18 Uhr da.", clientKey: null })).toBe("stored");
    // The pre-check: the visit's address, the volunteer's comment and summary, and a photo, all naming the canary.
    const [volunteer] = await handle.db.insert(adminUsers).values({ email: "vk@example.org", role: "precheck", name: "Vera", precheckAreas: ["DE:76"] }).returning({ id: adminUsers.id });
    const assigned = await assignPrecheck(handle.db, actor, id, { volunteerId: volunteer!.id, country: "DE", postcode: "76131", address: "CanaryErase7-Weg 3, Karlsruhe" });
    if (!assigned.ok) throw new Error("not assigned");
    const viewer = { id: volunteer!.id, role: "precheck" };
    const answers = [{ de: "Garten?", es: "¿Jardín?", answer: "yes" as const, comment: "Zaun bei CanaryErase7 hoch genug" }];
    const photo = { contentType: "image/jpeg", bytes: new TextEncoder().encode("not a real photo of CanaryErase7's garden") };
    expect(await completePrecheck(handle.db, { id: volunteer!.id, label: "Vera" }, viewer, assigned.id, { answers, recommendation: "recommended", summary: "CanaryErase7 passt." }, [photo])).toBe("done");
    // The transport: the family's entry with a note naming the canary (the request is at contract).
    await handle.db.update(submissions).set({ status: "contract" }).where(sql`${submissions.id} = ${id}`);
    const transportId = await createTransport(handle.db, actor, { departure: "2027-03-03", arrival: "2027-03-05" });
    const onTransport = await addEntry(handle.db, actor, transportId, id, { point: "karlsruhe", time: "14:30", chip: "276098100123456", traces: "", note: "CanaryErase7 bringt die Box mit", showPublic: false });
    expect(onTransport.ok).toBe(true);
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    // As after a while of running: the rows have reached the table files, not only the log.
    await handle.db.execute(sql`CHECKPOINT`);
    // The copy, the confirmation, the reply, the notice of the answer, the pre-check's two notices, and the transport's e-mail.
    expect(readdirSync(path.join(dataDir, "mail")).filter((f) => f.startsWith(id))).toHaveLength(7);
    expect(filesHolding(dataDir, "canaryerase7").length).toBeGreaterThan(2);

    expect(await erasePerson({ db: handle.db, databaseKind: handle.kind, transport, secret: SECRET }, actor, "canaryerase7@example.org")).toBe(1);
    await handle.close();

    expect(filesHolding(dataDir, "canaryerase7")).toEqual([]);
    // Only the erased person is gone.
    expect(filesHolding(path.join(dataDir, "mail"), "keepme7").length).toBeGreaterThan(0);
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select({ n: count() }).from(submissions);
    await reopened.close();
    expect(rows[0]?.n).toBe(1);
  });

  it("the retention period forgets the same way", async () => {
    const old = await accept("CanaryOld7");
    await handle.db.execute(sql`update submissions set created_at = now() - interval '200 days' where id = ${old}`);
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });
    await handle.db.execute(sql`CHECKPOINT`);
    const removed = await deleteExpiredSubmissions(handle.db, 180);
    expect(removed).toEqual([old]);
    await forgetErased({ db: handle.db, databaseKind: handle.kind, transport, secret: SECRET }, removed);
    await handle.close();
    expect(filesHolding(dataDir, "canaryold7")).toEqual([]);
  });

  it("deleting spam refuses a normal request (nothing deleted), and deletes a spam request the way erasure does", async () => {
    const normal = await accept("CanaryNormal7");
    const spam = await accept("CanarySpam7");
    await addNote(handle.db, actor, spam, "CanarySpam7 schreibt Unsinn");
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });
    await handle.db.update(submissions).set({ spam: true }).where(sql`${submissions.id} = ${spam}`);
    await handle.db.execute(sql`CHECKPOINT`);
    const deps = { db: handle.db, databaseKind: handle.kind, transport, secret: SECRET };

    expect(await deleteSpam(deps, actor, normal)).toBe("notSpam");
    expect(await deleteSpam(deps, actor, "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a")).toBe("unknown");
    expect(readdirSync(path.join(dataDir, "mail")).filter((f) => f.startsWith(normal)).length).toBeGreaterThan(0);
    expect(filesHolding(path.join(dataDir, "mail"), "canarynormal7").length).toBeGreaterThan(0);
    // The normal request is still there for erasure to find.
    expect(await erasurePreviewCount("canarynormal7@example.org")).toBe(1);

    expect(await deleteSpam(deps, actor, spam)).toBe("deleted");
    await handle.close();
    expect(filesHolding(dataDir, "canaryspam7")).toEqual([]);
    expect(filesHolding(path.join(dataDir, "mail"), "canarynormal7").length).toBeGreaterThan(0);
  });
});

async function erasurePreviewCount(email: string): Promise<number> {
  const rows = await handle.db.select({ n: count() }).from(submissions).where(sql`lower(${submissions.data}->>'email') = ${email}`);
  return rows[0]?.n ?? 0;
}
