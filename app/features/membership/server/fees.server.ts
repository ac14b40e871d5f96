/**
 * A member's fees as records and their one writer (docs/product/membership.md#debit, decision 046):
 * the schedule the site keeps ahead, the pre-notification run, the bank file per collection date
 * and the batch handed to the bank, returned debits, transfers received by hand or from a
 * `camt.053` statement. Every change of a fee's stage is checked against FEE_TABLE in `moveFee`
 * and nowhere else; the audit entries hold ids, stages, dates and reason codes, never a name or an
 * account.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { membershipFees, memberships } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { calendarToday, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import type { PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { announcedInTime } from "../rules/collection-calendar.ts";
import { announceOn, collectionDateAnnouncedOn, feeReference, nextTryAfterReturn, scheduledDueDates, sequenceType, storedReturnReason } from "../rules/fees.ts";
import { memberReference } from "../rules/references.ts";
import { checkFeeMove, type FeeEvent, type FeeStage, type MembershipMover, type PaymentMethod } from "../rules/workflow.ts";
import { writeDirectDebitFile, type DirectDebit } from "../rules/sepa-direct-debit.ts";
import { matchTransfers, readCamtStatement, type StatementEntry } from "../rules/camt-statement.ts";
import type { MembershipSettings } from "../rules/settings.ts";
import { decryptBankData, type BankDataKeys } from "./bank-data-crypto.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;
export type FeeRow = typeof membershipFees.$inferSelect;

/** The site's own runs, as the audit log names them. */
export const siteActor: Actor = { id: null, label: "site" };

/** Today where the association keeps its books (Germany). */
function today(now: Date): string {
  return calendarToday(siteTimeZone.de, now);
}

/** How far ahead of today fees are kept as records: the pre-notification's days and a month to see them coming. */
const AHEAD_DAYS_BEYOND_NOTICE = 31;

const FEE_ID = /^[0-9a-f-]{36}$/;

export type FeeMoveOutcome = { ok: true; stage: FeeStage } | { ok: false; reason: "unknown" | "unknown_event" | "not_from_here" | "not_yours" | "guard" };

/**
 * The one writer of a fee's stage: locks the fee, checks the move against FEE_TABLE (the facts: how
 * it is paid, and whether its pre-notification went out in time for its collection date), writes the
 * stage with what comes with it, and the audit entry. In the caller's transaction.
 */
export async function moveFee(
  tx: Tx,
  actor: Actor,
  feeId: string,
  event: FeeEvent,
  by: MembershipMover,
  options: { now: Date; prenotificationDays: number; set?: Partial<Pick<FeeRow, "collectionDate" | "announcedOn" | "sequence" | "batchMessageId" | "returnReason" | "paidOn" | "statementEntry">> },
): Promise<FeeMoveOutcome> {
  if (!FEE_ID.test(feeId)) return { ok: false, reason: "unknown" };
  const [fee] = await tx.select().from(membershipFees).where(eq(membershipFees.id, feeId)).for("update");
  if (!fee) return { ok: false, reason: "unknown" };
  const announced = { ...fee, ...options.set };
  const inTime = announced.announcedOn !== null && announced.collectionDate !== null && announcedInTime(announced.announcedOn, announced.collectionDate, options.prenotificationDays);
  const check = checkFeeMove(fee.status, event, by, { method: fee.method as PaymentMethod, announcedInTime: inTime });
  if (!check.ok) return { ok: false, reason: check.reason };
  await tx
    .update(membershipFees)
    .set({ ...options.set, status: check.to, statusChangedAt: options.now })
    .where(and(eq(membershipFees.id, feeId), eq(membershipFees.status, fee.status)));
  await audit(
    tx,
    actor,
    {
      action: `membership_fee.${event}`,
      targetType: "membership",
      targetId: fee.membershipId,
      details: { fee: fee.reference, from: fee.status, to: check.to, ...(options.set?.returnReason ? { reason: options.set.returnReason } : {}) },
    },
    options.now,
  );
  return { ok: true, stage: check.to };
}

/**
 * Keeps every running membership's fees as records up to the pre-notification's days and a month
 * ahead: a fee per due date of its schedule that has none yet, at *due*, paid the way the member
 * pays now. A fee is made once (the schedule's unique index); the number made.
 */
