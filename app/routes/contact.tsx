import type { Route } from "./+types/contact";
import { staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { formAction } from "#app/forms/action.server.ts";
import { ContactPage } from "#app/components/pages/contact/contact-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticPageHead(context, "contact") };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["contact"]);
}

export const meta = metaFromLoader;

export default function ContactRoute() {
  return <ContactPage />;
}
