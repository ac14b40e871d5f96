/**
 * The HTTP side of new-dog alerts: the subscription form's page action (a
 * plain POST without JavaScript) and its JSON endpoint (with JavaScript),
 * both through the forms' guard (origin, rate limit, size), and the
 * confirmation and unsubscribe posts.
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { getMessages } from "#app/features/submissions/rules/index.ts";
import { isLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { guardFormPost, refusalHeaders } from "#app/platform/forms/server/http.server.ts";
import { methodNotAllowed } from "#app/features/submissions/server/api.server.ts";
import { statusOf, submissionSettings } from "#app/features/submissions/server/receive.server.ts";
import type { FormActionData } from "#app/platform/forms/rules/action-data.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { requestAlerts, type AlertOutcome } from "./subscribe.server.ts";
import { confirmSubscription, unsubscribe } from "./store.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function receive(
  context: Readonly<RouterContextProvider>,
  request: { locale: Locale; fields: Record<string, unknown>; token: unknown; idempotencyKey: unknown; host: string },
): Promise<AlertOutcome | { status: "error"; message: string }> {
  const services = context.get(servicesContext);
  const { logger } = services;
  try {
    const outcome = await requestAlerts(request, submissionSettings(context));
    if (outcome.status === "accepted") {
      logger.info({ event: "dog_alert_requested", subscriptionId: outcome.id, duplicate: outcome.duplicate, confirmationQueued: outcome.confirmationQueued }, "dog alert request stored");
      if (outcome.confirmationQueued) services.forms.outbox.kick();
    } else if (outcome.status === "spam") {
      logger.warn({ event: "dog_alert_refused", reason: outcome.reason }, "dog alert request refused as suspected spam");
    } else if (outcome.status === "invalid") {
      logger.info({ event: "dog_alert_invalid", fields: Object.keys(outcome.fieldErrors) }, "dog alert request with field errors");
    }
    return outcome;
  } catch (error) {
    logger.error({ event: "dog_alert_not_stored", error: errorCode(error) }, "dog alert request could not be stored");
    return { status: "error", message: getMessages(request.locale).guard.unavailable };
  }
}

/** The subscription page's action: the post of the form without JavaScript. */
export async function dogAlertPageAction({ request, context }: Args) {
  const { locale } = context.get(localeContext);
  const intent = "dog_alert" as const;
  if (request.method !== "POST") {
    return data<FormActionData>(
      { intent: null, status: "refused", message: getMessages(locale).guard.badRequest },
      { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    );
  }
  const guarded = await guardFormPost(context, request, locale);
  if (!guarded.ok) {
    return data<FormActionData>({ intent: null, status: "refused", message: guarded.error }, { status: guarded.status, headers: refusalHeaders(guarded) });
  }
  const fields: Record<string, string> = {};
  if (guarded.body.type === "form") Object.assign(fields, guarded.body.value);
  if (fields.intent !== intent) {
    return data<FormActionData>({ intent: null, status: "refused", message: getMessages(locale).guard.badRequest }, { status: 400 });
  }
  const { website, formToken, idempotencyKey, intent: _intent, ...rest } = fields;
  const outcome = await receive(context, {
    locale,
    fields: website === undefined ? rest : { ...rest, website },
    token: formToken,
    idempotencyKey,
    host: new URL(request.url).host,
  });
  const status = statusOf(outcome);
  switch (outcome.status) {
    case "accepted":
      return data<FormActionData>({ intent, status: "accepted", id: outcome.id }, { status });
    case "invalid":
      return data<FormActionData>({ intent, status: "invalid", fieldErrors: outcome.fieldErrors, values: rest }, { status });
    case "spam":
    case "expired":
      return data<FormActionData>({ intent, status: "refused", message: outcome.message, values: rest }, { status });
    case "error":
      return data<FormActionData>({ intent, status: "error", message: outcome.message, values: rest }, { status });
  }
}

function json(body: unknown, status: number, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * POST /api/dog-alerts {email, typeAdoption, …, frequency, privacyAccepted,
 * website, locale, token, idempotencyKey}: answers like the forms' endpoints.
 */
export async function dogAlertApiAction({ request, context }: Args) {
  if (request.method !== "POST") return methodNotAllowed();
  const hostLocale = context.get(localeContext).locale;
  const guarded = await guardFormPost(context, request, hostLocale);
  if (!guarded.ok) return json({ error: guarded.error, fieldErrors: {} }, guarded.status, refusalHeaders(guarded));
  const body = guarded.body.value;
  if (guarded.body.type !== "json" || typeof body !== "object" || body === null || Array.isArray(body)) {
    return json({ error: getMessages(hostLocale).guard.badRequest, fieldErrors: {} }, 400);
  }
  const { locale: sentLocale, token, idempotencyKey, ...fields } = body as Record<string, unknown>;
  const locale: Locale = isLocale(sentLocale) ? sentLocale : hostLocale;
  const outcome = await receive(context, {
    locale,
    fields,
    token: token ?? request.headers.get("x-form-token"),
    idempotencyKey: idempotencyKey ?? request.headers.get("idempotency-key"),
    host: new URL(request.url).host,
  });
  const status = statusOf(outcome);
  switch (outcome.status) {
    case "accepted":
      return json({ ok: true, id: outcome.id }, status);
    case "invalid":
      return json({ error: getMessages(locale).ui.errorSummary, fieldErrors: outcome.fieldErrors }, status);
    case "spam":
      return json({ error: outcome.message, fieldErrors: {} }, status);
    case "expired":
      return json({ error: outcome.message, fieldErrors: {}, expired: true }, status);
    case "error":
      return json({ error: outcome.message, fieldErrors: {} }, status);
  }
}

export type LinkActionData = { done: boolean; refused?: string };

/**
 * Set by the link action for the loaders that run after it in the same
 * request: the page then answers with the action's status (a link used up by
 * this very post is not a 404).
 */
export const linkPostedContext = createContext<boolean>(false);

/**
 * The button of a confirmation or unsubscribe page, and the one-click
 * unsubscribe of RFC 8058 (a POST of `List-Unsubscribe=One-Click` from the
 * mail provider, which sends no Origin and can carry no form token: the
 * token in the address is the proof). GET never changes anything.
 */
export async function linkAction({ request, context }: Args, what: "confirm" | "unsubscribe", token: string | undefined) {
  const { locale } = context.get(localeContext);
  if (request.method !== "POST") {
    return data<LinkActionData>({ done: false, refused: getMessages(locale).guard.badRequest }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  const guarded = await guardFormPost(context, request, locale);
  if (!guarded.ok) {
    return data<LinkActionData>({ done: false, refused: guarded.error }, { status: guarded.status, headers: refusalHeaders(guarded) });
  }
  const services = context.get(servicesContext);
  (context as RouterContextProvider).set(linkPostedContext, true);
  try {
    const done = what === "confirm" ? await confirmSubscription(services.db, token) : await unsubscribe(services.db, token);
    services.logger.info({ event: what === "confirm" ? "dog_alert_confirmed" : "dog_alert_unsubscribed", done }, `dog alert ${what}`);
    // Unsubscribing is idempotent: a link whose subscription is gone is answered as done.
    if (what === "unsubscribe") return data<LinkActionData>({ done: true }, { headers: { "Cache-Control": "no-store" } });
    return data<LinkActionData>({ done }, { status: done ? 200 : 404, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    services.logger.error({ event: `dog_alert_${what}_failed`, error: errorCode(error) }, `dog alert ${what} failed`);
    return data<LinkActionData>({ done: false, refused: getMessages(locale).guard.unavailable }, { status: 503 });
  }
}
