/**
 * The one path of a form post, for every form and both kinds of answer
 * (decision 008): method → guard (origin, rate limit, size, parsing:
 * http.server.ts) → the entry reads its fields → the entry's feature
 * receives them → the outcome becomes the answer, a page's action data (a
 * plain POST without JavaScript, or a fetcher) or JSON (the API). The forms'
 * pages and endpoints and the new-dog alerts' are entries; none writes its
 * own guard or answer.
 */
import { data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import type { FieldErrors } from "#app/platform/forms/rules/parse.ts";
import type { FormActionData, FormIntent } from "#app/platform/forms/rules/action-data.ts";
import { guardFormPost, refusalHeaders, type Body } from "./http.server.ts";

export type PostArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a feature made of a post. */
export type PostOutcome =
  | { status: "accepted"; id: string }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "spam"; message: string; fieldErrors?: FieldErrors }
  | { status: "expired"; message: string }
  /** A donation whose provider link is made, for the visitor to follow. */
  | { status: "ready"; url: string }
  /** Not stored (the database is out of reach): the visitor may send again. */
  | { status: "error"; message: string };

/** A post as its entry read it. */
export interface Posted {
  /** The language of the answer and of what is stored. */
  locale: Locale;
  /** The form (a page's hidden `intent`, or the form an endpoint names). */
  intent: FormIntent;
  /** The fields to check and store (without the token and key). */
  fields: Record<string, unknown>;
  /** What goes back into the form after a refusal: never the honeypot or the tokens. */
  keep: Record<string, string>;
  token: unknown;
  idempotencyKey: unknown;
  /** The host the post came to (a token is valid on its own host only). */
  host: string;
}

export interface FormEntry {
  /**
   * Reads the post out of the guarded body. Not a post of this entry's form: null (a bad request,
   * answered in the host's language) or the language to answer that in.
   */
  read(body: Body, request: Request, hostLocale: Locale): Posted | Locale | null;
  /** Checks, stores and queues it (the feature's own rules). */
  receive(context: Readonly<RouterContextProvider>, posted: Posted): Promise<PostOutcome>;
}

/** HTTP status per outcome: accepted or ready 200, refused or invalid 400, storage trouble 503. */
export function statusOf(outcome: { status: string }): number {
  if (outcome.status === "accepted" || outcome.status === "ready") return 200;
  if (outcome.status === "error") return 503;
  return 400;
}

/** This server's settings for a submission's checks (token age, fill time, confirmation limit). */
export function submissionSettings(context: Readonly<RouterContextProvider>) {
  const { db, env, forms } = context.get(servicesContext);
  return {
    db,
    secret: forms.secret,
    minFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    maxTokenAgeMs: env.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000,
    confirmationsPerAddressPerDay: env.CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  };
}

/** The fields of a page post (form-encoded, or a JSON object's strings). */
export function formFields(body: Body): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body.type === "form") Object.assign(fields, body.value);
  else if (typeof body.value === "object" && body.value !== null) {
    for (const [key, value] of Object.entries(body.value)) if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

/** A page post's fields split into what is checked, what is kept for the form, and the token and key. */
export function pagePosted(fields: Record<string, string>, locale: Locale, intent: FormIntent, host: string): Posted {
  const { website, formToken, idempotencyKey, intent: _intent, ...rest } = fields;
  return {
    locale,
    intent,
    // The honeypot is passed on only when it was sent: a missing key is refused like a filled one.
    fields: website === undefined ? rest : { ...rest, website },
    keep: rest,
    token: formToken,
    idempotencyKey,
    host,
  };
}

type Stage = { refused: { status: number; message: string; headers?: Record<string, string> } } | { posted: Posted; outcome: PostOutcome };

async function run({ request, context }: PostArgs, entry: FormEntry, locale: Locale): Promise<Stage> {
  const guarded = await guardFormPost(context, request, locale);
  if (!guarded.ok) return { refused: { status: guarded.status, message: guarded.error, headers: refusalHeaders(guarded) } };
  const posted = entry.read(guarded.body, request, locale);
  if (posted === null || typeof posted === "string") return { refused: { status: 400, message: getMessages(posted ?? locale).guard.badRequest } };
  return { posted, outcome: await entry.receive(context, posted) };
}

/** A page's action: the answer is the form's action data (a refusal before its form is known has no intent). */
export async function pagePost(args: PostArgs, entry: FormEntry) {
  const { locale } = args.context.get(localeContext);
  // Forms post; React Router would hand a PUT or DELETE to the action as well.
  if (args.request.method !== "POST") {
    return data<FormActionData>(
      { intent: null, status: "refused", message: getMessages(locale).guard.badRequest },
      { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    );
  }
  const stage = await run(args, entry, locale);
  if ("refused" in stage) {
    return data<FormActionData>({ intent: null, status: "refused", message: stage.refused.message }, { status: stage.refused.status, headers: stage.refused.headers });
  }
  const { posted, outcome } = stage;
  const intent = posted.intent;
  const values = posted.keep;
  const status = statusOf(outcome);
  switch (outcome.status) {
    case "accepted":
      return data<FormActionData>({ intent, status: "accepted", id: outcome.id }, { status });
    case "ready":
      return data<FormActionData>({ intent, status: "ready", url: outcome.url, values }, { status });
    case "invalid":
      return data<FormActionData>({ intent, status: "invalid", fieldErrors: outcome.fieldErrors, values }, { status });
    case "spam":
      return data<FormActionData>({ intent, status: "refused", message: outcome.message, fieldErrors: outcome.fieldErrors, values }, { status });
    case "expired":
      return data<FormActionData>({ intent, status: "refused", message: outcome.message, values }, { status });
    case "error":
      return data<FormActionData>({ intent, status: "error", message: outcome.message, values }, { status });
  }
}

function json(body: unknown, status: number, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** GET (or any method but POST) on a POST-only endpoint. */
export function methodNotAllowed(): Response {
  return json({ error: "Method not allowed", fieldErrors: {} }, 405, { Allow: "POST" });
}

/** A JSON endpoint: `{ok: true, id}` or `{error, fieldErrors}` (and `expired: true` for an old token). */
export async function jsonPost(args: PostArgs, entry: FormEntry): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed();
  const hostLocale = args.context.get(localeContext).locale;
  const stage = await run(args, entry, hostLocale);
  if ("refused" in stage) return json({ error: stage.refused.message, fieldErrors: {} }, stage.refused.status, stage.refused.headers);
  const { posted, outcome } = stage;
  const status = statusOf(outcome);
  switch (outcome.status) {
    case "accepted":
      return json({ ok: true, id: outcome.id }, status);
    case "ready":
      return json({ ok: true, url: outcome.url }, status);
    case "invalid":
      return json({ error: getMessages(posted.locale).ui.errorSummary, fieldErrors: outcome.fieldErrors }, status);
    case "spam":
      return json({ error: outcome.message, fieldErrors: outcome.fieldErrors ?? {} }, status);
    case "expired":
      return json({ error: outcome.message, fieldErrors: {}, expired: true }, status);
    case "error":
      return json({ error: outcome.message, fieldErrors: {} }, status);
  }
}
