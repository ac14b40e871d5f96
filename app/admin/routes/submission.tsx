import { Fragment, useEffect, useRef } from "react";
import { randomUUID } from "node:crypto";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/submission";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { submissionDetail } from "#app/admin/inbox/detail.server.ts";
import { isUuid } from "#app/admin/auth/input.ts";
import { hasStatusPage, nextStage, phaseOf, statusesOf, eventTo, nextSteps, type Guard, isTemplateKey, stageOfTemplate, templateForStage, unfilledPlaceholders, CORRECTION_REASON_MAX, MESSAGE_BODY_MAX } from "#app/features/journey/request/public.ts";
import { applyEvent, correctRequestStage, guardFactsOf, accountFirstName, sendReply, threadOf, unreserve, replyDrafts } from "#app/features/journey/request/public.server.ts";
import { earlyArrivalOf, transportPart } from "#app/features/journey/transport/public.server.ts";
import { flightOfRequest } from "#app/features/journey/flight/public.server.ts";
import { familyFlightLines } from "#app/features/journey/flight/public.ts";
import { dayInWords } from "#app/features/journey/transport/public.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { addNote, assignees, assignTo, changeNote, NOTE_MAX, releaseSpam, retryDelivery } from "#app/admin/inbox/workflow.server.ts";
import { deleteSpam } from "#app/admin/inbox/privacy.server.ts";
import { filterQuery, parseFilters } from "#app/admin/inbox/filters.ts";
import { markSeen, neighbours, otherRequestsOf } from "#app/admin/inbox/read.server.ts";
import { mobileWhatsappNumber, telLink, whatsappLink } from "#app/features/organisation/rules/links.ts";
import { adminMessages, t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminPath } from "../route-table.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";
import { precheckAction, precheckPart, type PrecheckActionData } from "#app/features/journey/precheck/public.server.ts";
import { precheckFormSchema, type PrecheckFormInput } from "#app/features/journey/precheck/public.ts";
import { PrecheckSection } from "../inbox/precheck-section.tsx";
import { TransportSection } from "../inbox/transport-section.tsx";
import { contractAction, contractPart, type ContractActionData } from "#app/features/journey/contract/public.server.ts";
import { contractFormSchemas, type ContractPost } from "#app/features/journey/contract/public.ts";
import { ContractSection } from "../inbox/contract-section.tsx";
import { followupsPart, newsPart } from "#app/features/journey/aftercare/public.server.ts";
import { fosterHomeOfApplication } from "#app/features/journey/foster/public.server.ts";
import { loadTravelSettings } from "#app/features/travel/server/settings.server.ts";
import { NewsSection } from "../inbox/news-section.tsx";
import { FollowupsSection } from "../inbox/followups-section.tsx";
import { allows } from "../auth/roles.ts";
import { MEETING_NOTE_MAX } from "#app/features/journey/foster/public.ts";
import { moveMeeting, proposeMeeting } from "#app/features/journey/foster/public.server.ts";
import { fosterMeetingPart, isMeetingOfRequest } from "../inbox/foster-meeting.server.ts";
import { FosterMeetingSection, MEETING_SECTION_ID } from "../inbox/foster-meeting-section.tsx";
import { localeOf } from "#app/platform/i18n/locale.ts";

/** A stage's name in the volunteer's language. */
function statusText(locale: "de" | "es", stage: string): string {
  const statuses = adminMessages[locale].statuses;
  return statuses[stage as keyof typeof statuses] ?? stage;
}

