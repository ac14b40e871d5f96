/** The forms whose submissions are stored and delivered (pure). */
import { FORM_TYPES, type FormType } from "#app/platform/forms/rules/index.ts";

export const SUBMISSION_KINDS = [...FORM_TYPES, "membership"] as const;
export type SubmissionKind = FormType | "membership";

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === "string" && (SUBMISSION_KINDS as readonly string[]).includes(value);
}

/** A client-chosen idempotency key: 8–100 characters of letters, digits, '-' and '_'. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && /^[\w-]{8,100}$/.test(value);
}
