/**
 * General contact form (docs/product/forms.md#contact). The original specification leaves the bounds open; decisions:
 * name 2–100, e-mail ≤ 255, phone optional ≤ 30 (no minimum), message 20–2000
 * (same bound and message as the adoption form), optional `dog` ≤ 100 (the dog
 * name handed over from a dog page).
 */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { CONTACT_MESSAGE_MIN, MESSAGE_MAX, NAME_MAX, PHONE_MAX, type ContactField } from "./constants.ts";
import { optionalText, requiredText } from "./fields.ts";
import { consentFields, senderFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";

export function contactSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z.object({
    ...senderFields(m),
    phone: optionalText(PHONE_MAX, m.phoneMax),
    message: requiredText({
      min: CONTACT_MESSAGE_MIN, max: MESSAGE_MAX, tooShort: m.messageMin, tooLong: m.messageMax,
    }),
    dog: optionalText(NAME_MAX, m.dogNameMax),
    ...consentFields(m),
  } satisfies Record<ContactField, z.ZodType>);
}

export type ContactSchema = ReturnType<typeof contactSchema>;
export type ContactInput = z.input<ContactSchema>;
export type ContactValues = z.output<ContactSchema>;