export async function scheduleFees(db: Database, settings: MembershipSettings, now: Date = new Date()): Promise<number> {
  const running = await db
    .select({
      id: memberships.id,
      memberNumber: memberships.memberNumber,
      firstDueDate: memberships.firstDueDate,
      paymentInterval: memberships.paymentInterval,
      endDate: memberships.endDate,
      feeCents: memberships.feeCents,
      paymentMethod: memberships.paymentMethod,
      mandateReference: memberships.mandateReference,
    })
    .from(memberships)
    .where(and(inArray(memberships.status, ["active", "cancelled"]), sql`${memberships.firstDueDate} is not null`, sql`${memberships.person} is not null`));
  let made = 0;
  for (const m of running) {
    if (m.memberNumber === null || m.firstDueDate === null) continue;
    const dates = scheduledDueDates({ firstDueDate: m.firstDueDate, paymentInterval: m.paymentInterval as PaymentInterval, endDate: m.endDate }, today(now), settings.prenotificationDays + AHEAD_DAYS_BEYOND_NOTICE);
    if (dates.length === 0) continue;
    const debit = m.paymentMethod === "debit";
    const inserted = await db
      .insert(membershipFees)
      .values(
        dates.map((dueDate) => ({
          membershipId: m.id,
          dueDate,
          amountCents: m.feeCents,
          method: m.paymentMethod,
          reference: feeReference(memberReference(m.memberNumber!), dueDate),
          mandateReference: debit ? m.mandateReference : null,
          createdAt: now,
          statusChangedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: membershipFees.id });
    made += inserted.length;
  }
  return made;
}

/**
 * The pre-notification run: every debit at *due* whose pre-notification is due today (the agreed
 * days before its regular collection date, or later ones not yet announced) is announced, with the
 * collection date it can have from today, and its e-mail queued. The number announced.
 */
export async function announceDebits(db: Database, settings: MembershipSettings, now: Date = new Date()): Promise<number> {
  const day = today(now);
  const candidates = await db
    .select({ id: membershipFees.id, dueDate: membershipFees.dueDate, membershipId: membershipFees.membershipId })
    .from(membershipFees)
    .innerJoin(memberships, eq(memberships.id, membershipFees.membershipId))
    .where(and(eq(membershipFees.status, "due"), eq(membershipFees.method, "debit"), inArray(memberships.status, ["active", "cancelled"]), sql`${memberships.person} is not null`));
  let announced = 0;
  for (const fee of candidates) {
    if (announceOn(fee.dueDate, settings.prenotificationDays) > day) continue;
    const collection = collectionDateAnnouncedOn(fee.dueDate, day, settings.prenotificationDays);
    const moved = await db.transaction(async (tx) => {
      const outcome = await moveFee(tx, siteActor, fee.id, "announce", "system", { now, prenotificationDays: settings.prenotificationDays, set: { announcedOn: day, collectionDate: collection } });
      if (outcome.ok) await queueMail(tx, { kind: "membership_prenotification", membershipId: fee.membershipId, feeId: fee.id });
      return outcome.ok;
    });
    if (moved) announced++;
  }
  return announced;
}

/** Debits handed to the bank whose collection date has passed are collected (a return may still come, and is recorded then). */
export async function collectPastDebits(db: Database, settings: MembershipSettings, now: Date = new Date()): Promise<number> {
  const day = today(now);
  const past = await db
    .select({ id: membershipFees.id, collectionDate: membershipFees.collectionDate })
    .from(membershipFees)
    .where(and(eq(membershipFees.status, "submitted"), lt(membershipFees.collectionDate, day)));
  let collected = 0;
  for (const fee of past) {
    const outcome = await db.transaction((tx) => moveFee(tx, siteActor, fee.id, "collect", "system", { now, prenotificationDays: settings.prenotificationDays, set: { paidOn: fee.collectionDate } }));
    if (outcome.ok) collected++;
  }
  return collected;
}

/**
 * The open fees of a membership not yet handed to the bank are cancelled: those due after its last
 * day (a cancellation), or all of them (`lastDay` null: the member's erasure). In the caller's transaction.
 */
export async function cancelFeesAfter(tx: Tx, actor: Actor, by: MembershipMover, membershipId: string, lastDay: string | null, settings: { prenotificationDays: number }, now: Date): Promise<number> {
  const later = await tx
    .select({ id: membershipFees.id })
    .from(membershipFees)
    .where(and(eq(membershipFees.membershipId, membershipId), inArray(membershipFees.status, ["due", "announced"]), lastDay ? sql`${membershipFees.dueDate} > ${lastDay}` : undefined));
  let cancelled = 0;
  for (const fee of later) if ((await moveFee(tx, actor, fee.id, "cancel", by, { now, prenotificationDays: settings.prenotificationDays })).ok) cancelled++;
  return cancelled;
}

/** A bank file's message id: the collection date and a digest of the fees in it, so the file downloaded and the batch marked are the same set. */
export function batchMessageId(collectionDate: string, feeIds: readonly string[]): string {
  const digest = createHash("sha256").update([...feeIds].sort().join(",")).digest("hex").slice(0, 12).toUpperCase();
  return `PC-${collectionDate.replaceAll("-", "")}-${digest}`;
}

/** The debits announced for a collection date, with what the bank file needs of their memberships. */
async function announcedFor(db: Reader, collection: string) {
  return db
    .select({
      id: membershipFees.id,
      reference: membershipFees.reference,
      amountCents: membershipFees.amountCents,
      dueDate: membershipFees.dueDate,
      mandateReference: memberships.mandateReference,
      mandateSignedOn: memberships.mandateSignedOn,
      accountHolder: memberships.accountHolder,
      ibanSealed: memberships.ibanSealed,
      memberNumber: memberships.memberNumber,
    })
    .from(membershipFees)
    .innerJoin(memberships, eq(memberships.id, membershipFees.membershipId))
    .where(and(eq(membershipFees.status, "announced"), eq(membershipFees.method, "debit"), eq(membershipFees.collectionDate, collection)))
    .orderBy(asc(memberships.memberNumber), asc(membershipFees.dueDate));
}

/** How many debits under a mandate went to the bank before (submitted or collected): the next is `RCUR` then, else `FRST`. */
async function earlierCollections(db: Reader, mandateReference: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membershipFees)
    .where(and(eq(membershipFees.mandateReference, mandateReference), inArray(membershipFees.status, ["submitted", "collected"])));
  return row?.n ?? 0;
}

/** How often a mandate came before in this batch, counting this one: a second debit under a mandate in one file is `RCUR`. */
function countIn(seen: Map<string, number>, mandate: string): number {
  const before = seen.get(mandate) ?? 0;
  seen.set(mandate, before + 1);
  return before;
}

export interface DebitBatch {
  messageId: string;
  collectionDate: string;
  feeIds: string[];
  totalCents: number;
  xml: string;
}

/**
 * The SEPA direct-debit file (`pain.008.001.08`) of a collection date: every debit announced for
 * it, under each member's mandate, from the association's account (the German one: fees go to the
 * association) with the creditor of the settings. Null when there is nothing to collect that day.
 * The only place an account number is opened; the file goes to the treasurer's browser and nowhere else.
 */
export async function debitBatch(
  db: Reader,
  deps: { keys: BankDataKeys; settings: MembershipSettings; creditorAccount: { iban: string; bic?: string } },
  collection: string,
  now: Date = new Date(),
): Promise<DebitBatch | null> {
  const fees = await announcedFor(db, collection);
  if (fees.length === 0) return null;
  const debits: DirectDebit[] = [];
  const inBatch = new Map<string, number>();
  for (const fee of fees) {
    // An erased member's open fees are cancelled with the erasure: an announced debit always has its mandate.
    if (!fee.ibanSealed || !fee.mandateReference || !fee.mandateSignedOn || !fee.accountHolder) throw new Error("an announced debit without its mandate");
    debits.push({
      endToEndId: fee.reference,
      amountCents: fee.amountCents,
      mandateId: fee.mandateReference,
      mandateSignedOn: fee.mandateSignedOn,
      sequence: sequenceType((await earlierCollections(db, fee.mandateReference)) + countIn(inBatch, fee.mandateReference)),
      debtor: { name: fee.accountHolder, iban: decryptBankData(fee.ibanSealed, deps.keys) },
      remittance: `Mitgliedsbeitrag ${fee.reference}`,
    });
  }
  const feeIds = fees.map((fee) => fee.id);
  const messageId = batchMessageId(collection, feeIds);
  const xml = writeDirectDebitFile({
    messageId,
    createdAt: now,
    creditor: { name: deps.settings.creditorName, iban: deps.creditorAccount.iban.replace(/\s+/g, ""), bic: deps.creditorAccount.bic || undefined, creditorId: deps.settings.creditorId },
    collectionDate: collection,
    debits,
  });
  return { messageId, collectionDate: collection, feeIds, totalCents: debits.reduce((sum, d) => sum + d.amountCents, 0), xml };
}

export type SubmitOutcome = { ok: true; submitted: number } | { ok: false; reason: "nothing" | "changed" | "refused" };

/**
 * The batch handed to the bank: every debit of the file the treasurer downloaded (its message id
 * names the set; a set changed since is refused, to be downloaded again) moves to *submitted* with
 * its sequence type, all or none.
 */
export async function submitBatch(db: Database, actor: Actor, settings: MembershipSettings, collection: string, messageId: string, now: Date = new Date()): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    const fees = await announcedFor(tx, collection);
    if (fees.length === 0) return { ok: false, reason: "nothing" } as const;
    const ids = fees.map((fee) => fee.id);
    if (batchMessageId(collection, ids) !== messageId) return { ok: false, reason: "changed" } as const;
    const inBatch = new Map<string, number>();
    for (const fee of fees) {
      const sequence = sequenceType((await earlierCollections(tx, fee.mandateReference!)) + countIn(inBatch, fee.mandateReference!));
      const outcome = await moveFee(tx, actor, fee.id, "submit", "treasurer", { now, prenotificationDays: settings.prenotificationDays, set: { batchMessageId: messageId, sequence } });
      if (!outcome.ok) throw Object.assign(new Error("a debit of the batch cannot be submitted"), { code: "EREFUSED" });
    }
    return { ok: true, submitted: ids.length } as const;
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === "EREFUSED") return { ok: false, reason: "refused" } as const;
    throw error;
  });
}

