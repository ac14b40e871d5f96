import { Form, useActionData } from "react-router";
import type { Route } from "./+types/accounts";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
import { accountStates, changeRole, countOwners, findUser, invite, listUsers, normaliseEmail, removeUser } from "#app/admin/auth/accounts.server.ts";
import { isRole, ROLES } from "#app/admin/auth/roles.ts";
import { adminMessages, t } from "../messages/index.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";
import { localeOf } from "#app/platform/i18n/locale.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "accounts");
  const [users, states] = await Promise.all([listUsers(services.db), accountStates(services.db)]);
  return {
    users: users.map((u) => ({ ...u, standing: states.get(u.id) ?? { state: "expired" as const } })),
    invitationDays: services.env.ADMIN_INVITATION_DAYS,
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, site, actor, user } = await requireRole(args, "accounts");
  const m = adminMessages[user.locale].accounts;
  const form = await adminForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const db = services.db;
  if (intent === "invite") {
    const email = normaliseEmail(form.get("email"));
    const role = form.get("role");
    if (!email || !isRole(role)) return { intent, tone: "error" as const, text: m.invalid };
    await invite(
      { db, site, transport: services.forms.transport, from: services.env.MAIL_FROM, invitationDays: services.env.ADMIN_INVITATION_DAYS },
      actor,
      { email, role, name: String(form.get("name") ?? "").trim().slice(0, 100), locale: localeOf(form.get("locale")) },
    );
    return { intent, tone: "success" as const, text: t(m.invited, { email }) };
  }
  const target = await findUser(db, String(form.get("id") ?? ""));
  if (!target) return { intent, tone: "error" as const, text: m.invalid };
  const lastOwner = target.role === "owner" && (await countOwners(db)) <= 1;
  if (intent === "role") {
    const role = form.get("role");
    if (!isRole(role)) return { intent, tone: "error" as const, text: m.invalid };
    if (lastOwner && role !== "owner") return { intent, tone: "error" as const, text: m.lastOwner };
    await changeRole(db, actor, target.id, role);
    return { intent, tone: "success" as const, text: t(m.roleChanged, { email: target.email, role: adminMessages[user.locale].roles[role] }) };
  }
  if (intent === "remove") {
    if (lastOwner) return { intent, tone: "error" as const, text: m.lastOwner };
    if (form.get("confirm") !== "yes") return { intent, tone: "error" as const, text: m.removeNeedsConfirm };
    await removeUser(db, actor, target.id);
    return { intent, tone: "success" as const, text: t(m.removed, { email: target.email }) };
  }
  return { intent, tone: "error" as const, text: m.invalid };
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { m, user, locale } = useAdmin();
  const result = useActionData<typeof action>();
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
            <input id="invite-email" name="email" type="email" required autoComplete="off" className={input} />
          </div>
          <div>
            <label htmlFor="invite-name" className={label}>{m.accounts.name}</label>
            <input id="invite-name" name="name" autoComplete="off" className={input} />
          </div>
          <div>
            <label htmlFor="invite-role" className={label}>{m.accounts.role}</label>
            <select id="invite-role" name="role" defaultValue="coordinator" className={input}>
              {ROLES.map((r) => <option key={r} value={r}>{m.roles[r]}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="invite-locale" className={label}>{m.accounts.language}</label>
            <select id="invite-locale" name="locale" defaultValue={locale} className={input}>
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
