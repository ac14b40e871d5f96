/**
 * The foster family's own page (docs/product/foster.md#the-foster-familys-page): its dogs, a news
 * form per dog (words, up to five photos, whether it may be shown on the dog page), what it sent with
 * the button to take the permission back, the meetings with families (confirm, move, decline, tell
 * how it went), our contact and a word about the link. The page does not hydrate: every form is a
 * plain POST that works without JavaScript, and each names the part of the page it answers in (the
 * address's fragment), so the answer opens there. Every sentence comes from the server.
 */
import type { ReactNode } from "react";
import { CalendarDays, CircleCheck, Lock, Mail, Phone } from "lucide-react";
import type { FosterActionData, FosterDogView, FosterNewsView, FosterPageData, OpenMeetingView } from "#app/features/journey/foster/public.server.ts";
import { MEETING_OUTCOMES, MEETING_REPORT_MAX } from "#app/features/journey/foster/public.ts";
import { NEWS_MAX } from "#app/features/journey/aftercare/public.ts";
import { FORM_ERROR_KEY, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FieldError } from "#app/ui/forms/field-error.tsx";
import { inputClass, outlineButton, primaryButton } from "#app/ui/styles.ts";

type Copy = FosterPageData["copy"];

const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";
const sectionHeading = "text-2xl font-bold tracking-tight text-stone-900";
const hint = "mt-1 text-sm leading-relaxed text-stone-700";
const dangerButton = "inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50";

function Done({ text, name }: { text: string; name: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900" data-foster-done={name}>
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800" data-foster-refused>
      {children}
    </p>
  );
}

