/**
 * The HTTP side of new-dog alerts: the subscription form's page action (a
 * plain POST without JavaScript) and its JSON endpoint (with JavaScript),
 * both entries of the one form-post path (app/platform/forms/server/post.server.ts),
 * and the confirmation and unsubscribe posts.
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { isLocale } from "#app/platform/i18n/locale.ts";
import { guardFormPost, refusalHeaders } from "#app/platform/forms/server/http.server.ts";
import { jsonPost, pagePost, pagePosted, submissionSettings, type FormEntry, type PostOutcome, type Posted } from "#app/platform/forms/server/post.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { requestAlerts } from "./subscribe.server.ts";
import { confirmSubscription, unsubscribe } from "./store.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function receive(context: Readonly<RouterContextProvider>, posted: Posted): Promise<PostOutcome> {
  const services = context.get(servicesContext);
  const { logger } = services;
  try {
    const outcome = await requestAlerts(posted, submissionSettings(context));
    if (outcome.status === "accepted") {
      logger.info({ event: "dog_alert_requested", subscriptionId: outcome.id, duplicate: outcome.duplicate, confirmationQueued: outcome.confirmationQueued }, "dog alert request stored");
    } else if (outcome.status === "spam") {
      logger.warn({ event: "dog_alert_refused", reason: outcome.reason }, "dog alert request refused as suspected spam");
    } else if (outcome.status === "invalid") {
      logger.info({ event: "dog_alert_invalid", fields: Object.keys(outcome.fieldErrors) }, "dog alert request with field errors");
    }
    return outcome;
  } catch (error) {
    logger.error({ event: "dog_alert_not_stored", error: errorCode(error) }, "dog alert request could not be stored");
    return { status: "error", message: getMessages(posted.locale).guard.unavailable };
  }
}

/** The subscription form's entry of the one form-post path: a page post (its hidden `intent`) or JSON. */
const pageEntry: FormEntry = {
  read(body, request, locale) {
    if (body.type !== "form" || body.value.intent !== "dog_alert") return null;
    return pagePosted({ ...body.value }, locale, "dog_alert", new URL(request.url).host);
  },
  receive,
};

const jsonEntry: FormEntry = {
  read(body, request, hostLocale) {
    const value = body.value;
    if (body.type !== "json" || typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const { locale: sentLocale, token, idempotencyKey, ...fields } = value as Record<string, unknown>;
    return {
      locale: isLocale(sentLocale) ? sentLocale : hostLocale,
      intent: "dog_alert",
      fields,
      keep: {},
      token: token ?? request.headers.get("x-form-token"),
      idempotencyKey: idempotencyKey ?? request.headers.get("idempotency-key"),
      host: new URL(request.url).host,
    };
  },
  receive,
};

/** The subscription page's action: the post of the form without JavaScript. */
export function dogAlertPageAction(args: Args) {
  return pagePost(args, pageEntry);
}

/**
 * POST /api/dog-alerts {email, typeAdoption, …, frequency, privacyAccepted,
 * website, locale, token, idempotencyKey}: answers like the forms' endpoints.
 */
export function dogAlertApiAction(args: Args) {
  return jsonPost(args, jsonEntry);
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
