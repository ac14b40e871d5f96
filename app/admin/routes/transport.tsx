import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/transport";
import { z } from "#app/platform/zod.ts";
import { adminQuery, requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import type { IntentForm } from "#app/platform/forms/server/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { checkDates, checkEntry, TRANSFER_POINTS, transferPointNames, type DatesProblem, type EntryProblem, dayInWords, monthInWords } from "#app/features/journey/transport/public.ts";
import { addEntry, loadTransport, markDeparted, removeEntry, removeTransport, todayOf, travelCandidates, updateEntry, updateTransport } from "#app/features/journey/transport/public.server.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { missingInWords } from "../travel-words.ts";
import { papersOfDogs } from "#app/features/travel/server/papers.server.ts";
import { EMPTY_PAPERS } from "#app/features/travel/rules/papers-form.ts";
import { missingForTravel } from "#app/features/travel/rules/travel-date.ts";
import { button, dangerButton, input, label, Notice, PageTitle, secondaryButton, Section, useAdmin } from "../ui.tsx";

/**
 * One transport (docs/product/journey.md#transports): its two days, the families on it (each with
 * its transfer point, time, chip number, TRACES reference, note and the public mark, in a plain form
 * of its own), the requests that may be added, the departure (docs/product/travel.md#departure: a dog
 * whose papers are not ready stops it unless the coordinator overrides) and the link to the manifest.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const transport = await loadTransport(services.db, args.params.id ?? "");
  if (!transport) throw data(null, { status: 404 });
  const candidates = await travelCandidates(services.db);
  // Each dog's papers checked for the departure day (docs/product/travel.md#transports).
  const papers = await papersOfDogs(services.db, transport.entries.flatMap((entry) => (entry.dogId ? [entry.dogId] : [])));
  const readiness = Object.fromEntries(
    transport.entries.flatMap((entry) => (entry.dogId ? [[entry.id, missingForTravel(papers.get(entry.dogId) ?? EMPTY_PAPERS, transport.departure)] as const] : [])),
  );
  return {
    transport,
    readiness,
    departureText: dayInWords(transport.departure, user.locale),
    departedText: transport.departedAt ? dayInWords(todayOf(transport.departedAt), user.locale) : null,
    arrivalText: dayInWords(transport.arrival, user.locale),
    arrivalMonth: monthInWords(transport.arrival, user.locale),
    candidates,
    created: adminQuery(args.request).get("neu") === "1",
  };
}

type Problem = DatesProblem | EntryProblem | "request" | "not_eligible" | "on_transport" | "on_flight" | "unknown" | "not_ready" | "departed";
type ActionData =
  | { ok: true; intent: string; notice: "datesSaved" | "unchanged" | "added" | "saved" | "takenOff" | "departed" }
  /** The transport's rules refused the post: its problems, the form's values as sent. */
  | { ok: false; intent: string; entry: string | null; errors: Partial<Record<Problem, true>>; sent: Record<string, string> }
  | IntentFailure;

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

/** An entry's fields as its form sends them; what they mean is `checkEntry`'s (transport-plan.ts). */
const entryFields = { point: formField.text(100), time: formField.text(100), chip: formField.text(200), traces: formField.text(200), note: formField.text(5000), showPublic: formField.text(10) };

/** The page's forms: the dates, removing the transport, adding a family, saving or taking off an entry. */
const intents = {
  dates: defineIntent({
    schema: z.object({ departure: formField.text(100), arrival: formField.text(100) }),
    handle: async (sent, { services, actor, id }, form) => {
      const checked = checkDates(sent, todayOf(new Date()));
      if (!checked.ok) return refused(form, checked.errors);
      const outcome = await updateTransport(services.db, actor, id, checked.value);
      if (outcome === "unknown") throw data(null, { status: 404 });
      return done(services, form, outcome === "updated" ? "datesSaved" : "unchanged");
    },
  }),
  remove: defineIntent({
    schema: z.object({ confirm: formField.ticked("1") }),
    handle: async ({ confirm }, { services, actor, id }, form) => {
      if (!confirm) return refused(form, { unknown: true });
      if (!(await removeTransport(services.db, actor, id))) throw data(null, { status: 404 });
      return redirect(`${adminPath("admin-transports")}?geloescht=1`);
    },
  }),
  add: defineIntent({
    schema: z.object({ submission: formField.text(100), ...entryFields }),
    handle: async ({ submission, ...entry }, { services, actor, id }, form) => {
      const checked = checkEntry(entry);
      const errors: Partial<Record<Problem, true>> = checked.ok ? {} : { ...checked.errors };
      if (!submission) errors.request = true;
      if (!checked.ok || Object.keys(errors).length > 0) return refused(form, errors);
      const outcome = await addEntry(services.db, actor, id, submission, checked.value);
      if (!outcome.ok) return refused(form, { [outcome.reason]: true }, null, outcome.reason === "unknown" ? 404 : 409);
      return done(services, form, "added");
    },
  }),
  "entry-save": defineIntent({
    schema: z.object({ entry: formField.text(100), ...entryFields }),
    handle: async ({ entry, ...fields }, { services, actor, id }, form) => {
      const checked = checkEntry(fields);
      if (!checked.ok) return refused(form, checked.errors, entry);
      const outcome = await updateEntry(services.db, actor, id, entry, checked.value);
      if (outcome === "unknown") return refused(form, { unknown: true }, entry, 404);
      return done(services, form, outcome === "updated" ? "saved" : "unchanged");
    },
  }),
  depart: defineIntent({
    schema: z.object({ override: formField.ticked("1") }),
    handle: async ({ override }, { services, actor, id }, form) => {
      const outcome = await markDeparted(services.db, actor, id, { override });
      if (outcome.ok) return done(services, form, "departed");
      if (outcome.reason === "unknown") throw data(null, { status: 404 });
      return refused(form, { [outcome.reason]: true }, null, 409);
    },
  }),
  "entry-remove": defineIntent({
    schema: z.object({ entry: formField.text(100) }),
    handle: async ({ entry }, { services, actor, id }, form) => {
      if (!(await removeEntry(services.db, actor, id, entry))) return refused(form, { unknown: true }, entry, 404);
      return done(services, form, "takenOff");
    },
  }),
};

/** The transport's rules refused the post (400 unless told): their problems, worded by the page, and what was sent. */
function refused(form: IntentForm, errors: Partial<Record<Problem, true>>, entry: string | null = null, status = 400) {
  return data<ActionData>({ ok: false, intent: form.intent, entry, errors, sent: form.values }, { status });
}

function done(services: Ctx["services"], form: IntentForm, notice: Extract<ActionData, { ok: true }>["notice"]) {
  return data<ActionData>({ ok: true, intent: form.intent, notice });
}

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id: args.params.id ?? "" });
}

