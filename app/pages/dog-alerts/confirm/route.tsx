import { data } from "react-router";
import type { Route } from "./+types/confirm";
import { pageContext } from "#app/seo/page.server.ts";
import { seo } from "#app/seo/seo.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { servicesContext } from "#app/context.ts";
import { dogAlertsCopy } from "#app/content/pages/dog-alerts.ts";
import { findByConfirmToken } from "#app/dog-alerts/store.server.ts";
import { linkAction, linkPostedContext } from "#app/dog-alerts/action.server.ts";
import { AlertLinkPage } from "#app/components/pages/dog-alerts/alert-link-page.tsx";

/** The confirmation link's page (docs/product/dog-alerts.md#links): GET shows a button, only its POST confirms. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { locale } = ctx;
  const found = await findByConfirmToken(context.get(servicesContext).db, params.token);
  const head = seo(
    ctx,
    { ...dogAlertsCopy[locale].head.confirm, routeKey: "dogAlertsConfirm", params: { [locale]: { token: params.token } }, noIndex: true },
  );
  const valid = found.status === "pending";
  // After a post, the action's answer decides the status.
  const posted = context.get(linkPostedContext);
  return data({ head, copy: dogAlertsCopy[locale], valid }, { status: valid || posted ? 200 : 404 });
}

export const action = (args: Route.ActionArgs) => linkAction(args, "confirm", args.params.token);

export const meta = metaFromLoader;

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.copy;
  return (
    <AlertLinkPage
      heading={c.confirm.heading}
      text={c.confirm.text}
      button={c.confirm.button}
      valid={loaderData.valid}
      result={actionData}
      done={{ title: c.confirm.doneTitle, text: c.confirm.doneText }}
      invalid={{ title: c.confirm.invalidTitle, text: c.confirm.invalidText, again: c.confirm.again }}
      backToDogs={c.backToDogs}
    />
  );
}
