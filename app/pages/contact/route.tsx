import type { Route } from "./+types/contact";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { formAction } from "#app/forms/action.server.ts";
import { contactCopy } from "#app/content/pages/contact.ts";
import { ContactPage } from "#app/components/pages/contact/contact-page.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: contactCopy[locale],
    head: staticPageHead(context, "contact"),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["contact"]);
}

export const meta = metaFromLoader;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage copy={loaderData.copy} />;
}
