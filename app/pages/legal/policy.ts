/**
 * The facts the privacy notice states about how the site handles data, in one
 * place so the German and the Spanish text always say the same thing. The
 * figures the site enforces come from the configuration (`env.server.ts`), so
 * the notice cannot drift from what the server does.
 *
 * Keep the constants true: when the operation changes (log rotation), change
 * the number here and the texts follow.
 */
import { CONSENT_VALIDITY_MS } from "#app/islands/consent-store.ts";
import type { Env } from "#app/platform/config/env.server.ts";
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { perLocale } from "#app/platform/i18n/format.ts";

/** Server log files (IP address, time, page, browser) are deleted after this many days (log rotation of the host). */
export const LOG_RETENTION_DAYS = 14;

/** Backups are rotated after this many days (README, Backups: the cron line and the timer delete older archives). */
export const BACKUP_RETENTION_DAYS = 14;

/** The cookie-consent record in local storage expires after this many days (docs/product/README.md#numbers-and-limits: 365). */
export const CONSENT_VALIDITY_DAYS = Math.round(CONSENT_VALIDITY_MS / (24 * 60 * 60 * 1000));

/** What the privacy notice says about retention and the spam protection's counters. */
export interface PrivacyFacts {
  /** Form submissions (database and mailbox) are deleted after this many days unless they led to a contract. */
  formRetentionDays: number;
  /** A signed protection contract is kept this many years after signing, also when the request is deleted. */
  contractRetentionYears: number;
  /** The per-address counters of the spam protection expire after at most this many seconds. */
  rateLimitWindowSeconds: number;
  logRetentionDays: number;
  consentValidityDays: number;
  /** Encrypted backups still hold deleted data until they are rotated, after this many days. */
  backupRetentionDays: number;
}

/** The facts of the running configuration. */
export function privacyFacts(env: Pick<Env, "SUBMISSION_RETENTION_DAYS" | "FORM_RATE_LIMIT_WINDOW_SECONDS"> & Partial<Pick<Env, "CONTRACT_RETENTION_YEARS">>): PrivacyFacts {
  return {
    contractRetentionYears: env.CONTRACT_RETENTION_YEARS ?? 3,
    formRetentionDays: env.SUBMISSION_RETENTION_DAYS,
    rateLimitWindowSeconds: env.FORM_RATE_LIMIT_WINDOW_SECONDS,
    logRetentionDays: LOG_RETENTION_DAYS,
    consentValidityDays: CONSENT_VALIDITY_DAYS,
    backupRetentionDays: BACKUP_RETENTION_DAYS,
  };
}

const unitFormat = Object.fromEntries(
  (["hour", "minute", "second"] as const).map((unit) => [
    unit,
    perLocale((l) => new Intl.NumberFormat(intlLocale[l], { style: "unit", unit, unitDisplay: "long" })),
  ]),
) as Record<"hour" | "minute" | "second", (locale: Locale) => Intl.NumberFormat>;

/** A length of time in words, in the largest whole unit: "10 Minuten", "24 horas". */
export function duration(seconds: number, locale: Locale): string {
  const [value, unit]: [number, "hour" | "minute" | "second"] =
    seconds % 3600 === 0 ? [seconds / 3600, "hour"] : seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return unitFormat[unit](locale).format(value);
}
