/** Adoption request (docs/product/forms.md#adoption). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  LONG_TEXT_MAX, LONG_TEXT_MIN, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN, PHONE_MAX, PHONE_MIN,
  type AdoptionField,
} from "./constants.ts";
import { emailField, honeypotField, privacyField, requiredText } from "./fields.ts";
import { getMessages } from "./messages.ts";

export function adoptionSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    dog: requiredText({ max: NAME_MAX, tooShort: m.dogNameRequired, tooLong: m.dogNameMax }),
    name: requiredText({ min: NAME_MIN, max: NAME_MAX, tooShort: m.nameMin, tooLong: m.nameMax }),
    email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
    phone: requiredText({ min: PHONE_MIN, max: PHONE_MAX, tooShort: m.phoneMin, tooLong: m.phoneMax }),
    livingSituation: requiredText({
      min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort: m.livingSituationMin, tooLong: m.longTextMax,
    }),
    experience: requiredText({
      min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort: m.experienceMin, tooLong: m.longTextMax,
    }),
    message: requiredText({ min: MESSAGE_MIN, max: MESSAGE_MAX, tooShort: m.messageMin, tooLong: m.messageMax }),
    privacyAccepted: privacyField(m.privacy),
    website: honeypotField(m.honeypot),
  } satisfies Record<AdoptionField, z.ZodType>);
}

export type AdoptionSchema = ReturnType<typeof adoptionSchema>;
export type AdoptionInput = z.input<AdoptionSchema>;
export type AdoptionValues = z.output<AdoptionSchema>;
