/**
 * A membership's one writer and its reads (docs/product/membership.md#stages, decision 035): the
 * application stored with its request, the treasurer's accept and decline, the member's private
 * page found by its token. Every change of stage is checked against MEMBERSHIP_TABLE here and
 * nowhere else; the audit entries hold ids, stages and numbers, never a name or an account.
 */
import { and, desc, eq, inArray, lt, max, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { membershipFees, memberships } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { calendarToday, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { derivedToken, hashToken, lookupHash } from "#app/platform/links/tokens.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import { membershipPayment, type MembershipValues } from "#app/platform/forms/rules/membership.ts";
import { maskIban } from "#app/platform/payments/rules/iban.ts";
import { checkMembershipMove, type MembershipEvent, type MembershipMover, type MembershipStage } from "../rules/workflow.ts";
import { memberReference } from "../rules/references.ts";
import { encryptBankData, type BankDataKeys } from "./bank-data-crypto.server.ts";
import type { MembershipIntake } from "#app/features/submissions/server/submit.server.ts";
import type { MembershipSettings } from "../rules/settings.ts";
import { membershipTerms } from "./settings.server.ts";
import { cancelFeesAfter, siteActor } from "./fees.server.ts";
import { DEFAULT_PRENOTIFICATION_DAYS } from "../rules/collection-calendar.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** The private page's token purpose (decision 025: a keyed hash of it and the membership's id). */
const MEMBER_PAGE_PURPOSE = "membership-page";

export function memberPageToken(secret: string, membershipId: string): string {
  return derivedToken(secret, MEMBER_PAGE_PURPOSE, membershipId);
}

/** The member's private page (docs/product/membership.md#private-page), on the member's site. */
export function memberPageUrl(secret: string, sites: Record<Locale, string>, membership: { id: string; locale: Locale }): string {
  return `${sites[membership.locale]}${pathFor("memberPage", membership.locale, { token: memberPageToken(secret, membership.id) })}`;
}

/** Today's calendar date where the association's members are kept (Germany). */
export function todayInGermany(now: Date): string {
  return calendarToday(siteTimeZone.de, now);
}

/**
 * Stores the membership of an application, in its request's transaction: a copy of the person,
 * the chosen fee and interval, and for a direct debit the account holder and the IBAN sealed
 * (decision 043) with its masked form. The mandate is signed on the day of the application.
 */
export async function recordApplication(
  tx: Tx,
  deps: { keys: BankDataKeys | null; secret: string },
  application: { submissionId: string; locale: Locale; values: MembershipValues; now: Date },
): Promise<string> {
  const { values, locale, now } = application;
  const { feeCents, iban } = membershipPayment(values);
  const debit = values.paymentMethod === "debit";
  if (debit && (!deps.keys || !iban)) throw new Error("a direct debit needs an account and the keys to seal it");
  const id = crypto.randomUUID();
  await tx.insert(memberships).values({
    id,
    submissionId: application.submissionId,
    locale,
    membershipType: values.membershipType,
    paymentInterval: values.paymentInterval,
    feeCents,
    entryDate: values.entryDate,
    person: {
      salutation: values.salutation,
      firstName: values.firstName,
      lastName: values.lastName,
      birthday: values.birthday,
      street: values.street,
      addressAddition: values.addressAddition ?? "",
      postalCode: values.postalCode,
      city: values.city,
      country: values.country,
      email: values.email,
    },
    emailLower: values.email.toLowerCase(),
    paymentMethod: debit ? "debit" : "transfer",
    accountHolder: debit ? (values.accountHolder ?? null) : null,
    ibanSealed: debit ? encryptBankData(iban!, deps.keys!) : null,
    ibanMasked: debit ? maskIban(iban!) : null,
    mandateSignedOn: debit ? todayInGermany(now) : null,
    accessTokenHash: hashToken(memberPageToken(deps.secret, id)),
    createdAt: now,
    statusChangedAt: now,
  });
  return id;
}

/** What the forms' one path needs of a membership application (app/features/submissions/server/submit.server.ts). */
export function membershipIntake(settings: MembershipSettings, deps: { keys: BankDataKeys | null; secret: string }): MembershipIntake {
  return {
    terms: membershipTerms(settings, deps.keys !== null),
    record: async (tx, application) => {
      await recordApplication(tx, deps, application);
    },
  };
}

export type MembershipRow = typeof memberships.$inferSelect;

/** The treasurer's list: every membership of a stage (or all), newest first; no account data but the masked IBAN. */
export async function listMemberships(db: Reader, stage?: MembershipStage) {
  return db
    .select({
      id: memberships.id,
      status: memberships.status,
      memberNumber: memberships.memberNumber,
      person: memberships.person,
      membershipType: memberships.membershipType,
      paymentInterval: memberships.paymentInterval,
      feeCents: memberships.feeCents,
      paymentMethod: memberships.paymentMethod,
      entryDate: memberships.entryDate,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .where(stage ? eq(memberships.status, stage) : undefined)
    .orderBy(desc(memberships.createdAt))
    .limit(500);
}

/** One membership as the treasurer's page shows it: everything but the sealed account number. */
export async function readMembership(db: Reader, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row ? shownOf(row) : null;
}

/** A membership as pages may hold it: never the sealed account or the link's hash. */
function shownOf(row: typeof memberships.$inferSelect) {
  const { ibanSealed: _sealed, accessTokenHash: _hash, ...shown } = row;
  return shown;
}

/** The membership of a private page's token, or null (a token that cannot be ours is looked up nowhere). */
export async function membershipByToken(db: Reader, token: unknown) {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db.select().from(memberships).where(eq(memberships.accessTokenHash, hash));
  return row?.person ? shownOf(row) : null;
}

/** What the treasurer sets on accepting (docs/product/membership.md#stages). */
export interface Acceptance {
  membershipType: MembershipRow["membershipType"];
  paymentInterval: MembershipRow["paymentInterval"];
  feeCents: number;
  /** The first fee's due date (YYYY-MM-DD), from the entry date on. */
  firstDueDate: string;
}

export type MoveOutcome =
  | { ok: true; stage: MembershipStage; memberNumber?: number }
  | { ok: false; reason: "unknown" | "unknown_event" | "not_from_here" | "not_yours" | "guard" };

/**
 * The one writer of a membership's stage: checks the move against MEMBERSHIP_TABLE, writes it, and
 * what comes with it (accepting: the member number, the mandate or transfer reference, the welcome
 * e-mail), with its audit entry, in one transaction.
 */
export async function moveMembership(
  db: Database,
  actor: Actor,
  id: string,
  event: MembershipEvent,
  by: MembershipMover,
  options: { acceptance?: Acceptance; now?: Date; endDate?: string } = {},
): Promise<MoveOutcome> {
  const now = options.now ?? new Date();
  if (!/^[0-9a-f-]{36}$/.test(id)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
    if (!row || !row.person) return { ok: false, reason: "unknown" } as const;
    const today = todayInGermany(now);
    const check = checkMembershipMove(row.status, event, by, { endReached: row.endDate !== null && row.endDate <= today });
    if (!check.ok) return { ok: false, reason: check.reason } as const;
    const set: Partial<typeof memberships.$inferInsert> = { status: check.to, statusChangedAt: now };
    let memberNumber: number | undefined;
    if (event === "cancel") {
      if (!options.endDate) throw new Error("a cancellation needs its end date");
      set.endDate = options.endDate;
      // Fees due after the last day are not collected: cancelled by the site, as the cancellation's consequence.
      await cancelFeesAfter(tx, siteActor, "system", id, options.endDate, { prenotificationDays: DEFAULT_PRENOTIFICATION_DAYS }, now);
    }
    if (event === "withdraw_cancellation") set.endDate = null;
    if (event === "accept") {
      const acceptance = options.acceptance;
      if (!acceptance) throw new Error("accepting needs the acceptance");
      // Member numbers count up and are never reused (the unique constraint guards two treasurers at once).
      const [last] = await tx.select({ n: max(memberships.memberNumber) }).from(memberships);
      memberNumber = (last?.n ?? 0) + 1;
      const reference = memberReference(memberNumber);
      Object.assign(set, {
        ...acceptance,
        memberNumber,
        mandateReference: row.paymentMethod === "debit" ? reference : null,
        transferReference: row.paymentMethod === "transfer" ? reference : null,
      });
      await queueMail(tx, { kind: "membership_welcome", membershipId: id });
    }
    await tx.update(memberships).set(set).where(and(eq(memberships.id, id), eq(memberships.status, row.status)));
    await audit(
      tx,
      actor,
      {
        action: `membership.${event}`,
        targetType: "membership",
        targetId: id,
        details: { from: row.status, to: check.to, ...(memberNumber ? { memberNumber } : {}) },
      },
      now,
    );
    return { ok: true, stage: check.to, memberNumber } as const;
  });
}

/**
 * Erasure of a person's memberships (docs/product/membership.md#privacy): an application never
 * accepted goes whole; a membership that was accepted keeps its number, fee and references (the
 * fees and receipts booked under it are records the law keeps) and loses the person, the account
 * holder, the sealed and masked account and the private page's token. Its e-mails are forgotten by
 * the caller (`membershipMessagePrefix`). The ids touched.
 */
export async function eraseMembershipsOf(tx: Tx, actor: Actor, email: string): Promise<string[]> {
  const of = eq(memberships.emailLower, email.trim().toLowerCase());
  const deleted = await tx.delete(memberships).where(and(of, sql`${memberships.memberNumber} is null`)).returning({ id: memberships.id });
  const accepted = await tx.select({ id: memberships.id }).from(memberships).where(of);
  for (const { id } of accepted) await scrubMember(tx, actor, id, "membership.erased");
  return [...deleted, ...accepted].map((row) => row.id);
}

/**
 * A member's person, account and private link are gone; number, fee, references, fees and receipts
 * stay (booking records). Nothing more is collected: the fees not yet handed to the bank are cancelled.
 */
async function scrubMember(tx: Tx, actor: Actor, id: string, action: "membership.erased" | "membership.retired", now = new Date()): Promise<void> {
  await cancelFeesAfter(tx, siteActor, "system", id, null, { prenotificationDays: DEFAULT_PRENOTIFICATION_DAYS }, now);
  await tx
    .update(memberships)
    .set({ person: null, emailLower: null, accountHolder: null, ibanSealed: null, ibanMasked: null, accessTokenHash: null, submissionId: null })
    .where(eq(memberships.id, id));
  await audit(tx, actor, { action, targetType: "membership", targetId: id }, now);
}

/**
 * The retention of ended memberships (docs/product/membership.md#privacy): `days` after its end a
 * membership loses its person, account and link (as on erasure); its fees and receipts, booking
 * records, are kept `years` after the end of the year it ended in, and then go with it. The ids touched.
 */
export async function retireEndedMemberships(db: Database, options: { days: number; years: number }, now: Date = new Date()): Promise<{ scrubbed: string[]; deleted: string[] }> {
  const cutoff = new Date(now.getTime() - options.days * 86_400_000);
  const lastYearKept = Number(todayInGermany(now).slice(0, 4)) - options.years;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.status, "ended"), sql`${memberships.person} is not null`, lt(memberships.statusChangedAt, cutoff)));
    for (const { id } of due) await scrubMember(tx, siteActor, id, "membership.retired", now);
    const deleted = await tx
      .delete(memberships)
      .where(and(eq(memberships.status, "ended"), sql`extract(year from ${memberships.endDate}) < ${lastYearKept}`))
      .returning({ id: memberships.id });
    for (const { id } of deleted) await audit(tx, siteActor, { action: "membership.deleted", targetType: "membership", targetId: id }, now);
    return { scrubbed: due.map((row) => row.id), deleted: deleted.map((row) => row.id) };
  });
}

