import type { Route } from "./+types/hospice";
import { pageContext, staticPageHead } from "#app/seo/page.server.ts";
import { hospiceCopy } from "#app/content/pages/hospice.ts";
import { contactCopy } from "#app/content/pages/contact.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { formAction } from "#app/forms/action.server.ts";
import { hospiceDogList } from "#app/dogs/blocks.server.ts";
import { HospicePage } from "#app/components/pages/hospice/hospice-page.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: hospiceCopy[locale],
    // The sponsorship card links to the contact page's form.
    contactFormId: contactCopy[locale].formId,
    head: staticPageHead(context, "hospice"),
    dogs: await hospiceDogList(context),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

export const meta = metaFromLoader;

export default function HospiceRoute({ loaderData }: Route.ComponentProps) {
  return <HospicePage dogs={loaderData.dogs} copy={loaderData.copy} contactFormId={loaderData.contactFormId} />;
}
