import type { Route } from "./+types/route";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { linkAction } from "#app/features/dog-alerts/server/action.server.ts";
import { alertLinkLoader } from "#app/pages/dog-alerts/link-loader.server.ts";
import { AlertLinkPage } from "#app/pages/dog-alerts/link-sections.tsx";

/**
 * The unsubscribe link's page (docs/product/dog-alerts.md#links): GET shows a
 * button (a mail scanner that follows the link unsubscribes nobody); its
 * POST, or the mail provider's one-click POST (RFC 8058), unsubscribes.
 */
export const loader = ({ context, params }: Route.LoaderArgs) => alertLinkLoader(context, "unsubscribe", params.token);

export const action = (args: Route.ActionArgs) => linkAction(args, "unsubscribe", args.params.token);

export const meta = metaFromLoader;

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage link="unsubscribe" copy={loaderData.copy} valid={loaderData.valid} result={actionData} />;
}
