/**
 * A membership's data layer (docs/product/membership.md): the application stored with its request
 * (the IBAN sealed, never in clear in any table), the one writer's moves checked against
 * MEMBERSHIP_TABLE (the forbidden ones refused, nothing written), the welcome e-mail, and erasure
 * with canaries: nothing of the person is left in any table afterwards.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, memberships, outbox } from "#app/platform/db/schema.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { deleteExpiredApplications, membershipIntake, moveMembership } from "#app/features/membership/server/membership.server.ts";
import { decryptBankData, parseBankDataKeys } from "#app/features/membership/server/bank-data-crypto.server.ts";
import { MEMBERSHIP_SETTINGS_DEFAULTS } from "#app/features/membership/rules/settings.ts";
import { MEMBERSHIP_EVENTS, MEMBERSHIP_STAGES, MEMBERSHIP_TABLE, type MembershipMover } from "#app/features/membership/rules/workflow.ts";
import { erasePerson } from "#app/admin/inbox/privacy.server.ts";
import { testDatabases } from "../support/databases.ts";
import { tablesHolding } from "../support/tables-holding.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "membership-secret-membership-secret";
const HOST = "localhost:3000";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const KEYS = parseBankDataKeys("k1:2TBZjZjPPuih5pnwES/yqw2Pafq7kjS3cgFN4hLV7Ng=");
const SETTINGS = { ...MEMBERSHIP_SETTINGS_DEFAULTS, creditorId: "DE98ZZZ09999999999", creditorName: "Puente Canino e.V." };
const IBAN = "DE89370400440532013000";

function keepingTransport(): MailTransport & { sent: MailMessage[]; forgotten: string[] } {
  const sent: MailMessage[] = [];
  const forgotten: string[] = [];
  return { sent, forgotten, kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async (p: string[]) => void forgotten.push(...p), close: () => {} } as unknown as MailTransport & { sent: MailMessage[]; forgotten: string[] };
}

/** A membership application through the forms' one path, paid by direct debit; the membership's id. */
async function apply(db: Database, tag: string, email: string): Promise<string> {
  const now = new Date();
  const settings: SubmissionSettings = { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `key-${tag}`;
  const fields = { ...validFields("membership", tag, now), email, paymentMethod: "debit", accountHolder: `Anna ${tag}`, iban: "DE89 3704 0044 0532 0130 00", mandateAccepted: "on" };
  const outcome = await submit(
    { kind: "membership", locale: "de", host: HOST, fields, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), key), idempotencyKey: key, membership: membershipIntake(SETTINGS, { keys: KEYS, secret: SECRET }) },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  const [row] = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.submissionId, outcome.id));
  return row!.id;
}

const acceptance = { membershipType: "active", paymentInterval: "monthly", feeCents: 1000, firstDueDate: "2099-01-01" } as const;

