import type { Route } from "./+types/route";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { linkAction } from "#app/features/dog-alerts/server/action.server.ts";
import { alertLinkLoader } from "#app/pages/dog-alerts/link-loader.server.ts";
import { AlertLinkPage } from "#app/pages/dog-alerts/link-sections.tsx";

/** The confirmation link's page (docs/product/dog-alerts.md#links): GET shows a button, only its POST confirms. */
export const loader = ({ context, params }: Route.LoaderArgs) => alertLinkLoader(context, "confirm", params.token);

export const action = (args: Route.ActionArgs) => linkAction(args, "confirm", args.params.token);

export const meta = metaFromLoader;

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage link="confirm" copy={loaderData.copy} valid={loaderData.valid} result={actionData} />;
}
