/**
 * The one server-side path of every form submission (page actions and JSON
 * endpoints alike): spam checks, validation with the shared schemas, and the
 * submission with its outbox rows written in one transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import {
  adoptionSchema, contactSchema, flightSponsorSchema, fosterSchema, getMessages, membershipSchema, parseForm, sponsorshipSchema,
  toSendFormEmailPayload, toSubmitMembershipPayload, type FieldErrors,
} from "#app/platform/forms/rules/index.ts";
import type { MembershipTerms, MembershipValues } from "#app/platform/forms/rules/membership.ts";
import { normaliseFields } from "#app/platform/forms/rules/text.ts";
import { checkFormToken } from "../../../platform/forms/server/token.server.ts";
import { nameFieldsWithLinks, spamEvidence, type SpamReason } from "../../../platform/forms/rules/spam.ts";
import { formGate, type FormPostSettings } from "#app/platform/forms/rules/gate.ts";
import type { SubmissionKind } from "../rules/kinds.ts";
import { confirmationsSince, recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { derivedToken, hashToken } from "#app/platform/links/tokens.server.ts";
import { firstStage, hasStatusPage, STATUS_TOKEN_PURPOSE } from "#app/features/journey/request/public.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

export interface SubmissionRequest {
  kind: SubmissionKind;
  locale: Locale;
  /** The raw fields as sent (FormData entries or JSON `data`), honeypot and consent included. */
  fields: Record<string, unknown>;
  token: unknown;
  /** Optional beside the token, which carries the key: when sent, it must be the token's own. */
  idempotencyKey: unknown;
  /** The host the form was sent to: a token is valid only there. */
  host: string;
  /**
   * The listed dog the request names, as our dog list has it (matched by the caller); unset when
   * the name sent matched none. The status page shows only this (docs/product/journey.md#status-page).
   */
  dog?: { id: string; name: string } | null;
  /**
   * An adoption request sent while its dog was reserved (decided by the caller from the dog list and
   * our reservations): stored on the dog's waiting list (docs/product/journey.md#waiting-list).
   */
  waitlist?: boolean;
  /** A membership application's terms and how its membership is stored (set by the caller for "membership"). */
  membership?: MembershipIntake;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What a membership application needs beyond the shared path (docs/product/membership.md): the
 * settings' terms its schema checks, and the membership stored with the request in its transaction
 * (the account number sealed there, never in the request's data). Connected by app/services.server.ts.
 */
export interface MembershipIntake {
  terms: MembershipTerms;
  record(tx: Tx, application: { submissionId: string; locale: Locale; values: MembershipValues; now: Date }): Promise<void>;
}

/** The same settings as every form post's. */
export type SubmissionSettings = FormPostSettings;

export type SubmissionOutcome =
  /** Stored with its outbox rows (or found again under the same idempotency key). */
  | { status: "accepted"; id: string; duplicate: boolean }
  /** The shared schema found problems; nothing stored. */
  | { status: "invalid"; fieldErrors: FieldErrors }
  /** The time token is too old; nothing stored, the visitor sends again with a fresh one. */
  | { status: "expired"; message: string }
  /** Looks like a bot: stored and flagged (never delivered), refused with a message. */
  | { status: "spam"; reason: SpamReason; id: string; message: string; fieldErrors?: FieldErrors };

type Payload = Record<string, unknown>;

/**
 * The schema of each form whose payload is the send-form-email body (docs/product/forms.md#submission-and-delivery),
 * made for this moment (a flight sponsor's date is checked against today).
 */
const sendFormSchemas = {
  adoption: adoptionSchema,
  sponsorship: sponsorshipSchema,
  contact: contactSchema,
  foster_home: fosterSchema,
  flight_sponsor: flightSponsorSchema,
};

function validate(kind: SubmissionKind, locale: Locale, fields: Record<string, unknown>, now: Date, terms?: MembershipTerms):
  | { ok: true; payload: Payload; membership?: MembershipValues }
  | { ok: false; fieldErrors: FieldErrors } {
  if (kind === "membership") {
    const r = parseForm(membershipSchema(locale, now, terms), fields);
    if (!r.ok) return r;
    const { locale: _locale, ...payload } = toSubmitMembershipPayload(locale, r.value);
    return { ok: true, payload, membership: r.value };
  }
  const r = parseForm(sendFormSchemas[kind](locale, now), fields);
  return r.ok ? { ok: true, payload: { ...toSendFormEmailPayload(kind, locale, r.value).data } } : r;
}

export interface StoreLimits {
  recipient: string | null;
  confirmationsPerDay: number;
  now: Date;
}

async function store(
  db: Database,
  row: { kind: SubmissionKind; locale: Locale; data: Payload; idempotencyKey: string; spamReason: SpamReason | null; dog?: { id: string; name: string } | null; waitlist?: boolean },
  secret: string,
  limits?: StoreLimits,
  /** Stores what belongs to a new request in its transaction (a membership application's membership). */
  withRequest?: (tx: Tx, id: string) => Promise<void>,
): Promise<{ id: string; duplicate: boolean }> {
  // The id is made here so the status page's token (derived from it, decision 025) is stored with the row.
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({
        id,
        formType: row.kind,
        locale: row.locale,
        data: row.data,
        idempotencyKey: row.idempotencyKey,
        spam: row.spamReason !== null,
        spamReason: row.spamReason,
        status: firstStage(row.kind),
        statusTokenHash: hasStatusPage(row.kind) ? hashToken(derivedToken(secret, STATUS_TOKEN_PURPOSE, id)) : null,
        dogId: row.dog?.id ?? null,
        dogName: row.dog?.name ?? null,
        waitlist: row.kind === "adoption" && row.dog != null && row.waitlist === true,
      })
      .onConflictDoNothing({ target: [submissions.formType, submissions.idempotencyKey] })
      .returning({ id: submissions.id });
    const first = inserted[0];
    if (!first) {
      const [existing] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.formType, row.kind), eq(submissions.idempotencyKey, row.idempotencyKey)));
      if (!existing) throw new Error("submission vanished during idempotent insert");
      return { id: existing.id, duplicate: true };
    }
    if (withRequest) await withRequest(tx, first.id);
    if (row.spamReason === null) {
      await queueMail(tx, { submissionId: first.id, kind: "notification" });
      if (limits) await queueConfirmation(tx, first.id, limits);
    }
    return { id: first.id, duplicate: false };
  });
}

