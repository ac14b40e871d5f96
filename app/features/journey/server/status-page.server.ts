/**
 * A request's status page (docs/product/journey.md#status-page): what its loader reads and what
 * its two posts do (the applicant's answer, the withdrawal). Reached only by the token of the link
 * in the applicant's e-mails; rate-limited per client; a token that opens nothing is a plain 404.
 * The page shows nothing the form's sender typed: the dog as our list names it, our messages
 * (without the first name), the applicant's own answers from this page, the stages and our contacts.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { localeContext, organisationContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { guardFormPost, refusalHeaders } from "#app/platform/forms/server/http.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { isListedDog } from "#app/features/dogs/rules/index.ts";
import { toDogCard, type DogCardData } from "#app/features/dogs/rules/view.ts";
import { precheckStatusText } from "../rules/precheck-copy.ts";
import { precheckOfRequest } from "./prechecks.server.ts";
import { transportOfRequest } from "./transports.server.ts";
import { transportStatusLines } from "../rules/transport-copy.ts";
import { journeyCopy } from "../rules/copy.ts";
import { ANSWER_MAX, ANSWER_MIN } from "../rules/limits.ts";
import { isOpen, takesAnswers } from "../rules/stages.ts";
import { closingOf, durationText, linkSegments, nextText, stageTrack, type TextSegment, type TrackStage } from "../rules/status-view.ts";
import { forStatusPage } from "../rules/templates.ts";
import { accountFirstName, addAnswer, findByToken, threadOf, withdraw } from "./conversation.server.ts";

/** Private to the applicant: never stored by a cache, the token never sent on as a referrer, never indexed. */
export const STATUS_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

type Context = Readonly<RouterContextProvider>;

/** A 429 (too many status pages from this client) or nothing. */
async function limited(context: Context): Promise<Response | null> {
  const services = context.get(servicesContext);
  const result = await services.rateLimits.take("statusPage", context.get(requestContext).clientAddress).catch(() => ({ ok: true }) as const);
  if (result.ok) return null;
  services.logger.warn({ event: "status_page_rate_limited" }, "status page rate-limited");
  return new Response(null, { status: 429, headers: { ...STATUS_PAGE_HEADERS, "Retry-After": String(result.retryAfterSeconds) } });
}

function notFound(): never {
  throw data(null, { status: 404, headers: STATUS_PAGE_HEADERS });
}

export interface StatusMessage {
  id: string;
  from: "association" | "applicant";
  author: string | null;
  at: string;
  date: string;
  segments: TextSegment[];
}

export interface StatusPageData {
  formType: string;
  heading: string;
  receivedOn: string;
  dog: { card: DogCardData | null; name: string } | null;
  reserved: boolean;
  track: TrackStage[];
  closed: string | null;
  next: string | null;
  duration: string | null;
  /** What to expect of the pre-check, or that it is done (never its content). */
  precheck: { status: "assigned" | "done"; text: string } | null;
  /** The family's transport: departure, arrival, place and time in words (while the request is not closed). */
  transport: { heading: string; lines: string[]; note: string } | null;
  messages: StatusMessage[];
  /** The request can still be withdrawn (it is open). */
  open: boolean;
  /** The applicant can still write (open, or at its last stage). */
  answerable: boolean;
  answerKey: string;
  contact: { person: string | null; email: string; phone: string; whatsapp: string };
  retentionDays: number;
}

export async function loadStatusPage(context: Context, token: string | undefined): Promise<StatusPageData> {
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const organisation = context.get(organisationContext)[locale];
  const row = await findByToken(services.db, token);
  if (!row) notFound();
  const c = journeyCopy[locale].statusPage;
  const [messages, snapshot, precheck, transport] = await Promise.all([
    threadOf(services.db, row.id),
    services.dogs.get(),
    precheckOfRequest(services.db, row.id),
    transportOfRequest(services.db, row.id),
  ]);
  // An open visit is told while the request is open; a done one stays told.
  const precheckText = precheck && (precheck.status === "done" || isOpen(row.formType, row.status)) ? precheckStatusText(precheck.status, locale) : null;
  const listed = row.dogId ? snapshot.dogs.find((d) => d.id === row.dogId && isListedDog(d)) : undefined;
  const dog = row.dogName ? { name: row.dogName, card: listed ? toDogCard(listed, locale) : null } : null;
  const heading =
    row.formType === "foster_home"
      ? c.heading.foster_home
      : row.formType === "sponsorship"
        ? dog ? c.heading.sponsorship.replace("{dog}", dog.name) : c.heading.sponsorshipNoDog
        : dog ? c.heading.adoption.replace("{dog}", dog.name) : c.heading.adoptionNoDog;
  const closing = closingOf(row.status);
  const assignee = row.assigneeId ? await accountFirstName(services.db, row.assigneeId) : null;
  const origins = [sites.de, sites.es].map((s) => new URL(s).origin);
  return {
    formType: row.formType,
    heading,
    receivedOn: c.receivedOn.replace("{date}", formatLongDate(row.createdAt.toISOString(), locale)),
    dog,
    reserved: row.reserved,
    track: stageTrack(row.formType, row.status, locale),
    closed: closing ? c.closed[closing] : null,
    next: nextText(row.formType, row.status, locale),
    duration: durationText(row.formType, row.status, locale),
    precheck: precheck && precheckText ? { status: precheck.status as "assigned" | "done", text: precheckText } : null,
    transport: transport && !closingOf(row.status) ? transportStatusLines(transport, locale) : null,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.direction,
      author: m.direction === "association" && m.author ? m.author.split(/\s+/)[0]! : null,
      at: m.createdAt.toISOString(),
      date: formatLongDate(m.createdAt.toISOString(), locale),
      // The applicant's own answers are theirs; ours without the first name the form's sender typed.
      segments: m.direction === "association" ? linkSegments(forStatusPage(m.body), origins) : [{ text: m.body }],
    })),
    open: isOpen(row.formType, row.status),
    answerable: takesAnswers(row.status),
    answerKey: randomUUID(),
    contact: { person: assignee, email: organisation.email, phone: organisation.phone, whatsapp: organisation.whatsapp },
    retentionDays: services.env.SUBMISSION_RETENTION_DAYS,
  };
}

