/**
 * The pure half of the one way a route takes a form (decision 037): what was posted, normalised
 * as every form's text is; which of a route's declared intents it names; the object its schema
 * reads; the schema's issues as one message per field; and the answer's shape when it is refused.
 * No I/O, no React: the server half (`forms/server/intents.server.ts`) runs the handler and makes
 * the HTTP answer.
 */
import type { z } from "#app/platform/zod.ts";
import { FORM_ERROR_KEY } from "./parse.ts";
import { normaliseText, wellFormed } from "./text.ts";

export { FORM_ERROR_KEY };

/** The name of the field that says which of a route's forms was sent. */
export const INTENT_FIELD = "intent";

/** A form as it was posted: every value of every name, in order; text normalised, empty file inputs left out. */
export type Posted = Readonly<Record<string, readonly (string | File)[]>>;

/** One message per field ('body', 'rows.2.de'); a message for the whole form under FORM_ERROR_KEY. */
export type FieldMessages = Record<string, string>;

/** What a refused post answers (400, or the handler's status): the messages beside their fields, and what was typed. */
export interface IntentFailure {
  /** The intent the post named; null when it named none this route takes. */
  intent: string | null;
  ok: false;
  errors: FieldMessages;
  /** Every text field as it was posted (normalised), to fill the form again; never the intent. */
  values: Record<string, string>;
}

/** The texts the kit itself may need, in the language of the person who posted. */
export interface IntentTexts {
  /** A field whose schema gives no message of its own (a hand-made value: a hidden field, a choice not offered). */
  invalid: string;
  /** A post that names no intent this route takes. */
  unknownIntent: string;
}

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

function cleanText(value: string): string {
  return normaliseText(wellFormed(value));
}

/**
 * A form's entries (FormData, or a parsed body's pairs) as posted: names and texts through the
 * forms' normaliser (NFC, no control characters, no lone surrogate), and a file input sent
 * without a file (no name, no bytes) left out, as if it had not been sent.
 */
export function postedOf(entries: Iterable<readonly [string, string | File]>): Posted {
  // No prototype: a field named "__proto__" or "constructor" is a field like any other.
  const posted: Record<string, (string | File)[]> = Object.create(null);
  for (const [key, value] of entries) {
    if (isFile(value) && value.size === 0 && value.name === "") continue;
    (posted[cleanText(key)] ??= []).push(typeof value === "string" ? cleanText(value) : value);
  }
  return posted;
}

/** What goes back into the form after a refusal: the first text of each name, the intent aside. */
export function keptValues(posted: Posted): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  for (const [key, list] of Object.entries(posted)) {
    if (key === INTENT_FIELD) continue;
    const text = list.find((value): value is string => typeof value === "string");
    if (text !== undefined) values[key] = text;
  }
  return values;
}

/** The intent a post names: its first `intent` text, or `fallback` when it sends none. */
export function intentOf(posted: Posted, fallback?: string): string | null {
  const named = (Object.hasOwn(posted, INTENT_FIELD) ? posted[INTENT_FIELD] : undefined)?.find((value): value is string => typeof value === "string");
  return named ?? fallback ?? null;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType> };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The schema a value first meets: through optional, default and the like, and into a pipe (past a preprocess). */
function inputSide(schema: z.ZodType): z.ZodType {
  for (let current = schema, depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in && def.out) current = defOf(def.in).type === "transform" ? def.out : def.in;
    else return current;
  }
  return schema;
}

/** True when a field's schema takes a list (every value of its name), not one value. */
export function takesList(schema: z.ZodType): boolean {
  return defOf(inputSide(schema)).type === "array";
}

/** The fields of an object schema (through its wrappers and refinements), or null. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(inputSide(schema));
  return def.type === "object" && def.shape ? def.shape : null;
}

/**
 * The object a schema reads from a post: a name its schema declares as a list gets every value
 * sent under it (none: an empty list); any other name its first value, a text or a file. Names
 * the form did not send stay absent.
 */
export function schemaInput(schema: z.ZodType, posted: Posted): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const input: Record<string, unknown> = Object.create(null);
  for (const [key, field] of Object.entries(shape)) if (takesList(field)) input[key] = [...(Object.hasOwn(posted, key) ? posted[key]! : [])];
  for (const [key, list] of Object.entries(posted)) {
    if (Object.hasOwn(input, key) || list.length === 0) continue;
    input[key] = list[0];
  }
  return input;
}

/** A Zod error as one message per field path (the first issue of each); an issue of the whole object under FORM_ERROR_KEY. */
export function issueMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    if (!Object.hasOwn(messages, key)) messages[key] = issue.message;
  }
  return messages;
}

export type IntentParse<I> =
  | { ok: true; intent: string; input: I }
  | { ok: false; failure: IntentFailure };

/**
 * One post read against a route's schemas by intent: the intent it names (or `fallback`), then
 * that intent's schema, whose own messages are the field errors; a field without a message of its
 * own gets `texts.invalid`. An intent the route does not take is a failure of the whole form.
 */
export function parseIntent<S extends z.ZodType>(
  posted: Posted,
  schemas: Readonly<Record<string, S>>,
  texts: IntentTexts,
  fallback?: string,
): IntentParse<z.output<S>> {
  const values = keptValues(posted);
  const intent = intentOf(posted, fallback);
  if (intent === null || !Object.hasOwn(schemas, intent)) {
    return { ok: false, failure: intentFailure(null, { [FORM_ERROR_KEY]: texts.unknownIntent }, values) };
  }
  const schema = schemas[intent]!;
  const result = schema.safeParse(schemaInput(schema, posted), { error: () => texts.invalid });
  if (result.success) return { ok: true, intent, input: result.data };
  return { ok: false, failure: intentFailure(intent, issueMessages(result.error), values) };
}

/** A refusal's answer: the messages, the values as posted (plain objects, as an answer's data is sent). */
export function intentFailure(intent: string | null, errors: FieldMessages, values: Record<string, string>): IntentFailure {
  return { intent, ok: false, errors: { ...errors }, values: { ...values } };
}

/** True when an action's data is a refusal of the kit (optionally of one intent). */
export function isIntentFailure(value: unknown, intent?: string): value is IntentFailure {
  if (typeof value !== "object" || value === null) return false;
  const data = value as Partial<IntentFailure>;
  return (
    data.ok === false &&
    typeof data.errors === "object" &&
    data.errors !== null &&
    Object.values(data.errors).every((message) => typeof message === "string") &&
    typeof data.values === "object" &&
    data.values !== null &&
    (intent === undefined || data.intent === intent)
  );
}

/** The kit's refusal in an action's data, when it is one (of this intent, when named); else null. */
export function refusalOf(value: unknown, intent?: string | null): IntentFailure | null {
  if (!isIntentFailure(value)) return null;
  return intent === undefined || value.intent === intent ? value : null;
}

/** The message a refusal shows first: the whole form's, else its first field's. */
export function firstMessage(failure: IntentFailure): string | null {
  return failure.errors[FORM_ERROR_KEY] ?? Object.values(failure.errors)[0] ?? null;
}
