/** Form validation domain: schemas, messages, constants and payload builders. Pure, no React, no I/O. */
export * from "./constants.ts";
export * from "./dates.ts";
export * from "./phone.ts";
export * from "./fields.ts";
export { getMessages, fieldLabels, formFieldLabels, type Messages, type FieldLabels } from "./messages.ts";
export * from "./options.ts";
export * from "./parse.ts";
export * from "./adoption.ts";
export * from "./sponsorship.ts";
export * from "./foster.ts";
export * from "./contact.ts";
export * from "./flight-sponsor.ts";
export * from "./membership.ts";
export * from "./membership-toast.ts";
export * from "./donation.ts";
export * from "./payload.ts";
