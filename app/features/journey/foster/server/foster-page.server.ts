/**
 * The foster family's page (docs/product/foster.md#the-foster-familys-page):
 * `/meine-pflegestelle/{token}`, reached by the link in the foster family's e-mails. Its loader
 * shows the home's dogs (living there or on their way), what the family sent, the meetings with
 * families (the applicant's first name, place and phone only while one is open) and our contact;
 * its posts, plain POSTs that work without JavaScript, send news with photos (multipart), take a
 * consent to publish back, and confirm, move, decline or report on a meeting, each through the
 * part's one writer. Private like the status page: no cache, no referrer, no index, the status
 * pages' rate limit, and the site's 404 for a token that opens nothing. The log gets event names,
 * ids and counts: never the token, never what the family typed.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { localeContext, organisationContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { z } from "#app/platform/zod.ts";
import type { Services } from "#app/services.server.ts";
import { formField, isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, type FieldMessages, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { intentsFor, type IntentForm } from "#app/platform/forms/server/intents.server.ts";
import { pageRefusal, takePageForm } from "#app/platform/forms/server/page-form.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { calendarToday, formatDateTime, formatLongDate, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { readUploads } from "#app/platform/images/server/uploads.server.ts";
import { MAX_PHOTO_FORM_BYTES, uploadMessage } from "#app/platform/images/rules/uploads.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { dogSlug, isListedDog, type Dog } from "#app/features/dogs/rules/index.ts";
import { NEWS_MAX, NEWS_PHOTOS_MAX, readNews } from "#app/features/journey/aftercare/public.ts";
import { fosterPageCopy, type FosterPageCopy } from "../rules/foster-page-copy.ts";
import { firstNameOf, invalidTimeField, meetingForms, newsState, stayLine, wallClock, type NewsState } from "../rules/foster-page.ts";
import { MEETING_REPORT_MAX, readMeetingReport, readMeetingTime } from "../rules/meeting.ts";
import { fosterHomeByToken, type FosterHomeRow } from "./foster-homes.server.ts";
import { staysOfHome, type StayRow } from "./stays.server.ts";
import { fosterActor, meetingsOfHome, moveMeeting, type MeetingMoveOutcome } from "./meetings.server.ts";
import { addFosterNews, newsOfHome, withdrawPublishable } from "./news.server.ts";

/** Private to the foster family: never stored by a cache, the token never sent on as a referrer, never indexed. */
export const FOSTER_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

type Context = Readonly<RouterContextProvider>;

/** A dog living in the home or on its way there, with its news form. */
export interface FosterDogView {
  stayId: string;
  name: string;
  /** Its public page, when the dog is in our list. */
  href: string | null;
  hrefLabel: string;
  stage: "planned" | "current";
  /** The day it came or comes (`YYYY-MM-DD`), and the line that says it. */
  day: string;
  line: string;
  /** The news form's words with the dog's name, and its key for this view (a form sent twice stores one news). */
  newsHeading: string;
  newsIntro: string;
  publish: string;
  formKey: string;
}

export interface FosterNewsView {
  id: string;
  at: string;
  date: string;
  about: string;
  body: string;
  photos: string | null;
  state: NewsState;
  stateText: string;
  /** The dog page it is on. */
  published: { href: string; label: string } | null;
  withdrawable: boolean;
}

export interface OpenMeetingView {
  id: string;
  stage: "proposed" | "confirmed";
  heading: string;
  text: string;
  note: string | null;
  applicant: { firstName: string; place: string; phone: string; tel: string };
  when: { iso: string; label: string } | null;
  /** The day and time the form shows (the confirmed ones again, else empty). */
  day: string;
  time: string;
  forms: { confirm: boolean; decline: boolean; move: boolean; report: boolean };
}

export interface PastMeetingView {
  id: string;
  stage: "done" | "cancelled";
  dog: string;
  when: { iso: string; label: string } | null;
  state: string;
}

export interface FosterPageData {
  heading: string;
  copy: FosterPageCopy;
  paused: boolean;
  /** Families waiting for the foster family's call (proposed meetings), in words. */
  waiting: string | null;
  dogs: FosterDogView[];
  sent: FosterNewsView[];
  meetings: { open: OpenMeetingView[]; past: PastMeetingView[] };
  /** The meeting form's bounds: today and a year on (`YYYY-MM-DD`). */
  minDay: string;
  maxDay: string;
  contact: { email: string; phone: string; tel: string };
}

export type FosterActionData =
  | { intent: "news"; ok: true; text: string; stay: string }
  | { intent: "withdraw"; ok: true; text: string; news: string }
  | { intent: "confirm" | "decline" | "report"; ok: true; text: string; meeting: string }
  /** A refused post: the messages beside their fields (`stay`, `meeting` name its form), what was typed kept. */
  | IntentFailure;

