import type { Route } from "./+types/route";
import { localeContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { formFacts } from "#app/platform/forms/server/token.server.ts";
import { getBrowserMessages } from "#app/platform/forms/rules/messages.ts";
import type { FormsData } from "#app/ui/forms/forms-data.ts";

/**
 * The layout (without a path) of every page that has a form (`forms: true` in app/platform/i18n/routes.ts):
 * only these pages carry the forms' token, key and texts. Its loader runs again after each
 * submission, so a sent form gets a fresh token and key. It has no component (React Router renders
 * the page in its place), so it adds no JavaScript to the page.
 */
export function loader({ context, request }: Route.LoaderArgs): FormsData {
  const { locale } = context.get(localeContext);
  const { forms } = context.get(servicesContext);
  // A page the page cache keeps (a GET of the page itself) renders the facts made for this view (decision 039).
  const made = context.get(requestContext).formFacts;
  return { form: made ?? formFacts(forms.secret, new URL(request.url).host), messages: getBrowserMessages(locale) };
}
