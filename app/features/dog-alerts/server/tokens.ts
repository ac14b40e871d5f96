/**
 * The links of the alert e-mails (docs/product/dog-alerts.md#links): a
 * confirmation token and an unsubscribe token per subscription, derived from
 * the subscription's id and the purpose, stored only as hashes
 * (app/platform/links/tokens.server.ts, decision 021).
 */
import { derivedToken, hashToken } from "#app/platform/links/tokens.server.ts";

export { lookupHash } from "#app/platform/links/tokens.server.ts";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

export function alertToken(secret: string, purpose: AlertTokenPurpose, subscriptionId: string): string {
  return derivedToken(secret, `dog-alert\n${purpose}`, subscriptionId);
}

/** What the database keeps of a token. */
export const hashAlertToken = hashToken;
