/**
 * The new-dog alert subscription (docs/product/dog-alerts.md#the-form): an
 * address, at least one kind of dog, at least one country, how often, and
 * the consent. Checkboxes have a name each (`typeAdoption`, …), so a plain
 * HTML post carries them like any field; the output gathers them in lists.
 */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { alertFrequencies, alertLocations, alertTypes, type AlertFrequency, type AlertLocation, type AlertType } from "#app/features/dog-alerts/rules/rules.ts";
import { choiceField, emailField, honeypotField, isChecked } from "../../../platform/forms/rules/fields.ts";
import { getMessages } from "../../../platform/forms/rules/messages.ts";

import { dogAlertLocationFields, dogAlertLocationGroup, dogAlertTypeFields, dogAlertTypeGroup } from "./form-fields.ts";

export { dogAlertLocationFields, dogAlertLocationGroup, dogAlertTypeFields, dogAlertTypeGroup };

export interface DogAlertRequest {
  email: string;
  types: AlertType[];
  locations: AlertLocation[];
  frequency: AlertFrequency;
}

const checkbox = z.preprocess(isChecked, z.boolean());

export function dogAlertSchema(locale: Locale) {
  const m = getMessages(locale).validation;
  return z
    .object({
      email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
      typeAdoption: checkbox,
      typeSponsorship: checkbox,
      typeHospice: checkbox,
      locationGermany: checkbox,
      locationSpain: checkbox,
      frequency: choiceField(alertFrequencies, m.dogAlertFrequency),
      privacyAccepted: z.preprocess(isChecked, z.literal(true, { error: m.dogAlertConsent })),
      website: honeypotField(m.honeypot),
    })
    // The groups are checked even while other fields have problems, so every message shows at once.
    .refine((value) => alertTypes.some((type) => isChecked(value[dogAlertTypeFields[type]])), {
      path: [dogAlertTypeGroup],
      message: m.dogAlertTypes,
      when: () => true,
    })
    .refine((value) => alertLocations.some((place) => isChecked(value[dogAlertLocationFields[place]])), {
      path: [dogAlertLocationGroup],
      message: m.dogAlertLocations,
      when: () => true,
    })
    .transform(
      (value): DogAlertRequest => ({
        email: value.email,
        types: alertTypes.filter((type) => value[dogAlertTypeFields[type]]),
        locations: alertLocations.filter((place) => value[dogAlertLocationFields[place]]),
        frequency: value.frequency,
      }),
    );
}