describe.each(testDatabases())("memberships on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [karla] = await db.insert(adminUsers).values({ email: "kasse@example.org", name: "Karla Kasse", role: "treasurer" }).returning({ id: adminUsers.id });
    actor = { id: karla!.id, label: "Karla <kasse@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("stores the application with its request: the IBAN sealed (in clear in no table), masked beside it, the mandate signed today", async () => {
    const id = await apply(db, "CanarySeal3", "seal@example.org");
    const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
    expect(row).toMatchObject({ status: "applied", paymentMethod: "debit", ibanMasked: "DE89 **** **** **** **30 00", feeCents: 6000, memberNumber: null });
    expect(row!.ibanSealed).toMatch(/^v1\.k1\./);
    expect(decryptBankData(row!.ibanSealed!, KEYS)).toBe(IBAN);
    expect(await tablesHolding(db, IBAN)).toEqual([]);
    expect(await tablesHolding(db, IBAN.slice(4, 18))).toEqual([]);
    // The request's data holds the payment's facts, never the account.
    expect(await tablesHolding(db, "CanarySeal3")).toEqual(["memberships", "submissions"]);
  });

  it("moves only as MEMBERSHIP_TABLE allows: every forbidden move is refused and writes nothing", async () => {
    for (const stage of MEMBERSHIP_STAGES) {
      for (const event of MEMBERSHIP_EVENTS) {
        for (const by of ["treasurer", "member", "system"] as MembershipMover[]) {
          const rule = MEMBERSHIP_TABLE[event];
          // No end date is set here: "the end has come" does not hold, "before the end" does.
          const allowed = rule.from.includes(stage) && rule.by.includes(by) && rule.guard !== "noticeRunOut";
          if (allowed) continue;
          const id = await apply(db, `Move${stage}${event}${by}`, `move-${stage}-${event}-${by}@example.org`);
          await db.update(memberships).set({ status: stage }).where(eq(memberships.id, id));
          const before = await db.select().from(memberships).where(eq(memberships.id, id));
          const moved = await moveMembership(db, actor, id, event, by, { acceptance });
          expect([stage, event, by, moved.ok]).toEqual([stage, event, by, false]);
          expect(await db.select().from(memberships).where(eq(memberships.id, id))).toEqual(before);
        }
      }
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.targetType, "membership"))).toEqual([]);
  });

  it("accepting gives the next member number and the mandate reference, queues the welcome e-mail once, and a second accept is refused", async () => {
    const first = await apply(db, "First", "first@example.org");
    const second = await apply(db, "Second", "second@example.org");
    expect(await moveMembership(db, actor, first, "accept", "treasurer", { acceptance })).toEqual({ ok: true, stage: "active", memberNumber: 1 });
    expect(await moveMembership(db, actor, second, "accept", "treasurer", { acceptance })).toEqual({ ok: true, stage: "active", memberNumber: 2 });
    expect(await moveMembership(db, actor, first, "accept", "treasurer", { acceptance })).toEqual({ ok: false, reason: "not_from_here" });
    const [row] = await db.select().from(memberships).where(eq(memberships.id, second));
    expect(row).toMatchObject({ memberNumber: 2, mandateReference: "PC-M0002", transferReference: null, firstDueDate: "2099-01-01", feeCents: 1000 });
    expect(await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.membershipId, second))).toEqual([{ kind: "membership_welcome" }]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "membership.accept"));
    expect(audits.map((a) => a.details)).toEqual([{ from: "applied", to: "active", memberNumber: 1 }, { from: "applied", to: "active", memberNumber: 2 }]);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const welcome = transport.sent.filter((m) => m.to === "second@example.org" && m.messageId.startsWith("<membership."));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain("PC-M0002");
    expect(welcome[0]!.text).not.toContain(IBAN.slice(4, 18));
  });

  it("erasure: an application goes whole, a member keeps number and references but loses person, account and link; the canary is in no table", async () => {
    const applied = await apply(db, "CanaryErase5", "erase@example.org");
    const member = await apply(db, "CanaryErase6", "erase@example.org");
    await moveMembership(db, actor, member, "accept", "treasurer", { acceptance });
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(await tablesHolding(db, "canaryerase")).toEqual(["memberships", "submissions"]);

    expect(await erasePerson({ db, databaseKind: handle.kind, transport, secret: SECRET }, actor, "Erase@example.org")).toBe(4);
    expect(await tablesHolding(db, "canaryerase")).toEqual([]);
    expect(await tablesHolding(db, "erase@example.org")).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.id, applied))).toEqual([]);
    const [kept] = await db.select().from(memberships).where(eq(memberships.id, member));
    expect(kept).toMatchObject({ memberNumber: 1, mandateReference: "PC-M0001", person: null, ibanSealed: null, ibanMasked: null, accountHolder: null, accessTokenHash: null, emailLower: null });
    expect(transport.forgotten).toContain(`membership.${member}.`);
    const erased = await db.select().from(auditLog).where(eq(auditLog.action, "privacy.person_erased"));
    expect(erased[0]!.details).toMatchObject({ submissions: 2, memberships: 2 });
    // An erased member is written to no more: the welcome e-mail cannot be built again.
    expect(await moveMembership(db, actor, member, "cancel", "treasurer")).toEqual({ ok: false, reason: "unknown" });
  });

  it("retention: a declined application goes after the period, an open one and a member stay", async () => {
    const declined = await apply(db, "CanaryDeclined8", "declined@example.org");
    const open = await apply(db, "Open8", "open@example.org");
    const member = await apply(db, "Member8", "member@example.org");
    expect(await moveMembership(db, actor, declined, "decline", "treasurer")).toMatchObject({ ok: true, stage: "declined" });
    await moveMembership(db, actor, member, "accept", "treasurer", { acceptance });
    const old = new Date(Date.now() - 181 * 86_400_000);
    await db.update(memberships).set({ statusChangedAt: old, createdAt: old });
    expect(await deleteExpiredApplications(db, 180)).toEqual([declined]);
    expect((await db.select({ id: memberships.id }).from(memberships)).map((r) => r.id).sort()).toEqual([open, member].sort());
    expect(await tablesHolding(db, "canarydeclined8")).toEqual(["submissions"]);
  });
});
