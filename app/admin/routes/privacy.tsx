import { Form, useActionData } from "react-router";
import type { Route } from "./+types/privacy";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
import { normaliseEmail } from "#app/admin/auth/accounts.server.ts";
import { erasePerson, nextDeletions } from "#app/admin/inbox/privacy.server.ts";
import { adminMessages, t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "privacy");
  const days = services.env.SUBMISSION_RETENTION_DAYS;
  return { days, next: await nextDeletions(services.db, days) };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, user } = await requireRole(args, "privacy");
  const m = adminMessages[user.locale].privacy;
  const form = await adminForm(args.request);
  const email = normaliseEmail(form.get("email"));
  if (!email) return { tone: "error" as const, text: m.invalid };
  if (form.get("confirm") !== "yes") return { tone: "error" as const, text: m.needsConfirm };
  const count = await erasePerson({ db: services.db, databaseKind: services.databaseKind, transport: services.forms.transport }, actor, email);
  return { tone: "success" as const, text: plural(user.locale, m.erased, count) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const result = useActionData<typeof action>();
  const { days, next } = loaderData;
  return (
    <>
      <PageTitle title={`${m.privacy.title} – ${m.title}`}>{m.privacy.title}</PageTitle>
      <Section title={m.privacy.retention}>
        <p>{t(m.privacy.retentionText, { days })}</p>
        <p className="mt-2" data-next-deletion>
          {next.count > 0 && next.oldest
            ? plural(locale, m.privacy.nextDeletion, next.count, { date: formatDateTime(next.until, locale), oldest: formatDateTime(next.oldest, locale) })
            : m.privacy.nothingSoon}
        </p>
      </Section>
      <Section title={m.privacy.erase}>
        <p>{m.privacy.eraseIntro}</p>
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
          <div>
            <label htmlFor="erase-email" className={label}>{m.privacy.email}</label>
            <input id="erase-email" name="email" type="email" required autoComplete="off" className={input} />
          </div>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
            {m.privacy.confirm}
          </label>
          <div>
            <button type="submit" className={dangerButton}>{m.privacy.submit}</button>
          </div>
        </Form>
        {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      </Section>
    </>
  );
}
