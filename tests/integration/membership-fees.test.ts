/**
 * A member's fees as records (docs/product/membership.md#debit): the schedule kept ahead, the
 * pre-notification run, the bank file of a collection date (validated against the official
 * ISO 20022 schema), the batch handed to the bank, collection, returns, transfers matched in a
 * `camt.053` statement, the year's donation receipt read back from its PDF, and erasure with
 * canaries. Every forbidden move of FEE_TABLE is tried and refused. On PGlite and PostgreSQL.
 */
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, membershipFees, membershipReceipts, memberships, outbox } from "#app/platform/db/schema.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { endMembershipsDue, membershipIntake, moveMembership, retireEndedMemberships } from "#app/features/membership/server/membership.server.ts";
import { parseBankDataKeys } from "#app/features/membership/server/bank-data-crypto.server.ts";
import {
  applyStatement, batchMessageId, debitBatch, moveFee, recordReturn, receiveTransfer, runFeeDay, submitBatch,
} from "#app/features/membership/server/fees.server.ts";
import { issueReceipt, issueYearReceipts, requestReceipt } from "#app/features/membership/server/receipts.server.ts";
import { saveMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { MEMBERSHIP_SETTINGS_DEFAULTS } from "#app/features/membership/rules/settings.ts";
import { FEE_EVENTS, FEE_STAGES, FEE_TABLE, type MembershipMover } from "#app/features/membership/rules/workflow.ts";
import { erasePerson } from "#app/admin/inbox/privacy.server.ts";
import { testDatabases } from "../support/databases.ts";
import { tablesHolding } from "../support/tables-holding.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";
import { validateXml } from "../support/xsd.ts";
import { camtStatement } from "../support/camt.ts";
import { pdfText } from "../support/pdf-text.ts";

const XSD = fileURLToPath(new URL("../fixtures/iso20022/pain.008.001.08.xsd", import.meta.url));
const SECRET = "membership-fees-secret-membership-fees";
const HOST = "localhost:3000";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });
const KEYS = parseBankDataKeys("k1:2TBZjZjPPuih5pnwES/yqw2Pafq7kjS3cgFN4hLV7Ng=");
const SETTINGS = {
  ...MEMBERSHIP_SETTINGS_DEFAULTS,
  creditorId: "DE98ZZZ09999999999",
  creditorName: "Puente Canino e.V.",
  taxOffice: "Ostholstein",
  taxNumber: "22/290/12345",
  exemptionNoticeDate: "2025-03-14",
  purposes: ["Förderung des Tierschutzes"],
};
/** A member's account (a valid German IBAN, not the association's): the canary of the bank data. */
const IBAN = "DE02120300000000202051";
const CREDITOR = { iban: "DE89370400440532013000", bic: "COBADEFFXXX" };
/** 20 November 2026, 11:00 in Germany. */
const NOV_20 = new Date("2026-11-20T10:00:00Z");
const at = (iso: string) => new Date(`${iso}T10:00:00Z`);

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => 0, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

async function apply(db: Database, tag: string, email: string, payment: "debit" | "transfer"): Promise<string> {
  const now = new Date();
  const settings: SubmissionSettings = { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `key-${tag}`;
  const fields = {
    ...validFields("membership", tag, now),
    email,
    paymentMethod: payment,
    ...(payment === "debit" ? { accountHolder: `Anna ${tag}`, iban: IBAN, mandateAccepted: "on" } : {}),
  };
  const outcome = await submit(
    { kind: "membership", locale: "de", host: HOST, fields, token: issueFormToken(SECRET, HOST, new Date(now.getTime() - 20_000), key), idempotencyKey: key, membership: membershipIntake(SETTINGS, { keys: KEYS, secret: SECRET }) },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  const [row] = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.submissionId, outcome.id));
  return row!.id;
}

const acceptance = { membershipType: "active", paymentInterval: "monthly", feeCents: 1200, firstDueDate: "2026-12-01" } as const;

