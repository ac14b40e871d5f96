/**
 * The back office's forms through the one kit (decision 037): an action, after `requireRole()`,
 * hands its request to `takeForm` with its table of intents; the schemas read the volunteer's
 * messages (app/admin/messages), and a refused post is 400 in the volunteer's language with what
 * was typed kept. No route reads a field of its own.
 */
import { data } from "react-router";
import { posted, runIntent, intentsFor, type IntentTable } from "#app/platform/forms/server/intents.server.ts";
import type { Posted } from "#app/platform/forms/rules/intents.ts";
import { adminMessages, type AdminMessages } from "../messages/index.ts";
import type { AdminLocale } from "../locale.ts";

/** The helper a back-office route declares its intents with (`const intent = adminIntents<Ctx>()`). */
export function adminIntents<Ctx>() {
  return intentsFor<Ctx, AdminMessages>();
}

/** A posted form as the kit reads it (text normalised); 400 when the body is not a form. */
export async function adminPosted(request: Request): Promise<Posted> {
  try {
    return posted(await request.formData());
  } catch {
    throw data(null, { status: 400 });
  }
}

/**
 * Runs the intent the post names with the volunteer's messages. `fallback` is the intent of a
 * page whose one form sends none.
 */
export async function takeForm<Ctx, T extends IntentTable<Ctx, AdminMessages>>(
  request: Request,
  locale: AdminLocale,
  intents: T,
  ctx: Ctx,
  options: { fallback?: keyof T & string } = {},
) {
  const messages = adminMessages[locale];
  return runIntent(await adminPosted(request), intents, ctx, { messages, texts: messages.input, fallback: options.fallback });
}
