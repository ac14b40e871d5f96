/** Sponsorship request (docs/product/forms.md#sponsorship). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { NAME_MAX, SPONSORSHIP_MAX, SPONSORSHIP_MIN, type SponsorshipField } from "./constants.ts";
import { amountField, checkboxField, emailField, requiredText } from "./fields.ts";
import { consentFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";

export function sponsorshipSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    dogName: requiredText({ max: NAME_MAX, tooShort: m.dogNameRequired, tooLong: m.dogNameMax }),
    yourName: requiredText({ max: NAME_MAX, tooShort: m.nameRequired, tooLong: m.nameMax }),
    email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
    amount: amountField({
      min: SPONSORSHIP_MIN,
      max: SPONSORSHIP_MAX,
      invalid: m.amountInvalid,
      tooSmall: m.sponsorshipAmountMin,
      tooBig: m.sponsorshipAmountMax,
    }),
    publishName: checkboxField(),
    ...consentFields(m),
  } satisfies Record<SponsorshipField, z.ZodType>);
}

export type SponsorshipSchema = ReturnType<typeof sponsorshipSchema>;
export type SponsorshipInput = z.input<SponsorshipSchema>;
export type SponsorshipValues = z.output<SponsorshipSchema>;