export type ReturnOutcome = { ok: true; nextTry: PaymentMethod; retryId: string } | { ok: false; reason: "unknown" | "refused" };

/**
 * A returned debit: the fee moves to *returned* with the bank's reason code, a new try of the same
 * amount follows as a fee of its own (by debit again, or by transfer, and then the member pays by
 * transfer from now on), and the member is told by e-mail. In one transaction.
 */
export async function recordReturn(
  db: Database,
  actor: Actor,
  by: MembershipMover,
  settings: MembershipSettings,
  feeId: string,
  reason: string,
  nextTry: PaymentMethod = nextTryAfterReturn(reason),
  now: Date = new Date(),
): Promise<ReturnOutcome> {
  if (!FEE_ID.test(feeId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const code = storedReturnReason(reason);
    const moved = await moveFee(tx, actor, feeId, "return", by, { now, prenotificationDays: settings.prenotificationDays, set: { returnReason: code } });
    if (!moved.ok) return { ok: false, reason: moved.reason === "unknown" ? "unknown" : "refused" } as const;
    const [fee] = await tx.select().from(membershipFees).where(eq(membershipFees.id, feeId));
    const [m] = await tx.select().from(memberships).where(eq(memberships.id, fee!.membershipId)).for("update");
    const [tries] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(membershipFees)
      .where(and(eq(membershipFees.membershipId, fee!.membershipId), eq(membershipFees.dueDate, fee!.dueDate)));
    const reference = feeReference(memberReference(m!.memberNumber!), fee!.dueDate, (tries?.n ?? 1) + 1);
    if (nextTry === "transfer" && m!.paymentMethod === "debit") {
      await tx.update(memberships).set({ paymentMethod: "transfer", transferReference: memberReference(m!.memberNumber!) }).where(eq(memberships.id, m!.id));
      // Fees not yet announced follow the member to transfer.
      await tx
        .update(membershipFees)
        .set({ method: "transfer", mandateReference: null })
        .where(and(eq(membershipFees.membershipId, m!.id), eq(membershipFees.status, "due"), eq(membershipFees.method, "debit")));
      await audit(tx, actor, { action: "membership.switched_to_transfer", targetType: "membership", targetId: m!.id, details: { reason: code } }, now);
    }
    const [retry] = await tx
      .insert(membershipFees)
      .values({
        membershipId: m!.id,
        dueDate: fee!.dueDate,
        amountCents: fee!.amountCents,
        method: nextTry,
        reference,
        retryOf: fee!.id,
        mandateReference: nextTry === "debit" ? m!.mandateReference : null,
        createdAt: now,
        statusChangedAt: now,
      })
      .returning({ id: membershipFees.id });
    await queueMail(tx, { kind: "membership_debit_returned", membershipId: m!.id, feeId: fee!.id });
    return { ok: true, nextTry, retryId: retry!.id } as const;
  });
}

