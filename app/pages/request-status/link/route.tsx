import { Form, useNavigation } from "react-router";
import { CircleCheck } from "lucide-react";
import type { Route } from "./+types/route";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { journeyCopy } from "#app/features/journey/request/public.ts";
import { statusLinkAction } from "#app/features/journey/status/public.server.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FieldError } from "#app/ui/forms/field-error.tsx";
import { inputClass, primaryButton } from "#app/ui/styles.ts";

/** Asks for the status link again by e-mail (docs/product/journey.md#lost-link): the same answer whether or not a request exists. */
export function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const copy = journeyCopy[ctx.locale].linkPage;
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: "requestLink", noIndex: true });
  return { head, copy };
}

export const action = ({ context, request }: Route.ActionArgs) => statusLinkAction(context, request);

export const meta = metaFromLoader;

export default function RequestLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const navigation = useNavigation();
  const refused = refusalOf(actionData);
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.ok ? (
          <p role="status" className="flex items-start gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 font-medium text-emerald-900" data-link-sent>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{copy.sent}</span>
          </p>
        ) : (
          <Form method="post" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <label htmlFor="link-email" className="block font-semibold text-stone-900">
              {copy.email}
            </label>
            <input
              id="link-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={refused?.values.email?.slice(0, 254) ?? ""}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? "link-email-error" : undefined}
              className={inputClass(Boolean(refused))}
            />
            <FieldError id="link-email-error" messages={(refused && firstMessage(refused)) || undefined} alert />
            <button type="submit" className={`mt-5 ${primaryButton}`} disabled={navigation.state === "submitting"}>
              {copy.send}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