type EntryValues = { point: string; time: string; chip: string; traces: string; note: string; showPublic: boolean };

function EntryFields({ prefix, values, month, errors }: { prefix: string; values: EntryValues; month: string; errors: Partial<Record<Problem, true>> }) {
  const { m, locale } = useAdmin();
  const p = m.transport;
  const err = (key: EntryProblem) => (errors[key] ? <p id={`${prefix}-${key}-error`} className="mt-1 text-sm font-semibold text-red-800">{p.problems[key]}</p> : null);
  const described = (key: EntryProblem) => (errors[key] ? { "aria-invalid": true as const, "aria-describedby": `${prefix}-${key}-error` } : {});
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[14rem_8rem_12rem]">
        <div>
          <label htmlFor={`${prefix}-point`} className={label}>{p.point}</label>
          <select id={`${prefix}-point`} name="point" defaultValue={values.point} className={input} {...described("point")}>
            {TRANSFER_POINTS.map((point) => <option key={point} value={point}>{transferPointNames[locale][point]}</option>)}
          </select>
          {err("point")}
        </div>
        <div>
          <label htmlFor={`${prefix}-time`} className={label}>{p.time}</label>
          <input id={`${prefix}-time`} name="time" type="time" required defaultValue={values.time} className={input} {...described("time")} />
          {err("time")}
        </div>
        <div>
          <label htmlFor={`${prefix}-chip`} className={label}>{p.chip}</label>
          <input id={`${prefix}-chip`} name="chip" inputMode="numeric" autoComplete="off" maxLength={30} defaultValue={values.chip} className={input} {...described("chip")} />
          {err("chip")}
        </div>
      </div>
      <label htmlFor={`${prefix}-traces`} className={`${label} mt-3`}>{p.traces}</label>
      <p id={`${prefix}-traces-hint`} className="text-sm text-stone-700">{p.tracesHint}</p>
      <input id={`${prefix}-traces`} name="traces" autoComplete="off" maxLength={60} defaultValue={values.traces} className={`${input} sm:max-w-sm`}
        aria-describedby={errors.traces ? `${prefix}-traces-hint ${prefix}-traces-error` : `${prefix}-traces-hint`} aria-invalid={errors.traces ? true : undefined} />
      {err("traces")}
      <label htmlFor={`${prefix}-note`} className={`${label} mt-3`}>{p.note}</label>
      <textarea id={`${prefix}-note`} name="note" rows={2} maxLength={500} defaultValue={values.note} className={input} {...described("note")} />
      {err("note")}
      <label className="mt-3 flex min-h-11 items-center gap-2">
        <input type="checkbox" name="showPublic" value="1" defaultChecked={values.showPublic} className="size-5" />
        {t(p.showPublic, { month })}
      </label>
    </>
  );
}

