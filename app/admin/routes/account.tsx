import { useState } from "react";
import { Form, useActionData, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/account";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import type { IntentForm } from "#app/platform/forms/server/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { listPasskeys, removePasskey, renamePasskey } from "#app/admin/auth/passkeys.server.ts";
import { listSessions, revokeSession } from "#app/admin/auth/sessions.server.ts";
import { dailySummaryOf, setDailySummary, updateOwnAccount } from "#app/admin/auth/accounts.server.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { audit } from "#app/platform/audit/log.server.ts";
import { adminSessions } from "#app/platform/db/schema.ts";
import { and, eq, ne } from "drizzle-orm";
import { areaLabel, areasText, parseAreas } from "#app/features/journey/precheck/public.ts";
import { precheckAreasOf, saveAreas } from "#app/features/journey/precheck/public.server.ts";
import { adminPath } from "../route-table.ts";
import { adminMessages, t } from "../messages/index.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services, user, sessionId } = await requireRole(args, "signedIn");
  const [passkeys, sessions, summary, areas] = await Promise.all([
    listPasskeys(services.db, user.id),
    listSessions(services.db, user.id),
    dailySummaryOf(services.db, user.id),
    user.role === "precheck" ? precheckAreasOf(services.db, user.id) : null,
  ]);
  return {
    profile: { name: user.name, email: user.email, role: user.role, locale: user.locale },
    // The daily summary of waiting requests, for the roles that handle requests.
    dailySummary: allows("inbox", user.role) ? summary : null,
    // A pre-check volunteer's areas (docs/product/journey.md#areas).
    areas,
    passkeys,
    // The session ids are hashes of the cookies, safe to show as form values.
    sessions: sessions.map((s) => ({ ...s, current: s.id === sessionId })),
  };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

const saved = { ok: "saved" as const };
/** A passkey's or a session's id as the page shows it (a credential id, a session's hash). */
const recordId = formField.text(500);

/** A step the account's role does not take (the daily summary without the inbox, areas for a pre-check volunteer only): 403. */
function notForYou(form: IntentForm, user: Ctx["user"]) {
  return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].forbidden.text }, { status: 403 });
}