export type StatusActionData =
  | { intent: "answer"; ok: true }
  | { intent: "answer"; ok: false; error: string; value: string }
  | { intent: "withdraw"; ok: boolean; error?: string }
  | { intent: null; ok: false; error: string };

/** The answer form's text, or the message that says what is wrong with it. */
export function readAnswer(value: unknown, locale: Locale): { ok: true; body: string } | { ok: false; error: string } {
  const c = journeyCopy[locale].statusPage;
  const body = typeof value === "string" ? normaliseText(wellFormed(value)).trim() : "";
  if (body.length < ANSWER_MIN) return { ok: false, error: c.answerTooShort };
  if (body.length > ANSWER_MAX) return { ok: false, error: c.answerTooLong };
  return { ok: true, body };
}

/** The status page's posts: the answer (intent=answer) and the withdrawal (intent=withdraw); both work without JavaScript. */
export async function statusPageAction(context: Context, request: Request, token: string | undefined) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  const guard = getMessages(locale).guard;
  if (request.method !== "POST") {
    return data<StatusActionData>({ intent: null, ok: false, error: guard.badRequest }, { status: 405, headers: { ...STATUS_PAGE_HEADERS, Allow: "GET, HEAD, POST" } });
  }
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const row = await findByToken(services.db, token);
  if (!row) notFound();
  // The page sends no referrer, so the browser's Origin for its own posts is "null" (decision 025);
  // a forged post would need the token in the address, which only the applicant's e-mail holds.
  const guarded = await guardFormPost(context, request, locale, { opaqueOrigin: true });
  if (!guarded.ok) {
    return data<StatusActionData>({ intent: null, ok: false, error: guarded.error }, { status: guarded.status, headers: { ...STATUS_PAGE_HEADERS, ...refusalHeaders(guarded) } });
  }
  const fields = guarded.body.type === "form" ? guarded.body.value : {};
  const c = journeyCopy[locale].statusPage;
  try {
    if (fields.intent === "answer") {
      const answer = readAnswer(fields.body, locale);
      if (!answer.ok) return data<StatusActionData>({ intent: "answer", ok: false, error: answer.error, value: String(fields.body ?? "").slice(0, ANSWER_MAX + 100) }, { status: 400, headers: STATUS_PAGE_HEADERS });
      const key = typeof fields.key === "string" && /^[0-9a-f-]{36}$/.test(fields.key) ? fields.key : null;
      const outcome = await addAnswer(services.db, row.id, { body: answer.body, clientKey: key });
      if (outcome === "closed") return data<StatusActionData>({ intent: "answer", ok: false, error: c.answerClosed, value: answer.body }, { status: 409, headers: STATUS_PAGE_HEADERS });
      services.logger.info({ event: "request_answered", submissionId: row.id, duplicate: outcome === "duplicate" }, "applicant answered on the status page");
      if (outcome === "stored") services.forms.outbox.kick();
      return data<StatusActionData>({ intent: "answer", ok: true }, { headers: STATUS_PAGE_HEADERS });
    }
    if (fields.intent === "withdraw") {
      const done = await withdraw(services.db, row.id);
      services.logger.info({ event: "request_withdrawn", submissionId: row.id, done }, "applicant withdrew on the status page");
      if (done) services.forms.outbox.kick();
      // Withdrawing twice is not an error: the request is withdrawn (or had ended).
      return data<StatusActionData>({ intent: "withdraw", ok: true }, { headers: STATUS_PAGE_HEADERS });
    }
  } catch (error) {
    services.logger.error({ event: "status_page_post_failed", error: errorCode(error) }, "status page post failed");
    return data<StatusActionData>({ intent: null, ok: false, error: guard.unavailable }, { status: 503, headers: STATUS_PAGE_HEADERS });
  }
  return data<StatusActionData>({ intent: null, ok: false, error: guard.badRequest }, { status: 400, headers: STATUS_PAGE_HEADERS });
}
