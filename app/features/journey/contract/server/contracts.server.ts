/**
 * The protection contract (docs/product/journey.md#protection-contract): templates per language
 * (versioned), a request's contract generated from one, signed by the applicant on the status page,
 * countersigned by the association, and its fee marked received. Every change is audited by id.
 *
 * A signed contract outlives its request: the row keeps what it needs (names, addresses, dog, text)
 * and loses only the link to the request; it is deleted after CONTRACT_RETENTION_YEARS.
 */
import { createHash, createHmac } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt, max, or } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, contractTemplates, contracts, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import type { OutboxChore } from "#app/platform/mail/outbox.server.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import { defaultContractTemplates, fillContract } from "../rules/contract-text.ts";
import { feeCentsOf, formatFee, paymentReference, type GenerateInput } from "../rules/contract-rules.ts";
import { CLOSINGS } from "#app/features/journey/request/public.ts";
import { applicantActor } from "#app/features/journey/request/public.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

type Reader = Pick<Database, "select">;
export type Contract = typeof contracts.$inferSelect;


export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The client's address as stored with a signature: a keyed hash (HMAC with the forms' secret), never the address. */
export function addressHash(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`contract-signature\n${address}`).digest("hex");
}

/** The text new contracts of a language are made from: the newest saved version, or the default (version 0). */
export async function activeTemplate(db: Reader, locale: Locale): Promise<{ version: number; body: string; createdAt: Date | null }> {
  const [row] = await db
    .select({ version: contractTemplates.version, body: contractTemplates.body, createdAt: contractTemplates.createdAt })
    .from(contractTemplates)
    .where(eq(contractTemplates.locale, locale))
    .orderBy(desc(contractTemplates.version))
    .limit(1);
  return row ?? { version: 0, body: defaultContractTemplates[locale], createdAt: null };
}

/** Every saved version of a language, newest first (the text is read only for the one shown). */
export async function templateVersions(db: Reader, locale: Locale) {
  return db
    .select({ id: contractTemplates.id, version: contractTemplates.version, createdAt: contractTemplates.createdAt, author: adminUsers.name, authorEmail: adminUsers.email })
    .from(contractTemplates)
    .leftJoin(adminUsers, eq(adminUsers.id, contractTemplates.createdBy))
    .where(eq(contractTemplates.locale, locale))
    .orderBy(desc(contractTemplates.version))
    .limit(100);
}

export async function templateVersion(db: Reader, locale: Locale, version: number): Promise<string | null> {
  if (version === 0) return defaultContractTemplates[locale];
  const [row] = await db.select({ body: contractTemplates.body }).from(contractTemplates).where(and(eq(contractTemplates.locale, locale), eq(contractTemplates.version, version)));
  return row?.body ?? null;
}

/** An owner's save: always a new version (the old ones stay). Unchanged text saves nothing. */
export async function saveTemplate(db: Database, actor: Actor, locale: Locale, body: string, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const current = await activeTemplate(tx, locale);
    if (current.body === body) return null;
    const [top] = await tx.select({ v: max(contractTemplates.version) }).from(contractTemplates).where(eq(contractTemplates.locale, locale));
    const version = (top?.v ?? 0) + 1;
    const [row] = await tx.insert(contractTemplates).values({ locale, version, body, createdAt: now, createdBy: actor.id }).returning({ id: contractTemplates.id });
    await audit(tx, actor, { action: "contract_template.saved", targetType: "contract_template", targetId: row!.id, details: { locale, version } }, now);
    return version;
  });
}

/** A request's contract, or null. */
export async function contractOfRequest(db: Reader, submissionId: string): Promise<Contract | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.submissionId, submissionId));
  return row ?? null;
}

export type GenerateOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "stage" | "signed" };

/**
 * Generates (or, while unsigned, generates again) the request's contract from the active template
 * of its language, and queues the e-mail that tells the applicant, in one transaction.
 */
