import { Form, useActionData } from "react-router";
import type { Route } from "./+types/accounts";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { accountStates, changeRole, countOwners, findUser, invite, listUsers, normaliseEmail, removeUser } from "#app/admin/auth/accounts.server.ts";
import { ROLES } from "#app/admin/auth/roles.ts";
import { adminMessages, t } from "../messages/index.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "accounts");
  const [users, states] = await Promise.all([listUsers(services.db), accountStates(services.db)]);
  return {
    users: users.map((u) => ({ ...u, standing: states.get(u.id) ?? { state: "expired" as const } })),
    invitationDays: services.env.ADMIN_INVITATION_DAYS,
  };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The account a form names (its hidden id), or the refusal. */
async function targetOf(db: Ctx["services"]["db"], id: string) {
  const target = await findUser(db, id);
  return target ? { target, lastOwner: target.role === "owner" && (await countOwners(db)) <= 1 } : null;
}

/** The accounts page's forms: invite, change a role, remove an account. */
const intents = {
  invite: defineIntent({
    schema: (m) =>
      z.object({
        email: formField.text(1000).transform((email, check) => normaliseEmail(email) ?? (check.addIssue({ code: "custom", message: m.accounts.invalid }), z.NEVER)),
        role: z.enum(ROLES, { error: m.accounts.invalid }),
        name: formField.text(1000).transform((name) => name.trim().slice(0, 100)),
        locale: formField.locale(),
      }),
    handle: async (sent, { services, site, actor, user }, form) => {
      await invite(
        { db: services.db, site, transport: services.forms.transport, from: services.env.MAIL_FROM, invitationDays: services.env.ADMIN_INVITATION_DAYS },
        actor,
        sent,
      );
      return { intent: form.intent, tone: "success" as const, text: t(adminMessages[user.locale].accounts.invited, { email: sent.email }) };
    },
  }),
  role: defineIntent({
    schema: (m) => z.object({ id: formField.text(100), role: z.enum(ROLES, { error: m.accounts.invalid }) }),
    handle: async ({ id, role }, { services, actor, user }, form) => {
      const m = adminMessages[user.locale];
      const found = await targetOf(services.db, id);
      if (!found) return form.refuse({ [FORM_ERROR_KEY]: m.accounts.invalid });
      if (found.lastOwner && role !== "owner") return form.refuse({ role: m.accounts.lastOwner }, { status: 409 });
      await changeRole(services.db, actor, found.target.id, role);
      return { intent: form.intent, tone: "success" as const, text: t(m.accounts.roleChanged, { email: found.target.email, role: m.roles[role] }) };
    },
  }),
  remove: defineIntent({
    schema: z.object({ id: formField.text(100), confirm: formField.ticked() }),
    handle: async ({ id, confirm }, { services, actor, user }, form) => {
      const m = adminMessages[user.locale].accounts;
      const found = await targetOf(services.db, id);
      if (!found) return form.refuse({ [FORM_ERROR_KEY]: m.invalid });
      if (found.lastOwner) return form.refuse({ [FORM_ERROR_KEY]: m.lastOwner }, { status: 409 });
      if (!confirm) return form.refuse({ confirm: m.removeNeedsConfirm });
      await removeUser(services.db, actor, found.target.id);
      return { intent: form.intent, tone: "success" as const, text: t(m.removed, { email: found.target.email }) };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "accounts");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { m, user, locale } = useAdmin();
  const answer = useActionData<typeof action>();
  const refused = refusalOf(answer);
  // What the last post did, as a notice: its text, or the first message of its refusal.
  const result = refused ? { intent: refused.intent, tone: "error" as const, text: firstMessage(refused) ?? "" } : answer && "tone" in answer ? answer : null;
  const kept = refused?.intent === "invite" ? refused.values : null;
  return (
    <>
      <PageTitle title={`${m.accounts.title} – ${m.title}`}>{m.accounts.title}</PageTitle>
      {result && result.intent !== "invite" ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <ul className="mt-6 space-y-3" data-accounts>
        {loaderData.users.map((u) => (
          <li key={u.id} className="rounded-lg border border-stone-300 bg-white p-4">
            <p className="font-semibold">
              {u.name || u.email} {u.id === user?.id ? `(${m.accounts.you})` : ""}
            </p>
            <p className="text-sm text-stone-700">{u.email}</p>
            <p className={`mt-1 text-sm font-semibold ${u.standing.state === "expired" ? "text-red-800" : u.standing.state === "invited" ? "text-amber-900" : "text-emerald-900"}`} data-account-state={u.standing.state}>
              {u.standing.state === "active"
                ? m.accounts.stateActive
                : u.standing.state === "invited"
                  ? t(m.accounts.stateInvited, { date: formatDateTime(u.standing.until, locale) })
                  : m.accounts.stateExpired}
            </p>
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={u.id} />
                <div>
                  <label htmlFor={`role-${u.id}`} className={label}>{t(m.accounts.roleFor, { email: u.email })}</label>
                  <select id={`role-${u.id}`} name="role" defaultValue={u.role} className={input}>
                    {ROLES.map((r) => <option key={r} value={r}>{m.roles[r]}</option>)}
                  </select>
                </div>
                <button type="submit" className={secondaryButton}>{m.accounts.changeRole}</button>
              </Form>
              {u.id !== user?.id ? (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={u.id} />
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                    {t(m.accounts.removeConfirm, { email: u.email })}
                  </label>
                  <button type="submit" className={dangerButton} aria-label={t(m.accounts.removeNamed, { email: u.email })}>
                    {m.accounts.remove}
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Section title={m.accounts.invite}>
        <p>{t(m.accounts.inviteIntro, { days: loaderData.invitationDays })}</p>
        {/* A new form after each invitation sent: the fields start empty for the next one. */}
        <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-2" key={result?.intent === "invite" && result.tone === "success" ? result.text : "invite"}>
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label htmlFor="invite-email" className={label}>{m.accounts.email}</label>
            <input id="invite-email" name="email" type="email" required autoComplete="off" defaultValue={kept?.email} className={input} />
          </div>
          <div>
            <label htmlFor="invite-name" className={label}>{m.accounts.name}</label>
            <input id="invite-name" name="name" autoComplete="off" defaultValue={kept?.name} className={input} />
          </div>
          <div>
            <label htmlFor="invite-role" className={label}>{m.accounts.role}</label>
            <select id="invite-role" name="role" defaultValue={kept?.role ?? "coordinator"} className={input}>
              {ROLES.map((r) => <option key={r} value={r}>{m.roles[r]}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="invite-locale" className={label}>{m.accounts.language}</label>
            <select id="invite-locale" name="locale" defaultValue={kept?.locale ?? locale} className={input}>
              <option value="de">Deutsch</option>
              <option value="es">Español</option>
            </select>
          </div>
          <div>
            <button type="submit" className={button}>{m.accounts.send}</button>
          </div>
        </Form>
        {/* The invitation's answer where the volunteer is: under its form. */}
        {result && result.intent === "invite" ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      </Section>
    </>
  );
}
