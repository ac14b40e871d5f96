import type { Route } from "./+types/hospice";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { formAction } from "#app/forms/action.server.ts";
import { hospiceDogList } from "#app/dogs/blocks.server.ts";
import { HospicePage } from "#app/components/pages/hospice/hospice-page.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "hospice"), dogs: await hospiceDogList(context) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

export const meta = metaFromLoader;

export default function HospiceRoute({ loaderData }: Route.ComponentProps) {
  return <HospicePage dogs={loaderData.dogs} />;
}