/** A 429 (too many token pages from this client: the status pages' limit) or nothing. */
export async function limitedFosterPage(context: Context): Promise<Response | null> {
  const services = context.get(servicesContext);
  const result = await services.rateLimits.take("statusPage", context.get(requestContext).clientAddress).catch(() => ({ ok: true }) as const);
  if (result.ok) return null;
  services.logger.warn({ event: "foster_page_rate_limited" }, "foster page rate-limited");
  return new Response(null, { status: 429, headers: { ...FOSTER_PAGE_HEADERS, "Retry-After": String(result.retryAfterSeconds) } });
}

function notFound(): never {
  throw data(null, { status: 404, headers: FOSTER_PAGE_HEADERS });
}

/** The foster home a token opens (not an ended one), or the site's 404. */
async function homeOf(context: Context, token: string | undefined): Promise<FosterHomeRow> {
  const home = await fosterHomeByToken(context.get(servicesContext).db, token);
  if (!home) notFound();
  return home;
}

const OPEN_STAYS = ["planned", "current"];
const openStays = (stays: readonly StayRow[]) => stays.filter((s) => OPEN_STAYS.includes(s.stage));
const tel = (phone: string) => phone.replace(/[^\d+]/g, "");

/** A dog of our list by id: its page's address in this language. */
function dogPages(dogs: readonly Dog[], locale: Locale): (dogId: string) => string | null {
  const listed = new Map(dogs.filter(isListedDog).map((d) => [String(d.id), d]));
  return (dogId) => {
    const dog = listed.get(dogId);
    return dog ? pathFor("dogDetail", locale, { slug: dogSlug(dog) }) : null;
  };
}

export async function loadFosterPage(context: Context, token: string | undefined, now = new Date()): Promise<FosterPageData> {
  const refusal = await limitedFosterPage(context);
  if (refusal) throw refusal;
  const services = context.get(servicesContext);
  const { locale } = context.get(localeContext);
  const organisation = context.get(organisationContext)[locale];
  const home = await homeOf(context, token);
  const c = fosterPageCopy[locale];
  const [stays, news, meetings, snapshot] = await Promise.all([staysOfHome(services.db, home.id), newsOfHome(services.db, home.id), meetingsOfHome(services.db, home.id), services.dogs.get()]);
  const pageOf = dogPages(snapshot.dogs, locale);
  const firstName = firstNameOf(home.name);
  const today = calendarToday(siteTimeZone.de, now);
  const when = (at: Date | null) => (at ? { iso: at.toISOString(), label: formatDateTime(at.toISOString(), locale) } : null);
  const open = meetings.filter((m) => (m.stage === "proposed" || m.stage === "confirmed") && m.applicant);
  const past = meetings.filter((m) => m.stage === "done" || m.stage === "cancelled");
  const proposed = open.filter((m) => m.stage === "proposed").length;
  return {
    heading: firstName ? fill(c.heading, { name: firstName }) : c.headingNoName,
    copy: c,
    paused: home.stage === "paused",
    waiting: proposed > 0 ? plural(locale, c.waiting, proposed) : null,
    dogs: openStays(stays).map((stay) => ({
      stayId: stay.id,
      name: stay.dogName,
      href: pageOf(stay.dogId),
      hrefLabel: fill(c.dogs.dogPage, { dog: stay.dogName }),
      stage: stay.stage as "planned" | "current",
      day: stay.startsOn,
      line: stayLine(locale, stay),
      newsHeading: fill(c.news.heading, { dog: stay.dogName }),
      newsIntro: fill(stay.stage === "current" ? c.news.intro : c.news.introPlanned, { dog: stay.dogName }),
      publish: fill(c.news.publish, { dog: stay.dogName }),
      formKey: randomUUID(),
    })),
    sent: news.map((n) => {
      const state = newsState(n);
      // Straight to the dog page's news, where the family sees its words as visitors do.
      const page = state === "published" ? pageOf(n.dogId) : null;
      const href = page ? `${page}#foster-news` : null;
      return {
        id: n.id,
        at: n.createdAt.toISOString(),
        date: formatLongDate(n.createdAt.toISOString(), locale),
        about: fill(c.sent.about, { dog: n.dogName }),
        body: n.body,
        photos: n.photoIds.length > 0 ? plural(locale, c.sent.photoCount, n.photoIds.length) : null,
        state,
        stateText: fill(c.sent[state], { dog: n.dogName }),
        published: href ? { href, label: fill(c.sent.publishedLink, { dog: n.dogName }) } : null,
        withdrawable: state !== "private",
      };
    }),
    meetings: {
      open: open.map((m) => {
        const forms = meetingForms(m, now);
        const shown = m.stage === "confirmed" && m.meetingAt ? wallClock(m.meetingAt) : { day: "", time: "" };
        const at = when(m.meetingAt);
        return {
          id: m.id,
          stage: m.stage as "proposed" | "confirmed",
          heading: fill(c.meetings.meetingHeading, { dog: m.dogName }),
          text: m.stage === "confirmed" && at ? fill(c.meetings.confirmed, { when: at.label }) : fill(c.meetings.proposed, { dog: m.dogName }),
          note: m.note || null,
          applicant: { ...m.applicant!, tel: tel(m.applicant!.phone) },
          when: m.stage === "confirmed" ? at : null,
          ...shown,
          forms,
        };
      }),
      past: past.map((m) => ({ id: m.id, stage: m.stage as "done" | "cancelled", dog: m.dogName, when: when(m.meetingAt), state: c.meetings.stages[m.stage as "done" | "cancelled"] })),
    },
    minDay: today,
    maxDay: calendarToday(siteTimeZone.de, new Date(now.getTime() + 365 * 86_400_000)),
    contact: { email: organisation.email, phone: organisation.phone, tel: tel(organisation.phone) },
  };
}

