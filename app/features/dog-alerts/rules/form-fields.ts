/**
 * The subscription form's checkboxes: one field per kind of dog and per country. Read by the
 * schema (form.ts) and by the form, which draws a checkbox per field; no zod here, so the form
 * has them before its schema is loaded.
 */
import type { AlertLocation, AlertType } from "./rules.ts";

/** The checkbox of each kind of dog and each country, in the order the form shows them. */
export const dogAlertTypeFields = {
  adoption: "typeAdoption",
  sponsorship: "typeSponsorship",
  hospice: "typeHospice",
} as const satisfies Record<AlertType, string>;
export const dogAlertLocationFields = {
  germany: "locationGermany",
  spain: "locationSpain",
} as const satisfies Record<AlertLocation, string>;

/** The group's messages go to its first checkbox (focus lands there, a screen reader hears it there). */
export const dogAlertTypeGroup = dogAlertTypeFields.adoption;
export const dogAlertLocationGroup = dogAlertLocationFields.germany;
