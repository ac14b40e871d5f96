import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/precheck";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { readUploads } from "#app/platform/images/server/uploads.server.ts";
import { uploadMessage, type UploadProblem } from "#app/platform/images/rules/uploads.ts";
import { ANSWERS, parseChecklist, PHOTOS_MAX, questionsOf, RECOMMENDATIONS, type ChecklistInput, type ChecklistProblem } from "#app/features/journey/precheck/public.ts";
import { activeQuestions, completePrecheck, loadPrecheck } from "#app/features/journey/precheck/public.server.ts";
import { telLink } from "#app/features/organisation/rules/links.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/**
 * One pre-check (docs/product/journey.md#pre-check): what the volunteer needs (the family's name,
 * address and phone, the dog), the checklist to fill in after the visit (a plain form with
 * photos, without JavaScript too), and once done its result. A volunteer opening another's gets 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "precheck");
  const view = await loadPrecheck(services.db, user, args.params.id ?? "");
  if (!view) throw data(null, { status: 404 });
  const current = view.status === "assigned" ? await activeQuestions(services.db) : [];
  return {
    own: user.role === "precheck",
    precheck: { ...view, assignedAt: view.assignedAt.toISOString(), completedAt: view.completedAt?.toISOString() ?? null },
    questions: questionsOf(view.answers, current),
  };
}

type Errors = Record<string, ChecklistProblem | UploadProblem>;
type ActionData = { ok: true; outcome: "done" | "already_done" } | { ok: false; input: ChecklistInput; errors: Errors } | IntentFailure;

type Ctx = Authorised & { id: string; view: NonNullable<Awaited<ReturnType<typeof loadPrecheck>>> };
const defineIntent = adminIntents<Ctx>();

/** The checklist's one form: `answer_{i}` and `comment_{i}` per question (read by `parseChecklist`), the recommendation, the summary, the photos. */
const intents = {
  complete: defineIntent({
    schema: z.object({ recommendation: formField.text(100), summary: formField.text(50_000), photos: formField.files() }).catchall(z.string().max(50_000)),
    handle: async ({ photos: files, ...fields }, { services, user, actor, id, view }) => {
      const questions = questionsOf(view.answers, await activeQuestions(services.db));
      const { input: answered, errors } = parseChecklist(fields, questions);
      const read = await readUploads(files, PHOTOS_MAX);
      const allErrors: Errors = read.ok ? { ...errors } : { ...errors, photos: read.problem };
      if (!read.ok || Object.keys(allErrors).length > 0) return data<ActionData>({ ok: false, input: answered, errors: allErrors }, { status: read.ok ? 400 : read.status });
      const outcome = await completePrecheck(services.db, actor, user, id, answered, read.uploads.map((u) => ({ contentType: u.contentType, bytes: u.data })));
      if (outcome === "unknown") throw data(null, { status: 404 });
      return data<ActionData>({ ok: true, outcome }, { status: outcome === "done" ? 200 : 409 });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "precheck");
  const id = args.params.id ?? "";
  const view = await loadPrecheck(authorised.services.db, authorised.user, id);
  if (!view) throw data(null, { status: 404 });
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id, view }, { fallback: "complete" });
}

