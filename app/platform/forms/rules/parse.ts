/** Running a form schema against submitted data and collecting messages per field. */
import type { z } from "zod";
import { normaliseFields } from "./text.ts";

/** Messages per field path ('email', or 'a.b' for nested paths); form-level issues under FORM_ERROR_KEY. */
export type FieldErrors = Record<string, string[]>;

export const FORM_ERROR_KEY = "_form";

/** Groups the issues of a Zod error by field path, keeping order and dropping duplicate messages. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    const list = (result[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return result;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

function isFormData(input: unknown): input is FormData {
  return typeof FormData !== "undefined" && input instanceof FormData;
}

/**
 * FormData to a plain object. A key sent several times keeps its last value
 * (as Object.fromEntries does), so a hidden "false" followed by a checked
 * checkbox reads as checked. Keys that were not sent stay absent.
 */
export function formDataToObject(formData: FormData): Record<string, FormDataEntryValue> {
  const result: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of formData.entries()) result[key] = value;
  return result;
}

/** Validates FormData or a plain object with `schema`. Never throws for invalid input. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): ParseResult<z.output<S>> {
  // Text is normalised before any rule sees it (NFC, no control characters), in the browser as on the server.
  const { fields: data } = normaliseFields(isFormData(input) ? formDataToObject(input) : input);
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: fieldErrors(result.error) };
}
