import type { Route } from "./+types/hospice";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { ComingSoonPage } from "#app/components/page/coming-soon-page.tsx";
import { hospiceDogList } from "#app/dogs/blocks.server.ts";
import { HospiceDogs } from "#app/components/dogs/hospice-dogs.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "hospice"), dogs: await hospiceDogList(context) };
}

export const meta = metaFromLoader;

export default function HospicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ComingSoonPage routeKey="hospice" />
      <HospiceDogs dogs={loaderData.dogs} />
    </>
  );
}