/** Why the workflow refused a step, in the volunteer's language (nothing was changed). */
function refusalText(locale: "de" | "es", refusal: { reason: "stale" | "not_allowed" | "guard"; current: string; guard?: Guard }): string {
  const m = adminMessages[locale].submission;
  if (refusal.reason === "guard" && refusal.guard) return m.guards[refusal.guard];
  return t(refusal.reason === "stale" ? m.staleStage : m.stepNotAllowed, { stage: statusText(locale, refusal.current) });
}

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
  const { submission } = detail;
  const query = adminQuery(args.request);
  // The inbox's filters travel with the request's address: "back", "previous" and "next" stay in that list.
  const filters = parseFilters(query);
  const coordinator = await accountFirstName(services.db, user.id);
  const [people, thread, drafts, around, others, precheck, transport, contract, news, facts, flight, followups, fosterMeeting] = await Promise.all([
    assignees(services.db),
    threadOf(services.db, submission.id),
    submission.spam ? [] : Promise.all([loadOrganisation(services.db), services.dogs.get()]).then(([organisation, snapshot]) => replyDrafts(services.db, submission, coordinator, organisation, snapshot.dogs)),
    neighbours(services.db, filters, user.id, submission.id),
    otherRequestsOf(services.db, submission.id, submission.email),
    precheckPart(services.db, user, submission),
    transportPart(services.db, user.locale, submission),
    contractPart(services.db, user, submission, detail.fields),
    newsPart(services.db, submission),
    guardFactsOf(services.db, submission),
    submission.formType === "adoption" && !submission.spam ? flightOfRequest(services.db, submission.id) : null,
    // The follow-ups of an arrived request with their days; the retest's months are the travel settings' (docs/product/travel.md#retest-reminder).
    submission.status === "arrived"
      ? loadTravelSettings(services.db).then((settings) => followupsPart(services.db, submission, { retestMonths: settings.retestMonths, retentionDays: env.SUBMISSION_RETENTION_DAYS }))
      : null,
    // Meeting the dog in its foster home (docs/product/foster.md#meeting-the-dog): an adoption request whose dog lives in one.
    fosterMeetingPart(services.db, submission),
    markSeen(services.db, submission.id),
  ]);
  // An accepted foster application becomes a foster home (docs/product/foster.md#foster-homes): its page, or the link to make it.
  const fosterHome = submission.formType === "foster_home" && !submission.spam ? await fosterHomeOfApplication(services.db, submission.id) : null;
  const fosterHomeLink = fosterHome
    ? { kind: "open" as const, href: adminPath("admin-foster-home", { id: fosterHome.id }) }
    : submission.formType === "foster_home" && !submission.spam && submission.status === "accepted"
      ? { kind: "create" as const, href: adminPath("admin-foster-home-new", { id: submission.id }) }
      : null;
  // A template asked for (?vorlage=…, a plain GET form or link): the reply form starts with it, and with its stage.
  const wanted = query.get("vorlage");
  // Back from reserving the dog: how many other requests were told (?reserviert=N).
  const reservedCount = Number.parseInt(query.get("reserviert") ?? "", 10);
  const draft = drafts.find((d) => d.key === wanted) ?? null;
  const next = nextStage(submission.formType, submission.status);
  return {
    ...detail,
    assignees: people,
    thread: thread.map((message) => ({ id: message.id, direction: message.direction, body: message.body, author: message.author, createdAt: message.createdAt })),
    drafts: drafts.map((d) => d.key),
    draft: draft ? { key: draft.key, body: draft.body, event: eventTo(submission.formType, submission.status, stageOfTemplate(draft.key)) } : null,
    stages: statusesOf(submission.formType),
    // What the workflow's table lets a coordinator do from here (a step a guard blocks is shown with its reason).
    steps: nextSteps(submission.formType, submission.status, facts),
    next: next ? { stage: next, template: templateForStage(submission.formType, next) } : null,
    statusPage: hasStatusPage(submission.formType),
    listQuery: filterQuery(filters),
    around,
    others: others.map((o) => ({ ...o, phase: phaseOf(o.formType, o.status) })),
    userId: user.id,
    precheck,
    // The family's dog on a traveller's flight, in the coordinator's words (the family's lines: the flight, the landing, the meeting point).
    flight: flight ? { lines: familyFlightLines(flight, user.locale).lines, stage: flight.stage } : null,
    transport,
    contract,
    news,
    followups,
    fosterMeeting,
    canEditTemplates: allows("settings", user.role),
    canEditHappyEnds: allows("content", user.role),
    whatsapp: submission.phone ? mobileWhatsappNumber(submission.phone, localeOf(submission.locale)) : null,
    reservedNow: submission.reserved && Number.isFinite(reservedCount) && reservedCount >= 0 ? Math.min(reservedCount, 10_000) : null,
    // A new key each time the page is shown: the reply form sent twice stores one message, and the form starts empty after sending.
    replyKey: randomUUID(),
    fosterHomeLink,
  };
}

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

