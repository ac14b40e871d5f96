import { Fragment } from "react";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/submission";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
import { submissionDetail } from "#app/admin/inbox/detail.server.ts";
import { isStatus, STATUSES } from "#app/admin/inbox/filters.ts";
import { addNote, assignees, deleteSubmission, releaseSpam, retryDelivery, updateWorkflow } from "#app/admin/inbox/workflow.server.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const { env } = services;
  const detail = await submissionDetail(
    { db: services.db, dogs: services.dogs, sites: { de: env.SITE_URL_DE, es: env.SITE_URL_ES } },
    args.params.id,
    user.locale,
    adminMessages[user.locale],
  );
  if (!detail) throw data(null, { status: 404 });
  return { ...detail, assignees: await assignees(services.db) };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, user } = await requireRole(args, "inbox");
  const id = args.params.id;
  const form = await adminForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const m = adminMessages[user.locale].submission;
  const db = services.db;
  if (intent === "workflow") {
    const status = form.get("status");
    const assignee = String(form.get("assignee") ?? "");
    if (!isStatus(status)) throw data(null, { status: 400 });
    if (!(await updateWorkflow(db, actor, id, { status, assigneeId: assignee || null }))) throw data(null, { status: 400 });
    return { text: m.saved };
  }
  if (intent === "note") {
    if (!(await addNote(db, actor, id, String(form.get("note") ?? "")))) throw data(null, { status: 400 });
    return { text: m.saved };
  }
  if (intent === "retry") {
    const outcome = await retryDelivery(db, actor, id, String(form.get("mail") ?? ""));
    if (outcome === "unknown") throw data(null, { status: 404 });
    if (outcome === "queued") services.forms.outbox.kick();
    return { text: { queued: m.retried, sent: m.alreadySent, sending: m.sendingNow }[outcome] };
  }
  if (intent === "not-spam") {
    if (!(await releaseSpam(db, actor, id, { secret: services.forms.secret, perDay: services.env.CONFIRMATIONS_PER_ADDRESS_PER_DAY }))) throw data(null, { status: 400 });
    services.forms.outbox.kick();
    return { text: m.released };
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") throw data(null, { status: 400 });
    await deleteSubmission(db, actor, id);
    throw redirect(`${adminPath("admin-inbox")}?spam=yes`);
  }
  throw data(null, { status: 400 });
}