export default function Transport({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.transport;
  const { transport, candidates } = loaderData;
  const result = useActionData<ActionData>();
  // A post the form's schema refused (a hand-made one): its message at the top.
  const refusal = refusalOf(result);
  const failed = result && !result.ok && "entry" in result ? result : null;
  const errorsFor = (intent: string, entry: string | null = null) => (failed && failed.intent === intent && failed.entry === entry ? failed.errors : {});
  /** What a refused form showed, as it was sent; any other form shows what is stored. */
  const sentTo = (intent: string, entry: string | null = null) => (failed && failed.intent === intent && failed.entry === entry ? failed.sent : null);
  const entryValues = (sent: Record<string, string> | null, stored: EntryValues): EntryValues =>
    sent ? { point: sent.point ?? "", time: sent.time ?? "", chip: sent.chip ?? "", traces: sent.traces ?? "", note: sent.note ?? "", showPublic: sent.showPublic === "1" } : stored;
  const sentDates = sentTo("dates");
  const datesErrors = errorsFor("dates");
  const addErrors = errorsFor("add");
  const datesProblem = (["departure", "arrival", "order", "tooLong", "past", "tooFar"] as const).find((k) => datesErrors[k]);
  const addProblem = (["request", "not_eligible", "on_transport", "on_flight", "unknown"] as const).find((k) => addErrors[k]);
  const departErrors = errorsFor("depart");
  const departProblem = (["not_ready", "departed"] as const).find((k) => departErrors[k]);
  const notReady = transport.entries.filter((entry) => !entry.dogId || (loaderData.readiness[entry.id]?.length ?? 1) > 0);
  const title = t(p.pageTitle, { departure: loaderData.departureText });
  return (
    <>
      <p className="flex flex-wrap gap-x-4">
        <Link to={adminPath("admin-transports")} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.back}</Link>
        <Link to={adminPath("admin-transport-manifest", { id: transport.id })} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline" data-manifest-link>{p.manifest}</Link>
      </p>
      <PageTitle title={`${title} – ${m.title}`}>{title}</PageTitle>
      <p className="mt-2 text-stone-800">{t(p.dates, { departure: loaderData.departureText, arrival: loaderData.arrivalText })}</p>
      {loaderData.created && !result ? <Notice tone="success">{p.created}</Notice> : null}
      {result?.ok ? <Notice tone={result.notice === "unchanged" ? "info" : "success"}>{p[result.notice]}</Notice> : null}
      {refusal ? <Notice tone="error">{firstMessage(refusal)}</Notice> : null}

      <Section title={p.entriesTitle} id="familien">
        {transport.entries.length === 0 ? <p>{p.noEntries}</p> : null}
        <ul className="space-y-4" data-entries>
          {transport.entries.map((entry) => {
            const errors = errorsFor("entry-save", entry.id);
            return (
              <li key={entry.id} className="rounded-lg border border-stone-300 bg-white p-4" data-entry={entry.submissionId}>
                <h3 className="text-lg font-semibold">
                  {entry.familyName || "–"} · {entry.dogName ?? p.noDog}
                </h3>
                <p className="text-sm text-stone-700">
                  {m.statuses[entry.status as keyof typeof m.statuses] ?? entry.status} ·{" "}
                  <Link to={adminPath("admin-submission", { id: entry.submissionId })} className="text-brand-800 underline">{p.openRequest}</Link>
                </p>
                {entry.dogId && loaderData.readiness[entry.id] ? (
                  <div className="mt-2 text-sm" data-papers={loaderData.readiness[entry.id]!.length === 0 ? "ready" : "missing"}>
                    <Link to={adminPath("admin-dog-papers", { dogId: entry.dogId })} className="font-semibold text-brand-800 underline">
                      {`${m.papers.link}: ${loaderData.readiness[entry.id]!.length === 0 ? m.papers.ready : m.papers.notReadyShort}`}
                    </Link>
                    {loaderData.readiness[entry.id]!.length > 0 ? (
                      <ul className="mt-1 list-disc pl-6 text-stone-800">
                        {loaderData.readiness[entry.id]!.map((missing, i) => <li key={i} data-missing={missing.code}>{missingInWords(missing, m.papers, locale)}</li>)}
                      </ul>
                    ) : null}
                  </div>
                ) : null}
                {errors.unknown ? <Notice tone="error">{p.problems.unknown}</Notice> : null}
                <Form method="post" preventScrollReset className="mt-3" data-entry-form>
                  <input type="hidden" name="entry" value={entry.id} />
                  <EntryFields prefix={`e-${entry.id}`} values={entryValues(sentTo("entry-save", entry.id), entry)} month={loaderData.arrivalMonth} errors={errors} />
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button type="submit" name="intent" value="entry-save" className={button}>{p.save}</button>
                    <button type="submit" name="intent" value="entry-remove" className={secondaryButton}>{p.takeOff}</button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={p.departureTitle} id="abfahrt">
        {loaderData.departedText ? (
          <p data-departed>{t(p.departedOn, { day: loaderData.departedText })}</p>
        ) : (
          <Form method="post" preventScrollReset data-depart>
            <p className="max-w-3xl">{p.departIntro}</p>
            {notReady.length === 0 ? (
              <p className="mt-2 font-semibold">{p.departAllReady}</p>
            ) : (
              <div className="mt-2" data-not-ready>
                <p className="font-semibold">{t(p.departNotReady[notReady.length === 1 ? "one" : "other"], { count: notReady.length })}</p>
                <ul className="mt-1 list-disc pl-6">
                  {notReady.map((entry) => <li key={entry.id}>{entry.dogName ?? p.noDog} ({entry.familyName || "–"})</li>)}
                </ul>
                <label className="mt-3 flex min-h-11 items-start gap-2">
                  <input type="checkbox" name="override" value="1" className="mt-0.5 size-5 shrink-0" aria-describedby={departProblem ? "depart-error" : undefined} />
                  {p.departOverride}
                </label>
              </div>
            )}
            {departProblem ? <p id="depart-error" className="mt-2 text-sm font-semibold text-red-800">{p.problems[departProblem]}</p> : null}
            <button type="submit" name="intent" value="depart" className={`${button} mt-3`}>{p.depart}</button>
          </Form>
        )}
      </Section>

      <Section title={p.addTitle} id="hinzufuegen">
        <p className="max-w-3xl">{p.addIntro}</p>
        {candidates.length === 0 ? (
          <p className="mt-3">{p.noCandidates}</p>
        ) : (
          <Form method="post" preventScrollReset className="mt-4" data-add-entry>
            <label htmlFor="submission" className={label}>{p.request}</label>
            <select id="submission" name="submission" className={input} defaultValue={sentTo("add")?.submission ?? ""} aria-invalid={addProblem ? true : undefined} aria-describedby={addProblem ? "submission-error" : undefined}>
              <option value="" disabled>–</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.familyName || "–"} · {c.dogName ?? p.noDog} · {m.statuses[c.status as keyof typeof m.statuses] ?? c.status}{c.reserved ? ` · ${p.reservedMark}` : ""}
                </option>
              ))}
            </select>
            {addProblem ? <p id="submission-error" className="mt-1 text-sm font-semibold text-red-800">{p.problems[addProblem]}</p> : null}
            <div className="mt-3">
              <EntryFields prefix="new" values={entryValues(sentTo("add"), { point: "", time: "", chip: "", traces: "", note: "", showPublic: false })} month={loaderData.arrivalMonth} errors={addErrors} />
            </div>
            <button type="submit" name="intent" value="add" className={`${button} mt-4`}>{p.add}</button>
          </Form>
        )}
      </Section>

      <Section title={p.datesTitle} id="daten">
        <Form method="post" preventScrollReset className="grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end" data-dates>
          <div>
            <label htmlFor="departure" className={label}>{p.departure}</label>
            <input id="departure" name="departure" type="date" required defaultValue={sentDates?.departure ?? transport.departure} className={input}
              aria-invalid={datesProblem ? true : undefined} aria-describedby={datesProblem ? "dates-error" : undefined} />
          </div>
          <div>
            <label htmlFor="arrival" className={label}>{p.arrival}</label>
            <input id="arrival" name="arrival" type="date" required defaultValue={sentDates?.arrival ?? transport.arrival} className={input}
              aria-invalid={datesProblem ? true : undefined} aria-describedby={datesProblem ? "dates-error" : undefined} />
          </div>
          <button type="submit" name="intent" value="dates" className={button}>{p.saveDates}</button>
        </Form>
        {datesProblem ? <p id="dates-error" className="mt-2 text-sm font-semibold text-red-800">{p.problems[datesProblem]}</p> : null}
        <Form method="post" className="mt-6" data-remove-transport>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" value="1" required className="size-5" />
            {p.removeConfirm}
          </label>
          <button type="submit" name="intent" value="remove" className={`${dangerButton} mt-2`}>{p.remove}</button>
        </Form>
      </Section>
    </>
  );
}
