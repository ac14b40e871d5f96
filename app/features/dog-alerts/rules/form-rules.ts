/** What the subscription form loads in the browser on first focus (zod and the form's schema), as one chunk. */

export { parseForm } from "#app/platform/forms/rules/parse.ts";
export { dogAlertSchema } from "./form.ts";
