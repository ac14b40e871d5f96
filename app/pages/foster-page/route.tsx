import { data } from "react-router";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { fosterPageCopy } from "#app/features/journey/foster/public.ts";
import { FOSTER_PAGE_HEADERS, fosterPageAction, loadFosterPage } from "#app/features/journey/foster/public.server.ts";
import { FosterPage } from "./sections.tsx";

/**
 * The foster family's own page (docs/product/foster.md#the-foster-familys-page): reached only through
 * the link in the foster family's e-mails; a token that opens nothing (or a home that ended) is the
 * site's 404. Guessing is held back with the status pages' limit per client.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const copy = fosterPageCopy[ctx.locale];
  const page = await loadFosterPage(context, params.token);
  // No canonical, no alternate language: the address holds the token (never indexed, never shared).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  return data({ head, page }, { headers: FOSTER_PAGE_HEADERS });
}

export const action = ({ context, request, params }: Route.ActionArgs) => fosterPageAction(context, request, params.token);

export const headers = () => FOSTER_PAGE_HEADERS;

export const meta = metaFromLoader;

export default function FosterPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FosterPage page={loaderData.page} result={actionData} />;
}
