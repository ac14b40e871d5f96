import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { dogAlertPageAction } from "#app/features/dog-alerts/server/action.server.ts";
import { DogAlertsPage } from "#app/pages/dog-alerts/sections.tsx";

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
