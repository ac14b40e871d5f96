/**
 * The facts the privacy notice states about how the site handles data, in one
 * place so the German and the Spanish text always say the same thing.
 *
 * Keep these true: when the operation changes (another retention period, log
 * rotation, rate-limit window), change the number here and the texts follow.
 */
import { CONSENT_VALIDITY_MS } from "#app/components/consent/consent-store.ts";

/** Form submissions (database and mailbox) are deleted after this many days unless they led to a contract. */
export const FORM_RETENTION_DAYS = 180;

/** Server log files (IP address, time, page, browser) are deleted after this many days. */
export const LOG_RETENTION_DAYS = 14;

/** The per-address counters of the spam protection expire after at most this many hours. */
export const RATE_LIMIT_WINDOW_HOURS = 24;

/** The cookie-consent record in local storage expires after this many days (SPEC §9: 365). */
export const CONSENT_VALIDITY_DAYS = Math.round(CONSENT_VALIDITY_MS / (24 * 60 * 60 * 1000));
