/**
 * The one way a route takes a form (decision 037), in the back office and on the journey's public
 * pages: the route declares its intents, each a Zod schema and a handler; `runIntent` picks the
 * intent the post names, parses the post with its schema and calls the handler with the typed
 * input. A post the schema refuses, or one naming no intent of the route, is answered 400 with
 * the messages beside their fields and what was typed kept; nothing else runs. Who may post
 * (roles, origin, token) is checked before, by the caller; what the input means, after, by the
 * handler, which refuses in the same shape (`form.refuse`).
 */
import { data } from "react-router";
import type { z } from "#app/platform/zod.ts";
import {
  intentFailure,
  keptValues,
  parseIntent,
  postedOf,
  type FieldMessages,
  type IntentFailure,
  type IntentTexts,
  type Posted,
} from "#app/platform/forms/rules/intents.ts";
import type { Body } from "./http.server.ts";

/** A refusal's answer as an action returns it. */
export type Refusal<E extends object = object> = ReturnType<typeof data<IntentFailure & E>>;

/** What a handler knows of its form besides the typed input. */
export interface IntentForm {
  /** The intent the post named. */
  intent: string;
  /** Every text of the post as posted (normalised), the intent aside. */
  values: Record<string, string>;
  /** Refuses the post in the kit's shape: the messages beside their fields, the values kept (400 unless told). */
  refuse<E extends object = object>(errors: FieldMessages, options?: { status?: number; headers?: HeadersInit; extra?: E }): Refusal<E>;
}

/** One intent: its schema (or the schema made with the poster's messages) and its handler. */
export interface Intent<Ctx, M, S extends z.ZodType, R> {
  schema: S | ((messages: M) => S);
  handle: (input: z.output<S>, ctx: Ctx, form: IntentForm) => R | Promise<R>;
}

type AnyIntent<Ctx, M> = Intent<Ctx, M, any, unknown>;

/** A route's intents by name. */
export type IntentTable<Ctx, M> = Readonly<Record<string, AnyIntent<Ctx, M>>>;

/** What `runIntent` answers: whatever a handler of the table returns, or the kit's refusal. */
export type IntentAnswer<T extends Readonly<Record<string, { handle: (...args: never[]) => unknown }>>> =
  | { [K in keyof T]: Awaited<ReturnType<T[K]["handle"]>> }[keyof T]
  | Refusal;

/**
 * The helper a route declares its intents with, typed once for the route's context and the
 * messages its schemas read: `const intent = intentsFor<Ctx, AdminMessages>()`, then
 * `{ reply: intent({ schema: (m) => …, handle: (input, ctx, form) => … }) }`.
 */
export function intentsFor<Ctx, M = undefined>() {
  return <S extends z.ZodType, R>(definition: Intent<Ctx, M, S, R>): Intent<Ctx, M, S, R> => definition;
}

const NO_MESSAGES = {};
const schemas = new WeakMap<object, WeakMap<object, z.ZodType>>();

/** An intent's schema for these messages, made once per intent and catalogue. */
function schemaOf<Ctx, M>(intent: AnyIntent<Ctx, M>, messages: M): z.ZodType {
  if (typeof intent.schema !== "function") return intent.schema as z.ZodType;
  const key = (typeof messages === "object" && messages !== null ? messages : NO_MESSAGES) as object;
  let made = schemas.get(intent);
  if (!made) schemas.set(intent, (made = new WeakMap()));
  let schema = made.get(key);
  if (!schema) made.set(key, (schema = (intent.schema as (m: M) => z.ZodType)(messages)));
  return schema;
}

export interface RunOptions<M> {
  /** The poster's messages, which the schemas' messages come from. */
  messages: M;
  /** The kit's own texts in the poster's language. */
  texts: IntentTexts;
  /** The intent of a post that names none (a page with one form). */
  fallback?: string;
  /** Headers of every answer the kit makes (a private page's caching). */
  headers?: HeadersInit;
}

/** A post as the kit reads it: FormData, or the forms' guarded body (a form's texts and files; a JSON body is no form: nothing). */
export function posted(form: FormData | Body): Posted {
  if (form instanceof FormData) return postedOf(form as Iterable<[string, FormDataEntryValue]>);
  if (form.type !== "form") return postedOf([]);
  const entries: [string, string | File][] = Object.entries(form.value);
  for (const [key, files] of Object.entries(form.files ?? {})) for (const file of files) entries.push([key, file]);
  return postedOf(entries);
}

/** Runs the intent a post names: its handler with the typed input, or the refusal (400). */
export async function runIntent<Ctx, M, T extends IntentTable<Ctx, M>>(
  form: FormData | Posted,
  intents: T,
  ctx: Ctx,
  options: RunOptions<M>,
): Promise<IntentAnswer<T>> {
  const post = form instanceof FormData ? posted(form) : form;
  const table = Object.fromEntries(Object.entries(intents).map(([name, intent]) => [name, schemaOf(intent, options.messages)]));
  const parsed = parseIntent(post, table, options.texts, options.fallback);
  if (!parsed.ok) return data(parsed.failure, { status: 400, headers: options.headers });
  const { intent, input } = parsed;
  const values = keptValues(post);
  const refuse = <E extends object>(errors: FieldMessages, { status = 400, headers, extra }: { status?: number; headers?: HeadersInit; extra?: E } = {}) => {
    const merged = new Headers(options.headers);
    for (const [name, value] of new Headers(headers)) merged.set(name, value);
    return data({ ...intentFailure(intent, errors, values), ...extra } as IntentFailure & E, { status, headers: merged });
  };
  return (await intents[intent]!.handle(input, ctx, { intent, values, refuse })) as IntentAnswer<T>;
}
