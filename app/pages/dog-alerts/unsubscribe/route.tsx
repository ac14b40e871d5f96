import { data } from "react-router";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { servicesContext } from "#app/platform/context.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { findByUnsubscribeToken } from "#app/features/dog-alerts/server/store.server.ts";
import { linkAction, linkPostedContext } from "#app/features/dog-alerts/server/action.server.ts";
import { AlertLinkPage } from "#app/pages/dog-alerts/link-sections.tsx";

/**
 * The unsubscribe link's page (docs/product/dog-alerts.md#links): GET shows a
 * button (a mail scanner that follows the link unsubscribes nobody); its
 * POST, or the mail provider's one-click POST (RFC 8058), unsubscribes.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const found = await findByUnsubscribeToken(context.get(servicesContext).db, params.token);
  const head = seo(
    ctx,
    { ...dogAlertsCopy[locale].head.unsubscribe, routeKey: "dogAlertsUnsubscribe", params: { [locale]: { token: params.token } }, noIndex: true },
  );
  const valid = found.status !== "unknown";
  // After a post, the action's answer decides the status.
  const posted = context.get(linkPostedContext);
  return data({ head, copy: dogAlertsCopy[locale], valid }, { status: valid || posted ? 200 : 404 });
}

export const action = (args: Route.ActionArgs) => linkAction(args, "unsubscribe", args.params.token);

export const meta = metaFromLoader;

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.copy;
  return (
    <AlertLinkPage
      heading={c.unsubscribe.heading}
      text={c.unsubscribe.text}
      button={c.unsubscribe.button}
      valid={loaderData.valid}
      result={actionData}
      done={{ title: c.unsubscribe.doneTitle, text: c.unsubscribe.doneText }}
      invalid={{ title: c.unsubscribe.invalidTitle, text: c.unsubscribe.invalidText }}
      backToDogs={c.backToDogs}
    />
  );
}
