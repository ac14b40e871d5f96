import type { Route } from "./+types/donations";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { ComingSoonPage } from "#app/components/page/coming-soon-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "donations") };
}

export const meta = metaFromLoader;

export default function DonationsPage() {
  return <ComingSoonPage routeKey="donations" />;
}
