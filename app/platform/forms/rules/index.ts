/** Form validation domain: schemas, messages, constants and payload builders. Pure, no React, no I/O. */
import "../../../platform/forms/rules/zod-config.ts";
export * from "../../../platform/forms/rules/constants.ts";
export * from "../../../platform/forms/rules/dates.ts";
export * from "../../../platform/forms/rules/phone.ts";
export * from "../../../platform/forms/rules/fields.ts";
export { getMessages, fieldLabels, formFieldLabels, type Messages, type FieldLabels } from "../../../platform/forms/rules/messages.ts";
export * from "../../../platform/forms/rules/options.ts";
export * from "../../../platform/forms/rules/parse.ts";
export * from "./adoption.ts";
export * from "./sponsorship.ts";
export * from "./foster.ts";
export * from "./contact.ts";
export * from "./membership.ts";
export * from "./membership-toast.ts";
export * from "./donation.ts";
export * from "./payload.ts";
