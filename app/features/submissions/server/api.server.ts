/**
 * JSON endpoints mirroring the calls of docs/product/forms.md#json-endpoints for any client:
 * POST /api/send-form-email {formType, locale, data, token, idempotencyKey}
 * POST /api/submit-membership {...membership fields, locale, token, idempotencyKey}
 * Both answer {ok: true, id} or {error, fieldErrors}. The time token comes
 * from GET /api/form-token (or the X-Form-Token header); the idempotency key
 * may also come as the Idempotency-Key header.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { isLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { getMessages, isFormType } from "#app/features/submissions/rules/index.ts";
import { guardFormPost, refusalHeaders } from "../../../platform/forms/server/http.server.ts";
import { receiveSubmission, statusOf } from "./receive.server.ts";
import { formFacts } from "../../../platform/forms/server/token.server.ts";
import type { SubmissionKind } from "../rules/kinds.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const noStore = { "Cache-Control": "no-store" };

function json(body: unknown, status: number, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function handle(args: Args, pick: (body: Record<string, unknown>) => { kind: SubmissionKind; fields: Record<string, unknown> } | null) {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed();
  const hostLocale = context.get(localeContext).locale;
  const guarded = await guardFormPost(context, request, hostLocale);
  if (!guarded.ok) {
    return json({ error: guarded.error, fieldErrors: {} }, guarded.status, refusalHeaders(guarded));
  }
  const body = guarded.body.value;
  const bad = getMessages(hostLocale).guard.badRequest;
  if (!isRecord(body)) return json({ error: bad, fieldErrors: {} }, 400);
  const locale: Locale = isLocale(body.locale) ? body.locale : hostLocale;
  const picked = pick(body);
  if (!picked) return json({ error: getMessages(locale).guard.badRequest, fieldErrors: {} }, 400);

  const received = await receiveSubmission(context, {
    kind: picked.kind,
    locale,
    fields: picked.fields,
    token: body.token ?? request.headers.get("x-form-token"),
    idempotencyKey: body.idempotencyKey ?? request.headers.get("idempotency-key"),
    host: new URL(request.url).host,
  });
  const status = statusOf(received);
  switch (received.status) {
    case "accepted":
      return json({ ok: true, id: received.id }, status);
    case "invalid":
      return json({ error: getMessages(locale).ui.errorSummary, fieldErrors: received.fieldErrors }, status);
    case "spam":
      return json({ error: received.message, fieldErrors: received.fieldErrors ?? {} }, status);
    case "expired":
      return json({ error: received.message, fieldErrors: {}, expired: true }, status);
    case "error":
      return json({ error: received.message, fieldErrors: {} }, status);
  }
}

export function sendFormEmailAction(args: Args) {
  return handle(args, (body) => {
    if (!isFormType(body.formType) || !isRecord(body.data)) return null;
    return { kind: body.formType, fields: body.data };
  });
}

export function submitMembershipAction(args: Args) {
  return handle(args, (body) => {
    const { locale: _l, token: _t, idempotencyKey: _k, ...fields } = body;
    return { kind: "membership", fields };
  });
}

/** A fresh token for one submission on this host, and the idempotency key it carries. */
export function formTokenLoader({ context, request }: Args) {
  const { forms } = context.get(servicesContext);
  const { token, key } = formFacts(forms.secret, new URL(request.url).host);
  return json({ token, idempotencyKey: key }, 200);
}

/** GET on a POST-only endpoint. */
export function methodNotAllowed() {
  return json({ error: "Method not allowed", fieldErrors: {} }, 405, { Allow: "POST" });
}
