/**
 * A request's status-page link (decision 025): its token is derived from the submission's id with
 * the forms' secret, so every e-mail can carry the link again, and the database keeps only its
 * SHA-256 (`submissions.status_token_hash`). The link lives as long as the submission.
 */
import { derivedToken, hashToken } from "#app/platform/links/tokens.server.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { STATUS_TOKEN_PURPOSE } from "../rules/stages.ts";

export function statusToken(secret: string, submissionId: string): string {
  return derivedToken(secret, STATUS_TOKEN_PURPOSE, submissionId);
}

export function statusTokenHash(secret: string, submissionId: string): string {
  return hashToken(statusToken(secret, submissionId));
}

/** The status page of a submission on the site of its language. */
export function statusUrl(secret: string, sites: Record<Locale, string>, submission: { id: string; locale: string }): string {
  const locale: Locale = localeOf(submission.locale);
  return `${sites[locale]}${pathFor("requestStatus", locale, { token: statusToken(secret, submission.id) })}`;
}

/** The family's news page of a request (docs/product/journey.md#news-from-the-family), beside its status page. */
export function newsUrl(secret: string, sites: Record<Locale, string>, submission: { id: string; locale: string }): string {
  const locale: Locale = localeOf(submission.locale);
  return `${sites[locale]}${pathFor("requestNews", locale, { token: statusToken(secret, submission.id) })}`;
}
