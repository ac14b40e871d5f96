import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { hospiceCopy } from "#app/pages/hospice/copy.ts";
import { contactCopy } from "#app/pages/contact/copy.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { hospiceDogList } from "#app/features/dogs/server/blocks.server.ts";
import { HospicePage } from "#app/pages/hospice/hospice-page.tsx";

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
