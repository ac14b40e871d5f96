import type { Route } from "./+types/subscribe";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { dogAlertsCopy } from "#app/content/pages/dog-alerts.ts";
import { dogAlertPageAction } from "#app/dog-alerts/action.server.ts";
import { DogAlertsPage } from "#app/components/pages/dog-alerts/dog-alerts-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  const copy = dogAlertsCopy[locale];
  return { copy, head: staticPageHead(context, "dogAlerts", copy.head.subscribe) };
}

export const action = (args: Route.ActionArgs) => dogAlertPageAction(args);

export const meta = metaFromLoader;

export default function DogAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <DogAlertsPage copy={loaderData.copy} />;
}
