import type { Route } from "./+types/list";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { ComingSoonPage } from "#app/components/page/coming-soon-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "blog") };
}

export const meta = metaFromLoader;

export default function BlogListPage() {
  return <ComingSoonPage routeKey="blog" />;
}