/** The request page's forms (docs/product/journey.md#conversation, #stages): one schema and one handler each. */
const intents = {
  assign: defineIntent({
    schema: z.object({ assignee: formField.optionalId() }),
    handle: async ({ assignee }, { services, actor, id, user }, form) => {
      if (!(await assignTo(services.db, actor, id, assignee))) return form.refuse({ assignee: adminMessages[user.locale].input.invalid });
      return { intent: form.intent, text: adminMessages[user.locale].submission.saved };
    },
  }),
  move: defineIntent({
    schema: z.object({ event: formField.text(100), from: formField.text(100), confirmEarly: formField.ticked() }),
    handle: async ({ event, from, confirmEarly }, ctx, form) => {
      const { services, actor, id, user } = ctx;
      const m = adminMessages[user.locale].submission;
      // "Arrived" before the transport's arrival day: a warning naming the day, and a confirm (docs/product/journey.md#arrived-before-the-arrival-day).
      const early = event !== "arrive" || confirmEarly ? null : await earlyArrivalOf(services.db, id, "arrived");
      if (early) return data({ intent: "move" as const, early: dayInWords(early, user.locale), event, from }, { status: 409 });
      const moved = await applyEvent(services.db, actor, id, event, from || null);
      if (moved.ok) return { intent: form.intent, text: t(m.moved, { stage: statusText(user.locale, moved.to) }) };
      if (moved.reason === "unknown") throw data(null, { status: 404 });
      return form.refuse({ [FORM_ERROR_KEY]: refusalText(user.locale, moved) }, { status: 409 });
    },
  }),
  correct: defineIntent({
    schema: (m) => z.object({ to: formField.text(100), reason: formField.required(m.submission.correctReasonMissing, CORRECTION_REASON_MAX), from: formField.text(100) }),
    handle: async ({ to, reason, from }, { services, actor, id, user }, form) => {
      const m = adminMessages[user.locale].submission;
      const corrected = await correctRequestStage(services.db, actor, id, { to, reason, expected: from || null });
      if (corrected.ok) return { intent: form.intent, text: t(m.corrected, { stage: statusText(user.locale, corrected.to) }) };
      if (corrected.reason === "unknown") throw data(null, { status: 404 });
      if (corrected.reason === "stale") return form.refuse({ [FORM_ERROR_KEY]: t(m.staleStage, { stage: statusText(user.locale, corrected.current) }) }, { status: 409 });
      if (corrected.reason === "no_reason") return form.refuse({ reason: m.correctReasonMissing });
      return form.refuse({ to: corrected.reason === "same" ? m.correctSame : m.badStage });
    },
  }),
  reply: defineIntent({
    schema: (m) =>
      z.object({
        body: formField.required(m.submission.bodyMissing, MESSAGE_BODY_MAX, m.submission.bodyTooLong).superRefine((body, check) => {
          const unfilled = unfilledPlaceholders(body);
          if (unfilled.length > 0) check.addIssue({ code: "custom", message: t(m.submission.unfilled, { placeholders: unfilled.map((p) => `{${p}}`).join(", ") }) });
        }),
        template: formField.text(100).transform((key) => (isTemplateKey(key) ? key : null)),
        event: formField.text(100),
        from: formField.text(100),
        // A new key each time the page is shown: the reply form sent twice stores one message.
        key: formField.text(100).transform((key) => (isUuid(key) ? key : null)),
        confirmEarly: formField.ticked(),
      }),
    handle: async (sent, ctx, form) => {
      const { services, actor, id, user } = ctx;
      const m = adminMessages[user.locale].submission;
      const early = sent.event !== "arrive" || sent.confirmEarly ? null : await earlyArrivalOf(services.db, id, "arrived");
      if (early) {
        const day = dayInWords(early, user.locale);
        return form.refuse({ confirmEarly: t(m.earlyArrival, { day }) }, { status: 409, extra: { early: day } });
      }
      const outcome = await sendReply(services.db, actor, id, { body: sent.body, template: sent.template, event: sent.event || null, expected: sent.from || null, clientKey: sent.key });
      if (outcome === "unknown") throw data(null, { status: 404 });
      if (typeof outcome === "object") return form.refuse({ [FORM_ERROR_KEY]: refusalText(user.locale, outcome) }, { status: 409 });
      return { intent: form.intent, text: outcome === "sent" ? m.sent : m.replyDuplicate };
    },
  }),
  "precheck-find": defineIntent({
    schema: precheckFormSchema,
    handle: (sent, ctx) => precheckPost(ctx, sent, false),
  }),
  "precheck-assign": defineIntent({
    schema: precheckFormSchema,
    handle: (sent, ctx) => precheckPost(ctx, sent, true),
  }),
  "contract-generate": defineIntent({
    schema: contractFormSchemas["contract-generate"],
    handle: (sent, ctx) => contractPost(ctx, { intent: "contract-generate", ...sent }),
  }),
  "contract-countersign": defineIntent({
    schema: contractFormSchemas["contract-countersign"],
    handle: (sent, ctx) => contractPost(ctx, { intent: "contract-countersign", ...sent }),
  }),
  "contract-fee": defineIntent({
    schema: contractFormSchemas["contract-fee"],
    handle: (sent, ctx) => contractPost(ctx, { intent: "contract-fee", ...sent }),
  }),
  // Meeting the dog in its foster home (docs/product/foster.md#meeting-the-dog): a proposal with a note to the foster family, a cancellation.
  "meeting-propose": defineIntent({
    schema: (m) => z.object({ note: formField.trimmed(MEETING_NOTE_MAX, t(m.fosterMeeting.noteTooLong, { max: MEETING_NOTE_MAX })) }),
    handle: async ({ note }, { services, actor, id, user }, form) => {
      const f = adminMessages[user.locale].fosterMeeting;
      const outcome = await proposeMeeting(services.db, actor, id, note);
      if (outcome.ok) return { intent: form.intent, text: f.proposed };
      if (outcome.reason === "unknown") throw data(null, { status: 404 });
      // The request's or the dog's state refuses it: 409, the note kept.
      return form.refuse({ [FORM_ERROR_KEY]: f.refusals[outcome.reason] }, { status: 409 });
    },
  }),
  "meeting-cancel": defineIntent({
    // A meeting of another request (or no meeting id at all) names nothing here: 404.
    schema: z.object({ meeting: formField.id() }),
    handle: async ({ meeting }, { services, actor, id, user }, form) => {
      const f = adminMessages[user.locale].fosterMeeting;
      if (!(await isMeetingOfRequest(services.db, id, meeting))) throw data(null, { status: 404 });
      const moved = await moveMeeting(services.db, actor, "coordinator", meeting, "cancel");
      if (moved.ok) return { intent: form.intent, text: f.cancelled };
      if (moved.reason === "unknown") throw data(null, { status: 404 });
      return form.refuse({ [FORM_ERROR_KEY]: f.refusals.not_open }, { status: 409 });
    },
  }),
  unreserve: defineIntent({
    schema: z.object({}),
    handle: async (_input, { services, actor, id, user }, form) => {
      if (!(await unreserve(services.db, actor, id))) return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].submission.notReserved });
      return { intent: form.intent, text: adminMessages[user.locale].submission.unreserved };
    },
  }),
  "assign-me": defineIntent({
    schema: z.object({}),
    handle: async (_input, { services, actor, id, user }, form) => {
      if (!(await assignTo(services.db, actor, id, user.id))) throw data(null, { status: 404 });
      return { intent: form.intent, text: adminMessages[user.locale].submission.assignedToYou };
    },
  }),
  note: defineIntent({
    schema: (m) => z.object({ note: formField.required(m.submission.noteMissing, NOTE_MAX) }),
    handle: async ({ note }, { services, actor, id, user }, form) => {
      if (!(await addNote(services.db, actor, id, note))) return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].notFound.text });
      return { intent: form.intent, text: adminMessages[user.locale].submission.saved };
    },
  }),
  "edit-note": defineIntent({
    schema: (m) => z.object({ note_id: formField.id(), note: formField.required(m.submission.noteMissing, NOTE_MAX) }),
    handle: async ({ note_id, note }, { services, actor, id, user }, form) => {
      // Only its author changes a note: anyone else's post names no note of theirs.
      if (!(await changeNote(services.db, actor, id, note_id, note))) return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].notFound.text });
      return { intent: "note", text: adminMessages[user.locale].submission.noteSaved };
    },
  }),
  "remove-note": defineIntent({
    schema: z.object({ note_id: formField.id() }),
    handle: async ({ note_id }, { services, actor, id, user }, form) => {
      if (!(await changeNote(services.db, actor, id, note_id, null))) return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].notFound.text });
      return { intent: "note", text: adminMessages[user.locale].submission.noteRemoved };
    },
  }),
  retry: defineIntent({
    // An e-mail of another request (or no e-mail id at all) names nothing here: 404.
    schema: z.object({ mail: formField.text(100) }),
    handle: async ({ mail }, { services, actor, id, user }, form) => {
      const m = adminMessages[user.locale].submission;
      const outcome = await retryDelivery(services.db, actor, id, mail);
      if (outcome === "unknown") throw data(null, { status: 404 });
      return { intent: form.intent, text: { queued: m.retried, sent: m.alreadySent, sending: m.sendingNow }[outcome] };
    },
  }),
  "not-spam": defineIntent({
    schema: z.object({}),
    handle: async (_input, { services, actor, id, user }, form) => {
      const released = await releaseSpam(services.db, actor, id, { secret: services.forms.secret, perDay: services.env.CONFIRMATIONS_PER_ADDRESS_PER_DAY });
      if (!released) return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].submission.notSpamAnyMore });
      return { intent: form.intent, text: adminMessages[user.locale].submission.released };
    },
  }),
  delete: defineIntent({
    schema: (m) => z.object({ confirm: formField.ticked().refine(Boolean, m.remove.needsConfirm) }),
    handle: async (_input, { services, actor, id }) => {
      // Only spam is deleted here, the way erasure deletes; any other request: 409, nothing deleted.
      const outcome = await deleteSpam(
        { db: services.db, databaseKind: services.databaseKind, transport: services.forms.transport, secret: services.forms.secret, images: services.images },
        actor,
        id,
      );
      if (outcome === "unknown") throw data(null, { status: 404 });
      if (outcome === "notSpam") throw data(null, { status: 409 });
      throw redirect(`${adminPath("admin-inbox")}?spam=yes`);
    },
  }),
};

