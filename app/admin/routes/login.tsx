import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { plural } from "#app/platform/i18n/plural.ts";
import { z } from "#app/platform/zod.ts";
import { optionalUser, safeNext, adminQuery, type AdminRequest } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { adminLocaleOf } from "../locale.ts";
import { requestSignInLink } from "#app/admin/auth/sign-in.server.ts";
import { adminMessages } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await optionalUser(args);
  const query = adminQuery(args.request);
  if (signedIn) throw redirect(safeNext(query.get("next")));
  return null;
}

type Ctx = AdminRequest;
const defineIntent = adminIntents<Ctx>();

/** The page's one form: a sign-in link for an address, in the page's language (`lang`). */
const intents = {
  link: defineIntent({
    schema: z.object({ email: formField.text(1000), lang: formField.locale(), next: formField.text(2000) }),
    handle: async ({ email, lang, next }, { services, site, clientAddress }, form) => {
      // The page the volunteer wanted (a link from a notice e-mail): the e-mailed link opens it after sign-in.
      const outcome = await requestSignInLink(services, site, { email, clientAddress, next: next ? safeNext(next) : null });
      const m = adminMessages[lang].login;
      if (outcome.status === "invalid") return form.refuse({ email: m.invalidEmail });
      if (outcome.status === "limited") {
        return data(
          { tone: "error" as const, text: plural(lang, m.limited, Math.ceil(outcome.retryAfterSeconds / 60)) },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      }
      return { tone: "success" as const, text: m.sent };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const { services, site, clientAddress } = await optionalUser(args);
  // Before sign-in the kit's own texts follow the browser; the answer, the page's language.
  const locale = adminLocaleOf({ acceptLanguage: args.request.headers.get("accept-language") });
  return takeForm(args.request, locale, intents, { services, site, clientAddress }, { fallback: "link" });
}

function PasskeySignIn() {
  const { m } = useAdmin();
  const params = new URLSearchParams(useLocation().search);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function signIn() {
    setState("busy");
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const endpoint = adminPath("admin-passkey-signin");
      const start = await fetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ step: "options" }) });
      if (!start.ok) throw new Error("options");
      const { challengeId, options } = await start.json();
      const response = await startAuthentication({ optionsJSON: options });
      const verify = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ step: "verify", challengeId, response, next: params.get("next") }),
      });
      const result = await verify.json();
      if (!verify.ok || !result.ok) throw new Error("verify");
      window.location.assign(result.next);
    } catch {
      setState("failed");
    }
  }
  return (
    <div>
      <p className="text-stone-700">{m.login.passkeyHint}</p>
      <button type="button" className={`${button} mt-4`} onClick={signIn} disabled={state === "busy"} data-passkey-signin>
        {m.login.passkey}
      </button>
      {state === "failed" ? <Notice tone="error">{m.login.passkeyFailed}</Notice> : null}
      <noscript>
        <p className="mt-4">{m.login.passkeyNeedsScript}</p>
      </noscript>
    </div>
  );
}

export default function Login() {
  const { m, locale } = useAdmin();
  const answer = useActionData<typeof action>();
  const refused = refusalOf(answer);
  const result = refused ? { tone: "error" as const, text: firstMessage(refused) } : answer && "tone" in answer ? answer : null;
  const navigation = useNavigation();
  const params = new URLSearchParams(useLocation().search);
  const other = locale === "de" ? "es" : "de";
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle title={`${m.login.title} – ${m.title}`}>{m.login.title}</PageTitle>
      <p className="mt-2 text-stone-700">{m.login.intro}</p>
      {params.get("signedOut") ? <Notice tone="success">{m.login.signedOut}</Notice> : null}
      <Section title={m.login.passkey} id="passkey">
        <PasskeySignIn />
      </Section>
      <Section title={m.login.linkTitle} id="link">
        <p className="text-stone-700">{m.login.linkIntro}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="lang" value={locale} />
          {params.get("next") ? <input type="hidden" name="next" value={params.get("next")!} /> : null}
          <label htmlFor="email" className={label}>
            {m.login.email}
          </label>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={refused?.values.email} className={input} />
          <button type="submit" className={`${secondaryButton} mt-4`} disabled={navigation.state === "submitting"}>
            {m.login.sendLink}
          </button>
        </Form>
        {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      </Section>
      <p className="mt-6">
        {/* The other language keeps the page the volunteer wanted. */}
        <Link to={`?lang=${other}${params.get("next") ? `&next=${encodeURIComponent(params.get("next")!)}` : ""}`} lang={other} className="text-brand-800 underline" data-language-switch>
          {m.login.language}
        </Link>
      </p>
    </div>
  );
}
