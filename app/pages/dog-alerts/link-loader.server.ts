import { data, type RouterContextProvider } from "react-router";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { servicesContext } from "#app/platform/context.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { findByConfirmToken, findByUnsubscribeToken, type TokenState } from "#app/features/dog-alerts/server/store.server.ts";
import { linkPostedContext } from "#app/features/dog-alerts/server/action.server.ts";

/** The two links of the alert e-mails: their page, how their token is looked up, and when it is valid. */
const links = {
  confirm: { routeKey: "dogAlertsConfirm", find: findByConfirmToken, valid: (found: TokenState) => found.status === "pending" },
  unsubscribe: { routeKey: "dogAlertsUnsubscribe", find: findByUnsubscribeToken, valid: (found: TokenState) => found.status !== "unknown" },
} as const;

/**
 * What the page behind a link of an alert e-mail loads (docs/product/dog-alerts.md#links): its
 * head (never indexed), its copy and whether the link is valid. An invalid link answers 404,
 * unless the page comes back after its post: then the action's answer decides the status.
 */
export async function alertLinkLoader(context: Readonly<RouterContextProvider>, link: keyof typeof links, token: string) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const { routeKey, find, valid: isValid } = links[link];
  const found = await find(context.get(servicesContext).db, token);
  const head = seo(ctx, { ...dogAlertsCopy[locale].head[link], routeKey, params: { [locale]: { token } }, noIndex: true });
  const valid = isValid(found);
  const posted = context.get(linkPostedContext);
  return data({ head, copy: dogAlertsCopy[locale], valid }, { status: valid || posted ? 200 : 404 });
}
