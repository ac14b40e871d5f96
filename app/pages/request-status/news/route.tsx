import { data } from "react-router";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { STATUS_PAGE_HEADERS, loadNewsPage, newsPageAction } from "#app/features/journey/status/public.server.ts";
import { NewsPage } from "../news-sections.tsx";

/**
 * A family's news page (docs/product/journey.md#news-from-the-family): reached through the follow-up
 * e-mails and the status page; a token that opens nothing (or a request whose dog has not arrived) is
 * the site's 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const copy = happyEndCopy[ctx.locale].news;
  const page = await loadNewsPage(context, params.token);
  // No canonical, no alternate language: the address holds the token (never indexed, never shared).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  return data({ head, page }, { headers: STATUS_PAGE_HEADERS });
}

export const action = ({ context, request, params }: Route.ActionArgs) => newsPageAction(context, request, params.token);

export const headers = () => STATUS_PAGE_HEADERS;

export const meta = metaFromLoader;

export default function RequestNewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsPage page={loaderData.page} result={actionData} />;
}
