/**
 * The association's editable details: the fields, grouped as the back
 * office's form shows them, and the problems a value can have. No Zod here:
 * the form's page imports this in the browser; the rules are in settings.ts.
 */
import type { IbanProblem } from "./bank.ts";

/** Every editable field, in the order of the form, grouped as the form shows them. */
export const SETTINGS_GROUPS = {
  contact: ["email", "donationEmail", "phone", "whatsapp"],
  address: ["street", "postalCode", "city", "region"],
  bank: ["beneficiary", "iban", "bic", "bankName", "paypalEmail", "paypalMe", "protectionFee"],
  links: ["paypalGeneral", "paypalHospice", "teamingGeneral", "teamingSponsorDogs", "teamingResidencia", "facebook", "instagram"],
  board: ["president", "vicePresident", "secretary", "treasurer", "responsibleForContent"],
} as const;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export type SettingsField = (typeof SETTINGS_GROUPS)[SettingsGroup][number];
export const SETTINGS_FIELDS = Object.values(SETTINGS_GROUPS).flat() as SettingsField[];

/** One country's editable details, as flat text fields. */
export type OrganisationSettings = Record<SettingsField, string>;

/** The problems a field can have; the back office's messages name each one in both languages. */
export type SettingsProblem =
  | "required"
  | "tooLong"
  | "email"
  | "phone"
  | "whatsapp"
  | "url"
  | IbanProblem
  | "bic"
  | "amount";
