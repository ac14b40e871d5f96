/**
 * A request for new-dog alerts (docs/product/dog-alerts.md#the-form), from a
 * page post or the JSON endpoint: the forms' checks in the forms' order
 * (honeypot, token, validation, fill time), then the request and its
 * confirmation e-mail stored in one transaction. Bots are refused and
 * nothing of theirs is kept: a request holds an address, and an address a
 * bot typed is not one we may keep.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { parseForm, type FieldErrors } from "#app/platform/forms/rules/parse.ts";
import { dogAlertSchema } from "../rules/form.ts";
import { normaliseFields } from "#app/platform/forms/rules/text.ts";
import { checkFormToken } from "#app/platform/forms/server/token.server.ts";
import type { SpamReason } from "#app/platform/forms/rules/spam.ts";
import { formGate, type FormPostSettings } from "#app/platform/forms/rules/gate.ts";
import { recipientKey } from "#app/platform/mail/confirmations.server.ts";
import { storeRequest } from "./store.server.ts";

export interface AlertRequest {
  locale: Locale;
  fields: Record<string, unknown>;
  token: unknown;
  idempotencyKey: unknown;
  host: string;
}

/** The same settings as every form post's. */
export type AlertSettings = FormPostSettings;

export type AlertOutcome =
  | { status: "accepted"; id: string; duplicate: boolean; confirmationQueued: boolean }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "expired"; message: string }
  | { status: "spam"; reason: SpamReason; message: string };

export async function requestAlerts(request: AlertRequest, settings: AlertSettings): Promise<AlertOutcome> {
  const now = settings.now ?? new Date();
  const m = getMessages(request.locale);
  const { fields, malformed } = normaliseFields(request.fields);

  const token = checkFormToken(settings.secret, request.token, {
    now, maxAgeMs: settings.maxTokenAgeMs, host: request.host, idempotencyKey: request.idempotencyKey,
  });
  const gate = formGate(fields, malformed, token, m);
  if (!gate.passed) return gate.refusal;
  const parsed = parseForm(dogAlertSchema(request.locale), fields);
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
  if (gate.ageMs < settings.minFillMs) return { status: "spam", reason: "too_fast", message: m.guard.tooFast };

  const stored = await storeRequest(
    settings.db,
    settings.secret,
    {
      ...parsed.value,
      locale: request.locale,
      idempotencyKey: gate.idempotencyKey,
      emailKey: recipientKey(settings.secret, parsed.value.email)!,
    },
    { confirmationsPerDay: settings.confirmationsPerAddressPerDay, now },
  );
  return { status: "accepted", ...stored };
}
