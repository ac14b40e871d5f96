import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/dog-papers";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { calendarToday, formatLongDate, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { readUpstreamDog } from "#app/features/dogs/server/store.server.ts";
import { dogName, dogSex, dogSlug, isListedDog } from "#app/features/dogs/rules/index.ts";
import { readPapers, savePapers } from "#app/features/travel/server/papers.server.ts";
import { HEALTH_PUBLIC_FIELD, PAPERS_FIELDS, papersFormValues, parsePapers, testDateField, testResultField, type PapersProblem } from "#app/features/travel/rules/papers-form.ts";
import { earliestTravelDate, MEDITERRANEAN_DISEASES, missingForTravel } from "#app/features/travel/rules/travel-date.ts";
import { healthFacts, healthLine } from "#app/features/travel/rules/health-line.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { t } from "../messages/index.ts";
import { missingInWords } from "../travel-words.ts";
import { adminPath } from "../route-table.ts";
import { button, FieldProblem, input, label, Notice, PageTitle, SaveRow, Section, useAdmin } from "../ui.tsx";

/** Private: a dog's papers are the association's working record, never kept by a browser or a proxy. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const id = args.params.dogId ?? "";
  const [dog, papers] = await Promise.all([readUpstreamDog(services.db, id), readPapers(services.db, id)]);
  // A dog no longer listed keeps its papers (it may be on a transport's manifest); one never known is not here.
  if (!dog && !papers.updatedAt) throw data(null, { status: 404 });
  const today = calendarToday(siteTimeZone.es);
  const asked = new URL(args.request.url).searchParams.get("reisetag") ?? "";
  const travelDate = parseIsoDate(asked) ? asked : null;
  // The health line as the dog's page would show it in each language, from the saved papers (docs/product/travel.md#health-line).
  const facts = healthFacts(papers);
  const sex = dog ? dogSex(dog) : null;
  const listed = dog && isListedDog(dog) ? dogSlug(dog) : null;
  return {
    id,
    name: (dog && dogName(dog)) || id,
    values: papersFormValues(papers),
    savedAt: papers.updatedAt?.toISOString() ?? "never",
    health: {
      public: papers.healthPublic,
      line: { de: healthLine(facts, "de", sex), es: healthLine(facts, "es", sex) },
      pages: listed
        ? { de: services.env.SITE_URL_DE + pathFor("dogDetail", "de", { slug: listed }), es: services.env.SITE_URL_ES + pathFor("dogDetail", "es", { slug: listed }) }
        : null,
    },
    earliest: earliestTravelDate(papers, today),
    missingToday: missingForTravel(papers, today),
    travelDate,
    missingOn: travelDate ? missingForTravel(papers, travelDate) : null,
  };
}

type ActionData = { ok: true } | { ok: false; values: Record<string, string>; errors: Record<string, PapersProblem> } | IntentFailure;

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

const intents = {
  save: defineIntent({
    schema: () =>
      z.object({
        ...Object.fromEntries(PAPERS_FIELDS.map((name) => [name, formField.text(name === "notes" || name === "otherVaccinations" ? 4000 : 100)])),
        [HEALTH_PUBLIC_FIELD]: formField.ticked(),
      }),
    handle: async (sent, { services, actor, id }) => {
      const result = parsePapers(sent);
      if (!result.ok) return data<ActionData>(result, { status: 400 });
      await savePapers(services.db, actor, id, result.papers);
      return data<ActionData>({ ok: true });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  const id = args.params.dogId ?? "";
  const [dog, papers] = await Promise.all([readUpstreamDog(authorised.services.db, id), readPapers(authorised.services.db, id)]);
  if (!dog && !papers.updatedAt) throw data(null, { status: 404 });
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id }, { fallback: "save" });
}

export default function DogPapers({ loaderData: r }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.papers;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const failed = result && "ok" in result && !result.ok && "values" in result ? result : null;
  const values = failed?.values ?? r.values;
  const errors = (failed?.errors ?? {}) as Record<string, PapersProblem>;
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  const problem = (name: string) => <FieldProblem id={`${name}-error`} field={name} problem={errors[name] ? p.problems[errors[name]] : null} />;
  const field = (name: string, text: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={name} className={label}>{text}</label>
      <input id={name} name={name} defaultValue={values[name]} className={input} {...described(name)} {...props} />
      {problem(name)}
    </div>
  );
  return (
    <>
      <p>
        <Link to={adminPath("admin-transports")} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.back}</Link>
      </p>
      <PageTitle title={`${r.name} – ${p.title} – ${m.title}`}>{`${r.name}: ${p.title}`}</PageTitle>
      <p className="max-w-3xl text-stone-700">{p.intro}</p>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Section title={p.status}>
        <div data-papers-status={r.earliest ?? "missing"}>
          {r.earliest ? (
            <p className="font-semibold">{t(p.readyFrom, { date: formatLongDate(r.earliest, locale) })}</p>
          ) : (
            <>
              <p className="font-semibold">{p.notReady}</p>
              <ul className="mt-2 list-disc pl-6" data-papers-missing>
                {r.missingToday.map((missing, i) => <li key={i} data-missing={missing.code}>{missingInWords(missing, p, locale)}</li>)}
              </ul>
            </>
          )}
        </div>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="reisetag" className={label}>{p.checkDate}</label>
            <input id="reisetag" name="reisetag" type="date" defaultValue={r.travelDate ?? ""} className={input} />
          </div>
          <button type="submit" className={button}>{p.check}</button>
        </Form>
        {r.travelDate && r.missingOn ? (
          <div className="mt-3" data-papers-on={r.travelDate}>
            {r.missingOn.length === 0 ? (
              <p>{t(p.readyOn, { date: formatLongDate(r.travelDate, locale) })}</p>
            ) : (
              <>
                <p>{t(p.missingOn, { date: formatLongDate(r.travelDate, locale) })}</p>
                <ul className="mt-2 list-disc pl-6">
                  {r.missingOn.map((missing, i) => <li key={i} data-missing={missing.code}>{missingInWords(missing, p, locale)}</li>)}
                </ul>
              </>
            )}
          </div>
        ) : null}
      </Section>
      {/* Rebuilt from the papers as saved, once they are read back: a key that followed the post's answer instead
          rebuilt the form before the saved papers came, and its selects (tests, neutered) came up empty. */}
      <Form method="post" className="grid gap-6" key={r.savedAt} data-papers-form>
        <Section title={p.title}>
          <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
            {field("chipNumber", p.chipNumber, { inputMode: "numeric", autoComplete: "off", spellCheck: false })}
            {field("chipDate", p.chipDate, { type: "date" })}
            {field("birthDate", p.birthDate, { type: "date" })}
            {field("rabiesDate", p.rabiesDate, { type: "date" })}
            {field("rabiesValidUntil", p.rabiesValidUntil, { type: "date" })}
            {field("passportNumber", p.passportNumber, { autoComplete: "off", spellCheck: false, maxLength: 40 })}
          </div>
        </Section>
        <Section title={p.tests}>
          <div className="grid gap-4">
            {MEDITERRANEAN_DISEASES.map((disease) => (
              <fieldset key={disease} className="grid max-w-2xl gap-3 sm:grid-cols-2" data-test={disease}>
                <legend className="mb-1 font-bold text-stone-900">{p.diseases[disease]}</legend>
                {field(testDateField(disease), p.testDate, { type: "date" })}
                <div>
                  <label htmlFor={testResultField(disease)} className={label}>{p.testResult}</label>
                  <select id={testResultField(disease)} name={testResultField(disease)} defaultValue={values[testResultField(disease)]} className={input} {...described(testResultField(disease))}>
                    {(["", "negative", "positive"] as const).map((value) => <option key={value} value={value}>{p.results[value]}</option>)}
                  </select>
                  {problem(testResultField(disease))}
                </div>
              </fieldset>
            ))}
          </div>
        </Section>
        <Section title={p.otherVaccinations}>
          <div className="grid max-w-2xl gap-4">
            <div>
              <label htmlFor="neutered" className={label}>{p.neutered}</label>
              <select id="neutered" name="neutered" defaultValue={values.neutered} className={input}>
                {(["", "yes", "no"] as const).map((value) => <option key={value} value={value}>{p.neuteredOptions[value]}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="otherVaccinations" className={label}>{p.otherVaccinations}</label>
              <textarea id="otherVaccinations" name="otherVaccinations" rows={2} defaultValue={values.otherVaccinations} className={input} {...described("otherVaccinations")} />
              {problem("otherVaccinations")}
            </div>
            <div>
              <label htmlFor="notes" className={label}>{p.notes}</label>
              <textarea id="notes" name="notes" rows={3} defaultValue={values.notes} className={input} {...described("notes")} />
              {problem("notes")}
            </div>
          </div>
        </Section>
        <Section title={p.health}>
          <div className="grid max-w-3xl gap-4" data-health>
            <p className="text-stone-700">{p.healthIntro}</p>
            {r.health.line.de && r.health.line.es ? (
              <div>
                <p className="font-semibold">{p.healthPreview}</p>
                <ul className="mt-2 grid gap-2" data-health-preview>
                  {(["de", "es"] as const).map((lang) => (
                    <li key={lang} className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3" data-health-preview-line={lang}>
                      <span className="sr-only">{m.languages[lang]}: </span>
                      <span aria-hidden="true" className="mr-2 text-sm font-bold text-stone-600">{lang.toUpperCase()}</span>
                      <span lang={lang}>{r.health.line[lang]}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p data-health-empty>{p.healthEmpty}</p>
            )}
            <div>
              <label className="flex min-h-11 items-start gap-2">
                <input type="checkbox" name={HEALTH_PUBLIC_FIELD} value="yes" defaultChecked={values[HEALTH_PUBLIC_FIELD] === "yes"} className="mt-1 size-5 shrink-0" />
                <span className="font-semibold">{p.healthPublic}</span>
              </label>
              <p className="ml-7 text-sm text-stone-700" data-health-public={r.health.public ? "yes" : "no"}>
                {r.health.public && r.health.line.de && r.health.pages ? p.healthShown : p.healthHidden}
                {r.health.pages ? (
                  <>
                    {" "}
                    <a href={r.health.pages.de} className="text-brand-800 underline">{p.dogPage} (DE)</a>{" · "}
                    <a href={r.health.pages.es} className="text-brand-800 underline">{p.dogPage} (ES)</a>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        </Section>
        <SaveRow text={p.save} busy={busy} done={result && "ok" in result && result.ok ? p.saved : undefined} />
      </Form>
    </>
  );
}
