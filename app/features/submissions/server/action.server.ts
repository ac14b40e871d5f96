/**
 * The action of every page with a form. The hidden field `intent` names the
 * form; each page lists the intents it accepts. Works for plain HTML posts
 * (no JavaScript) and for fetcher submissions alike.
 */
import { data, type RouterContextProvider } from "react-router";
import { localeContext, organisationContext } from "#app/platform/context.ts";
import { donationSchema, getMessages, parseForm } from "#app/features/submissions/rules/index.ts";
import { guardFormPost, refusalHeaders } from "../../../platform/forms/server/http.server.ts";
import { receiveSubmission, statusOf } from "./receive.server.ts";
import { paypalMeUrl } from "../rules/donation-link.ts";
import type { FormActionData, FormIntent } from "../../../platform/forms/rules/action-data.ts";

export type { FormActionData, FormIntent } from "../../../platform/forms/rules/action-data.ts";

/** What goes back into the form after a refusal: everything but the honeypot and the tokens. */
function valuesToKeep(fields: Record<string, string>): Record<string, string> {
  const { website: _w, formToken: _t, idempotencyKey: _k, intent: _i, ...rest } = fields;
  return rest;
}

export async function formAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  accepts: readonly FormIntent[],
) {
  const { locale } = context.get(localeContext);
  // Forms post; React Router would hand a PUT or DELETE to the action as well.
  if (request.method !== "POST") {
    return data<FormActionData>(
      { intent: null, status: "refused", message: getMessages(locale).guard.badRequest },
      { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    );
  }
  const guarded = await guardFormPost(context, request, locale);
  if (!guarded.ok) {
    return data<FormActionData>(
      { intent: null, status: "refused", message: guarded.error },
      { status: guarded.status, headers: refusalHeaders(guarded) },
    );
  }
  const fields: Record<string, string> = {};
  if (guarded.body.type === "form") Object.assign(fields, guarded.body.value);
  else if (typeof guarded.body.value === "object" && guarded.body.value !== null) {
    for (const [key, value] of Object.entries(guarded.body.value)) if (typeof value === "string") fields[key] = value;
  }
  const intent = fields.intent as FormIntent | undefined;
  // New-dog alert requests have their own action (app/features/dog-alerts/server/action.server.ts).
  if (!intent || !accepts.includes(intent) || intent === "dog_alert") {
    return data<FormActionData>(
      { intent: null, status: "refused", message: getMessages(locale).guard.badRequest },
      { status: 400 },
    );
  }

  // Amount pickers post a preset (`amount`) and a free field (`customAmount`): a filled free field is the
  // amount, whichever preset is still chosen (the page shows no preset as chosen then), and is checked
  // like any amount, so 5 € typed after choosing 30 € is a message under the field, never 30 € sent.
  const customAmount = fields.customAmount?.trim() ?? "";
  delete fields.customAmount;
  if (customAmount !== "") fields.amount = customAmount;

  if (intent === "donation") {
    const parsed = parseForm(donationSchema(locale), { ...fields, method: fields.method ?? "paypal" });
    if (!parsed.ok) {
      return data<FormActionData>(
        { intent, status: "invalid", fieldErrors: parsed.fieldErrors, values: valuesToKeep(fields) },
        { status: 400 },
      );
    }
    // No redirect: a form's navigation may not leave for another site under our CSP (form-action 'self'),
    // so the page comes back with the provider's link for the visitor to follow (with JavaScript the
    // donation box is that link from the start).
    return data<FormActionData>({
      intent,
      status: "ready",
      url: paypalMeUrl(context.get(organisationContext)[locale].bank.paypalMe, parsed.value.amount),
      values: valuesToKeep(fields),
    });
  }

  const { website, formToken, idempotencyKey, intent: _intent, ...rest } = fields;
  const received = await receiveSubmission(context, {
    kind: intent,
    locale,
    // The honeypot is passed on only when it was sent: a missing key is refused like a filled one.
    fields: website === undefined ? rest : { ...rest, website },
    token: formToken,
    idempotencyKey,
    host: new URL(request.url).host,
  });
  const status = statusOf(received);
  switch (received.status) {
    case "accepted":
      return data<FormActionData>({ intent, status: "accepted", id: received.id }, { status });
    case "invalid":
      return data<FormActionData>(
        { intent, status: "invalid", fieldErrors: received.fieldErrors, values: valuesToKeep(fields) },
        { status },
      );
    case "spam":
      return data<FormActionData>(
        { intent, status: "refused", message: received.message, fieldErrors: received.fieldErrors, values: valuesToKeep(fields) },
        { status },
      );
    case "expired":
      return data<FormActionData>({ intent, status: "refused", message: received.message, values: valuesToKeep(fields) }, { status });
    case "error":
      return data<FormActionData>({ intent, status: "error", message: received.message, values: valuesToKeep(fields) }, { status });
  }
}