export default function Precheck({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.precheck;
  const { precheck, questions, own } = loaderData;
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const refused = refusalOf(result);
  const failed = result && !result.ok && "input" in result ? result : null;
  const errors = failed?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (failed && Object.keys(failed.errors).length > 0) summary.current?.focus();
  }, [failed]);
  const problem = (key: string) => {
    const code = errors[key];
    if (!code) return null;
    if (code === "required" || code === "tooLong") return p.errors[code];
    return uploadMessage(m.uploads, code);
  };
  const family = precheck.family;
  const done = precheck.status === "done";
  const typed = (i: number) => failed?.input.answers[i];
  return (
    <>
      <p>
        <Link to={adminPath("admin-prechecks")} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.back}</Link>
        {!own ? (
          <Link to={adminPath("admin-submission", { id: precheck.submissionId })} className="ml-4 inline-flex min-h-11 items-center text-brand-800 underline">{p.request}</Link>
        ) : null}
      </p>
      <PageTitle title={`${t(p.pageTitle, { name: family.name })} – ${m.title}`}>{t(p.pageTitle, { name: family.name })}</PageTitle>
      <p className="mt-2 text-stone-700">
        {precheck.completedAt
          ? t(p.doneOn, { date: formatDateTime(precheck.completedAt, locale) })
          : `${p.statuses[precheck.status as keyof typeof p.statuses] ?? precheck.status} · ${t(p.assignedOn, { date: formatDateTime(precheck.assignedAt, locale) })}`}
        {!own && precheck.volunteerName ? ` · ${t(p.by, { name: precheck.volunteerName })}` : null}
      </p>

      <Section title={p.family} id="familie">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-family>
          <dt className="font-semibold">{p.name}</dt>
          <dd>{family.name}</dd>
          <dt className="font-semibold">{p.address}</dt>
          <dd className="whitespace-pre-wrap">{family.address}{"\n"}{family.postcode} · {p.countries[family.country as "DE" | "ES"] ?? family.country}</dd>
          <dt className="font-semibold">{p.phone}</dt>
          <dd>{family.phone ? <a href={telLink(family.phone)} className="text-brand-800 underline" aria-label={t(p.call, { phone: family.phone })}>{family.phone}</a> : "–"}</dd>
          <dt className="font-semibold">{p.dog}</dt>
          <dd>{precheck.dogName ?? p.noDog}</dd>
        </dl>
      </Section>

      {result?.ok ? <Notice tone={result.outcome === "done" ? "success" : "info"}>{result.outcome === "done" ? p.completed : p.alreadyDone}</Notice> : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}

      {done ? (
        <Section title={p.result} id="ergebnis">
          <p className="text-lg font-semibold" data-recommendation={precheck.recommendation}>
            {p.resultRecommendation}: {p.recommendations[precheck.recommendation as keyof typeof p.recommendations] ?? precheck.recommendation}
          </p>
          {precheck.summary ? <p className="mt-2 whitespace-pre-wrap break-words">{precheck.summary}</p> : null}
          <ol className="mt-4 space-y-3" data-answers>
            {questions.map((q, i) => (
              <li key={i} className="rounded-md bg-stone-50 p-3">
                <p className="font-semibold">{i + 1}. {q[locale]}</p>
                <p>{q.answer ? p.answers[q.answer] : "–"}</p>
                {q.comment ? <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{q.comment}</p> : null}
              </li>
            ))}
          </ol>
          {precheck.photoIds.length > 0 ? (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-photos>
              {precheck.photoIds.map((photoId, i) => (
                <li key={photoId}>
                  <a href={adminPath("admin-precheck-photo", { id: precheck.id, photoId })}>
                    <img src={adminPath("admin-precheck-photo", { id: precheck.id, photoId })} alt={t(p.photo, { n: i + 1 })} width={300} height={225} loading="lazy" className="aspect-[4/3] w-full rounded-md bg-stone-100 object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : (
        <Section title={p.checklist} id="checkliste">
          <p>{p.checklistIntro}</p>
          {errorCount > 0 ? (
            <div ref={summary} tabIndex={-1} role="alert" className="mt-4 rounded-md border-l-4 border-red-800 bg-red-50 px-4 py-3 text-red-950" data-error-summary>
              {t(p.errorSummary, { count: errorCount })}
            </div>
          ) : null}
          <Form method="post" encType="multipart/form-data" noValidate className="mt-4" data-checklist>
            <ol className="space-y-5">
              {questions.map((q, i) => {
                const answerError = problem(`answer_${i}`);
                const commentError = problem(`comment_${i}`);
                return (
                  <li key={i}>
                    <fieldset aria-describedby={answerError ? `answer_${i}-error` : undefined}>
                      <legend className="font-semibold">{i + 1}. {q[locale]}</legend>
                      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                        {ANSWERS.map((a) => (
                          <label key={a} className="flex min-h-11 items-center gap-2">
                            <input type="radio" name={`answer_${i}`} value={a} defaultChecked={typed(i)?.answer === a} className="size-5" />
                            {p.answers[a]}
                          </label>
                        ))}
                      </div>
                      {answerError ? <p id={`answer_${i}-error`} className="text-sm font-semibold text-red-800">{answerError}</p> : null}
                    </fieldset>
                    <label htmlFor={`comment_${i}`} className={`${label} mt-2`}>{t(p.comment, { n: i + 1 })}</label>
                    <textarea
                      id={`comment_${i}`}
                      name={`comment_${i}`}
                      rows={2}
                      maxLength={1000}
                      defaultValue={typed(i)?.comment ?? ""}
                      aria-invalid={commentError ? true : undefined}
                      aria-describedby={commentError ? `comment_${i}-error` : undefined}
                      className={input}
                    />
                    {commentError ? <p id={`comment_${i}-error`} className="text-sm font-semibold text-red-800">{commentError}</p> : null}
                  </li>
                );
              })}
            </ol>
            <div className="mt-6">
              <label htmlFor="photos" className={label}>{p.photos}</label>
              <p id="photos-hint" className="mt-1 text-sm text-stone-700">{p.photosHint}</p>
              <input
                id="photos"
                name="photos"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={problem("photos") ? "photos-hint photos-error" : "photos-hint"}
                aria-invalid={problem("photos") ? true : undefined}
                className="mt-1 block w-full"
              />
              {problem("photos") ? <p id="photos-error" className="text-sm font-semibold text-red-800">{problem("photos")}</p> : null}
            </div>
            <fieldset className="mt-6" aria-describedby={problem("recommendation") ? "recommendation-error" : undefined}>
              <legend className="font-semibold">{p.recommendation}</legend>
              <div className="mt-2 space-y-1">
                {RECOMMENDATIONS.map((r) => (
                  <label key={r} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name="recommendation" value={r} defaultChecked={failed?.input.recommendation === r} className="size-5" />
                    {p.recommendations[r]}
                  </label>
                ))}
              </div>
              {problem("recommendation") ? <p id="recommendation-error" className="text-sm font-semibold text-red-800">{p.errors.required}</p> : null}
            </fieldset>
            <label htmlFor="summary" className={`${label} mt-4`}>{p.summary}</label>
            <textarea id="summary" name="summary" rows={4} maxLength={5000} defaultValue={failed?.input.summary ?? ""} className={input} />
            <button type="submit" className={`${button} mt-6`} disabled={navigation.state === "submitting"}>{p.submit}</button>
          </Form>
        </Section>
      )}
    </>
  );
}
