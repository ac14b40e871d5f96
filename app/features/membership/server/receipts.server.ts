/**
 * Members' donation receipts (docs/product/membership.md#receipts): a collective confirmation
 * (Sammelbestätigung) of the fees that reached the association in a period of one calendar year,
 * numbered `2026-0001` within its year, kept as the PDF that was issued and e-mailed to the member.
 * Receipts of a member never overlap: each starts the day after the one before. Issued by the
 * treasurer for a whole past year (every member at once), or up to today for one member.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { membershipFees, membershipReceipts, memberships } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { calendarToday, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import { addDays } from "../rules/collection-calendar.ts";
import { ReceiptInputError, type ReceiptInput } from "../rules/receipt.ts";
import { issuesReceipts, type MembershipSettings } from "../rules/settings.ts";
import { receiptPdf } from "./receipt-pdf.server.ts";

type Reader = Pick<Database, "select">;

export interface ReceiptDeps {
  settings: MembershipSettings;
  /** The German association: receipts are German tax documents. */
  organisation: CountryOrganisation;
}

export type IssueOutcome = { ok: true; number: string; receiptId: string } | { ok: false; reason: "unknown" | "no-tax-data" | "nothing" | "refused" };

/** Who signs: the treasurer of the board, else its president. */
function signerOf(organisation: CountryOrganisation): { name: string; role: string } {
  const treasurer = organisation.board.find((b) => b.role === "treasurer");
  if (treasurer) return { name: treasurer.name, role: "Kassenwart/in" };
  const president = organisation.board.find((b) => b.role === "president");
  return { name: president?.name ?? organisation.legalName, role: "Vorstand" };
}

/** The first day of a member's next receipt in `year`: the day after the last one's period, or 1 January. */
async function nextPeriodStart(db: Reader, membershipId: string, year: number): Promise<string> {
  const [last] = await db
    .select({ to: membershipReceipts.periodTo })
    .from(membershipReceipts)
    .where(and(eq(membershipReceipts.membershipId, membershipId), eq(membershipReceipts.year, year)))
    .orderBy(desc(membershipReceipts.periodTo))
    .limit(1);
  return last ? addDays(last.to, 1) : `${year}-01-01`;
}

/** The fees that reached the association between two days: collected debits and received transfers. */
async function paymentsBetween(db: Reader, membershipId: string, from: string, to: string) {
  return db
    .select({ paidOn: membershipFees.paidOn, amountCents: membershipFees.amountCents })
    .from(membershipFees)
    .where(and(eq(membershipFees.membershipId, membershipId), inArray(membershipFees.status, ["collected", "received"]), gte(membershipFees.paidOn, from), lte(membershipFees.paidOn, to)))
    .orderBy(asc(membershipFees.paidOn));
}

/**
 * Issues one member's receipt for the days from their next period's start to `to` (within one
 * year), stores its PDF under the next number of the year and queues its e-mail, in one transaction.
 */