/** The account page's forms: profile, daily summary, pre-check areas, passkeys and sessions. */
const intents = {
  profile: defineIntent({
    schema: z.object({ name: formField.text(1000).transform((name) => name.trim().slice(0, 100)), locale: formField.locale() }),
    handle: async (sent, { services, actor, user }) => {
      await updateOwnAccount(services.db, actor, user.id, sent);
      return saved;
    },
  }),
  summary: defineIntent({
    schema: z.object({ daily_summary: formField.ticked("on") }),
    handle: async (sent, { services, actor, user }, form) => {
      if (!allows("inbox", user.role)) return notForYou(form, user);
      await setDailySummary(services.db, actor, user.id, sent.daily_summary);
      return saved;
    },
  }),
  areas: defineIntent({
    schema: z.object({ areas_de: formField.text(5000), areas_es: formField.text(5000) }),
    handle: async (sent, { services, actor, user }, form) => {
      if (user.role !== "precheck") return notForYou(form, user);
      const de = parseAreas("DE", sent.areas_de.slice(0, 1000));
      const es = parseAreas("ES", sent.areas_es.slice(0, 1000));
      if (!de.ok || !es.ok) {
        const invalid = [...(de.ok ? [] : de.invalid), ...(es.ok ? [] : es.invalid)].slice(0, 20);
        return form.refuse({ [de.ok ? "areas_es" : "areas_de"]: t(adminMessages[user.locale].precheck.areasInvalid, { entries: invalid.join(", ") }) });
      }
      await saveAreas(services.db, actor, user.id, [...de.areas, ...es.areas]);
      return { ok: "areas" as const };
    },
  }),
  "rename-passkey": defineIntent({
    schema: z.object({ id: recordId, name: formField.text(1000).transform((name) => name.trim().slice(0, 60)) }),
    handle: async ({ id, name }, { services, actor, user }) => {
      if (name && (await renamePasskey(services.db, user.id, id, name))) {
        await audit(services.db, actor, { action: "passkey.renamed", targetType: "account", targetId: user.id, details: { passkey: id.slice(0, 12) } });
      }
      return saved;
    },
  }),
  "remove-passkey": defineIntent({
    schema: z.object({ id: recordId }),
    handle: async ({ id }, { services, actor, user }) => {
      if (await removePasskey(services.db, user.id, id)) {
        await audit(services.db, actor, { action: "passkey.removed", targetType: "account", targetId: user.id, details: { passkey: id.slice(0, 12) } });
      }
      return saved;
    },
  }),
  "end-session": defineIntent({
    schema: z.object({ id: recordId }),
    handle: async ({ id }, { services, actor, user }) => {
      if (await revokeSession(services.db, user.id, id)) {
        await audit(services.db, actor, { action: "session.revoked", targetType: "account", targetId: user.id });
      }
      return saved;
    },
  }),
  "end-others": defineIntent({
    schema: z.object({}),
    handle: async (_sent, { services, actor, user, sessionId }) => {
      await services.db.delete(adminSessions).where(and(eq(adminSessions.userId, user.id), ne(adminSessions.id, sessionId)));
      await audit(services.db, actor, { action: "session.revoked_others", targetType: "account", targetId: user.id });
      return saved;
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "signedIn");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

function AddPasskey() {
  const { m } = useAdmin();
  // Only hooks the public pages use too: the back office adds nothing to the shared router code.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [name, setName] = useState(m.account.passkeyNameDefault);
  const [state, setState] = useState<"idle" | "busy" | "added" | "failed">("idle");
  async function add(event: React.FormEvent) {
    event.preventDefault();
    setState("busy");
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const endpoint = adminPath("admin-passkey-register");
      const start = await fetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ step: "options" }) });
      if (!start.ok) throw new Error("options");
      const { challengeId, options } = await start.json();
      const response = await startRegistration({ optionsJSON: options });
      const verify = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ step: "verify", challengeId, response, name }),
      });
      if (!verify.ok) throw new Error("verify");
      setState("added");
      // The field starts again with the suggested name: the next passkey is another device.
      setName(m.account.passkeyNameDefault);
      await navigate(pathname, { replace: true, preventScrollReset: true });
    } catch {
      setState("failed");
    }
  }
  return (
    <form onSubmit={add} className="mt-6 border-t border-stone-200 pt-4" data-add-passkey>
      <label htmlFor="passkey-name" className={label}>
        {m.account.passkeyName}
      </label>
      <input id="passkey-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} className={input} />
      <button type="submit" className={`${button} mt-4`} disabled={state === "busy"}>
        {m.account.addPasskey}
      </button>
      <noscript>
        <p className="mt-2">{m.account.addPasskeyNeedsScript}</p>
      </noscript>
      {state === "added" ? <Notice tone="success">{m.account.passkeyAdded}</Notice> : null}
      {state === "failed" ? <Notice tone="error">{m.account.passkeyFailed}</Notice> : null}
    </form>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const result = useActionData<typeof action>();
  const refused = refusalOf(result);
  const { profile, passkeys, sessions } = loaderData;
  return (
    <>
      <PageTitle title={`${m.account.title} – ${m.title}`}>{m.account.title}</PageTitle>
      <p className="mt-2 text-stone-700">
        {profile.email} · {m.account.role}: {m.roles[profile.role]}
      </p>
      {result?.ok === "saved" ? <Notice tone="success">{m.account.saved}</Notice> : null}
      {refused && refused.intent !== "areas" ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}

      <Section title={m.account.passkeys}>
        <p className="text-stone-700">{m.account.passkeysIntro}</p>
        {passkeys.length === 0 ? <p className="mt-4 font-semibold">{m.account.noPasskeys}</p> : null}
        <ul className="mt-4 space-y-4" data-passkeys>
          {passkeys.map((p) => (
            <li key={p.id} className="rounded-md border border-stone-300 p-3">
              <p className="font-semibold">{p.name}</p>
              <p className="text-sm text-stone-700">
                {t(m.account.created, { date: formatDateTime(p.createdAt, locale) })} ·{" "}
                {p.lastUsedAt ? t(m.account.lastUsed, { date: formatDateTime(p.lastUsedAt, locale) }) : m.account.neverUsed}
              </p>
              <div className="mt-2 flex flex-wrap items-end gap-2">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename-passkey" />
                  <input type="hidden" name="id" value={p.id} />
                  <label className="sr-only" htmlFor={`rename-${p.id}`}>
                    {t(m.account.renameNamed, { name: p.name })}
                  </label>
                  <input id={`rename-${p.id}`} name="name" defaultValue={p.name} maxLength={60} className={`${input} mt-0 w-48`} />
                  <button type="submit" className={secondaryButton}>
                    {m.account.rename}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={p.id} />
                  <button type="submit" className={dangerButton} aria-label={t(m.account.removeNamed, { name: p.name })}>
                    {m.account.remove}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        <AddPasskey />
      </Section>

      <Section title={m.account.profile}>
        <Form method="post" className="grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="profile" />
          <div>
            <label htmlFor="name" className={label}>
              {m.account.name}
            </label>
            <input id="name" name="name" defaultValue={profile.name} maxLength={100} autoComplete="name" className={input} />
          </div>
          <div>
            <label htmlFor="locale" className={label}>
              {m.account.language}
            </label>
            <select id="locale" name="locale" defaultValue={profile.locale} className={input}>
              <option value="de">{m.account.languages.de}</option>
              <option value="es">{m.account.languages.es}</option>
            </select>
          </div>
          <div>
            <button type="submit" className={button}>
              {m.account.save}
            </button>
          </div>
        </Form>
      </Section>

      {loaderData.areas !== null ? <AreasSection areas={loaderData.areas} /> : null}

      {loaderData.dailySummary !== null ? (
        <Section title={m.account.dailySummary}>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="summary" />
            <label className="flex items-start gap-3">
              <input type="checkbox" name="daily_summary" defaultChecked={loaderData.dailySummary} aria-describedby="summary-hint" className="mt-1 size-5 shrink-0" />
              <span>{m.account.dailySummaryLabel}</span>
            </label>
            <p id="summary-hint" className="text-sm text-stone-700">{m.account.dailySummaryHint}</p>
            <div>
              <button type="submit" className={button}>
                {m.account.save}
              </button>
            </div>
          </Form>
        </Section>
      ) : null}

      <Section title={m.account.sessions}>
        <p className="text-stone-700">{m.account.sessionsIntro}</p>
        <ul className="mt-4 space-y-3" data-sessions>
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-300 p-3">
              <div>
                <p className="font-semibold">
                  {s.client} · {s.method === "passkey" ? m.account.viaPasskey : m.account.viaLink}
                  {s.current ? ` (${m.account.thisSession})` : ""}
                </p>
                <p className="text-sm text-stone-700">
                  {t(m.account.started, { date: formatDateTime(s.createdAt, locale) })} ·{" "}
                  {t(m.account.lastSeen, { date: formatDateTime(s.lastSeenAt, locale) })}
                </p>
              </div>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className={dangerButton}>
                    {m.account.endSession}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end-others" />
            <button type="submit" className={dangerButton}>
              {m.account.endOthers}
            </button>
          </Form>
        ) : null}
      </Section>
    </>
  );
}

/** A pre-check volunteer's areas: German postcode beginnings and Spanish provinces, typed as lists. */
function AreasSection({ areas }: { areas: string[] }) {
  const { m, locale } = useAdmin();
  const p = m.precheck;
  const result = useActionData<{ ok: string | null }>();
  const refused = refusalOf(result, "areas");
  const invalid = refused ? firstMessage(refused) : null;
  return (
    <Section title={p.areasTitle} id="gebiete">
      <p>{p.areasIntro}</p>
      <p className="mt-2 font-semibold" data-areas>{areas.length > 0 ? t(p.areasNow, { areas: areas.map((a) => areaLabel(a, locale)).join(", ") }) : p.areasNone}</p>
      <Form method="post" className="mt-4 grid gap-4" key={areas.join("|")}>
        <input type="hidden" name="intent" value="areas" />
        <div>
          <label htmlFor="areas_de" className={label}>{p.areasDe}</label>
          <p id="areas_de-hint" className="text-sm text-stone-700">{p.areasDeHint}</p>
          <input id="areas_de" name="areas_de" defaultValue={refused?.values.areas_de ?? areasText(areas, "DE")} inputMode="numeric" className={input} aria-describedby={invalid ? "areas_de-hint areas-error" : "areas_de-hint"} />
        </div>
        <div>
          <label htmlFor="areas_es" className={label}>{p.areasEs}</label>
          <p id="areas_es-hint" className="text-sm text-stone-700">{p.areasEsHint}</p>
          <input id="areas_es" name="areas_es" defaultValue={refused?.values.areas_es ?? areasText(areas, "ES")} className={input} aria-describedby={invalid ? "areas_es-hint areas-error" : "areas_es-hint"} />
        </div>
        {invalid ? <p id="areas-error" role="alert" className="text-sm font-semibold text-red-800">{invalid}</p> : null}
        <div>
          <button type="submit" className={button}>{p.areasSave}</button>
          {result?.ok === "areas" ? <Notice tone="success">{p.areasSaved}</Notice> : null}
        </div>
      </Form>
    </Section>
  );
}
