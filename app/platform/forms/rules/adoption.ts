/** Adoption request (docs/product/forms.md#adoption). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  ADDRESS_MAX, COUNTRY_CODES, LONG_TEXT_MAX, LONG_TEXT_MIN, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN, PHONE_MAX, PHONE_MIN, ZIP_MAX,
  type AdoptionField,
} from "./constants.ts";
import { blankToUndefined, emailField, honeypotField, optionalText, privacyField, requiredText } from "./fields.ts";
import { getMessages } from "./messages.ts";

export function adoptionSchema(locale: Locale) {
  const all = getMessages(locale);
  const m = all.validation;
  return z.object({
    dog: requiredText({ max: NAME_MAX, tooShort: m.dogNameRequired, tooLong: m.dogNameMax }),
    name: requiredText({ min: NAME_MIN, max: NAME_MAX, tooShort: m.nameMin, tooLong: m.nameMax }),
    email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
    phone: requiredText({ min: PHONE_MIN, max: PHONE_MAX, tooShort: m.phoneMin, tooLong: m.phoneMax }),
    // The postal address: optional for the first contact (the pre-check and the contract need it later).
    street: optionalText(ADDRESS_MAX, m.addressMax),
    postalCode: optionalText(ZIP_MAX, m.zipMax),
    city: optionalText(NAME_MAX, m.max100),
    country: z.preprocess(
      (value) => { const blank = blankToUndefined(value); return typeof blank === "string" ? blank.toUpperCase() : blank; },
      z.enum(COUNTRY_CODES, { error: all.membership.countryInvalid }).optional(),
    ),
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
