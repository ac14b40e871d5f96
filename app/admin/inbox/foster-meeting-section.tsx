/**
 * The request page's part "meeting the dog in its foster home" (docs/product/foster.md#meeting-the-dog):
 * where the dog lives (the home linked, its place), the request's meetings with their stage, the
 * confirmed day and time and, once it took place, what the foster family reported (the coordinator's
 * eyes only); a plain form to propose one with a note, and "cancel" for an open one. Without
 * JavaScript too: each answer lands back at this part (`#kennenlernen`).
 */
import { Form, Link } from "react-router";
import { MEETING_NOTE_MAX } from "#app/features/journey/foster/public.ts";
import { firstMessage, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, Section, useAdmin } from "../ui.tsx";
import type { FosterMeetingPart } from "./foster-meeting.server.ts";

export const MEETING_SECTION_ID = "kennenlernen";

const stageTones: Record<string, string> = {
  proposed: "bg-sky-100 text-sky-950",
  confirmed: "bg-emerald-100 text-emerald-950",
  done: "bg-stone-200 text-stone-900",
  cancelled: "bg-stone-100 text-stone-800",
};

export function FosterMeetingSection({
  part,
  dogName,
  action,
  done,
  proposeRefused,
  cancelRefused,
}: {
  part: FosterMeetingPart;
  dogName: string | null;
  /** Where the forms post: the page with the list's filters, landing at this part. */
  action: string;
  /** What the last post did (proposed, cancelled), in words. */
  done: string | null;
  proposeRefused: IntentFailure | null;
  cancelRefused: IntentFailure | null;
}) {
  const { m, locale } = useAdmin();
  const f = m.fosterMeeting;
  const { home } = part;
  const proposeError = proposeRefused ? firstMessage(proposeRefused) : null;
  return (
    <Section title={f.section} id={MEETING_SECTION_ID}>
      {done || cancelRefused ? (
        <div className="mb-4">
          {done ? <Notice tone="success">{done}</Notice> : null}
          {cancelRefused ? <Notice tone="error">{firstMessage(cancelRefused)}</Notice> : null}
        </div>
      ) : null}
      {home ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]" data-foster-home={home.id}>
          <dt className="font-semibold">{f.home}</dt>
          <dd>
            <Link to={adminPath("admin-foster-home", { id: home.id })} className="text-brand-800 underline">{home.name}</Link>
            {home.paused ? ` ${f.paused}` : null}
          </dd>
          <dt className="font-semibold">{f.place}</dt>
          <dd>{`${home.postalCode} ${home.city}`.trim()}</dd>
          <dt className="font-semibold">{f.visits}</dt>
          <dd data-visits={home.visits ? "yes" : "no"}>{!home.visits ? f.visitsNo : home.visitTimes ? t(f.visitsTimes, { times: home.visitTimes }) : f.visitsYes}</dd>
        </dl>
      ) : (
        <p data-foster-home="none">{t(f.notInFoster, { dog: dogName ?? "–" })}</p>
      )}

      <h3 className="mt-6 text-base font-bold text-stone-900">{f.meetings}</h3>
      {part.meetings.length === 0 ? <p className="mt-2 text-stone-700">{f.none}</p> : null}
      <ol className="mt-2 space-y-3" data-meetings>
        {part.meetings.map((meeting) => (
          <li key={meeting.id} className="rounded-md border border-stone-300 p-3" data-meeting={meeting.stage}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${stageTones[meeting.stage] ?? ""}`} data-meeting-stage>
                {f.stages[meeting.stage]}
              </span>
              <span className="text-sm text-stone-700">
                {t(f.proposedOn, { date: formatDateTime(meeting.createdAt, locale) })}
                {meeting.otherHome ? ` · ${t(f.inHome, { home: meeting.otherHome })}` : null}
              </span>
            </p>
            {meeting.meetingAt ? (
              <p className="mt-1 font-semibold" data-meeting-at>{t(f.at, { date: formatDateTime(meeting.meetingAt, locale) })}</p>
            ) : meeting.stage === "proposed" ? (
              <p className="mt-1">{f.waiting}</p>
            ) : null}
            {meeting.note ? <p className="mt-1 break-words whitespace-pre-wrap text-stone-800">{t(f.note, { note: meeting.note })}</p> : null}
            {meeting.stage === "done" ? (
              <div className="mt-2 rounded-md bg-stone-50 p-3" data-meeting-report>
                {meeting.outcome ? <p className="font-semibold" data-meeting-outcome={meeting.outcome}>{t(f.outcome, { outcome: f.outcomes[meeting.outcome] })}</p> : null}
                <p className="mt-1 text-sm font-semibold text-stone-700">{f.report}</p>
                <p className="mt-1 break-words whitespace-pre-wrap">{meeting.report || f.noReport}</p>
              </div>
            ) : null}
            {meeting.open ? (
              <Form method="post" action={action} preventScrollReset className="mt-2">
                <input type="hidden" name="intent" value="meeting-cancel" />
                <input type="hidden" name="meeting" value={meeting.id} />
                <button
                  type="submit"
                  className={dangerButton}
                  aria-label={t(f.cancelLabel, { date: formatDateTime(meeting.meetingAt ?? meeting.createdAt, locale) })}
                  data-meeting-cancel
                >
                  {f.cancel}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>

      {part.propose && part.propose !== "form" && !proposeRefused ? (
        <p className="mt-4 text-stone-700" data-meeting-blocked={part.propose}>
          {part.propose === "not_yet" ? f.notYet : f.refusals[part.propose]}
        </p>
      ) : null}
      {/* After a refusal the form stays, with the note as typed, whatever the request's state now. */}
      {part.propose === "form" || proposeRefused ? (
        <Form method="post" action={action} preventScrollReset className="mt-6 space-y-3" key={`${part.meetings.length}-${proposeError ?? ""}`} data-meeting-propose>
          <h3 className="text-base font-bold text-stone-900">{f.propose}</h3>
          <p className="text-stone-700">{f.proposeIntro}</p>
          {proposeError && !proposeRefused?.errors.note ? (
            <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900" data-meeting-refused>{proposeError}</p>
          ) : null}
          <input type="hidden" name="intent" value="meeting-propose" />
          <div>
            <label htmlFor="meeting-note" className={label}>{f.noteLabel}</label>
            <textarea
              id="meeting-note"
              name="note"
              rows={3}
              maxLength={MEETING_NOTE_MAX}
              defaultValue={proposeRefused?.values.note ?? ""}
              aria-describedby={proposeRefused?.errors.note ? "meeting-note-hint meeting-note-error" : "meeting-note-hint"}
              aria-invalid={proposeRefused?.errors.note ? true : undefined}
              className={input}
            />
            <p id="meeting-note-hint" className="mt-1 text-sm text-stone-700">{t(f.noteHint, { max: MEETING_NOTE_MAX })}</p>
            {proposeRefused?.errors.note ? <p id="meeting-note-error" role="alert" className="mt-1 font-semibold text-red-800">{proposeRefused.errors.note}</p> : null}
          </div>
          <button type="submit" className={button}>{f.propose}</button>
        </Form>
      ) : null}
    </Section>
  );
}