/** A transfer received (by hand, or matched in a statement): the fee moves to *received* with the day the money came. */
export async function receiveTransfer(db: Database, actor: Actor, by: MembershipMover, settings: MembershipSettings, feeId: string, paidOn: string, now: Date = new Date()): Promise<FeeMoveOutcome> {
  return db.transaction((tx) => moveFee(tx, actor, feeId, "receive", by, { now, prenotificationDays: settings.prenotificationDays, set: { paidOn } }));
}

/** What a statement did, for the treasurer's page: never an account number; names only of the unknown credits, which the treasurer has to place. */
export interface StatementOutcome {
  received: { reference: string; memberNumber: number | null; amountCents: number; bookingDate: string }[];
  returned: { reference: string; reason: string; nextTry: PaymentMethod }[];
  amountMismatches: { reference: string; expectedCents: number; amountCents: number; bookingDate: string }[];
  unmatched: { amountCents: number; bookingDate: string; counterparty: string; text: string }[];
  returnsUnknown: number;
}

/**
 * A `camt.053` statement uploaded by the treasurer: credits matched by the member's reference and
 * the amount to the transfers due (each fee received once, oldest due date first), returned debits
 * found by their end-to-end id and recorded with their reason, and the rest listed. Throws
 * CamtStatementError for a file that is not a statement.
 */
