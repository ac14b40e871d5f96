/**
 * A visitor's page with forms of its own (a status page, a member's page) takes its posts through
 * the one form kit (decision 037): the forms' guard first (origin, rate limit, size:
 * ./http.server.ts), then the page's table of intents with the messages of the page's language. A
 * refusal before the form is known (the guard's, or storage out of reach) has the kit's shape too,
 * with no intent; a handler's failure is 503, with nothing of the post in the log.
 */
import { data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { guardFormPost, refusalHeaders } from "./http.server.ts";
import { posted, runIntent, type IntentTable } from "./intents.server.ts";
import { FORM_ERROR_KEY, intentFailure } from "../rules/intents.ts";
import { getMessages } from "../rules/messages.ts";
import { errorCode } from "#app/platform/logging/error.ts";

/** A refusal before the form is known (guard, storage), in the kit's shape. */
export function pageRefusal(message: string, status: number, headers: Record<string, string>) {
  return data(intentFailure(null, { [FORM_ERROR_KEY]: message }, {}), { status, headers });
}

export interface PageFormOptions<M> {
  /** The intents' messages in the page's language. */
  messages: M;
  /** The page's headers on every answer (private, never cached). */
  headers: Record<string, string>;
  /** How the guard reads the post (a page without a referrer posts with Origin "null"; photos). */
  guard?: { opaqueOrigin?: boolean; files?: boolean; maxBytes?: number };
  /** The intent of a post that names none (a page with one form). */
  fallback?: string;
  /** The log's event when a handler fails (the visitor is told to send again: 503). */
  failedEvent: string;
}

function isAnswer(error: unknown): boolean {
  return error instanceof Response || (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit");
}

/** Guards the post, then runs the intent it names; a handler's failure is 503 (nothing of the post in the log). */
export async function takePageForm<Ctx, M, T extends IntentTable<Ctx, M>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  intents: T,
  ctx: Ctx,
  options: PageFormOptions<M>,
) {
  const { locale } = context.get(localeContext);
  const guard = getMessages(locale).guard;
  const guarded = await guardFormPost(context, request, locale, options.guard);
  if (!guarded.ok) return pageRefusal(guarded.error, guarded.status, { ...options.headers, ...refusalHeaders(guarded) });
  try {
    return await runIntent(posted(guarded.body), intents, ctx, {
      messages: options.messages,
      texts: { invalid: guard.badRequest, unknownIntent: guard.badRequest },
      headers: options.headers,
      fallback: options.fallback,
    });
  } catch (error) {
    if (isAnswer(error)) throw error;
    context.get(servicesContext).logger.error({ event: options.failedEvent, error: errorCode(error) }, "visitor's page post failed");
    return pageRefusal(guard.unavailable, 503, options.headers);
  }
}
