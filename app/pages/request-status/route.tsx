import { data } from "react-router";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { journeyCopy } from "#app/features/journey/request/public.ts";
import { loadStatusPage, STATUS_PAGE_HEADERS, statusPageAction } from "#app/features/journey/status/public.server.ts";
import { StatusPage } from "./sections.tsx";

/**
 * A request's status page (docs/product/journey.md#status-page): reached only through the link in
 * the applicant's e-mails; a token that opens nothing is the site's 404, whatever the reason.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const copy = journeyCopy[ctx.locale].statusPage;
  const page = await loadStatusPage(context, params.token);
  // No canonical, no alternate language: the address holds the token (never indexed, never shared).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  return data({ head, copy, page }, { headers: STATUS_PAGE_HEADERS });
}

export const action = ({ context, request, params }: Route.ActionArgs) => statusPageAction(context, request, params.token);

export const headers = () => STATUS_PAGE_HEADERS;

export const meta = metaFromLoader;

export default function RequestStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StatusPage copy={loaderData.copy} page={loaderData.page} result={actionData} />;
}
