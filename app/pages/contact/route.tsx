import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { contactCopy } from "#app/pages/contact/copy.ts";
import { ContactPage } from "#app/pages/contact/contact-page.tsx";

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