/** The Message-ID prefix of a membership's e-mails (app/features/membership/rules/mail.ts). */
export function membershipMessagePrefix(id: string): string {
  return `membership.${id}.`;
}

/**
 * The retention period of applications that never became a membership (docs/product/membership.md#privacy):
 * a declined one goes `days` after it was declined, as a request does after it came. The ids deleted.
 */
export async function deleteExpiredApplications(db: Database, days: number, now: Date = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(memberships)
    .where(and(eq(memberships.status, "declined"), lt(memberships.statusChangedAt, cutoff)))
    .returning({ id: memberships.id });
  return deleted.map((row) => row.id);
}

/** How many memberships an address has (the erasure's preview). */
export async function membershipsOf(db: Reader, email: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberships).where(eq(memberships.emailLower, email.trim().toLowerCase()));
  return row?.n ?? 0;
}

/** A member's new address (the private page): the person's address fields replaced; the audit entry names no value. */
export async function changeMemberAddress(db: Database, actor: Actor, id: string, address: Record<"street" | "addressAddition" | "postalCode" | "city" | "country", string>, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ person: memberships.person, status: memberships.status }).from(memberships).where(eq(memberships.id, id)).for("update");
    if (!row?.person || row.status === "ended" || row.status === "declined") return false;
    await tx.update(memberships).set({ person: { ...row.person, ...address } }).where(eq(memberships.id, id));
    await audit(tx, actor, { action: "membership.address_changed", targetType: "membership", targetId: id }, now);
    return true;
  });
}

