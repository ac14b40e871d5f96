import { useRouteLoaderData } from "react-router";
import type { BrowserMessages } from "#app/platform/forms/rules/messages.ts";

/** What the forms of a page need from the server: in the page's HTML and loader data, never in its JavaScript. */
export interface FormsData {
  /** Time token and idempotency key for the forms of this page (see app/forms). */
  form: { token: string; key: string };
  /** The forms' texts in the request's language. */
  messages: BrowserMessages;
}

/** The forms' token, key and texts, from the forms layout (app/pages/forms-layout/route.ts). */
export function useFormsData(): FormsData {
  const data = useRouteLoaderData("forms") as FormsData | undefined;
  if (!data) throw new Error("a form on a page without `forms: true` in app/platform/i18n/routes.ts");
  return data;
}