export async function generateContract(
  db: Database,
  actor: Actor,
  submissionId: string,
  input: GenerateInput,
  organisation: CountryOrganisation,
  now = new Date(),
): Promise<GenerateOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for("update");
    if (!row || row.spam || row.formType !== "adoption") return { ok: false, reason: "unknown" } as const;
    if (row.status !== "contract") return { ok: false, reason: "stage" } as const;
    const existing = await contractOfRequest(tx, row.id);
    if (existing?.signedAt) return { ok: false, reason: "signed" } as const;
    const locale = localeOf(row.locale);
    const template = await activeTemplate(tx, locale);
    const feeCents = feeCentsOf(organisation.protectionFee);
    const reference = paymentReference(row.id);
    const body = fillContract(template.body, {
      association: organisation.legalName,
      associationAddress: `${organisation.street}, ${organisation.postalCode} ${organisation.city}, ${organisation.country}`,
      adopter: input.adopterName,
      adopterAddress: input.adopterAddress,
      dog: input.dogName,
      chip: input.chip,
      fee: formatFee(feeCents, locale),
      date: formatLongDate(now.toISOString(), locale),
      reference,
    });
    const values = {
      submissionId: row.id,
      locale,
      reference,
      templateVersion: template.version,
      adopterName: input.adopterName,
      adopterEmail: String(row.data.email ?? ""),
      adopterAddress: input.adopterAddress,
      dogName: input.dogName,
      chipNumber: input.chip,
      feeCents,
      body,
      bodySha256: sha256(body),
      generatedAt: now,
      generatedBy: actor.id,
    };
    const id = existing
      ? (await tx.update(contracts).set(values).where(eq(contracts.id, existing.id)).returning({ id: contracts.id }))[0]!.id
      : (await tx.insert(contracts).values(values).returning({ id: contracts.id }))[0]!.id;
    await queueMail(tx, { submissionId: row.id, kind: "contract_ready" });
    await audit(tx, actor, { action: "contract.generated", targetType: "contract", targetId: id, details: { submission: row.id, version: template.version, again: !!existing } }, now);
    return { ok: true, id } as const;
  });
}

/** Whether the request was closed (declined, withdrawn, placed elsewhere): its contract is then neither signed nor countersigned. */
async function requestClosed(tx: Pick<Database, "select">, submissionId: string | null): Promise<boolean> {
  if (!submissionId) return true;
  const [row] = await tx.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId)).for("update");
  return !row || (CLOSINGS as readonly string[]).includes(row.status);
}

export type SignOutcome = "signed" | "already" | "changed" | "closed" | "unknown";

/**
 * The applicant's signature from the status page: stored once (a second post is refused), with the
 * name as compared (`signatureName`), the time and the keyed hash of the address; the coordinator
 * is told. A closed request's contract is not signed.
 */
export async function signContract(
  db: Database,
  submissionId: string,
  input: { name: string; bodySha256: string; addressHash: string },
  now = new Date(),
): Promise<SignOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.submissionId, submissionId)).for("update");
    if (!row) return "unknown";
    if (row.signedAt) return "already";
    if (await requestClosed(tx, submissionId)) return "closed";
    if (row.bodySha256 !== input.bodySha256 || sha256(row.body) !== row.bodySha256) return "changed";
    await tx.update(contracts).set({ signedName: input.name, signedAt: now, signedAddressHash: input.addressHash }).where(eq(contracts.id, row.id));
    await queueMail(tx, { submissionId, kind: "contract_signed" });
    await audit(tx, applicantActor, { action: "contract.signed", targetType: "contract", targetId: row.id, details: { submission: submissionId, version: row.templateVersion } }, now);
    return "signed";
  });
}

export type CountersignOutcome = "countersigned" | "already" | "unsigned" | "closed" | "unknown";

/**
 * The association's countersignature by an owner or coordinator (their name at the time is kept),
 * not on a closed request; the family is told (an e-mail with the status link).
 */
export async function countersignContract(db: Database, actor: Actor, contractId: string, name: string, now = new Date()): Promise<CountersignOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for("update");
    if (!row) return "unknown";
    if (!row.signedAt) return "unsigned";
    if (row.countersignedAt) return "already";
    if (await requestClosed(tx, row.submissionId)) return "closed";
    await tx.update(contracts).set({ countersignedAt: now, countersignedBy: actor.id, countersignedName: name }).where(eq(contracts.id, row.id));
    await queueMail(tx, { submissionId: row.submissionId!, kind: "contract_countersigned" });
    await audit(tx, actor, { action: "contract.countersigned", targetType: "contract", targetId: row.id, details: { submission: row.submissionId } }, now);
    return "countersigned";
  });
}

