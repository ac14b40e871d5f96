/**
 * A family's news after the handover (docs/product/journey.md#news-from-the-family): what its page
 * takes and when. Pure: the page's action reads the form with these rules, the store keeps the rest.
 */
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";
import { MAX_PHOTOS_PER_FORM } from "#app/platform/images/rules/uploads.ts";

/** The words of one news, in characters (after trimming). */
export const NEWS_MIN = 2;
export const NEWS_MAX = 5000;
/** Photos with one news at most (each checked by the upload rules: images/rules/uploads.ts). */
export const NEWS_PHOTOS_MAX = MAX_PHOTOS_PER_FORM;
/** News one request may send in 24 hours (each tells the association by e-mail). */
export const NEWS_PER_DAY = 3;

/** Only an adoption request whose dog has arrived takes news (a page of any other answers 404). */
export function takesNews(row: { formType: string; spam: boolean; status: string }): boolean {
  return row.formType === "adoption" && !row.spam && row.status === "arrived";
}

export type NewsProblem = "tooShort" | "tooLong";

/** The news form's fields: the words (normalised as every form's text) and whether they may be published. */
export function readNews(fields: { body?: unknown; consent?: unknown }): { ok: true; body: string; consent: boolean } | { ok: false; problem: NewsProblem; body: string } {
  const body = typeof fields.body === "string" ? normaliseText(wellFormed(fields.body)).trim() : "";
  const consent = fields.consent === "yes";
  if (body.length < NEWS_MIN) return { ok: false, problem: "tooShort", body };
  if (body.length > NEWS_MAX) return { ok: false, problem: "tooLong", body: body.slice(0, NEWS_MAX + 100) };
  return { ok: true, body, consent };
}
