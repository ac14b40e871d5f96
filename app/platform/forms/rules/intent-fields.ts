/**
 * Field schemas the routes' intents are made of (decision 037), for what a form sends: texts
 * (missing is empty), ticks, record ids, a language. Each refuses a file where a text belongs;
 * a message given is the field's error, otherwise the kit's own text ("this value is not valid").
 */
import { z } from "#app/platform/zod.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id of ours (requests, posts, guides, accounts, e-mails, notes). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A text as sent (missing: empty); longer than `max`: refused with `tooLong`. */
function text(max = 100_000, tooLong?: string) {
  return z.string().max(max, tooLong).default("");
}

/** A text without its surrounding spaces (missing: empty); longer than `max` after trimming: refused. */
function trimmed(max = 100_000, tooLong?: string) {
  return z.string().trim().max(max, tooLong).default("");
}

/** A text that must not be empty once trimmed (`empty`), nor longer than `max` (`tooLong`). */
function required(empty: string, max = 100_000, tooLong?: string) {
  return z.string({ error: empty }).trim().min(1, empty).max(max, tooLong ?? empty);
}

/** A tick (checkbox or confirmation): true when the form sent `value` ("yes", "on", "1"), false otherwise. */
function ticked(value = "yes") {
  // Optional first: an unticked box is not sent at all.
  return z.unknown().optional().transform((sent) => sent === value);
}

/** A record id (a hidden field); anything else is refused. */
function id() {
  return z.string().refine(isUuid);
}

/** A record id or nothing (an empty choice, or not sent): null. Anything else is refused. */
function optionalId() {
  return z
    .string()
    .default("")
    .refine((value) => value === "" || isUuid(value))
    .transform((value) => (value === "" ? null : value));
}

/** A language of the site; anything else is the default one (a hidden field or a select of two). */
function locale() {
  return z.unknown().optional().transform(localeOf);
}

/** A whole number (a version a form shows); not one: refused. */
function whole() {
  return z.string().regex(/^\d{1,15}$/).transform(Number);
}

/** Every text sent under a name (repeated fields: a list's rows), in order. */
function texts(max = 100_000) {
  return z.array(z.string().max(max));
}

/** Every file sent under a name (a file input with `multiple`), empty inputs left out by the kit. */
function files() {
  return z.array(z.file());
}

/** One file, or none. */
function file() {
  return z.file().optional();
}

export const formField = { text, trimmed, required, ticked, id, optionalId, locale, whole, texts, files, file };
