import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/privacy";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { normaliseEmail } from "#app/admin/auth/accounts.server.ts";
import { erasePerson, erasurePreview, nextDeletions } from "#app/admin/inbox/privacy.server.ts";
import { keptContracts } from "#app/features/journey/contract/public.server.ts";
import { adminMessages, t, type AdminMessages } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "privacy");
  const days = services.env.SUBMISSION_RETENTION_DAYS;
  const years = services.env.CONTRACT_RETENTION_YEARS;
  return { days, next: await nextDeletions(services.db, days), contracts: { years, ...(await keptContracts(services.db, years)) } };
}

type ActionData =
  | { step: "preview"; email: string; requests: Awaited<ReturnType<typeof erasurePreview>>["requests"]; alerts: number; happyEnds: number; memberships: number; fosterHomes: number }
  | { step: "done"; text: string }
  | IntentFailure;

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The address whose data is meant, as the accounts' e-mail rule reads it. */
const emailField = (m: AdminMessages) =>
  formField.text(1000).transform((email, check) => normaliseEmail(email) ?? (check.addIssue({ code: "custom", message: m.privacy.invalid }), z.NEVER));

/**
 * Erasure in two steps (docs/product/forms.md#retention): "preview" shows what the address's erasure
 * removes, "erase" (with the confirmation ticked) removes it; afterwards the form starts empty.
 */
const intents = {
  preview: defineIntent({
    schema: (m) => z.object({ email: emailField(m) }),
    handle: async ({ email }, { services }) => data<ActionData>({ step: "preview", email, ...(await erasurePreview(services.db, services.forms.secret, email)) }),
  }),
  erase: defineIntent({
    schema: (m) => z.object({ email: emailField(m), confirm: formField.ticked() }),
    handle: async ({ email, confirm }, { services, actor, user }) => {
      // Not confirmed: what it would remove, shown again with the box to tick.
      if (!confirm) return data<ActionData>({ step: "preview", email, ...(await erasurePreview(services.db, services.forms.secret, email)) }, { status: 400 });
      const count = await erasePerson(
        { db: services.db, databaseKind: services.databaseKind, transport: services.forms.transport, secret: services.forms.secret, images: services.images },
        actor,
        email,
      );
      return data<ActionData>({ step: "done", text: plural(user.locale, adminMessages[user.locale].privacy.erased, count) });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "privacy");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "preview" });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const result = useActionData<ActionData>();
  const refused = refusalOf(result);
  const { days, next } = loaderData;
  const preview = result && "step" in result && result.step === "preview" ? result : null;
  const done = result && "step" in result && result.step === "done" ? result : null;
  const statusName = (s: string) => m.statuses[s as keyof typeof m.statuses] ?? s;
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
        <p className="mt-2" data-kept-contracts>
          {t(m.contract.retention, { years: loaderData.contracts.years })}{" "}
          {loaderData.contracts.count > 0 && loaderData.contracts.oldestDeletedAt
            ? t(m.contract.kept, { count: loaderData.contracts.count, date: formatDateTime(loaderData.contracts.oldestDeletedAt, locale) })
            : m.contract.noneKept}
        </p>
        <p className="mt-2">{m.privacy.happyEndsKept}</p>
      </Section>
      <Section title={m.privacy.erase}>
        <p>{m.privacy.eraseIntro}</p>
        {preview ? (
          <div className="mt-4" data-erasure-preview>
            <h3 className="text-lg font-bold text-stone-900">{m.privacy.previewTitle}: {preview.email}</h3>
            {preview.requests.length === 0 && preview.alerts === 0 && preview.happyEnds === 0 && preview.memberships === 0 && preview.fosterHomes === 0 ? (
              <p className="mt-2">{m.privacy.previewNothing}</p>
            ) : (
              <>
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {preview.requests.map((r) => (
                    <li key={r.id}>
                      {t(m.privacy.previewRequest, {
                        form: m.forms[r.formType as keyof typeof m.forms] ?? r.formType,
                        date: formatDateTime(r.createdAt, locale),
                        stage: r.spam ? m.inbox.spam : statusName(r.status),
                      })}{" "}
                      ({t(m.privacy.previewDetails, { messages: r.messages, notes: r.notes, news: r.news, happyEnds: r.happyEnds })})
                    </li>
                  ))}
                  {preview.alerts > 0 ? <li>{plural(locale, m.privacy.previewAlerts, preview.alerts)}</li> : null}
                  {preview.happyEnds > 0 ? <li>{plural(locale, m.privacy.previewHappyEnds, preview.happyEnds)}</li> : null}
                  {preview.memberships > 0 ? <li data-erasure-memberships>{plural(locale, m.privacy.previewMemberships, preview.memberships)}</li> : null}
                  {preview.fosterHomes > 0 ? <li data-erasure-foster-homes>{plural(locale, m.privacy.previewFosterHomes, preview.fosterHomes)}</li> : null}
                </ul>
                <p className="mt-2">{m.privacy.previewMails}</p>
                <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:max-w-md">
                  <input type="hidden" name="intent" value="erase" />
                  <input type="hidden" name="email" value={preview.email} />
                  <label className="flex items-start gap-2">
                    <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
                    {m.privacy.confirm}
                  </label>
                  <div>
                    <button type="submit" className={dangerButton}>{m.privacy.submit}</button>
                  </div>
                </Form>
              </>
            )}
          </div>
        ) : null}
        {/* A new form after each step: after an erasure the address field starts empty. */}
        <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:max-w-md" key={done ? "done" : "form"}>
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="erase-email" className={label}>{m.privacy.email}</label>
            <input id="erase-email" name="email" type="email" required autoComplete="off" defaultValue={refused?.values.email ?? ""} className={input} />
          </div>
          <div>
            <button type="submit" className={preview ? secondaryButton : button}>{preview ? m.privacy.otherAddress : m.privacy.preview}</button>
          </div>
        </Form>
        {done ? <Notice tone="success">{done.text}</Notice> : null}
        {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      </Section>
    </>
  );
}