export async function applyStatement(db: Database, actor: Actor, settings: MembershipSettings, xml: string, now: Date = new Date()): Promise<StatementOutcome> {
  const statement = readCamtStatement(xml);
  // Each line's digest (the same line twice in one statement counted apart); lines booked before are not matched again.
  const seen = new Map<string, number>();
  const digestOf = new Map<StatementEntry, string>();
  for (const entry of statement.entries) {
    const base = [statement.iban, entry.bookingDate, entry.valueDate, entry.creditDebit, entry.amountCents, entry.reference, entry.remittance, entry.counterpartyName].join("|");
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    digestOf.set(entry, createHash("sha256").update(`${base}|${n}`).digest("hex"));
  }
  const digests = [...digestOf.values()];
  const booked = new Set(
    digests.length > 0 ? (await db.select({ digest: membershipFees.statementEntry }).from(membershipFees).where(inArray(membershipFees.statementEntry, digests))).map((row) => row.digest) : [],
  );
  const fresh = statement.entries.filter((entry) => !booked.has(digestOf.get(entry)!));
  const expected = await db
    .select({ id: membershipFees.id, amountCents: membershipFees.amountCents, reference: memberships.transferReference, feeReference: membershipFees.reference, memberNumber: memberships.memberNumber })
    .from(membershipFees)
    .innerJoin(memberships, eq(memberships.id, membershipFees.membershipId))
    .where(and(eq(membershipFees.status, "due"), eq(membershipFees.method, "transfer"), lte(membershipFees.dueDate, sql`${today(now)}::date + 62`)))
    .orderBy(asc(membershipFees.dueDate));
  const matching = matchTransfers(
    fresh,
    expected.flatMap((fee) => (fee.reference ? [{ id: fee.id, reference: fee.reference, amountCents: fee.amountCents }] : [])),
  );
  const byId = new Map(expected.map((fee) => [fee.id, fee]));
  const outcome: StatementOutcome = { received: [], returned: [], amountMismatches: [], unmatched: [], returnsUnknown: 0 };
  for (const match of matching.matched) {
    const fee = byId.get(match.expected.id)!;
    const moved = await db.transaction((tx) =>
      moveFee(tx, actor, fee.id, "receive", "treasurer", { now, prenotificationDays: settings.prenotificationDays, set: { paidOn: match.entry.bookingDate, statementEntry: digestOf.get(match.entry)! } }),
    );
    if (moved.ok) outcome.received.push({ reference: fee.feeReference, memberNumber: fee.memberNumber, amountCents: fee.amountCents, bookingDate: match.entry.bookingDate });
  }
  for (const mismatch of matching.amountMismatches) {
    outcome.amountMismatches.push({ reference: mismatch.expected.reference, expectedCents: mismatch.expected.amountCents, amountCents: mismatch.entry.amountCents, bookingDate: mismatch.entry.bookingDate });
  }
  for (const returned of matching.returnedDebits) {
    const [fee] = returned.endToEndId ? await db.select({ id: membershipFees.id, reference: membershipFees.reference }).from(membershipFees).where(eq(membershipFees.reference, returned.endToEndId)) : [];
    if (!fee) {
      outcome.returnsUnknown++;
      continue;
    }
    const nextTry = nextTryAfterReturn(returned.reason);
    const recorded = await recordReturn(db, actor, "treasurer", settings, fee.id, returned.reason, nextTry, now);
    if (recorded.ok) outcome.returned.push({ reference: fee.reference, reason: storedReturnReason(returned.reason), nextTry });
    else outcome.returnsUnknown++;
  }
  const mismatched = new Set(matching.amountMismatches.map((m) => m.entry));
  for (const entry of matching.unmatchedCredits) if (!mismatched.has(entry)) outcome.unmatched.push(unmatchedLine(entry));
  return outcome;
}

