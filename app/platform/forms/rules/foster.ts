/** Foster-home application (docs/product/forms.md#foster-home). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  ADDRESS_MAX, ADDRESS_MIN, LONG_TEXT_MAX, LONG_TEXT_MIN, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN,
  PHONE_MAX, PHONE_MIN, ZIP_MAX, ZIP_MIN, type FosterField,
} from "./constants.ts";
import { emailField, honeypotField, optionalText, privacyField, requiredText } from "./fields.ts";
import { getMessages } from "./messages.ts";

export function fosterSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    name: requiredText({ min: NAME_MIN, max: NAME_MAX, tooShort: m.nameMin, tooLong: m.nameMax }),
    email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
    phone: requiredText({ min: PHONE_MIN, max: PHONE_MAX, tooShort: m.phoneMin, tooLong: m.phoneMax }),
    address: requiredText({ min: ADDRESS_MIN, max: ADDRESS_MAX, tooShort: m.addressMin, tooLong: m.addressMax }),
    zipCode: requiredText({ min: ZIP_MIN, max: ZIP_MAX, tooShort: m.zipMin, tooLong: m.zipMax }),
    experience: requiredText({
      min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort: m.experienceMin, tooLong: m.longTextMax,
    }),
    existingPets: optionalText(LONG_TEXT_MAX, m.longTextMax),
    livingSituation: requiredText({
      min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort: m.livingSituationMin, tooLong: m.longTextMax,
    }),
    availability: requiredText({
      min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort: m.availabilityMin, tooLong: m.longTextMax,
    }),
    message: requiredText({ min: MESSAGE_MIN, max: MESSAGE_MAX, tooShort: m.messageMin, tooLong: m.messageMax }),
    privacyAccepted: privacyField(m.privacy),
    website: honeypotField(m.honeypot),
  } satisfies Record<FosterField, z.ZodType>);
}

export type FosterSchema = ReturnType<typeof fosterSchema>;
export type FosterInput = z.input<FosterSchema>;
export type FosterValues = z.output<FosterSchema>;