export default function Submission({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const result = useActionData<typeof action>();
  const { submission, fields, dog, mails, notes, history } = loaderData;
  const formName = m.forms[submission.formType as keyof typeof m.forms] ?? submission.formType;
  const heading = `${formName} · ${formatDateTime(submission.createdAt, locale)}`;
  return (
    <>
      <p>
        <Link to={adminPath("admin-inbox")} className="text-brand-800 underline">
          {m.submission.back}
        </Link>
      </p>
      <div className="mt-2">
        <PageTitle title={`${m.submission.title} ${formName} – ${m.title}`}>{heading}</PageTitle>
      </div>
      {result ? <Notice tone="success">{result.text}</Notice> : null}
      {submission.spam ? (
        <Section title={m.submission.spam}>
          <p>{t(m.submission.spamReason, { reason: submission.spamReason ?? "–" })}</p>
          <div className="mt-4 flex flex-wrap gap-4">
            <Form method="post">
              <input type="hidden" name="intent" value="not-spam" />
              <button type="submit" className={button}>{m.submission.notSpam}</button>
            </Form>
            <Form method="post" className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="delete" />
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                {m.submission.deleteConfirm}
              </label>
              <button type="submit" className={dangerButton}>{m.submission.delete}</button>
            </Form>
          </div>
        </Section>
      ) : null}

      <Section title={m.submission.fields}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]" data-fields>
          <dt className="font-semibold">{m.submission.form}</dt>
          <dd>{formName}</dd>
          <dt className="font-semibold">{m.submission.received}</dt>
          <dd>{formatDateTime(submission.createdAt, locale)}</dd>
          <dt className="font-semibold">{m.submission.language}</dt>
          <dd>{m.languages[submission.locale as "de" | "es"] ?? submission.locale}</dd>
          {dog ? (
            <>
              <dt className="font-semibold">{m.submission.dog}</dt>
              <dd>
                {dog.url ? (
                  <a href={dog.url} className="text-brand-800 underline" aria-label={t(m.submission.dogPage, { name: dog.name })}>
                    {dog.name}
                  </a>
                ) : (
                  dog.name
                )}{" "}
                · {dog.url ? t(m.submission.dogStatus, { status: dog.status }) : dog.status}
              </dd>
            </>
          ) : null}
          {fields.map((f) => (
            // A <div> around a pair is valid in a <dl> only when every pair has one: a fragment instead.
            <Fragment key={f.key}>
              <dt className="font-semibold">{f.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
            </Fragment>
          ))}
          <dt className="font-semibold">{m.submission.reference}</dt>
          <dd className="font-mono text-sm break-all">{submission.id}</dd>
        </dl>
      </Section>

      {!submission.spam ? (
        <Section title={m.submission.workflow}>
          <Form method="post" className="grid gap-4 sm:grid-cols-3 sm:items-end">
            <input type="hidden" name="intent" value="workflow" />
            <div>
              <label htmlFor="status" className={label}>{m.submission.status}</label>
              <select id="status" name="status" defaultValue={submission.status} className={input}>
                {STATUSES.map((s) => <option key={s} value={s}>{m.statuses[s]}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="assignee" className={label}>{m.submission.assignee}</label>
              <select id="assignee" name="assignee" defaultValue={submission.assigneeId ?? ""} className={input}>
                <option value="">{m.submission.nobody}</option>
                {loaderData.assignees.map((a) => <option key={a.id} value={a.id}>{a.label}</option>)}
              </select>
            </div>
            <div>
              <button type="submit" className={button}>{m.submission.save}</button>
            </div>
          </Form>
        </Section>
      ) : null}

      <Section title={m.submission.delivery}>
        {mails.length === 0 ? <p>{m.submission.noDelivery}</p> : null}
        <ul className="space-y-3" data-deliveries>
          {mails.map((mail) => {
            const d = mail.delivery;
            const text =
              d.state === "sent" ? t(m.submission.sentAt, { date: formatDateTime(d.at, locale) })
              : d.state === "failed" ? t(m.submission.failed, { attempts: d.attempts, error: d.error })
              : d.state === "retrying" ? t(m.submission.retrying, { attempts: d.attempts, error: d.error, date: formatDateTime(d.next, locale) })
              : m.submission.queued;
            return (
              <li key={mail.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-300 p-3" data-delivery={d.state}>
                <p>
                  <span className="font-semibold">{m.submission.mailKinds[mail.kind as "notification"] ?? mail.kind}</span>: {text}
                </p>
                {d.state === "failed" || d.state === "retrying" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="mail" value={mail.id} />
                    <button type="submit" className={secondaryButton}>{m.submission.retryNow}</button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={m.submission.notes}>
        {notes.length === 0 ? <p>{m.submission.noNotes}</p> : null}
        <ul className="space-y-3" data-notes>
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-stone-50 p-3">
              <p className="text-sm text-stone-700">{n.author ?? "–"} · {formatDateTime(n.createdAt, locale)}</p>
              <p className="mt-1 whitespace-pre-wrap">{n.text}</p>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className={label}>{m.submission.note}</label>
          <textarea id="note" name="note" required rows={3} maxLength={5000} className={input} />
          <button type="submit" className={`${secondaryButton} mt-2`}>{m.submission.addNote}</button>
        </Form>
      </Section>

      <Section title={m.submission.history}>
        {history.length === 0 ? (
          <p>{m.submission.noHistory}</p>
        ) : (
          <ol className="space-y-1" data-history>
            {history.map((h) => (
              <li key={h.id}>
                <span className="text-sm text-stone-700">{formatDateTime(h.at, locale)} · {h.actor}</span> · {h.text}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