describe.each(testDatabases())("members' fees on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  const feesOf = (id: string) => db.select().from(membershipFees).where(eq(membershipFees.membershipId, id)).orderBy(membershipFees.dueDate, membershipFees.createdAt);
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [karla] = await db.insert(adminUsers).values({ email: "kasse@example.org", name: "Karla Kasse", role: "treasurer" }).returning({ id: adminUsers.id });
    actor = { id: karla!.id, label: "Karla <kasse@example.org>" };
    await saveMembershipSettings(db, actor, SETTINGS);
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  async function member(tag: string, payment: "debit" | "transfer" = "debit") {
    const id = await apply(db, tag, `${tag.toLowerCase()}@example.org`, payment);
    expect(await moveMembership(db, actor, id, "accept", "treasurer", { acceptance, now: NOV_20 })).toMatchObject({ ok: true });
    return id;
  }

  it("keeps the schedule ahead, pre-notifies a debit the agreed days before its collection (later when accepted late), once, with its e-mail", async () => {
    const id = await member("Schedule");
    expect(await runFeeDay(db, SETTINGS, NOV_20)).toEqual({ scheduled: 2, announced: 1, collected: 0 });
    const fees = await feesOf(id);
    // 1 December is three weeks ahead minus one: announced today, collected on the first business day 14 days on (Friday 4 December).
    expect(fees.map((f) => [f.dueDate, f.status, f.collectionDate, f.announcedOn, f.reference])).toEqual([
      ["2026-12-01", "announced", "2026-12-04", "2026-11-20", "PC-M0001-20261201"],
      ["2027-01-01", "due", null, null, "PC-M0001-20270101"],
    ]);
    // Run again the same day: nothing new.
    expect(await runFeeDay(db, SETTINGS, NOV_20)).toEqual({ scheduled: 0, announced: 0, collected: 0 });
    // New Year is a TARGET2 closing day: collected Monday 4 January 2027, announced 14 days before.
    expect(await runFeeDay(db, SETTINGS, at("2026-12-20"))).toMatchObject({ announced: 0 });
    expect(await runFeeDay(db, SETTINGS, at("2026-12-21"))).toMatchObject({ announced: 1 });
    expect((await feesOf(id)).find((f) => f.dueDate === "2027-01-01")).toMatchObject({ status: "announced", collectionDate: "2027-01-04", announcedOn: "2026-12-21" });
    const mails = await db.select({ kind: outbox.kind }).from(outbox).where(and(eq(outbox.membershipId, id), eq(outbox.kind, "membership_prenotification")));
    expect(mails).toHaveLength(2);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const notice = transport.sent.find((m) => m.subject.includes("4. Dezember 2026"))!;
    expect(notice.text).toMatch(/12,00\s€/);
    expect(notice.text).toContain("PC-M0001");
    expect(notice.text).toContain("DE98ZZZ09999999999");
    for (const sent of transport.sent) expect(sent.text).not.toContain(IBAN.slice(4, 16));
  });

  it("writes the collection date's bank file (valid against the ISO 20022 schema, the member's mandate, FRST), hands it to the bank once, and collects it after the date", async () => {
    const id = await member("Batch");
    await runFeeDay(db, SETTINGS, NOV_20);
    const batch = (await debitBatch(db, { keys: KEYS, settings: SETTINGS, creditorAccount: CREDITOR }, "2026-12-04", NOV_20))!;
    const verdict = await validateXml(batch.xml, XSD);
    expect(verdict.errors).toBe("");
    expect(verdict.ok).toBe(true);
    expect(batch.xml).toContain("<MndtId>PC-M0001</MndtId>");
    expect(batch.xml).toContain(`<IBAN>${IBAN}</IBAN>`);
    expect(batch.xml).toContain("<SeqTp>FRST</SeqTp>");
    expect(batch.xml).toContain("<EndToEndId>PC-M0001-20261201</EndToEndId>");
    expect(batch.xml).toContain('<InstdAmt Ccy="EUR">12.00</InstdAmt>');
    expect(batch.xml).toContain("<ReqdColltnDt>2026-12-04</ReqdColltnDt>");
    expect(await debitBatch(db, { keys: KEYS, settings: SETTINGS, creditorAccount: CREDITOR }, "2026-12-07", NOV_20)).toBeNull();
    // A message id of another set (the list changed since the download) is refused; the right one moves every debit.
    expect(await submitBatch(db, actor, SETTINGS, "2026-12-04", batchMessageId("2026-12-04", ["other"]), NOV_20)).toEqual({ ok: false, reason: "changed" });
    expect(await submitBatch(db, actor, SETTINGS, "2026-12-04", batch.messageId, NOV_20)).toEqual({ ok: true, submitted: 1 });
    expect(await submitBatch(db, actor, SETTINGS, "2026-12-04", batch.messageId, NOV_20)).toEqual({ ok: false, reason: "nothing" });
    expect((await feesOf(id))[0]).toMatchObject({ status: "submitted", sequence: "FRST", batchMessageId: batch.messageId });
    expect(await runFeeDay(db, SETTINGS, at("2026-12-04"))).toMatchObject({ collected: 0 });
    expect(await runFeeDay(db, SETTINGS, at("2026-12-05"))).toMatchObject({ collected: 1 });
    expect((await feesOf(id))[0]).toMatchObject({ status: "collected", paidOn: "2026-12-04" });
    // The next debit under the same mandate is recurrent.
    await runFeeDay(db, SETTINGS, at("2026-12-21"));
    const january = (await debitBatch(db, { keys: KEYS, settings: SETTINGS, creditorAccount: CREDITOR }, "2027-01-04", at("2026-12-21")))!;
    expect((await validateXml(january.xml, XSD)).ok).toBe(true);
    expect(january.xml).toContain("<SeqTp>RCUR</SeqTp>");
    const audits = await db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["membership_fee.announce", "membership_fee.submit", "membership_fee.collect"]));
    expect(JSON.stringify(audits)).not.toContain(IBAN.slice(4, 16));
  });

  it("moves a fee only as FEE_TABLE allows: every forbidden move is refused and writes nothing", async () => {
    const debitMember = await member("Forbidden");
    const transferMember = await member("ForbiddenT", "transfer");
    await runFeeDay(db, SETTINGS, NOV_20);
    const [debitFee] = await feesOf(debitMember);
    const [transferFee] = await feesOf(transferMember);
    let tried = 0;
    for (const fee of [debitFee!, transferFee!]) {
      for (const stage of FEE_STAGES) {
        for (const event of FEE_EVENTS) {
          for (const by of ["treasurer", "member", "system"] as MembershipMover[]) {
            const rule = FEE_TABLE[event];
            const guardHolds = rule.guard === undefined || (rule.guard === "announcedInTime" ? fee.method === "debit" : rule.guard === fee.method);
            if (rule.from.includes(stage) && rule.by.includes(by) && guardHolds) continue;
            await db.update(membershipFees).set({ status: stage }).where(eq(membershipFees.id, fee.id));
            const before = await db.select().from(membershipFees).where(eq(membershipFees.id, fee.id));
            const moved = await db.transaction((tx) => moveFee(tx, actor, fee.id, event, by, { now: NOV_20, prenotificationDays: 14 }));
            expect([fee.method, stage, event, by, moved.ok]).toEqual([fee.method, stage, event, by, false]);
            expect(await db.select().from(membershipFees).where(eq(membershipFees.id, fee.id))).toEqual(before);
            tried++;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    // A debit announced too late for its collection date cannot be handed to the bank.
    await db.update(membershipFees).set({ status: "announced", announcedOn: "2026-11-30", collectionDate: "2026-12-04" }).where(eq(membershipFees.id, debitFee!.id));
    expect(await db.transaction((tx) => moveFee(tx, actor, debitFee!.id, "submit", "treasurer", { now: NOV_20, prenotificationDays: 14 }))).toEqual({ ok: false, reason: "guard" });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "membership_fee.submit"))).toEqual([]);
  });

  it("a returned debit: recorded with its reason, tried again by debit (AM04) or switched to transfer (AC04), the member told", async () => {
    const funds = await member("ReturnFunds");
    const closed = await member("ReturnClosed");
    await runFeeDay(db, SETTINGS, NOV_20);
    const batch = (await debitBatch(db, { keys: KEYS, settings: SETTINGS, creditorAccount: CREDITOR }, "2026-12-04", NOV_20))!;
    await submitBatch(db, actor, SETTINGS, "2026-12-04", batch.messageId, NOV_20);
    const [fundsFee] = await feesOf(funds);
    expect(await recordReturn(db, actor, "treasurer", SETTINGS, fundsFee!.id, "AM04", undefined, at("2026-12-08"))).toMatchObject({ ok: true, nextTry: "debit" });
    expect(await recordReturn(db, actor, "treasurer", SETTINGS, fundsFee!.id, "AM04", undefined, at("2026-12-08"))).toEqual({ ok: false, reason: "refused" });
    const fundsFees = await feesOf(funds);
    expect(fundsFees.map((f) => [f.dueDate, f.status, f.method, f.reference, f.returnReason])).toEqual([
      ["2026-12-01", "returned", "debit", "PC-M0001-20261201", "AM04"],
      ["2026-12-01", "due", "debit", "PC-M0001-20261201-2", null],
      ["2027-01-01", "due", "debit", "PC-M0001-20270101", null],
    ]);
    // The new try is announced at once, with a collection date the agreed days on.
    await runFeeDay(db, SETTINGS, at("2026-12-08"));
    expect((await feesOf(funds))[1]).toMatchObject({ status: "announced", collectionDate: "2026-12-22" });

    // From the statement: the member's bank closed the account.
    const statement = camtStatement(CREDITOR.iban, [
      { amountCents: 1200, creditDebit: "DBIT", bookingDate: "2026-12-09", name: "Anna ReturnClosed", remittance: "RUECKLASTSCHRIFT", endToEndId: "PC-M0002-20261201", returnReason: "AC04" },
    ]);
    const outcome = await applyStatement(db, actor, SETTINGS, statement, at("2026-12-09"));
    expect(outcome.returned).toEqual([{ reference: "PC-M0002-20261201", reason: "AC04", nextTry: "transfer" }]);
    const [closedRow] = await db.select().from(memberships).where(eq(memberships.id, closed));
    expect(closedRow).toMatchObject({ paymentMethod: "transfer", transferReference: "PC-M0002" });
    expect((await feesOf(closed)).map((f) => [f.status, f.method])).toEqual([
      ["returned", "debit"],
      ["due", "transfer"],
      ["due", "transfer"],
    ]);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const returned = transport.sent.filter((m) => m.subject.includes("nicht abgebucht"));
    expect(returned).toHaveLength(2);
    const toClosed = returned.find((m) => m.to === "returnclosed@example.org")!;
    expect(toClosed.text).toContain("Das Konto ist aufgelöst.");
    expect(toClosed.text).toContain("PC-M0002");
    expect(returned.find((m) => m.to === "returnfunds@example.org")!.text).toContain("Wir versuchen es noch einmal");
  });

  it("a camt.053 statement: a transfer matched by the member's reference and amount is received, an unknown credit listed, a transfer also received by hand", async () => {
    const payer = await member("Statement", "transfer");
    const byHand = await member("ByHand", "transfer");
    await runFeeDay(db, SETTINGS, NOV_20);
    const statement = camtStatement(CREDITOR.iban, [
      { amountCents: 1200, creditDebit: "CRDT", bookingDate: "2026-12-02", name: "Anna Statement", remittance: "Mitgliedsbeitrag pc-m 0001 Dezember" },
      { amountCents: 5000, creditDebit: "CRDT", bookingDate: "2026-12-02", name: "Erika Spenderin", remittance: "Spende fuer Luna" },
    ]);
    const outcome = await applyStatement(db, actor, SETTINGS, statement, at("2026-12-03"));
    expect(outcome.received).toEqual([{ reference: "PC-M0001-20261201", memberNumber: 1, amountCents: 1200, bookingDate: "2026-12-02" }]);
    expect(outcome.unmatched).toEqual([{ amountCents: 5000, bookingDate: "2026-12-02", counterparty: "Erika Spenderin", text: "Spende fuer Luna" }]);
    expect((await feesOf(payer)).map((f) => [f.dueDate, f.status, f.paidOn])).toEqual([
      ["2026-12-01", "received", "2026-12-02"],
      ["2027-01-01", "due", null],
    ]);
    // The same statement again matches nothing more: the fee is received once.
    expect((await applyStatement(db, actor, SETTINGS, statement, at("2026-12-03"))).received).toEqual([]);
    const [handFee] = await feesOf(byHand);
    expect(await receiveTransfer(db, actor, "treasurer", SETTINGS, handFee!.id, "2026-12-03", at("2026-12-03"))).toEqual({ ok: true, stage: "received" });
    expect(await receiveTransfer(db, actor, "treasurer", SETTINGS, handFee!.id, "2026-12-03", at("2026-12-03"))).toEqual({ ok: false, reason: "not_from_here" });
    await expect(applyStatement(db, actor, SETTINGS, "<Document/>")).rejects.toMatchObject({ name: "CamtStatementError" });
  });

  it("the donation receipt: numbered in its year, the fees paid, the total in words and the tax data in the PDF, e-mailed with it; the next one starts where it ended", async () => {
    const id = await member("Receipt", "transfer");
    await runFeeDay(db, SETTINGS, NOV_20);
    const [fee] = await feesOf(id);
    await receiveTransfer(db, actor, "treasurer", SETTINGS, fee!.id, "2026-12-02", at("2026-12-02"));
    const organisation = (await loadOrganisation(db)).de;
    expect(await issueReceipt(db, actor, { settings: MEMBERSHIP_SETTINGS_DEFAULTS, organisation }, id, "2026-12-10", at("2026-12-10"))).toEqual({ ok: false, reason: "no-tax-data" });
    expect(await issueYearReceipts(db, actor, { settings: SETTINGS, organisation }, 2026, at("2026-12-10"))).toEqual({ ok: false, reason: "year" });
    const issued = await requestReceipt(db, actor, { settings: SETTINGS, organisation }, id, at("2026-12-10"));
    expect(issued).toMatchObject({ ok: true, number: "2026-0001" });
    expect(await requestReceipt(db, actor, { settings: SETTINGS, organisation }, id, at("2026-12-10"))).toEqual({ ok: false, reason: "nothing" });
    const [receipt] = await db.select().from(membershipReceipts).where(eq(membershipReceipts.membershipId, id));
    expect(receipt).toMatchObject({ year: 2026, periodFrom: "2026-01-01", periodTo: "2026-12-10", totalCents: 1200 });
    const text = (await pdfText(receipt!.pdf)).join("\n");
    expect(text).toContain("Anna Receipt".split(" ")[0]!);
    expect(text).toContain("zwölf");
    expect(text).toContain("Ostholstein");
    expect(text).toContain("22/290/12345");
    expect(text).toContain("2026-0001");
    expect(text).toContain("02.12.2026");
    // The yearly run in January: the rest of 2026 (nothing paid after 10 December) is not issued twice.
    await db.update(membershipFees).set({ status: "received", paidOn: "2026-12-28" }).where(and(eq(membershipFees.membershipId, id), eq(membershipFees.dueDate, "2027-01-01")));
    expect(await issueYearReceipts(db, actor, { settings: SETTINGS, organisation }, 2026, at("2027-01-15"))).toEqual({ issued: 1, refused: 0 });
    const both = await db.select().from(membershipReceipts).where(eq(membershipReceipts.membershipId, id)).orderBy(membershipReceipts.periodFrom);
    expect(both.map((r) => [r.number, r.periodFrom, r.periodTo, r.totalCents])).toEqual([
      ["2026-0001", "2026-01-01", "2026-12-10", 1200],
      ["2026-0002", "2026-12-11", "2026-12-31", 1200],
    ]);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const mail = transport.sent.find((m) => m.subject.includes("2026-0001"))!;
    expect(mail.attachments?.[0]).toMatchObject({ filename: "Zuwendungsbestaetigung-2026-0001.pdf", contentType: "application/pdf" });
    expect((await pdfText(mail.attachments![0]!.content)).join("\n")).toContain("Ostholstein");
  });

  it("a cancellation cancels the fees after the last day; the end comes by the daily run; erasure cancels the open fees, keeps the booked ones, and the canaries are gone", async () => {
    const id = await member("CanaryFees9");
    await runFeeDay(db, SETTINGS, NOV_20);
    expect(await moveMembership(db, actor, id, "cancel", "treasurer", { endDate: "2026-12-31", now: NOV_20 })).toMatchObject({ ok: true });
    expect((await feesOf(id)).map((f) => [f.dueDate, f.status])).toEqual([
      ["2026-12-01", "announced"],
      ["2027-01-01", "cancelled"],
    ]);
    expect(await endMembershipsDue(db, at("2026-12-31"))).toBe(0);
    expect(await endMembershipsDue(db, at("2027-01-01"))).toBe(1);
    expect((await db.select({ status: memberships.status }).from(memberships).where(eq(memberships.id, id)))[0]!.status).toBe("ended");
    // Retention: the person, account and link go the retention days after the end; the booking records the years after its year.
    expect(await tablesHolding(db, "canaryfees9")).toEqual(["memberships", "submissions"]);
    await db.update(memberships).set({ statusChangedAt: at("2027-01-01") }).where(eq(memberships.id, id));
    expect(await retireEndedMemberships(db, { days: 180, years: 10 }, at("2027-06-29"))).toEqual({ scrubbed: [], deleted: [] });
    expect(await retireEndedMemberships(db, { days: 180, years: 10 }, at("2027-07-01"))).toEqual({ scrubbed: [id], deleted: [] });
    expect((await tablesHolding(db, "canaryfees9")).filter((table) => table !== "submissions")).toEqual([]);
    expect(await feesOf(id)).toHaveLength(2);
    expect(await retireEndedMemberships(db, { days: 180, years: 10 }, at("2036-12-31"))).toEqual({ scrubbed: [], deleted: [] });
    expect(await retireEndedMemberships(db, { days: 180, years: 10 }, at("2037-01-01"))).toEqual({ scrubbed: [], deleted: [id] });
    expect(await feesOf(id)).toEqual([]);

    const other = await member("CanaryFees10");
    await runFeeDay(db, SETTINGS, NOV_20);
    const [first] = await feesOf(other);
    await db.update(membershipFees).set({ status: "collected", paidOn: "2026-12-04" }).where(eq(membershipFees.id, first!.id));
    expect(await tablesHolding(db, "canaryfees10")).toEqual(["memberships", "submissions"]);
    await erasePerson({ db, databaseKind: handle.kind, transport: keepingTransport(), secret: SECRET }, actor, "canaryfees10@example.org");
    expect(await tablesHolding(db, "canaryfees10")).toEqual([]);
    expect(await tablesHolding(db, IBAN.slice(4, 16))).toEqual([]);
    // The booked fee stays (a booking record); the open one is cancelled: nothing more is collected.
    expect((await feesOf(other)).map((f) => [f.dueDate, f.status])).toEqual([
      ["2026-12-01", "collected"],
      ["2027-01-01", "cancelled"],
    ]);
  });
});