async function precheckPost(ctx: Ctx, sent: PrecheckFormInput, assign: boolean) {
  const outcome = await precheckAction(ctx.services.db, ctx.actor, ctx.id, sent, assign);
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

async function contractPost(ctx: Ctx, post: ContractPost) {
  const { services, actor, user, id } = ctx;
  const outcome = await contractAction(services.db, actor, user.name || user.email, id, post, () => loadOrganisation(services.db));
  // A closed request or a contract not yet signed: the request's state refuses it (409).
  return data(outcome, { status: outcome.ok ? 200 : outcome.errors.closed || outcome.errors.unsigned ? 409 : 400 });
}

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id: args.params.id });
}

type ActionData =
  | { intent: string; text: string }
  | { intent: "move"; early: string; event: string; from: string }
  /** A refused post (the reply's early arrival names the day). */
  | (IntentFailure & { early?: string })
  | PrecheckActionData
  | ContractActionData;

export default function Submission({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const result = useActionData<ActionData>();
  const { submission, fields, dog, mails, notes, history } = loaderData;
  const formName = m.forms[submission.formType as keyof typeof m.forms] ?? submission.formType;
  // Who asked, and for which dog: "Adoptionsanfrage von Anna Beispiel für Luna".
  const heading = !submission.applicant
    ? `${formName} · ${formatDateTime(submission.createdAt, locale)}`
    : submission.formType === "adoption"
      ? t(dog ? m.submission.headingAdoption : m.submission.headingAdoptionNoDog, { name: submission.applicant, dog: dog?.name ?? "" })
      : t(m.submission.headingOther, { form: formName, name: submission.applicant });
  const statusName = (s: string) => m.statuses[s as keyof typeof m.statuses] ?? s;
  const notice = (intent: string) => (result && result.intent === intent && "text" in result ? <Notice tone="success">{result.text}</Notice> : null);
  // A refusal with a place of its own (the steps, the correction, the reply) is shown there; any other at the top.
  const refused = refusalOf(result);
  const moveRefused = refusalOf(result, "move");
  const correctRefused = refusalOf(result, "correct");
  const elsewhere = refused && !["move", "correct", "reply", "meeting-propose", "meeting-cancel"].includes(refused.intent ?? "") ? firstMessage(refused) : null;
  const here = adminPath("admin-submission", { id: submission.id });
  const { listQuery, around } = loaderData;
  const mineRef = useRef<HTMLParagraphElement>(null);
  // Once the page shows the request as mine (the action's answer can come before the page's new data).
  const mineNow = submission.assigneeId === loaderData.userId;
  useEffect(() => {
    if (result?.intent === "assign-me" && mineNow) mineRef.current?.focus();
  }, [result, mineNow]);
  const requestPath = (id: string) => `${adminPath("admin-submission", { id })}${listQuery}`;
  return (
    <>
      <nav aria-label={m.submission.title} className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`${adminPath("admin-inbox")}${listQuery}`} className="inline-flex min-h-11 items-center text-brand-800 underline" data-back>
          {m.submission.back}
        </Link>
        {around && (around.previous || around.next) ? (
          <span className="flex items-center gap-2">
            {around.previous ? (
              <Link to={requestPath(around.previous)} className={secondaryButton} rel="prev" data-previous>
                <span aria-hidden="true">←</span> {m.submission.previousRequest}
              </Link>
            ) : null}
            {around.position ? <span className="text-sm text-stone-700">{t(m.submission.position, { position: around.position, total: around.total })}</span> : null}
            {around.next ? (
              <Link to={requestPath(around.next)} className={secondaryButton} rel="next" data-next>
                {m.submission.nextRequest} <span aria-hidden="true">→</span>
              </Link>
            ) : null}
          </span>
        ) : null}
      </nav>
      <div className="mt-2">
        <PageTitle title={`${m.submission.title} ${formName} – ${m.title}`}>{heading}</PageTitle>
      </div>
      {!submission.spam ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {submission.assigneeId !== loaderData.userId ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="assign-me" />
              <button type="submit" className={button} data-assign-me>{m.submission.assignMe}</button>
            </Form>
          ) : (
            // Focus moves here from the button it replaces, so the keyboard stays where it was.
            <p ref={mineRef} tabIndex={-1} className="font-semibold text-stone-800" data-mine>{m.submission.assignedToYou}</p>
          )}
          {submission.email ? (
            <a href={`mailto:${submission.email}`} className={secondaryButton} aria-label={t(m.submission.writeEmail, { email: submission.email })}>
              {m.submission.emailButton}
            </a>
          ) : null}
          {submission.phone ? (
            <a href={telLink(submission.phone)} className={secondaryButton} aria-label={t(m.submission.call, { phone: submission.phone })}>
              {m.submission.callButton}
            </a>
          ) : null}
          {loaderData.whatsapp ? (
            <a href={whatsappLink(loaderData.whatsapp)} className={secondaryButton} target="_blank" rel="noopener noreferrer" aria-label={t(m.submission.whatsapp, { phone: submission.phone })}>
              WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
      {elsewhere ? <Notice tone="error">{elsewhere}</Notice> : null}
      {notice("assign-me")}
      {submission.awaitingReply ? (
        <p className="mt-3 inline-block rounded bg-amber-100 px-2 py-1 font-semibold text-amber-950" data-answer-waiting>
          {m.submission.answerWaiting}
        </p>
      ) : null}
      {notice("not-spam")}
      {submission.spam ? (
        <Section title={m.submission.spam}>
          <p>{t(m.submission.spamReason, { reason: submission.spamReason ?? "–" })}</p>
          <div className="mt-4 flex flex-wrap gap-4">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="not-spam" />
              <button type="submit" className={button}>{m.submission.notSpam}</button>
            </Form>
            <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
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

      {loaderData.fosterHomeLink ? (
        <p className="mt-4 flex flex-wrap items-center gap-3" data-foster-home-link={loaderData.fosterHomeLink.kind}>
          {loaderData.fosterHomeLink.kind === "open" ? <span>{m.fosterHomes.homeExists}</span> : null}
          <Link to={loaderData.fosterHomeLink.href} className={loaderData.fosterHomeLink.kind === "create" ? button : secondaryButton}>
            {loaderData.fosterHomeLink.kind === "create" ? m.fosterHomes.fromApplication : m.fosterHomes.openHome}
          </Link>
        </p>
      ) : null}

      <Section title={m.submission.fields}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]" data-fields>
          <dt className="font-semibold">{m.submission.form}</dt>
          <dd>{formName}</dd>
          <dt className="font-semibold">{m.submission.received}</dt>
          <dd>{formatDateTime(submission.createdAt, locale)}</dd>
          <dt className="font-semibold">{m.submission.language}</dt>
          <dd>{m.languages[submission.locale as "de" | "es"] ?? submission.locale}</dd>
          <dt className="font-semibold">{m.submission.status}</dt>
          <dd data-stage={submission.status}>{statusName(submission.status)}</dd>
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
              <dd className="break-words whitespace-pre-wrap">
                {f.key === "email" && !submission.spam ? (
                  <a href={`mailto:${f.value}`} className="text-brand-800 underline">{f.value}</a>
                ) : f.key === "phone" && !submission.spam ? (
                  <a href={telLink(f.value)} className="text-brand-800 underline">{f.value}</a>
                ) : (
                  f.value
                )}
              </dd>
            </Fragment>
          ))}
          <dt className="font-semibold">{m.submission.reference}</dt>
          <dd className="font-mono text-sm break-all">{submission.id}</dd>
        </dl>
      </Section>

      {loaderData.others.length > 0 ? (
        <Section title={m.submission.otherRequests} id="weitere">
          <ul className="space-y-1" data-other-requests>
            {loaderData.others.map((o) => (
              <li key={o.id}>
                <Link to={requestPath(o.id)} className="text-brand-800 underline">
                  {m.forms[o.formType as keyof typeof m.forms] ?? o.formType} · {formatDateTime(o.createdAt, locale)}
                </Link>{" "}
                · {o.spam ? m.inbox.spam : statusName(o.status)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {!submission.spam ? (
        <Section title={m.submission.workflow} id="ablauf">
          {notice("move")}
          {notice("correct")}
          {notice("assign")}
          {moveRefused ? (
            <p role="alert" className="mb-4 rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900" data-move-refused>
              {firstMessage(moveRefused)}
            </p>
          ) : null}
          {result && result.intent === "move" && "early" in result && "event" in result ? (
            <div role="alert" className="mb-4 rounded-md border-2 border-amber-500 bg-amber-50 p-4" data-early-arrival>
              <p className="font-semibold text-amber-950">{t(m.submission.earlyArrival, { day: result.early })}</p>
              <Form method="post" preventScrollReset className="mt-3">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="event" value={result.event} />
                <input type="hidden" name="from" value={result.from} />
                <input type="hidden" name="confirmEarly" value="yes" />
                <button type="submit" className={button}>{m.submission.earlyArrivalConfirm}</button>
              </Form>
            </div>
          ) : null}
          {notice("unreserve")}
          {loaderData.reservedNow !== null ? <Notice tone="success">{plural(locale, m.reserve.done, loaderData.reservedNow)}</Notice> : null}
          <h3 className="text-base font-bold text-stone-900">{m.submission.nextSteps}</h3>
          {loaderData.steps.length === 0 ? <p className="mt-2 text-stone-700">{m.submission.noNextSteps}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-3" data-next-steps>
            {loaderData.steps
              .filter((step) => !step.blockedBy)
              .map((step) => (
                <li key={step.event}>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="event" value={step.event} />
                    <input type="hidden" name="from" value={submission.status} />
                    <button type="submit" className={step.to === "declined" || step.to === "placed_elsewhere" ? secondaryButton : button} data-step={step.event}>
                      {m.submission.stepEvents[step.event]}
                    </button>
                  </Form>
                </li>
              ))}
          </ul>
          {loaderData.steps
            .filter((step) => step.blockedBy)
            .map((step) => (
              <p key={step.event} className="mt-2 text-sm text-stone-700" data-blocked-step={step.event}>
                {m.submission.guards[step.blockedBy!]}
              </p>
            ))}
          {/* Keyed by what it shows: after "assign to me" the select shows the stored value. */}
          <Form method="post" preventScrollReset className="mt-6 flex flex-wrap items-end gap-3" key={submission.assigneeId ?? ""}>
            <input type="hidden" name="intent" value="assign" />
            <div>
              <label htmlFor="assignee" className={label}>{m.submission.assignee}</label>
              <select id="assignee" name="assignee" defaultValue={submission.assigneeId ?? ""} className={input}>
                <option value="">{m.submission.nobody}</option>
                {loaderData.assignees.map((a) => <option key={a.id} value={a.id}>{a.label}</option>)}
              </select>
            </div>
            <button type="submit" className={secondaryButton}>{m.submission.assign}</button>
          </Form>
          <details className="mt-6 rounded-md border border-stone-300 p-4" open={correctRefused !== null} data-correct-stage>
            <summary className="cursor-pointer font-semibold text-stone-900">{m.submission.correctStage}</summary>
            <p className="mt-2 text-sm text-stone-700">{m.submission.correctStageIntro}</p>
            {correctRefused ? (
              <p role="alert" className="mt-3 font-semibold text-red-800" id="correct-error">{firstMessage(correctRefused)}</p>
            ) : null}
            <Form method="post" preventScrollReset className="mt-3 grid gap-3 sm:max-w-xl" key={submission.status}>
              <input type="hidden" name="intent" value="correct" />
              <input type="hidden" name="from" value={submission.status} />
              <div>
                <label htmlFor="correct-to" className={label}>{m.submission.correctTo}</label>
                <select id="correct-to" name="to" defaultValue={correctRefused?.values.to} className={input}>
                  {loaderData.stages.filter((s) => s !== submission.status).map((s) => <option key={s} value={s}>{statusName(s)}</option>)}
                </select>
              </div>
              <div>
                <label htmlFor="correct-reason" className={label}>{m.submission.correctReason}</label>
                <textarea
                  id="correct-reason"
                  name="reason"
                  required
                  maxLength={1000}
                  rows={2}
                  defaultValue={correctRefused?.values.reason}
                  aria-describedby={correctRefused ? "correct-error" : undefined}
                  className={input}
                />
              </div>
              <div>
                <button type="submit" className={secondaryButton}>{m.submission.correctSubmit}</button>
              </div>
            </Form>
          </details>
          {loaderData.next?.template && submission.hasEmail ? (
            <p className="mt-4">
              <Link to={`${here}?vorlage=${loaderData.next.template}#antworten`} className="font-semibold text-brand-800 underline" data-next-stage>
                {t(m.submission.nextStage, { stage: statusName(loaderData.next.stage) })}
              </Link>
            </p>
          ) : null}
          {submission.waitlist && !submission.reserved ? (
            <p className="mt-4 rounded-md border-l-4 border-sky-700 bg-sky-50 px-4 py-3 text-sky-950" data-waitlist>
              {t(m.submission.waitlistNote, { dog: submission.dogName ?? "" })}
            </p>
          ) : null}
          {submission.formType === "adoption" && submission.dogName ? (
            submission.reserved ? (
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <p className="font-semibold text-emerald-900" data-reserved>{m.submission.reservedNote}</p>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="unreserve" />
                  <button type="submit" className={secondaryButton}>{m.submission.unreserve}</button>
                </Form>
              </div>
            ) : loaderData.next ? (
              <p className="mt-4">
                <Link to={adminPath("admin-reserve", { id: submission.id })} className={secondaryButton} data-reserve>
                  {m.submission.reserve}
                </Link>
              </p>
            ) : null
          ) : null}
        </Section>
      ) : null}

      {loaderData.fosterMeeting ? (
        <FosterMeetingSection
          part={loaderData.fosterMeeting}
          dogName={submission.dogName}
          action={`${here}${listQuery}#${MEETING_SECTION_ID}`}
          done={result && (result.intent === "meeting-propose" || result.intent === "meeting-cancel") && "text" in result ? result.text : null}
          proposeRefused={refusalOf(result, "meeting-propose")}
          cancelRefused={refusalOf(result, "meeting-cancel")}
        />
      ) : null}

      {loaderData.precheck ? (
        <PrecheckSection part={loaderData.precheck} result={result && "intent" in result && result.intent === "precheck" ? (result as PrecheckActionData) : null} />
      ) : null}

      {loaderData.transport ? <TransportSection part={loaderData.transport} flight={loaderData.flight} /> : null}
      {loaderData.contract ? (
        <ContractSection
          part={loaderData.contract}
          submissionId={submission.id}
          canEditTemplates={loaderData.canEditTemplates}
          result={result && "intent" in result && result.intent === "contract" ? (result as ContractActionData) : null}
        />
      ) : null}

      {loaderData.followups ? <FollowupsSection part={loaderData.followups} dogName={submission.dogName} /> : null}
      {loaderData.news ? <NewsSection part={loaderData.news} submissionId={submission.id} canEdit={loaderData.canEditHappyEnds} /> : null}

      {!submission.spam && submission.hasEmail ? (
        <Conversation loaderData={loaderData} result={result} />
      ) : null}

      <Section title={m.submission.delivery}>
        {notice("retry")}
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
                  <span className="font-semibold">{m.submission.mailKinds[mail.kind as "notification"] ?? m.fosterMeeting.mailKinds[mail.kind as "foster_meeting_proposed"] ?? mail.kind}</span>: {text}
                </p>
                {d.state === "failed" || d.state === "retrying" ? (
                  <Form method="post" preventScrollReset>
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
        {notice("note")}
        {notes.length === 0 ? <p>{m.submission.noNotes}</p> : null}
        <ul className="space-y-3" data-notes>
          {notes.map((n) => (
            <li key={`${n.id}-${n.updatedAt ? String(n.updatedAt) : ""}`} className="rounded-md bg-stone-50 p-3" data-note>
              <p className="text-sm text-stone-700">
                {n.author ?? "–"} · {formatDateTime(n.createdAt, locale)}
                {n.updatedAt ? ` · ${t(m.submission.noteEdited, { date: formatDateTime(n.updatedAt, locale) })}` : null}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{n.text}</p>
              {n.authorId === loaderData.userId ? (
                <details className="mt-2">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{m.submission.editNote}</summary>
                  <Form method="post" preventScrollReset className="mt-2">
                    <input type="hidden" name="note_id" value={n.id} />
                    <label htmlFor={`note-${n.id}`} className="sr-only">{m.submission.note}</label>
                    <textarea id={`note-${n.id}`} name="note" required rows={3} maxLength={5000} defaultValue={n.text} className={input} />
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button type="submit" name="intent" value="edit-note" className={secondaryButton}>{m.submission.saveNote}</button>
                      <button type="submit" name="intent" value="remove-note" formNoValidate className={dangerButton}>{m.submission.removeNote}</button>
                    </div>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
        <Form method="post" preventScrollReset className="mt-4" key={loaderData.replyKey}>
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
                <span className="text-sm text-stone-700">{formatDateTime(h.at, locale)} · {h.actorIsApplicant ? m.submission.applicant : h.actor}</span> · {h.text}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** The request's messages and the reply form (docs/product/journey.md#conversation): a template by a plain GET, then a plain POST. */
function Conversation({ loaderData, result }: { loaderData: Route.ComponentProps["loaderData"]; result: ActionData | undefined }) {
  const { m, locale } = useAdmin();
  const { submission, thread, draft, drafts, steps, statusPage } = loaderData;
  const statusName = (s: string) => m.statuses[s as keyof typeof m.statuses] ?? s;
  const refused = refusalOf(result, "reply") as (IntentFailure & { early?: string }) | null;
  const sent = result && result.intent === "reply" && "text" in result ? result.text : null;
  const language = m.languagesInText[submission.locale as "de" | "es"] ?? submission.locale;
  const templateName = (key: string) => {
    const stage = key.slice(key.indexOf(".") + 1);
    return stage === "placed_elsewhere" ? m.templates.placedElsewhere : statusName(stage);
  };
  return (
    <Section title={m.submission.conversation} id="gespraech">
      <p className="text-stone-700">{statusPage ? m.submission.conversationIntro : m.submission.conversationNoPage}</p>
      {thread.length === 0 ? <p className="mt-4">{m.submission.noMessages}</p> : null}
      <ol className="mt-4 space-y-3" data-thread>
        {thread.map((message) => (
          <li
            key={message.id}
            data-message={message.direction}
            className={`rounded-md border p-3 ${message.direction === "applicant" ? "border-amber-300 bg-amber-50" : "border-stone-300 bg-stone-50"}`}
          >
            <p className="text-sm font-semibold text-stone-800">
              {message.direction === "applicant" ? m.submission.fromApplicant : t(m.submission.fromAssociation, { name: message.author ?? "–" })} ·{" "}
              <span className="font-normal">{formatDateTime(message.createdAt, locale)}</span>
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>

      <h3 id="antworten" className="mt-6 text-lg font-bold text-stone-900">{m.submission.reply}</h3>
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      {drafts.length > 0 ? (
        <Form method="get" action={`${adminPath("admin-submission", { id: submission.id })}#antworten`} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 grow">
            <label htmlFor="vorlage" className={label}>{m.submission.template}</label>
            <select id="vorlage" name="vorlage" defaultValue={draft?.key ?? ""} className={input}>
              {drafts.map((key) => <option key={key} value={key}>{templateName(key)}</option>)}
            </select>
          </div>
          <button type="submit" className={secondaryButton}>{m.submission.useTemplate}</button>
        </Form>
      ) : null}
      {/* Posted to the page without the template's query: after sending, the form starts empty. */}
      <Form method="post" preventScrollReset action={`${adminPath("admin-submission", { id: submission.id })}${loaderData.listQuery}`} className="mt-4 space-y-4" key={`${loaderData.replyKey}-${draft?.key ?? ""}`} data-reply-form>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="key" value={loaderData.replyKey} />
        {draft ? <input type="hidden" name="template" value={draft.key} /> : null}
        <div>
          <label htmlFor="reply-body" className={label}>{t(m.submission.body, { language })}</label>
          <textarea
            id="reply-body"
            name="body"
            required
            rows={10}
            maxLength={MESSAGE_BODY_MAX}
            defaultValue={refused?.values.body ?? draft?.body ?? ""}
            aria-describedby={refused ? "reply-error reply-hint" : "reply-hint"}
            aria-invalid={refused ? true : undefined}
            className={input}
          />
          <p id="reply-hint" className="mt-1 text-sm text-stone-700">{m.submission.bodyHint}</p>
          {refused ? <p id="reply-error" role="alert" className="mt-1 font-semibold text-red-800">{firstMessage(refused)}</p> : null}
        </div>
        {refused?.early ? (
          <label className="flex items-center gap-2 font-semibold" data-early-arrival>
            <input type="checkbox" name="confirmEarly" value="yes" required className="size-5" />
            {t(m.submission.earlyArrivalTick, { day: refused.early })}
          </label>
        ) : null}
        <div>
          <label htmlFor="reply-stage" className={label}>{m.submission.stageAfter}</label>
          <input type="hidden" name="from" value={submission.status} />
          <select id="reply-stage" name="event" defaultValue={refused?.values.event ?? draft?.event ?? ""} className={input}>
            <option value="">{t(m.submission.keepStage, { stage: statusName(submission.status) })}</option>
            {steps.filter((step) => !step.blockedBy).map((step) => <option key={step.event} value={step.event}>{statusName(step.to)}</option>)}
          </select>
        </div>
        <button type="submit" className={button}>{m.submission.send}</button>
      </Form>
    </Section>
  );
}
