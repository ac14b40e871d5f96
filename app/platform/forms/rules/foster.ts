/** Foster-home application (docs/product/forms.md#foster-home). */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { ADDRESS_MAX, ADDRESS_MIN, LONG_TEXT_MAX, ZIP_MAX, ZIP_MIN, type FosterField } from "./constants.ts";
import { optionalText, requiredText } from "./fields.ts";
import { applicationMessage, consentFields, longAnswer, requiredPhone, senderFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";

export function fosterSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    ...senderFields(m),
    phone: requiredPhone(m),
    address: requiredText({ min: ADDRESS_MIN, max: ADDRESS_MAX, tooShort: m.addressMin, tooLong: m.addressMax }),
    zipCode: requiredText({ min: ZIP_MIN, max: ZIP_MAX, tooShort: m.zipMin, tooLong: m.zipMax }),
    experience: longAnswer(m, m.experienceMin),
    existingPets: optionalText(LONG_TEXT_MAX, m.longTextMax),
    livingSituation: longAnswer(m, m.livingSituationMin),
    availability: longAnswer(m, m.availabilityMin),
    message: applicationMessage(m),
    ...consentFields(m),
  } satisfies Record<FosterField, z.ZodType>);
}

export type FosterSchema = ReturnType<typeof fosterSchema>;
export type FosterInput = z.input<FosterSchema>;
export type FosterValues = z.output<FosterSchema>;
