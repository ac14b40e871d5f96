/**
 * Donation form (hospice, Finca Chaos, Residencia Monika pages). The original specification shows no
 * validation; decisions: amount 1–10 000 € (not necessarily whole euros),
 * purpose required ≤ 100 (set by the page, e.g. 'Hospiz' / 'Hospicio'),
 * method 'paypal' | 'transfer'. No personal data, hence no privacy consent or honeypot.
 */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { DONATION_MAX, DONATION_METHODS, DONATION_MIN, NAME_MAX, type DonationField } from "./constants.ts";
import { amountField, choiceField, requiredText } from "./fields.ts";
import { getMessages } from "./messages.ts";

export function donationSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    amount: amountField({
      min: DONATION_MIN,
      max: DONATION_MAX,
      invalid: m.amountInvalid,
      tooSmall: m.donationAmountMin,
      tooBig: m.donationAmountMax,
    }),
    purpose: requiredText({ max: NAME_MAX, tooShort: m.donationPurposeRequired, tooLong: m.max100 }),
    method: choiceField(DONATION_METHODS, m.donationMethodRequired),
  } satisfies Record<DonationField, z.ZodType>);
}

export type DonationSchema = ReturnType<typeof donationSchema>;
export type DonationInput = z.input<DonationSchema>;
export type DonationValues = z.output<DonationSchema>;
