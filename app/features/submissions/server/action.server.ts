/**
 * The action of every page with one of the association's forms, and the
 * JSON endpoints (docs/product/forms.md#json-endpoints), as entries of the
 * one form-post path (app/platform/forms/server/post.server.ts). The hidden
 * field `intent` names a page's form; each page lists the intents it accepts.
 */
import type { RouterContextProvider } from "react-router";
import { organisationContext, servicesContext } from "#app/platform/context.ts";
import { isLocale, type Locale } from "#app/platform/i18n/locale.ts";
import type { FormIntent } from "#app/platform/forms/rules/action-data.ts";
import { formFields, jsonPost, pagePost, pagePosted, type FormEntry, type PostArgs, type PostOutcome, type Posted } from "#app/platform/forms/server/post.server.ts";
import { formFacts } from "#app/platform/forms/server/token.server.ts";
import { donationSchema, isFormType, parseForm } from "../../../platform/forms/rules/index.ts";
import { paypalMeUrl } from "../rules/donation-link.ts";
import type { SubmissionKind } from "../rules/kinds.ts";
import { receiveSubmission } from "./receive.server.ts";

export type { FormActionData, FormIntent } from "#app/platform/forms/rules/action-data.ts";

/** A donation is not stored: its provider's link is made for the visitor to follow. */
function donationOutcome(context: Readonly<RouterContextProvider>, posted: Posted): PostOutcome {
  const parsed = parseForm(donationSchema(posted.locale), { ...posted.fields, method: posted.fields.method ?? "paypal" });
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
  // No redirect: a form's navigation may not leave for another site under our CSP (form-action 'self'),
  // so the page comes back with the provider's link for the visitor to follow (with JavaScript the
  // donation box is that link from the start).
  return { status: "ready", url: paypalMeUrl(context.get(organisationContext)[posted.locale].bank.paypalMe, parsed.value.amount) };
}

function receive(context: Readonly<RouterContextProvider>, posted: Posted): Promise<PostOutcome> {
  return receiveSubmission(context, {
    kind: posted.intent as SubmissionKind,
    locale: posted.locale,
    fields: posted.fields,
    token: posted.token,
    idempotencyKey: posted.idempotencyKey,
    host: posted.host,
  });
}

function pageEntry(accepts: readonly FormIntent[]): FormEntry {
  return {
    read(body, request, locale) {
      const fields = formFields(body);
      const intent = fields.intent as FormIntent | undefined;
      // New-dog alert requests have their own entry (app/features/dog-alerts/server/action.server.ts).
      if (!intent || !accepts.includes(intent) || intent === "dog_alert") return null;
      // Amount pickers post a preset (`amount`) and a free field (`customAmount`): a filled free field is the
      // amount, whichever preset is still chosen (the page shows no preset as chosen then), and is checked
      // like any amount, so 5 € typed after choosing 30 € is a message under the field, never 30 € sent.
      const customAmount = fields.customAmount?.trim() ?? "";
      delete fields.customAmount;
      if (customAmount !== "") fields.amount = customAmount;
      return pagePosted(fields, locale, intent, new URL(request.url).host);
    },
    receive: (context, posted) => (posted.intent === "donation" ? Promise.resolve(donationOutcome(context, posted)) : receive(context, posted)),
  };
}

/** The action of a page with forms: plain HTML posts (no JavaScript) and fetcher submissions alike. */
export function formAction(args: PostArgs, accepts: readonly FormIntent[]) {
  return pagePost(args, pageEntry(accepts));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An endpoint's entry: the form and its fields picked out of the JSON object by `pick`. */
function jsonEntry(pick: (body: Record<string, unknown>) => { kind: SubmissionKind; fields: Record<string, unknown> } | null): FormEntry {
  return {
    read(body, request, hostLocale) {
      const value = body.value;
      if (!isRecord(value)) return null;
      const locale: Locale = isLocale(value.locale) ? value.locale : hostLocale;
      const picked = pick(value);
      if (!picked) return locale;
      return {
        locale,
        intent: picked.kind,
        fields: picked.fields,
        keep: {},
        token: value.token ?? request.headers.get("x-form-token"),
        idempotencyKey: value.idempotencyKey ?? request.headers.get("idempotency-key"),
        host: new URL(request.url).host,
      };
    },
    receive,
  };
}

/** POST /api/send-form-email {formType, locale, data, token, idempotencyKey}. */
export function sendFormEmailAction(args: PostArgs) {
  return jsonPost(
    args,
    jsonEntry((body) => (isFormType(body.formType) && isRecord(body.data) ? { kind: body.formType, fields: body.data } : null)),
  );
}

/** POST /api/submit-membership {...membership fields, locale, token, idempotencyKey}. */
export function submitMembershipAction(args: PostArgs) {
  return jsonPost(
    args,
    jsonEntry((body) => {
      const { locale: _l, token: _t, idempotencyKey: _k, ...fields } = body;
      return { kind: "membership", fields };
    }),
  );
}

/** GET /api/form-token: a fresh token for one submission on this host, and the idempotency key it carries. */
export function formTokenLoader({ context, request }: PostArgs) {
  const { forms } = context.get(servicesContext);
  const { token, key } = formFacts(forms.secret, new URL(request.url).host);
  return Response.json({ token, idempotencyKey: key }, { headers: { "Cache-Control": "no-store" } });
}
