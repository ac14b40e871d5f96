/**
 * What the request page's pre-check part posts (docs/product/journey.md#pre-check): the visit's
 * country, postcode and address, and for "assign" the volunteer. Read as the form always was: a
 * country other than Spain is Germany, the postcode its digits, the address without surrounding
 * spaces and cut at its length; what they mean (a postcode of the country, a volunteer near it)
 * the part's server decides.
 */
import { z } from "#app/platform/zod.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { postcodeDigits, type Country } from "./precheck-areas.ts";

export const PRECHECK_ADDRESS_MAX = 300;

export const precheckFormSchema = z.object({
  precheck_country: z.unknown().optional().transform((value): Country => (value === "ES" ? "ES" : "DE")),
  precheck_postcode: formField.text(200).transform((value) => postcodeDigits(value).slice(0, 5)),
  precheck_address: formField.text(5000).transform((value) => value.trim().slice(0, PRECHECK_ADDRESS_MAX)),
  precheck_volunteer: formField.text(100),
});

export type PrecheckFormInput = z.output<typeof precheckFormSchema>;
