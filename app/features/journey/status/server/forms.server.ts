/**
 * The applicant's pages take their posts through the platform's page-form kit
 * (app/platform/forms/server/page-form.server.ts, decision 037) with these pages' messages.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext } from "#app/platform/context.ts";
import { intentsFor, type IntentTable } from "#app/platform/forms/server/intents.server.ts";
import { pageRefusal, takePageForm, type PageFormOptions } from "#app/platform/forms/server/page-form.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { journeyCopy } from "#app/features/journey/request/public.ts";
import { contractCopy } from "#app/features/journey/contract/public.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";

function messagesOf(locale: Locale) {
  return {
    statusPage: journeyCopy[locale].statusPage,
    linkPage: journeyCopy[locale].linkPage,
    contract: contractCopy[locale],
    news: happyEndCopy[locale].news,
    guard: getMessages(locale).guard,
  };
}

/** What the applicant's pages' schemas say, per language (one object each: the kit makes a schema once per catalogue). */
export const statusFormMessages: Record<Locale, ReturnType<typeof messagesOf>> = { de: messagesOf("de"), es: messagesOf("es") };
export type StatusFormMessages = (typeof statusFormMessages)[Locale];

/** The helper an applicant's page declares its intents with. */
export function statusIntents<Ctx>() {
  return intentsFor<Ctx, StatusFormMessages>();
}

export { pageRefusal };

export type StatusFormOptions = Omit<PageFormOptions<StatusFormMessages>, "messages">;

/** Guards the post, then runs the intent it names with the page's language's messages (the platform's page-form kit). */
export async function takeStatusForm<Ctx, T extends IntentTable<Ctx, StatusFormMessages>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  intents: T,
  ctx: Ctx,
  options: StatusFormOptions,
) {
  return takePageForm(context, request, intents, ctx, { ...options, messages: statusFormMessages[context.get(localeContext).locale] });
}