function unmatchedLine(entry: StatementEntry) {
  return { amountCents: entry.amountCents, bookingDate: entry.bookingDate, counterparty: entry.counterpartyName.slice(0, 70), text: entry.remittance.slice(0, 140) };
}

/** A membership's fees, newest due date first (the treasurer's and the member's pages). */
export async function feesOf(db: Reader, membershipId: string) {
  return db.select().from(membershipFees).where(eq(membershipFees.membershipId, membershipId)).orderBy(sql`${membershipFees.dueDate} desc`, sql`${membershipFees.createdAt} desc`).limit(120);
}

/** The treasurer's month (docs/product/membership.md#the-treasurers-month): debits by collection date, transfers waiting, recent returns. */
export async function feesOverview(db: Reader, now: Date = new Date()) {
  const day = today(now);
  const rows = await db
    .select({
      id: membershipFees.id,
      membershipId: membershipFees.membershipId,
      status: membershipFees.status,
      method: membershipFees.method,
      dueDate: membershipFees.dueDate,
      collectionDate: membershipFees.collectionDate,
      amountCents: membershipFees.amountCents,
      reference: membershipFees.reference,
      returnReason: membershipFees.returnReason,
      batchMessageId: membershipFees.batchMessageId,
      statusChangedAt: membershipFees.statusChangedAt,
      memberNumber: memberships.memberNumber,
      person: memberships.person,
    })
    .from(membershipFees)
    .innerJoin(memberships, eq(memberships.id, membershipFees.membershipId))
    .where(
      sql`${membershipFees.status} in ('due', 'announced') or (${membershipFees.status} in ('submitted', 'collected') and ${membershipFees.collectionDate} >= ${day}::date - 45) or (${membershipFees.status} in ('returned', 'received') and ${membershipFees.statusChangedAt} >= now() - interval '45 days')`,
    )
    .orderBy(asc(membershipFees.dueDate), asc(memberships.memberNumber))
    .limit(2000);
  const shown = rows.map(({ person, ...row }) => ({ ...row, name: person ? `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() : "" }));
  const byDate = new Map<string, typeof shown>();
  for (const fee of shown) {
    if (fee.method !== "debit" || !fee.collectionDate || !["announced", "submitted", "collected"].includes(fee.status)) continue;
    byDate.set(fee.collectionDate, [...(byDate.get(fee.collectionDate) ?? []), fee]);
  }
  return {
    today: day,
    collections: [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, fees]) => {
        const open = fees.filter((fee) => fee.status === "announced").map((fee) => fee.id);
        return { date, fees, messageId: fees.find((fee) => fee.batchMessageId)?.batchMessageId ?? null, pendingMessageId: open.length > 0 ? batchMessageId(date, open) : null };
      }),
    upcoming: shown.filter((fee) => fee.method === "debit" && fee.status === "due"),
    transfers: shown.filter((fee) => fee.method === "transfer" && fee.status === "due"),
    returned: shown.filter((fee) => fee.status === "returned"),
    received: shown.filter((fee) => fee.status === "received"),
  };
}

/** The site's daily work on fees, run by the outbox's chores: the schedule kept ahead, debits announced, past ones collected. */
export async function runFeeDay(db: Database, settings: MembershipSettings, now: Date = new Date()) {
  const scheduled = await scheduleFees(db, settings, now);
  const announced = await announceDebits(db, settings, now);
  const collected = await collectPastDebits(db, settings, now);
  return { scheduled, announced, collected };
}