/**
 * A new account (the private page): a new SEPA mandate, signed today, with a new reference once the
 * member has a number (`PC-M0007-2`, then `-3` …); the account sealed, the old one gone. A member who
 * paid by transfer pays by direct debit from now on. The audit entry names the reference, never the account.
 */
export async function changeMemberAccount(
  db: Database,
  actor: Actor,
  keys: BankDataKeys,
  id: string,
  account: { accountHolder: string; iban: string },
  now = new Date(),
): Promise<{ mandateReference: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update");
    if (!row?.person || row.status === "ended" || row.status === "declined") return null;
    const version = row.mandateReference ? Number(/-(\d+)$/.exec(row.mandateReference)?.[1] ?? "1") + 1 : 1;
    const mandateReference = row.memberNumber === null ? null : version === 1 ? memberReference(row.memberNumber) : `${memberReference(row.memberNumber)}-${version}`;
    await tx
      .update(memberships)
      .set({
        paymentMethod: "debit",
        accountHolder: account.accountHolder,
        ibanSealed: encryptBankData(account.iban, keys),
        ibanMasked: maskIban(account.iban),
        mandateSignedOn: todayInGermany(now),
        mandateReference,
        transferReference: null,
      })
      .where(eq(memberships.id, id));
    // Fees not yet handed to the bank are collected under the new mandate; one paid by transfer and still due is now a debit.
    await tx
      .update(membershipFees)
      .set({ method: "debit", mandateReference })
      .where(and(eq(membershipFees.membershipId, id), inArray(membershipFees.status, ["due", "announced"])));
    await audit(tx, actor, { action: "membership.mandate_changed", targetType: "membership", targetId: id, details: { mandateReference } }, now);
    return { mandateReference };
  });
}

/** How many applications wait for the treasurer (the dashboard's count). */
export async function waitingApplications(db: Reader): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberships).where(eq(memberships.status, "applied"));
  return row?.n ?? 0;
}

/** Cancelled memberships whose last day has passed end (the site's daily run); how many ended. */
export async function endMembershipsDue(db: Database, now: Date = new Date()): Promise<number> {
  const today = todayInGermany(now);
  const due = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.status, "cancelled"), lt(memberships.endDate, today)));
  let ended = 0;
  for (const { id } of due) if ((await moveMembership(db, siteActor, id, "end", "system", { now })).ok) ended++;
  return ended;
}
