import { data } from "react-router";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { servicesContext } from "#app/platform/context.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { findByConfirmToken } from "#app/features/dog-alerts/server/store.server.ts";
import { linkAction, linkPostedContext } from "#app/features/dog-alerts/server/action.server.ts";
import { AlertLinkPage } from "#app/pages/dog-alerts/link-sections.tsx";

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
