/**
 * The one server-side path of every form submission (page actions and JSON
 * endpoints alike): spam checks, validation with the shared schemas, and the
 * submission with its outbox rows written in one transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Locale } from "#app/i18n/locale.ts";
import type { Database } from "#app/db/client.server.ts";
import { outbox, submissions } from "#app/db/schema.ts";
import {
  adoptionSchema, contactSchema, fosterSchema, getMessages, membershipSchema, parseForm, sponsorshipSchema,
  toSendFormEmailPayload, toSubmitMembershipPayload, type FieldErrors,
} from "#app/domain/forms/index.ts";
import { checkFormToken } from "./token.server.ts";
import { honeypotVerdict, nameFieldsWithLinks, spamEvidence, type SpamReason } from "./spam.ts";
import { isIdempotencyKey, type SubmissionKind } from "./kinds.ts";

export interface SubmissionRequest {
  kind: SubmissionKind;
  locale: Locale;
  /** The raw fields as sent (FormData entries or JSON `data`), honeypot and consent included. */
  fields: Record<string, unknown>;
  token: unknown;
  idempotencyKey: unknown;
}

export interface SubmissionSettings {
  db: Database;
  secret: string;
  minFillMs: number;
  maxTokenAgeMs: number;
  now?: Date;
}

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

function validate(kind: SubmissionKind, locale: Locale, fields: Record<string, unknown>, now: Date):
  | { ok: true; payload: Payload }
  | { ok: false; fieldErrors: FieldErrors } {
  switch (kind) {
    case "adoption": {
      const r = parseForm(adoptionSchema(locale), fields);
      return r.ok ? { ok: true, payload: { ...toSendFormEmailPayload(kind, locale, r.value).data } } : r;
    }
    case "sponsorship": {
      const r = parseForm(sponsorshipSchema(locale), fields);
      return r.ok ? { ok: true, payload: { ...toSendFormEmailPayload(kind, locale, r.value).data } } : r;
    }
    case "contact": {
      const r = parseForm(contactSchema(locale), fields);
      return r.ok ? { ok: true, payload: { ...toSendFormEmailPayload(kind, locale, r.value).data } } : r;
    }
    case "foster_home": {
      const r = parseForm(fosterSchema(locale), fields);
      return r.ok ? { ok: true, payload: { ...toSendFormEmailPayload(kind, locale, r.value).data } } : r;
    }
    case "membership": {
      const r = parseForm(membershipSchema(locale, now), fields);
      if (!r.ok) return r;
      const { locale: _locale, ...payload } = toSubmitMembershipPayload(locale, r.value);
      return { ok: true, payload };
    }
  }
}

async function store(
  db: Database,
  row: { kind: SubmissionKind; locale: Locale; data: Payload; idempotencyKey: string; spamReason: SpamReason | null },
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({
        formType: row.kind,
        locale: row.locale,
        data: row.data,
        idempotencyKey: row.idempotencyKey,
        spam: row.spamReason !== null,
        spamReason: row.spamReason,
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
    if (row.spamReason === null) {
      await tx.insert(outbox).values([
        { submissionId: first.id, kind: "notification" },
        { submissionId: first.id, kind: "confirmation" },
      ]);
    }
    return { id: first.id, duplicate: false };
  });
}

export async function submit(request: SubmissionRequest, settings: SubmissionSettings): Promise<SubmissionOutcome> {
  const { kind, locale, fields } = request;
  const now = settings.now ?? new Date();
  const m = getMessages(locale);
  const idempotencyKey = isIdempotencyKey(request.idempotencyKey) ? request.idempotencyKey : randomUUID();

  const flag = async (reason: SpamReason, message: string, fieldErrors?: FieldErrors): Promise<SubmissionOutcome> => {
    // A fresh key: the visitor's own key stays free for a corrected, real submission.
    const { id } = await store(settings.db, {
      kind, locale, data: spamEvidence(fields), idempotencyKey: `spam-${randomUUID()}`, spamReason: reason,
    });
    return { status: "spam", reason, id, message, ...(fieldErrors ? { fieldErrors } : {}) };
  };

  const honeypot = honeypotVerdict(fields);
  if (honeypot) return flag(honeypot, m.status.honeypotBlocked);

  const token = checkFormToken(settings.secret, request.token, { now, maxAgeMs: settings.maxTokenAgeMs });
  if (!token.ok && token.reason === "expired") return { status: "expired", message: m.guard.tokenExpired };
  if (!token.ok) return flag(token.reason === "missing" ? "token_missing" : "token_invalid", m.status.honeypotBlocked);

  const result = validate(kind, locale, fields, now);
  if (!result.ok) return { status: "invalid", fieldErrors: result.fieldErrors };

  if (token.ageMs < settings.minFillMs) return flag("too_fast", m.guard.tooFast);
  const linked = nameFieldsWithLinks(fields);
  if (linked.length > 0) {
    return flag("links_in_name", m.guard.nameLinks, Object.fromEntries(linked.map((f) => [f, [m.guard.nameLinks]])));
  }

  const { id, duplicate } = await store(settings.db, {
    kind, locale, data: result.payload, idempotencyKey, spamReason: null,
  });
  return { status: "accepted", id, duplicate };
}
