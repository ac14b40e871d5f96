import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/precheck-questions";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { activeQuestions, saveQuestions } from "#app/features/journey/precheck/public.server.ts";
import { t } from "../messages/index.ts";
import { button, input, label, Notice, PageTitle, useAdmin } from "../ui.tsx";

/** The pre-check's checklist (docs/product/journey.md#checklist), edited by owners: each question in both languages. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  return { questions: await activeQuestions(services.db) };
}

const QUESTION_MAX = 300;
type Row = { id: string | null; de: string; es: string };
type ActionData = { ok: true } | { ok: false; rows: Row[]; incomplete: number[]; empty: boolean } | IntentFailure;

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form: every question's id and texts as rows (`id`, `de`, `es` once per row), and the ones to remove. */
const intents = {
  save: defineIntent({
    schema: z.object({ id: formField.texts(100), de: formField.texts(10_000), es: formField.texts(10_000), remove: formField.texts(100) }),
    handle: async (sent, { services, actor }) => {
      const rows: Row[] = sent.de.map((text, i) => ({ id: sent.id[i] || null, de: text.trim().slice(0, QUESTION_MAX), es: (sent.es[i] ?? "").trim().slice(0, QUESTION_MAX) }));
      const removed = new Set(sent.remove);
      // A row left empty in both languages (the new-question row, say) is no question; one language only is refused.
      const kept = rows.filter((r) => !(r.id && removed.has(r.id)) && !(r.de === "" && r.es === ""));
      const incomplete = kept.flatMap((r, i) => (r.de === "" || r.es === "" ? [i] : []));
      if (incomplete.length > 0 || kept.length === 0) return data<ActionData>({ ok: false, rows: kept, incomplete, empty: kept.length === 0 }, { status: 400 });
      const known = new Set((await activeQuestions(services.db)).map((q) => q.id));
      await saveQuestions(services.db, actor, kept.map((r) => ({ ...r, id: r.id && known.has(r.id) ? r.id : null })));
      return data<ActionData>({ ok: true });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function PrecheckQuestions({ loaderData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const p = m.precheck;
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const refused = refusalOf(result);
  const failed = result && !result.ok && "rows" in result ? result : null;
  const rows: Row[] = failed ? failed.rows : loaderData.questions.map((q) => ({ id: q.id, de: q.de, es: q.es }));
  return (
    <>
      <PageTitle title={`${p.questionsTitle} – ${m.title}`}>{p.questionsTitle}</PageTitle>
      <p className="mt-2 max-w-3xl">{p.questionsIntro}</p>
      {failed?.empty ? <Notice tone="error">{p.questionsEmpty}</Notice> : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      {/* Keyed by the stored list: after a save the form shows it, with an empty row for a new question. */}
      <Form method="post" className="mt-6" key={loaderData.questions.map((q) => q.id).join("|")}>
        <ol className="space-y-4" data-questions>
          {rows.map((row, i) => {
            const incomplete = failed?.incomplete.includes(i) ?? false;
            return (
              <li key={row.id ?? `new-${i}`} className="rounded-lg border border-stone-300 bg-white p-4">
                <input type="hidden" name="id" value={row.id ?? ""} />
                <label htmlFor={`q-de-${i}`} className={label}>{t(p.questionDe, { n: i + 1 })}</label>
                <input id={`q-de-${i}`} name="de" lang="de" defaultValue={row.de} maxLength={QUESTION_MAX} className={input} aria-invalid={incomplete && !row.de ? true : undefined} aria-describedby={incomplete ? `q-${i}-error` : undefined} />
                <label htmlFor={`q-es-${i}`} className={`${label} mt-3`}>{t(p.questionEs, { n: i + 1 })}</label>
                <input id={`q-es-${i}`} name="es" lang="es" defaultValue={row.es} maxLength={QUESTION_MAX} className={input} aria-invalid={incomplete && !row.es ? true : undefined} aria-describedby={incomplete ? `q-${i}-error` : undefined} />
                {incomplete ? <p id={`q-${i}-error`} className="mt-1 text-sm font-semibold text-red-800">{p.questionIncomplete}</p> : null}
                {row.id ? (
                  <label className="mt-2 flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="remove" value={row.id} className="size-5" />
                    {t(p.removeQuestion, { n: i + 1 })}
                  </label>
                ) : null}
              </li>
            );
          })}
          <li className="rounded-lg border border-dashed border-stone-400 bg-white p-4">
            <p className="font-semibold">{p.newQuestion}</p>
            <input type="hidden" name="id" value="" />
            <label htmlFor="q-de-new" className={`${label} mt-2`}>{p.newQuestionDe}</label>
            <input id="q-de-new" name="de" lang="de" maxLength={QUESTION_MAX} className={input} />
            <label htmlFor="q-es-new" className={`${label} mt-3`}>{p.newQuestionEs}</label>
            <input id="q-es-new" name="es" lang="es" maxLength={QUESTION_MAX} className={input} />
          </li>
        </ol>
        <div className="mt-6">
          <button type="submit" className={button} disabled={navigation.state === "submitting"}>{p.saveQuestions}</button>
          {result?.ok ? <Notice tone="success">{p.questionsSaved}</Notice> : null}
        </div>
      </Form>
    </>
  );
}