/**
 * Queues the confirmation of a submission, unless its address has had
 * `confirmationsPerDay` already in the last 24 hours (or has none).
 */
export async function queueConfirmation(tx: Pick<Database, "select" | "insert">, submissionId: string, limits: StoreLimits): Promise<void> {
  const recipient = limits.recipient;
  if (!recipient || (await confirmationsSince(tx, recipient, limits.now)) >= limits.confirmationsPerDay) return;
  await queueMail(tx, { submissionId, kind: "confirmation", recipientKey: recipient }, { once: true });
}

export async function submit(request: SubmissionRequest, settings: SubmissionSettings): Promise<SubmissionOutcome> {
  const { kind, locale } = request;
  const now = settings.now ?? new Date();
  const m = getMessages(locale);
  // Before anything looks at the fields or stores them, spam evidence included.
  const { fields, malformed } = normaliseFields(request.fields);

  const flag = async (reason: SpamReason, message: string, fieldErrors?: FieldErrors): Promise<SubmissionOutcome> => {
    // A fresh key: the visitor's own key stays free for a corrected, real submission.
    const { id } = await store(settings.db, {
      kind, locale, data: spamEvidence(fields), idempotencyKey: `spam-${randomUUID()}`, spamReason: reason,
    }, settings.secret);
    return { status: "spam", reason, id, message, ...(fieldErrors ? { fieldErrors } : {}) };
  };

  const token = checkFormToken(settings.secret, request.token, {
    now, maxAgeMs: settings.maxTokenAgeMs, host: request.host, idempotencyKey: request.idempotencyKey,
  });
  const gate = formGate(fields, malformed, token, m);
  if (!gate.passed) return gate.refusal.status === "spam" ? flag(gate.refusal.reason, gate.refusal.message) : gate.refusal;

  if (kind === "membership" && !request.membership) throw new Error("a membership application needs its intake");
  const result = validate(kind, locale, fields, now, request.membership?.terms);
  if (!result.ok) return { status: "invalid", fieldErrors: result.fieldErrors };

  if (gate.ageMs < settings.minFillMs) return flag("too_fast", m.guard.tooFast);
  const linked = nameFieldsWithLinks(fields);
  if (linked.length > 0) {
    return flag("links_in_name", m.guard.nameLinks, Object.fromEntries(linked.map((f) => [f, [m.guard.nameLinks]])));
  }

  const { id, duplicate } = await store(
    settings.db,
    { kind, locale, data: result.payload, idempotencyKey: gate.idempotencyKey, spamReason: null, dog: request.dog ?? null, waitlist: request.waitlist ?? false },
    settings.secret,
    { recipient: recipientKey(settings.secret, result.payload.email), confirmationsPerDay: settings.confirmationsPerAddressPerDay, now },
    result.membership && request.membership
      ? (tx, submissionId) => request.membership!.record(tx, { submissionId, locale, values: result.membership!, now })
      : undefined,
  );
  return { status: "accepted", id, duplicate };
}