interface PostCtx {
  services: Services;
  home: FosterHomeRow;
  locale: Locale;
  now: Date;
}
const defineIntent = intentsFor<PostCtx, FosterPageCopy>();

const done = (answer: FosterActionData) => data<FosterActionData>(answer, { headers: FOSTER_PAGE_HEADERS });

/** A meeting the writer would not move: what the family is told, and the answer's status. */
function meetingRefusal(form: IntentForm, c: FosterPageCopy, outcome: Exclude<MeetingMoveOutcome, { ok: true }>) {
  const p = c.meetings.problems;
  if (outcome.reason === "unknown") return form.refuse({ [FORM_ERROR_KEY]: p.unknown }, { status: 404 });
  return form.refuse({ [FORM_ERROR_KEY]: outcome.reason === "guard" ? p.notYet : p.changed }, { status: 409 });
}

function logMeeting(ctx: PostCtx, intent: string, meetingId: string, outcome: MeetingMoveOutcome) {
  ctx.services.logger.info(
    { event: "foster_meeting_answered", fosterHomeId: ctx.home.id, meetingId: isUuid(meetingId) ? meetingId : null, intent, outcome: outcome.ok ? outcome.to : outcome.reason },
    "foster family answered about a meeting",
  );
}

/** The page's forms: news with photos (a multipart POST), a consent taken back, and the meetings' confirm, decline and report. */
const fosterPageIntents = {
  news: defineIntent({
    // The words' rules are the family news' (`readNews`), the photos' the uploads' (`readUploads`): both are told at once.
    schema: z.object({ stay: formField.text(100), body: formField.text(NEWS_MAX * 4), publishable: formField.text(10), key: formField.text(100), photos: formField.files() }),
    handle: async (sent, ctx, form) => {
      const { services, home, locale, now } = ctx;
      const c = fosterPageCopy[locale].news;
      const stay = openStays(await staysOfHome(services.db, home.id)).find((s) => s.id === sent.stay);
      if (!stay) {
        services.logger.info({ event: "foster_news", fosterHomeId: home.id, outcome: "not_yours" }, "foster news on its page");
        return form.refuse({ [FORM_ERROR_KEY]: c.problems.notYours }, { status: 409 });
      }
      const news = readNews({ body: sent.body, consent: sent.publishable });
      const read = await readUploads(sent.photos, NEWS_PHOTOS_MAX);
      if (!news.ok || !read.ok) {
        const errors: FieldMessages = { ...(!news.ok ? { body: c.problems[news.problem] } : {}), ...(!read.ok ? { photos: uploadMessage(c.problems, read.problem) } : {}) };
        return form.refuse(errors, { status: read.ok ? 400 : read.status });
      }
      const photos = read.uploads.map((u) => ({ contentType: u.contentType, bytes: u.data, width: u.width, height: u.height }));
      const outcome = await addFosterNews(services.db, home.id, stay.id, { body: news.body, publishable: news.consent, clientKey: isUuid(sent.key) ? sent.key : null }, photos, now);
      services.logger.info({ event: "foster_news", fosterHomeId: home.id, stayId: stay.id, outcome, photos: photos.length }, "foster news on its page");
      if (outcome === "limit") return form.refuse({ body: c.problems.limit }, { status: 429, headers: { "Retry-After": "86400" } });
      if (outcome === "not_yours") return form.refuse({ [FORM_ERROR_KEY]: c.problems.notYours }, { status: 409 });
      // Stored, or stored before (the same form sent twice): thanks either way.
      return done({ intent: "news", ok: true, text: fill(c.thanks, { dog: stay.dogName }), stay: stay.id });
    },
  }),
  withdraw: defineIntent({
    schema: z.object({ news: formField.text(100) }),
    handle: async (sent, { services, home, locale, now }, form) => {
      const outcome = await withdrawPublishable(services.db, home.id, sent.news, now);
      services.logger.info({ event: "foster_news_consent_withdrawn", fosterHomeId: home.id, ok: outcome.ok, removed: outcome.ok ? outcome.removed.length : 0 }, "foster family took its consent back");
      if (!outcome.ok) return form.refuse({ [FORM_ERROR_KEY]: fosterPageCopy[locale].refused }, { status: 404 });
      if (outcome.removed.length > 0) {
        // The published copies are gone: their cached sizes too, and the deleted rows' bytes (in the background).
        for (const file of outcome.removed) await services.images.forgetStored(file.path, file.sha256);
        void scrubDeletedRows(services.db, services.databaseKind, [FILE_TABLE]).catch((error: unknown) =>
          services.logger.warn({ error: errorCode(error) }, "withdrawn foster news photos could not be scrubbed; the next erasure or retention run does it"),
        );
      }
      return done({ intent: "withdraw", ok: true, text: fosterPageCopy[locale].sent.withdrawnNow, news: sent.news });
    },
  }),
  confirm: defineIntent({
    schema: z.object({ meeting: formField.text(100), day: formField.text(20), time: formField.text(10) }),
    handle: async (sent, ctx, form) => {
      const { services, home, locale, now } = ctx;
      const c = fosterPageCopy[locale];
      const time = readMeetingTime(sent.day, sent.time, now);
      if (!time.ok) {
        const field = time.problem === "invalid" ? invalidTimeField(sent.day) : sent.day === calendarToday(siteTimeZone.de, now) ? "time" : "day";
        return form.refuse({ [field]: time.problem === "invalid" ? c.meetings.problems[field] : c.meetings.problems[time.problem] });
      }
      const outcome = await moveMeeting(services.db, fosterActor, "foster", sent.meeting, "confirm", { homeId: home.id, meetingAt: time.at }, now);
      logMeeting(ctx, "confirm", sent.meeting, outcome);
      if (!outcome.ok) return meetingRefusal(form, c, outcome);
      return done({ intent: "confirm", ok: true, text: c.meetings.confirmedNow, meeting: sent.meeting });
    },
  }),
  decline: defineIntent({
    schema: z.object({ meeting: formField.text(100) }),
    handle: async (sent, ctx, form) => {
      const c = fosterPageCopy[ctx.locale];
      const outcome = await moveMeeting(ctx.services.db, fosterActor, "foster", sent.meeting, "decline", { homeId: ctx.home.id }, ctx.now);
      logMeeting(ctx, "decline", sent.meeting, outcome);
      if (!outcome.ok) return meetingRefusal(form, c, outcome);
      return done({ intent: "decline", ok: true, text: c.meetings.declinedNow, meeting: sent.meeting });
    },
  }),
  report: defineIntent({
    schema: z.object({ meeting: formField.text(100), outcome: formField.text(30), report: formField.text(MEETING_REPORT_MAX * 4) }),
    handle: async (sent, ctx, form) => {
      const c = fosterPageCopy[ctx.locale];
      const read = readMeetingReport(sent.outcome, sent.report);
      if (!read.ok) return form.refuse(read.problem === "outcome" ? { outcome: c.meetings.problems.outcome } : { report: c.meetings.problems.tooLong });
      const outcome = await moveMeeting(ctx.services.db, fosterActor, "foster", sent.meeting, "report", { homeId: ctx.home.id, outcome: read.outcome, report: read.report }, ctx.now);
      logMeeting(ctx, "report", sent.meeting, outcome);
      if (!outcome.ok) return meetingRefusal(form, c, outcome);
      return done({ intent: "report", ok: true, text: c.meetings.report.thanks, meeting: sent.meeting });
    },
  }),
};

/** The page's posts: `news` (multipart, with photos), `withdraw`, and a meeting's `confirm`, `decline` and `report`. */
export async function fosterPageAction(context: Context, request: Request, token: string | undefined, now = new Date()) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  if (request.method !== "POST") return pageRefusal(getMessages(locale).guard.badRequest, 405, { ...FOSTER_PAGE_HEADERS, Allow: "GET, HEAD, POST" });
  const refusal = await limitedFosterPage(context);
  if (refusal) throw refusal;
  const home = await homeOf(context, token);
  return takePageForm(context, request, fosterPageIntents, { services, home, locale, now }, {
    messages: fosterPageCopy[locale],
    headers: FOSTER_PAGE_HEADERS,
    // The page sends no referrer: its own posts come with Origin "null" (decision 025).
    guard: { opaqueOrigin: true, files: true, maxBytes: MAX_PHOTO_FORM_BYTES },
    failedEvent: "foster_page_post_failed",
  });
}