export async function issueReceipt(db: Database, actor: Actor, deps: ReceiptDeps, membershipId: string, to: string, now: Date = new Date()): Promise<IssueOutcome> {
  if (!/^[0-9a-f-]{36}$/.test(membershipId)) return { ok: false, reason: "unknown" };
  if (!issuesReceipts(deps.settings)) return { ok: false, reason: "no-tax-data" };
  const issuedOn = calendarToday(siteTimeZone.de, now);
  if (to > issuedOn) return { ok: false, reason: "refused" };
  const year = Number(to.slice(0, 4));
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
    if (!m?.person) return { ok: false, reason: "unknown" } as const;
    const from = await nextPeriodStart(tx, membershipId, year);
    if (from > to) return { ok: false, reason: "nothing" } as const;
    const payments = await paymentsBetween(tx, membershipId, from, to);
    if (payments.length === 0) return { ok: false, reason: "nothing" } as const;
    // One count per year, taken under a lock so two issues at once cannot draw the same number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('membership_receipts'), ${year})`);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(membershipReceipts).where(eq(membershipReceipts.year, year));
    const number = `${year}-${String((count?.n ?? 0) + 1).padStart(4, "0")}`;
    const o = deps.organisation;
    const p = m.person;
    const input: ReceiptInput = {
      number,
      issuedOn,
      association: { name: o.legalName, street: o.street, postalCode: o.postalCode, city: o.city },
      taxData: {
        taxOffice: deps.settings.taxOffice,
        taxNumber: deps.settings.taxNumber,
        exemptionNoticeDate: deps.settings.exemptionNoticeDate,
        assessmentPeriod: deps.settings.assessmentPeriod || undefined,
        purposes: deps.settings.purposes,
      },
      signer: signerOf(o),
      recipient: { name: `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim(), street: [p.street, p.addressAddition].filter(Boolean).join(", "), postalCode: p.postalCode ?? "", city: p.city ?? "" },
      period: { from, to },
      payments: payments.map((payment) => ({ date: payment.paidOn!, kind: "fee" as const, amountCents: payment.amountCents })),
    };
    let pdf: Uint8Array;
    try {
      pdf = await receiptPdf(input);
    } catch (error) {
      if (error instanceof ReceiptInputError) return { ok: false, reason: "refused" } as const;
      throw error;
    }
    const totalCents = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    const [receipt] = await tx
      .insert(membershipReceipts)
      .values({ membershipId, number, year, periodFrom: from, periodTo: to, issuedOn, totalCents, pdf, createdAt: now })
      .returning({ id: membershipReceipts.id });
    await queueMail(tx, { kind: "membership_receipt", membershipId, receiptId: receipt!.id });
    await audit(tx, actor, { action: "membership.receipt_issued", targetType: "membership", targetId: membershipId, details: { number, totalCents } }, now);
    return { ok: true, number, receiptId: receipt!.id } as const;
  });
}

/** The year's receipts for every member with fees paid in it and not yet confirmed (a past year only: its period ends on 31 December). */
export async function issueYearReceipts(db: Database, actor: Actor, deps: ReceiptDeps, year: number, now: Date = new Date()): Promise<{ issued: number; refused: number } | { ok: false; reason: "no-tax-data" | "year" }> {
  if (!issuesReceipts(deps.settings)) return { ok: false, reason: "no-tax-data" };
  if (year >= Number(calendarToday(siteTimeZone.de, now).slice(0, 4))) return { ok: false, reason: "year" };
  const paid = await db
    .selectDistinct({ id: membershipFees.membershipId })
    .from(membershipFees)
    .innerJoin(memberships, eq(memberships.id, membershipFees.membershipId))
    .where(and(inArray(membershipFees.status, ["collected", "received"]), gte(membershipFees.paidOn, `${year}-01-01`), lte(membershipFees.paidOn, `${year}-12-31`), sql`${memberships.person} is not null`));
  let issued = 0;
  let refused = 0;
  for (const { id } of paid) {
    const outcome = await issueReceipt(db, actor, deps, id, `${year}-12-31`, now);
    if (outcome.ok) issued++;
    else if (outcome.reason === "refused") refused++;
  }
  return { issued, refused };
}

/** A member's receipts, newest first, without their bytes. */
export async function receiptsOf(db: Reader, membershipId: string) {
  return db
    .select({ id: membershipReceipts.id, number: membershipReceipts.number, periodFrom: membershipReceipts.periodFrom, periodTo: membershipReceipts.periodTo, issuedOn: membershipReceipts.issuedOn, totalCents: membershipReceipts.totalCents })
    .from(membershipReceipts)
    .where(eq(membershipReceipts.membershipId, membershipId))
    .orderBy(desc(membershipReceipts.periodFrom));
}

/** One of a member's receipts as issued, or null. */
export async function receiptFile(db: Reader, membershipId: string, number: string): Promise<{ number: string; pdf: Uint8Array } | null> {
  if (!/^\d{4}-\d{4,}$/.test(number)) return null;
  const [row] = await db
    .select({ number: membershipReceipts.number, pdf: membershipReceipts.pdf })
    .from(membershipReceipts)
    .where(and(eq(membershipReceipts.membershipId, membershipId), eq(membershipReceipts.number, number)));
  return row ?? null;
}

/** The periods a member may ask a receipt for today: what last year left unconfirmed, then this year up to today. */
function periodEnds(now: Date): string[] {
  const today = calendarToday(siteTimeZone.de, now);
  return [`${Number(today.slice(0, 4)) - 1}-12-31`, today];
}

/** Whether a member has fees paid that no receipt covers yet (the private page offers one then). */
export async function hasUnconfirmedPayments(db: Reader, membershipId: string, now: Date = new Date()): Promise<boolean> {
  for (const to of periodEnds(now)) {
    const from = await nextPeriodStart(db, membershipId, Number(to.slice(0, 4)));
    if (from <= to && (await paymentsBetween(db, membershipId, from, to)).length > 0) return true;
  }
  return false;
}

/** A receipt on request (the member's page, the treasurer for one member): last year's first, if it left payments unconfirmed, else this year's up to today. */
export async function requestReceipt(db: Database, actor: Actor, deps: ReceiptDeps, membershipId: string, now: Date = new Date()): Promise<IssueOutcome> {
  let outcome: IssueOutcome = { ok: false, reason: "nothing" };
  for (const to of periodEnds(now)) {
    outcome = await issueReceipt(db, actor, deps, membershipId, to, now);
    if (outcome.ok || outcome.reason !== "nothing") return outcome;
  }
  return outcome;
}

/** A receipt's PDF is private: never kept by a browser or a proxy, never shown in a search. */
export const RECEIPT_PDF_HEADERS = { "Content-Type": "application/pdf", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" } as const;