/** A refused form's messages at its top, each linked to its field (the whole form's first, unlinked). */
function ErrorSummary({ title, refusal, fields }: { title: string; refusal: IntentFailure; fields: Record<string, string> }) {
  const general = refusal.errors[FORM_ERROR_KEY];
  const linked = Object.entries(fields).filter(([field]) => refusal.errors[field]);
  return (
    <div role="alert" className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-error-summary>
      {general ? <p className="font-semibold">{general}</p> : <p className="font-semibold">{title}</p>}
      {linked.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {linked.map(([field, id]) => (
            <li key={field}>
              <a href={`#${id}`}>{refusal.errors[field]}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function FosterPage({ page, result }: { page: FosterPageData; result: FosterActionData | undefined }) {
  const c = page.copy;
  const refusal = refusalOf(result);
  const ok = result && result.ok ? result : null;
  return (
    <>
      <PageHero title={page.heading} narrow>
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{c.intro}</p>
        {page.waiting ? (
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-600 bg-white p-4 font-medium text-stone-900" data-meetings-waiting>
            <span>{page.waiting}</span>
            <a href="#meetings" className="font-semibold text-brand-800 underline">{c.waitingLink}</a>
          </p>
        ) : null}
        {page.paused ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-paused>
            {c.paused}
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10 sm:px-6">
        {/* A post refused before its form was known (the guard's: too large, too many, a foreign origin). */}
        {refusal && refusal.intent === null ? <Problem>{refusal.errors[FORM_ERROR_KEY] ?? c.refused}</Problem> : null}

        <section aria-labelledby="dogs-heading" id="dogs">
          <h2 id="dogs-heading" className={sectionHeading}>{c.dogs.heading}</h2>
          {page.dogs.length === 0 ? (
            <p className="mt-4 text-stone-800" data-no-dogs>{c.dogs.none}</p>
          ) : (
            <ul className="mt-4 space-y-8" data-foster-dogs>
              {page.dogs.map((dog) => (
                <li key={dog.stayId}>
                  <DogCard copy={c} dog={dog} result={result} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {page.sent.length > 0 || result?.intent === "withdraw" ? <Sent copy={c} sent={page.sent} result={result} /> : null}

        <Meetings copy={c} page={page} result={result} ok={ok} />

        <section aria-labelledby="contact-heading" className={card} data-foster-contact>
          <h2 id="contact-heading" className={sectionHeading}>{c.contact.heading}</h2>
          <p className="mt-3 text-stone-800">{c.contact.text}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href={`mailto:${page.contact.email}`} className={outlineButton}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">{c.contact.email}: </span>
                {/* A long address may break after its "@" on a narrow phone, never inside a word. */}
                <span>
                  <span className="whitespace-nowrap">{page.contact.email.split("@")[0]}@</span>
                  <wbr />
                  <span className="whitespace-nowrap">{page.contact.email.split("@").slice(1).join("@")}</span>
                </span>
              </a>
            </li>
            {page.contact.phone ? (
              <li>
                <a href={`tel:${page.contact.tel}`} className={outlineButton}>
                  <Phone aria-hidden="true" className="size-5 shrink-0" />
                  <span className="sr-only">{c.contact.phone}: </span>
                  {page.contact.phone}
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <aside aria-labelledby="privacy-heading" className="flex items-start gap-3 rounded-2xl border border-stone-300 bg-stone-100 p-5 text-stone-800" data-foster-privacy>
          <Lock aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <div>
            <h2 id="privacy-heading" className="font-bold text-stone-900">{c.privacy.heading}</h2>
            <p className="mt-1 leading-relaxed">{c.privacy.text}</p>
          </div>
        </aside>
      </div>
    </>
  );
}

/** A dog of the home: its name (linked to its page when it is in our list), since when or from when, and its news form. */
function DogCard({ copy: c, dog, result }: { copy: Copy; dog: FosterDogView; result: FosterActionData | undefined }) {
  const base = `news-${dog.stayId}`;
  const mine = refusalOf(result, "news");
  const refused = mine && mine.values.stay === dog.stayId ? mine : null;
  const thanks = result && result.ok && result.intent === "news" && result.stay === dog.stayId ? result.text : null;
  const error = (field: "body" | "photos") => (refused?.errors[field] ? `${base}-${field}-error` : null);
  return (
    <article aria-labelledby={`dog-${dog.stayId}-name`} id={`dog-${dog.stayId}`} className={`${card}`} data-foster-dog={dog.stayId} data-stage={dog.stage}>
      <h3 id={`dog-${dog.stayId}-name`} className="text-2xl font-bold text-stone-900">
        {dog.href ? (
          <a href={dog.href} className="text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-900" data-dog-link>
            {dog.name}
          </a>
        ) : (
          dog.name
        )}
      </h3>
      <p className="mt-1 flex items-center gap-2 text-stone-800" data-stay-line>
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-stone-600" />
        <time dateTime={dog.day}>{dog.line}</time>
      </p>

      <h4 className="mt-6 text-xl font-bold text-stone-900">{dog.newsHeading}</h4>
      <p className="mt-1 leading-relaxed text-stone-700">{dog.newsIntro}</p>
      {thanks ? (
        <div className="mt-4">
          <Done text={thanks} name="news" />
        </div>
      ) : null}
      <form method="post" action={`#dog-${dog.stayId}`} encType="multipart/form-data" noValidate className="mt-4" data-news-form={dog.stayId}>
        {refused ? <ErrorSummary title={c.news.errorSummary} refusal={refused} fields={{ body: `${base}-body`, photos: `${base}-photos` }} /> : null}
        <input type="hidden" name="intent" value="news" />
        <input type="hidden" name="stay" value={dog.stayId} />
        <input type="hidden" name="key" value={dog.formKey} />
        <label htmlFor={`${base}-body`} className="block font-semibold text-stone-900">{c.news.body}</label>
        <p id={`${base}-body-hint`} className={hint}>{c.news.bodyHint}</p>
        <textarea
          id={`${base}-body`}
          name="body"
          rows={6}
          required
          minLength={2}
          maxLength={NEWS_MAX}
          defaultValue={refused?.values.body ?? ""}
          aria-invalid={refused?.errors.body ? true : undefined}
          aria-describedby={describedBy(`${base}-body-hint`, error("body"))}
          className={inputClass(Boolean(refused?.errors.body))}
        />
        <FieldError id={`${base}-body-error`} messages={refused?.errors.body} />
        <label htmlFor={`${base}-photos`} className="mt-6 block font-semibold text-stone-900">{c.news.photos}</label>
        <p id={`${base}-photos-hint`} className={hint}>{c.news.photosHint}</p>
        <input
          id={`${base}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={refused?.errors.photos ? true : undefined}
          aria-describedby={describedBy(`${base}-photos-hint`, error("photos"))}
          className="mt-2 block w-full text-stone-900 file:mr-4 file:min-h-11 file:rounded-lg file:border-2 file:border-stone-300 file:bg-white file:px-4 file:font-semibold"
        />
        <FieldError id={`${base}-photos-error`} messages={refused?.errors.photos} />
        <div className="mt-6 flex items-start gap-3">
          <input
            id={`${base}-publishable`}
            type="checkbox"
            name="publishable"
            value="yes"
            defaultChecked={refused?.values.publishable === "yes"}
            aria-describedby={`${base}-publishable-hint`}
            className="mt-1 size-5 shrink-0"
          />
          <label htmlFor={`${base}-publishable`} className="font-semibold text-stone-900">{dog.publish}</label>
        </div>
        <p id={`${base}-publishable-hint`} className={`${hint} ml-8`}>{c.news.publishHint}</p>
        <button type="submit" className={`mt-6 ${primaryButton}`}>{c.news.submit}</button>
      </form>
    </article>
  );
}

/** What the family sent, newest first: the words, the photos' count, and whether (and where) they may be shown. */
function Sent({ copy: c, sent, result }: { copy: Copy; sent: FosterNewsView[]; result: FosterActionData | undefined }) {
  const refused = refusalOf(result, "withdraw");
  return (
    <section aria-labelledby="sent-heading" id="sent">
      <h2 id="sent-heading" className={sectionHeading}>{c.sent.heading}</h2>
      {result && result.ok && result.intent === "withdraw" ? (
        <div className="mt-4">
          <Done text={result.text} name="withdraw" />
        </div>
      ) : null}
      {refused ? (
        <div className="mt-4">
          <Problem>{refused.errors[FORM_ERROR_KEY] ?? c.refused}</Problem>
        </div>
      ) : null}
      <ol className="mt-4 space-y-4" data-sent-news>
        {sent.map((news) => (
          <li key={news.id} className={card} data-news={news.id} data-news-state={news.state}>
            <p className="text-sm font-semibold text-stone-700">
              <time dateTime={news.at}>{news.date}</time>
              {` · ${news.about}`}
              {news.photos ? ` · ${news.photos}` : null}
            </p>
            <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-stone-900">{news.body}</p>
            <p className="mt-3 text-stone-800" data-news-state-text>
              {news.stateText}
              {news.published ? (
                <>
                  {" "}
                  <a href={news.published.href} className="font-semibold text-brand-800 underline" data-published-link>
                    {news.published.label}
                  </a>
                </>
              ) : null}
            </p>
            {news.withdrawable ? (
              <form method="post" action="#sent" encType="multipart/form-data" className="mt-3">
                <input type="hidden" name="intent" value="withdraw" />
                <input type="hidden" name="news" value={news.id} />
                <button type="submit" className={dangerButton}>{c.sent.withdraw}</button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const MEETING_INTENTS = ["confirm", "decline", "report"] as const;

/** The meetings: the open ones with the family's first name, place and phone and their forms; the earlier ones by dog, day and state only. */
function Meetings({ copy: c, page, result, ok }: { copy: Copy; page: FosterPageData; result: FosterActionData | undefined; ok: Extract<FosterActionData, { ok: true }> | null }) {
  const m = c.meetings;
  const refusal = refusalOf(result);
  const meetingRefusal = refusal && (MEETING_INTENTS as readonly (string | null)[]).includes(refusal.intent) ? refusal : null;
  const aboutId = meetingRefusal?.values.meeting ?? (ok && "meeting" in ok ? ok.meeting : null);
  const inCard = aboutId !== null && page.meetings.open.some((x) => x.id === aboutId);
  return (
    <section aria-labelledby="meetings-heading" id="meetings" data-foster-meetings>
      <h2 id="meetings-heading" className={sectionHeading}>{m.heading}</h2>
      <p className="mt-3 leading-relaxed text-stone-700">{m.intro}</p>
      {/* The answer about a meeting that is no longer open (declined, reported, cancelled meanwhile). */}
      {!inCard && ok && "meeting" in ok ? (
        <div className="mt-4">
          <Done text={ok.text} name={ok.intent} />
        </div>
      ) : null}
      {!inCard && meetingRefusal ? (
        <div className="mt-4">
          <Problem>{meetingRefusal.errors[FORM_ERROR_KEY] ?? c.refused}</Problem>
        </div>
      ) : null}
      {page.meetings.open.length === 0 ? (
        <p className="mt-4 text-stone-800" data-no-meetings>{m.none}</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {page.meetings.open.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard copy={c} meeting={meeting} page={page} result={result} />
            </li>
          ))}
        </ul>
      )}
      {page.meetings.past.length > 0 ? (
        <>
          <h3 className="mt-8 text-xl font-bold text-stone-900">{m.pastHeading}</h3>
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" data-past-meetings>
            {page.meetings.past.map((meeting) => (
              <li key={meeting.id} id={`meeting-${meeting.id}`} className="px-5 py-3 text-stone-800" data-meeting={meeting.id} data-meeting-stage={meeting.stage}>
                <span className="font-semibold text-stone-900">{meeting.dog}</span>
                {meeting.when ? (
                  <>
                    {" · "}
                    <time dateTime={meeting.when.iso}>{meeting.when.label}</time>
                  </>
                ) : null}
                {` · ${meeting.state}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function MeetingCard({ copy: c, meeting, page, result }: { copy: Copy; meeting: OpenMeetingView; page: FosterPageData; result: FosterActionData | undefined }) {
  const m = c.meetings;
  const base = `meeting-${meeting.id}`;
  const refusal = refusalOf(result);
  const refused = refusal && refusal.values.meeting === meeting.id && (MEETING_INTENTS as readonly (string | null)[]).includes(refusal.intent) ? refusal : null;
  const timeRefused = refused?.intent === "confirm" ? refused : null;
  const reportRefused = refused?.intent === "report" ? refused : null;
  const done = result && result.ok && "meeting" in result && result.meeting === meeting.id ? result.text : null;
  const fieldError = (field: string) => (timeRefused?.errors[field] ? `${base}-${field}-error` : null);
  return (
    <article aria-labelledby={`${base}-heading`} id={base} className={`${card}`} data-meeting={meeting.id} data-meeting-stage={meeting.stage}>
      <h3 id={`${base}-heading`} className="text-xl font-bold text-stone-900">{meeting.heading}</h3>
      <p className="mt-2 font-medium text-stone-900" data-meeting-text>
        {meeting.when ? <time dateTime={meeting.when.iso}>{meeting.text}</time> : meeting.text}
      </p>
      {done ? (
        <div className="mt-4">
          <Done text={done} name={result?.intent ?? "meeting"} />
        </div>
      ) : null}
      {refused?.errors[FORM_ERROR_KEY] ? (
        <div className="mt-4">
          <Problem>{refused.errors[FORM_ERROR_KEY]}</Problem>
        </div>
      ) : null}
      <h4 className="mt-5 font-semibold text-stone-900">{m.family}</h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1" data-applicant>
        <dt className="text-stone-700">{m.firstName}</dt>
        <dd className="font-semibold text-stone-900" data-applicant-name>{meeting.applicant.firstName}</dd>
        <dt className="text-stone-700">{m.place}</dt>
        <dd className="text-stone-900" data-applicant-place>{meeting.applicant.place}</dd>
        <dt className="text-stone-700">{m.phone}</dt>
        <dd data-applicant-phone>
          <a href={`tel:${meeting.applicant.tel}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {meeting.applicant.phone}
          </a>
        </dd>
      </dl>
      {meeting.note ? (
        <div className="mt-4 rounded-xl bg-brand-50 p-4 text-stone-900" data-meeting-note>
          <p className="font-semibold">{m.note}</p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-wrap">{meeting.note}</p>
        </div>
      ) : null}

      {meeting.forms.confirm || meeting.forms.move ? (
        <form method="post" action={`#${base}`} noValidate className="mt-6 border-t border-stone-200 pt-5" data-meeting-form="confirm">
          {meeting.forms.move ? <h4 className="mb-3 font-semibold text-stone-900">{m.moveHeading}</h4> : null}
          {timeRefused && (timeRefused.errors.day || timeRefused.errors.time) ? (
            <ErrorSummary title={m.errorSummary} refusal={timeRefused} fields={{ day: `${base}-day`, time: `${base}-time` }} />
          ) : null}
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="meeting" value={meeting.id} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${base}-day`} className="block font-semibold text-stone-900">{m.day}</label>
              <input
                id={`${base}-day`}
                name="day"
                type="date"
                required
                min={page.minDay}
                max={page.maxDay}
                defaultValue={timeRefused?.values.day ?? meeting.day}
                aria-invalid={timeRefused?.errors.day ? true : undefined}
                aria-describedby={describedBy(`${base}-time-hint`, fieldError("day"))}
                className={inputClass(Boolean(timeRefused?.errors.day))}
              />
              <FieldError id={`${base}-day-error`} messages={timeRefused?.errors.day} />
            </div>
            <div>
              <label htmlFor={`${base}-time`} className="block font-semibold text-stone-900">{m.time}</label>
              <input
                id={`${base}-time`}
                name="time"
                type="time"
                required
                defaultValue={timeRefused?.values.time ?? meeting.time}
                aria-invalid={timeRefused?.errors.time ? true : undefined}
                aria-describedby={describedBy(`${base}-time-hint`, fieldError("time"))}
                className={inputClass(Boolean(timeRefused?.errors.time))}
              />
              <FieldError id={`${base}-time-error`} messages={timeRefused?.errors.time} />
            </div>
          </div>
          <p id={`${base}-time-hint`} className={hint}>{m.timeHint}</p>
          <button type="submit" className={`mt-4 ${primaryButton}`}>{meeting.forms.move ? m.move : m.confirm}</button>
        </form>
      ) : null}

      {meeting.forms.decline ? (
        <form method="post" action="#meetings" className="mt-6 border-t border-stone-200 pt-5" data-meeting-form="decline">
          <input type="hidden" name="intent" value="decline" />
          <input type="hidden" name="meeting" value={meeting.id} />
          <p id={`${base}-decline-hint`} className="text-stone-700">{m.declineHint}</p>
          <button type="submit" aria-describedby={`${base}-decline-hint`} className={`mt-3 ${dangerButton}`}>{m.decline}</button>
        </form>
      ) : null}

      {meeting.forms.report ? (
        <form method="post" action="#meetings" noValidate className="mt-6 border-t border-stone-200 pt-5" data-meeting-form="report">
          <h4 className="font-semibold text-stone-900">{m.report.heading}</h4>
          <p className={hint}>{m.report.intro}</p>
          {reportRefused && (reportRefused.errors.outcome || reportRefused.errors.report) ? (
            <div className="mt-3">
              <ErrorSummary title={m.report.errorSummary} refusal={reportRefused} fields={{ outcome: `${base}-outcome-${MEETING_OUTCOMES[0]}`, report: `${base}-report` }} />
            </div>
          ) : null}
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="meeting" value={meeting.id} />
          <fieldset className="mt-3" aria-describedby={reportRefused?.errors.outcome ? `${base}-outcome-error` : undefined}>
            <legend className="font-semibold text-stone-900">{m.report.outcome}</legend>
            <div className="mt-2 space-y-2">
              {MEETING_OUTCOMES.map((outcome) => (
                <div key={outcome} className="flex items-start gap-3">
                  <input
                    id={`${base}-outcome-${outcome}`}
                    type="radio"
                    name="outcome"
                    value={outcome}
                    defaultChecked={reportRefused?.values.outcome === outcome}
                    className="mt-1 size-5 shrink-0"
                  />
                  <label htmlFor={`${base}-outcome-${outcome}`} className="text-stone-900">{m.report.outcomes[outcome]}</label>
                </div>
              ))}
            </div>
            <FieldError id={`${base}-outcome-error`} messages={reportRefused?.errors.outcome} />
          </fieldset>
          <label htmlFor={`${base}-report`} className="mt-4 block font-semibold text-stone-900">{m.report.words}</label>
          <p id={`${base}-report-hint`} className={hint}>{m.report.wordsHint}</p>
          <textarea
            id={`${base}-report`}
            name="report"
            rows={4}
            maxLength={MEETING_REPORT_MAX}
            defaultValue={reportRefused?.values.report ?? ""}
            aria-invalid={reportRefused?.errors.report ? true : undefined}
            aria-describedby={describedBy(`${base}-report-hint`, reportRefused?.errors.report ? `${base}-report-error` : null)}
            className={inputClass(Boolean(reportRefused?.errors.report))}
          />
          <FieldError id={`${base}-report-error`} messages={reportRefused?.errors.report} />
          <button type="submit" className={`mt-4 ${primaryButton}`}>{m.report.submit}</button>
        </form>
      ) : null}
    </article>
  );
}
