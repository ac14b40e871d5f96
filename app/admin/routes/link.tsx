import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/link";
import { plural } from "#app/platform/i18n/plural.ts";
import { z } from "#app/platform/zod.ts";
import { optionalUser, adminQuery, safeNext, type AdminRequest } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { adminLocaleOf } from "../locale.ts";
import { signInWithLink } from "#app/admin/auth/sign-in.server.ts";
import { clientLabel, sessionCookie } from "#app/admin/auth/sessions.server.ts";
import { adminMessages } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, Notice, PageTitle, useAdmin } from "../ui.tsx";

/**
 * The page an e-mail link opens. Opening it signs nobody in (mail scanners
 * open links too): the button posts the token, which is used up then.
 */
export async function loader(args: Route.LoaderArgs) {
  await optionalUser(args);
  const query = adminQuery(args.request);
  const token = query.get("token") ?? "";
  return { token, next: query.get("next") ? safeNext(query.get("next")) : null };
}

type Ctx = AdminRequest & { userAgent: string | null };
const defineIntent = adminIntents<Ctx>();

/** The page's one form: the e-mailed link's token, used up by this post, in the page's language (`lang`). */
const intents = {
  "sign-in": defineIntent({
    schema: z.object({ token: formField.text(1000), lang: formField.locale(), next: formField.text(2000) }),
    handle: async ({ token, lang, next }, { services, site, clientAddress, userAgent }) => {
      const outcome = await signInWithLink(services, { token, clientAddress, client: clientLabel(userAgent) });
      if (outcome.status === "limited") {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        return data({ refused: true, locale: lang, limitedMinutes: minutes }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
      }
      if (outcome.status !== "ok") return { refused: true, locale: lang, limitedMinutes: null };
      // A first sign-in (the invitation) goes to the account page to add a passkey; a sign-in link to the page the volunteer wanted, else the dashboard.
      const target = outcome.purpose === "recovery" ? safeNext(next || null) : adminPath("admin-account");
      throw redirect(target, { headers: { "Set-Cookie": sessionCookie(site, outcome.token) } });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const { services, site, clientAddress } = await optionalUser(args);
  // Before sign-in the kit's own texts follow the browser; the answer, the page's language.
  const locale = adminLocaleOf({ acceptLanguage: args.request.headers.get("accept-language") });
  return takeForm(args.request, locale, intents, { services, site, clientAddress, userAgent: args.request.headers.get("user-agent") }, { fallback: "sign-in" });
}

export default function LinkSignIn({ loaderData }: Route.ComponentProps) {
  const { m: current, locale } = useAdmin();
  const answer = useActionData<typeof action>();
  const refused = refusalOf(answer);
  const result = answer && "refused" in answer ? answer : null;
  const m = result ? adminMessages[result.locale] : current;
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle title={`${m.link.title} – ${m.title}`}>{m.link.title}</PageTitle>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      {result?.refused ? (
        <>
          <Notice tone="error">{result.limitedMinutes ? plural(locale, m.login.limited, result.limitedMinutes) : m.link.refused}</Notice>
          <p className="mt-6">
            <Link to={adminPath("admin-login")} className="font-semibold text-brand-800 underline">
              {m.link.requestNew}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="mt-4">
          <p className="text-stone-700">{m.link.intro}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="lang" value={locale} />
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <button type="submit" className={`${button} mt-4`}>
            {m.link.confirm}
          </button>
        </Form>
      )}
    </div>
  );
}
