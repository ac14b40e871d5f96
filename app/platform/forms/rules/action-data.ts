/** What a page action answers about a form post (client-safe types). */
import type { FieldErrors } from "./parse.ts";

/** Which form a post belongs to (the hidden `intent` field). */
export type FormIntent = "adoption" | "sponsorship" | "contact" | "foster_home" | "flight_sponsor" | "membership" | "donation" | "dog_alert";

export interface FormActionData {
  /** null when the post was refused before its form was known (origin, size, rate limit). */
  intent: FormIntent | null;
  /**
   * accepted: stored; invalid: field errors; refused: not accepted (spam, expired, limits); error: not stored, try again;
   * ready: a donation whose provider link is made (`url`), for the visitor to follow.
   */
  status: "accepted" | "invalid" | "refused" | "error" | "ready";
  id?: string;
  /** The payment provider's page for a donation that is ready. */
  url?: string;
  message?: string;
  fieldErrors?: FieldErrors;
  /** The submitted values, to fill the form again after a refusal (never the honeypot). */
  values?: Record<string, string>;
}
