/** Adoption request (docs/product/forms.md#adoption). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { ADDRESS_MAX, COUNTRY_CODES, NAME_MAX, ZIP_MAX, type AdoptionField } from "./constants.ts";
import { blankToUndefined, optionalText, requiredText } from "./fields.ts";
import { applicationMessage, consentFields, longAnswer, requiredPhone, senderFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";

export function adoptionSchema(locale: Locale) {
  const all = getMessages(locale);
  const m = all.validation;
  return z.object({
    dog: requiredText({ max: NAME_MAX, tooShort: m.dogNameRequired, tooLong: m.dogNameMax }),
    ...senderFields(m),
    phone: requiredPhone(m),
    // The postal address: optional for the first contact (the pre-check and the contract need it later).
    street: optionalText(ADDRESS_MAX, m.addressMax),
    postalCode: optionalText(ZIP_MAX, m.zipMax),
    city: optionalText(NAME_MAX, m.max100),
    country: z.preprocess(
      (value) => { const blank = blankToUndefined(value); return typeof blank === "string" ? blank.toUpperCase() : blank; },
      z.enum(COUNTRY_CODES, { error: all.membership.countryInvalid }).optional(),
    ),
    livingSituation: longAnswer(m, m.livingSituationMin),
    experience: longAnswer(m, m.experienceMin),
    message: applicationMessage(m),
    ...consentFields(m),
  } satisfies Record<AdoptionField, z.ZodType>);
}

export type AdoptionSchema = ReturnType<typeof adoptionSchema>;
export type AdoptionInput = z.input<AdoptionSchema>;
export type AdoptionValues = z.output<AdoptionSchema>;