/** The fee as received on a day (yyyy-mm-dd): marked once, only once the contract is signed; the family is told. */
export async function markFeeReceived(db: Database, actor: Actor, contractId: string, day: string, now = new Date()): Promise<"marked" | "already" | "unsigned" | "unknown"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for("update");
    if (!row || !row.submissionId) return "unknown";
    if (row.feeReceivedOn) return "already";
    if (!row.signedAt) return "unsigned";
    await tx.update(contracts).set({ feeReceivedOn: day, feeReceivedBy: actor.id }).where(eq(contracts.id, row.id));
    await queueMail(tx, { submissionId: row.submissionId, kind: "contract_fee_received" });
    await audit(tx, actor, { action: "contract.fee_received", targetType: "contract", targetId: row.id, details: { submission: row.submissionId, day } }, now);
    return "marked";
  });
}

/**
 * Erasure and retention of requests: their unsigned contracts go with them; a signed one stays,
 * detached (its fee record cleared), until its own retention ends. Runs inside the caller's transaction.
 */
export async function releaseContractsOf(tx: Pick<Database, "delete" | "update">, submissionIds: readonly string[]): Promise<void> {
  for (const id of submissionIds) {
    await tx.delete(contracts).where(and(eq(contracts.submissionId, id), isNull(contracts.signedAt)));
    await tx.update(contracts).set({ submissionId: null, feeReceivedOn: null, feeReceivedBy: null }).where(eq(contracts.submissionId, id));
  }
}

/**
 * After requests were deleted by the retention period (the row's link was unset by the database):
 * an unsigned contract left without its request is deleted, a signed one loses its fee record.
 */
export async function releaseOrphanedContracts(db: Pick<Database, "delete" | "update">): Promise<number> {
  const deleted = await db.delete(contracts).where(and(isNull(contracts.signedAt), isNull(contracts.submissionId))).returning({ id: contracts.id });
  await db.update(contracts).set({ feeReceivedOn: null, feeReceivedBy: null }).where(and(isNull(contracts.submissionId), isNotNull(contracts.feeReceivedOn)));
  return deleted.length;
}

/**
 * Contracts whose time is up: signed ones older than `years` (counted from the signature), and any
 * unsigned one left without its request. Their ids.
 */
export async function deleteExpiredContracts(db: Pick<Database, "delete">, years: number, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const deleted = await db
    .delete(contracts)
    .where(or(and(isNotNull(contracts.signedAt), lt(contracts.signedAt, cutoff)), and(isNull(contracts.signedAt), isNull(contracts.submissionId))))
    .returning({ id: contracts.id });
  return deleted.map((r) => r.id);
}

/** The signed contracts kept after their request was deleted, for the privacy page: how many, and when the oldest goes. */
export async function keptContracts(db: Reader, years: number) {
  const rows = await db
    .select({ id: contracts.id, signedAt: contracts.signedAt })
    .from(contracts)
    .where(and(isNull(contracts.submissionId), isNotNull(contracts.signedAt)))
    .orderBy(contracts.signedAt);
  const first = rows[0]?.signedAt ?? null;
  const until = first ? new Date(first) : null;
  until?.setUTCFullYear(until.getUTCFullYear() + years);
  return { count: rows.length, oldestDeletedAt: until };
}

/**
 * The signed contracts' own retention (CONTRACT_RETENTION_YEARS), checked once an hour: the expired
 * ones are deleted and audited by id, then the caller scrubs their bytes.
 */
export function contractRetentionChore(options: {
  db: Database;
  logger: { info(obj: object, msg: string): void };
  years: number;
  everyMs?: number;
  onExpired?: () => Promise<void>;
}): OutboxChore {
  return {
    name: "contract retention",
    everyMs: options.everyMs ?? 3_600_000,
    async run() {
      const removed = await deleteExpiredContracts(options.db, options.years);
      if (removed.length === 0) return;
      for (const id of removed) {
        await audit(options.db, { id: null, label: "retention" }, { action: "privacy.contract_expired", targetType: "contract", targetId: id, details: { years: options.years } });
      }
      await options.onExpired?.();
      options.logger.info({ removed: removed.length }, "expired contracts deleted");
    },
  };
}
