/**
 * The journey's e-mails for the outbox (app/platform/mail/outbox.server.ts): replies to the
 * applicant, the status link asked for again, the pre-check's, transport's and contract's e-mails,
 * the follow-ups after the handover (the retest reminder among them), and the association's notices (an answer waits, a request was
 * withdrawn, a family sent news, the daily summary). Each is built when it is sent, from what its
 * row names: the registry (app/platform/mail/kinds.ts) says who reads it, `BUILDERS` below which
 * builder writes it — one entry per kind, checked by the type system (decision 038).
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, familyNews, happyEnds, submissionMessages, submissions } from "#app/platform/db/schema.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import type { ClaimedRow, MailSource } from "#app/platform/mail/outbox.server.ts";
import { MAIL_KINDS, type KindsOf, type RecipientOf } from "#app/platform/mail/kinds.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { contractMail, noticeMail, precheckMail, replyMail, statusLinkMail, summaryMail } from "../rules/mail.ts";
import { applicantFirstName, daysBetween, hasStatusPage } from "#app/features/journey/request/public.ts";
import { statusUrl, madridDay, waitingRequests, templateText, newsUrl } from "#app/features/journey/request/public.server.ts";
import { authorityNoticeMail, transportMail } from "#app/features/journey/transport/public.ts";
import { authorityNoticeDogs, transportsOfRequests } from "#app/features/journey/transport/public.server.ts";
import { flightCancelledMail, flightFamilyMail, flightMatchedMail, type FlightFacts } from "#app/features/journey/flight/public.ts";
import { flightsById, type FlightView } from "#app/features/journey/flight/public.server.ts";
import { followupOfKind, FOLLOWUP_TEMPLATES, isFollowupKind } from "#app/features/journey/aftercare/public.ts";
import { editorNoticeMail, followupMail, happyEndPublishedMail, newsNoticeMail } from "../rules/happy-end-mail.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { and, eq, inArray } from "drizzle-orm";
import { dogSex, livesInGermany, type Dog } from "#app/features/dogs/rules/index.ts";

export interface JourneyMailSettings {
  from: string;
  secret: string;
  sites: Record<Locale, string>;
  /** The back office's inbox (…/verwaltung/eingang): a notice links to the request under it. */
  inboxUrl: string;
  /** The back office's account page, where the daily summary is switched off. */
  accountUrl: string;
  /** The back office's list of pre-checks (…/verwaltung/vorkontrollen), where a volunteer finds an assignment. */
  prechecksUrl: string;
  /** The back office's happy ends (…/verwaltung/happy-ends), where editors find news they may publish. */
  happyEndsUrl: string;
  organisation(db: Database): Promise<Organisation>;
  /** Our dog list as it is now: a transport's e-mail says "handover" for a dog in Germany already, not a journey. */
  dogs?(): Promise<readonly Dog[]>;
  /** The back office's flight sponsors (…/verwaltung/flugpaten), which a cancelled flight's notice links to. */
  flightsUrl: string;
  /** The receiving veterinary authority's address (the travel settings), or null when the notice is off. */
  authorityAddress?(db: Database): Promise<string | null>;
}

const missing = (what: string) => Object.assign(new Error(`${what} missing`), { code: "ENORECORD" });

type JourneyKind = KindsOf<"journey">;
type Submission = typeof submissions.$inferSelect;
type Account = typeof adminUsers.$inferSelect;

/** Who reads an e-mail, in which language, and where a reply goes (absent: to the sender). */
interface Reader {
  to: string;
  locale: Locale;
  replyTo?: string;
}

/** What one e-mail is built from: its row, its request and who reads it. */
interface Letter<K extends JourneyKind> {
  row: ClaimedRow<K>;
  submission: Submission;
  reader: Reader;
  /** The request's language (the applicant's), whoever reads the e-mail. */
  locale: Locale;
  /** The applicant's status page, for a request that has one. */
  link: string | null;
}

/** What the batch read (each once, for every row that needs it). */
interface Loaded {
  settings: JourneyMailSettings;
  organisation: Organisation;
  accountOf: ReadonlyMap<string, Account>;
  messageOf: ReadonlyMap<string, typeof submissionMessages.$inferSelect>;
  summaries: ReadonlyMap<string, Awaited<ReturnType<typeof waitingRequests>>>;
  transportOf: Awaited<ReturnType<typeof transportsOfRequests>>;
  inGermany(dogId: string | null): boolean;
  sexOf(dogId: string | null): ReturnType<typeof dogSex> | null;
  followupTexts: ReadonlyMap<string, string>;
  consentOf: ReadonlyMap<string, boolean>;
  storyOf: ReadonlyMap<string, string>;
  flightOf: ReadonlyMap<string, FlightView>;
}

/** The envelope every journey builder takes: sender, reader, and the row that makes the e-mail one of its own (`withReplyTo`: and where replies go). */
const envelope = (letter: Letter<JourneyKind>, from: string) => ({
  submissionId: letter.submission.id,
  outboxId: letter.row.id,
  locale: letter.reader.locale,
  from,
  to: letter.reader.to,
});
const withReplyTo = (letter: Letter<JourneyKind>, from: string) => ({ ...envelope(letter, from), replyTo: letter.reader.replyTo ?? from });
const inboxLink = (letter: Letter<JourneyKind>, loaded: Loaded) => `${loaded.settings.inboxUrl}/${letter.submission.id}`;
const statusPage = (letter: Letter<JourneyKind>) => {
  if (!letter.link) throw missing("status page");
  return letter.link;
};

/** Every journey kind's builder: the type requires one for each kind the registry gives the journey. */
const BUILDERS: { [K in Exclude<JourneyKind, "daily_summary" | "authority_notice">]: (letter: Letter<K>, loaded: Loaded) => MailMessage } = {
  reply(letter, { settings, messageOf }) {
    const message = letter.row.message_id ? messageOf.get(letter.row.message_id) : undefined;
    if (!message) throw missing("message");
    return replyMail({
      ...withReplyTo(letter, settings.from),
      messageId: message.id,
      body: message.body,
      firstName: applicantFirstName(letter.submission.data),
      dogName: letter.submission.dogName,
      statusUrl: letter.link,
    });
  },
  status_link: (letter, { settings }) =>
    statusLinkMail({
      ...withReplyTo(letter, settings.from),
      formType: letter.submission.formType as "adoption",
      createdAt: letter.submission.createdAt,
      statusUrl: statusPage(letter),
    }),
  answer_notice: (letter, loaded) => notice(letter, loaded),
  withdrawn_notice: (letter, loaded) => notice(letter, loaded),
  precheck_assigned: (letter, { settings }) =>
    precheckMail({ ...envelope(letter, settings.from), kind: letter.row.kind, formType: letter.submission.formType, dogName: letter.submission.dogName, link: settings.prechecksUrl }),
  precheck_done: (letter, loaded) =>
    precheckMail({ ...envelope(letter, loaded.settings.from), kind: letter.row.kind, formType: letter.submission.formType, dogName: letter.submission.dogName, link: inboxLink(letter, loaded) }),
  transport_update: (letter, loaded) => transport(letter, loaded),
  transport_reminder: (letter, loaded) => transport(letter, loaded),
  contract_ready: (letter, { settings }) => contractMail({ ...withReplyTo(letter, settings.from), kind: letter.row.kind, dogName: letter.submission.dogName, link: statusPage(letter) }),
  contract_signed: (letter, loaded) => contractMail({ ...withReplyTo(letter, loaded.settings.from), kind: letter.row.kind, dogName: letter.submission.dogName, link: inboxLink(letter, loaded) }),
  contract_countersigned: (letter, { settings }) =>
    contractMail({ ...withReplyTo(letter, settings.from), kind: letter.row.kind, dogName: letter.submission.dogName, link: statusPage(letter) }),
  contract_fee_received: (letter, { settings }) =>
    contractMail({ ...withReplyTo(letter, settings.from), kind: letter.row.kind, dogName: letter.submission.dogName, link: statusPage(letter) }),
  followup_two_weeks: (letter, loaded) => followup(letter, loaded),
  followup_three_months: (letter, loaded) => followup(letter, loaded),
  followup_retest: (letter, loaded) => followup(letter, loaded),
  news_notice: (letter, loaded) =>
    newsNoticeMail({
      ...envelope(letter, loaded.settings.from),
      dogName: letter.submission.dogName,
      consent: (letter.row.news_id && loaded.consentOf.get(letter.row.news_id)) || false,
      link: inboxLink(letter, loaded),
    }),
  news_editor_notice: (letter, loaded) => editorNotice(letter, loaded),
  consent_withdrawn_notice: (letter, loaded) => editorNotice(letter, loaded),
  flight_matched(letter, loaded) {
    return flightMatchedMail({ ...withReplyTo(letter, loaded.settings.from), firstName: applicantFirstName(letter.submission.data), flight: flightFacts(letter, loaded), pageUrl: statusPage(letter) });
  },
  flight_family(letter, loaded) {
    return flightFamilyMail({ ...withReplyTo(letter, loaded.settings.from), firstName: applicantFirstName(letter.submission.data), flight: flightFacts(letter, loaded), statusUrl: letter.link });
  },
  flight_cancelled(letter, loaded) {
    return flightCancelledMail({ ...envelope(letter, loaded.settings.from), flight: flightFacts(letter, loaded), link: loaded.settings.flightsUrl });
  },
  happy_end_published(letter, { settings, storyOf }) {
    const slug = letter.row.news_id ? storyOf.get(letter.row.news_id) : undefined;
    if (!slug) throw missing("published happy end");
    return happyEndPublishedMail({
      ...withReplyTo(letter, settings.from),
      firstName: applicantFirstName(letter.submission.data),
      dogName: letter.submission.dogName,
      storyUrl: settings.sites[letter.locale] + pathFor("happyEnd", letter.locale, { slug }),
      newsUrl: newsUrl(settings.secret, settings.sites, letter.submission),
    });
  },
};

/** The flight a row names, as it is now. */
function flightFacts(letter: Letter<"flight_matched" | "flight_family" | "flight_cancelled">, loaded: Loaded): FlightFacts {
  const flight = letter.row.flight_id ? loaded.flightOf.get(letter.row.flight_id) : undefined;
  if (!flight) throw missing("flight");
  return flight;
}

function notice(letter: Letter<"answer_notice" | "withdrawn_notice">, loaded: Loaded): MailMessage {
  return noticeMail({ ...envelope(letter, loaded.settings.from), kind: letter.row.kind, messageId: letter.row.message_id, formType: letter.submission.formType, dogName: letter.submission.dogName, inboxUrl: inboxLink(letter, loaded) });
}

function transport(letter: Letter<"transport_update" | "transport_reminder">, loaded: Loaded): MailMessage {
  const found = loaded.transportOf.get(letter.submission.id);
  if (!found) throw missing("transport");
  return transportMail({
    ...withReplyTo(letter, loaded.settings.from),
    kind: letter.row.kind,
    firstName: applicantFirstName(letter.submission.data),
    dogName: letter.submission.dogName,
    statusUrl: letter.link,
    departure: found.departure,
    arrival: found.arrival,
    point: found.point,
    time: found.time,
    dogInGermany: loaded.inGermany(letter.submission.dogId),
  });
}

function followup(letter: Letter<"followup_two_weeks" | "followup_three_months" | "followup_retest">, loaded: Loaded): MailMessage {
  const link = statusPage(letter);
  const coordinator = letter.submission.assigneeId ? loaded.accountOf.get(letter.submission.assigneeId) : undefined;
  return followupMail({
    ...withReplyTo(letter, loaded.settings.from),
    which: followupOfKind(letter.row.kind),
    template: loaded.followupTexts.get(letter.row.id) ?? "",
    firstName: applicantFirstName(letter.submission.data),
    dogName: letter.submission.dogName,
    dogSex: loaded.sexOf(letter.submission.dogId),
    coordinator: coordinator?.name ? coordinator.name.split(/\s+/)[0]! : null,
    contacts: { email: loaded.organisation[letter.locale].email, phone: loaded.organisation[letter.locale].phone },
    newsUrl: newsUrl(loaded.settings.secret, loaded.settings.sites, letter.submission),
    statusUrl: link,
  });
}

/** To an editor (the row names the account): the happy ends' link; to the request's coordinator: the request in the inbox. */
function editorNotice(letter: Letter<"news_editor_notice" | "consent_withdrawn_notice">, loaded: Loaded): MailMessage {
  return editorNoticeMail({
    ...envelope(letter, loaded.settings.from),
    kind: letter.row.kind,
    dogName: letter.submission.dogName,
    link: letter.row.account_id ? loaded.settings.happyEndsUrl : inboxLink(letter, loaded),
  });
}

export function journeyMailSource(settings: JourneyMailSettings): MailSource<"journey"> {
  return {
    name: "journey",
    async prepare(db, rows) {
      const submissionIds = [...new Set(rows.flatMap((r) => (r.submission_id ? [r.submission_id] : [])))];
      const messageIds = [...new Set(rows.flatMap((r) => (r.message_id ? [r.message_id] : [])))];
      const found = submissionIds.length > 0 ? await db.select().from(submissions).where(inArray(submissions.id, submissionIds)) : [];
      const messages = messageIds.length > 0 ? await db.select().from(submissionMessages).where(inArray(submissionMessages.id, messageIds)) : [];
      const accountIds = [...new Set([...found.flatMap((s) => (s.assigneeId ? [s.assigneeId] : [])), ...rows.flatMap((r) => (r.account_id ? [r.account_id] : []))])];
      const accounts = accountIds.length > 0 ? await db.select().from(adminUsers).where(inArray(adminUsers.id, accountIds)) : [];
      const organisation = await settings.organisation(db);
      const summaries = new Map<string, Awaited<ReturnType<typeof waitingRequests>>>();
      for (const row of rows) {
        if (row.kind === "daily_summary" && row.account_id) summaries.set(row.id, await waitingRequests(db, new Date(), row.account_id));
      }
      // The transport as it is now: a change queued twice sends the latest date, place and time.
      const travelling = rows.filter((r) => r.kind === "transport_update" || r.kind === "transport_reminder").flatMap((r) => (r.submission_id ? [r.submission_id] : []));
      const transportOf = await transportsOfRequests(db, [...new Set(travelling)]);
      // Our dog list, where a text depends on the dog: where it is (transports) and its sex (follow-ups).
      const needsDogs = rows.some((r) => r.kind === "transport_update" || r.kind === "transport_reminder" || isFollowupKind(r.kind));
      const dogList = needsDogs && settings.dogs ? await settings.dogs() : [];
      const dogOf = (dogId: string | null) => (dogId ? dogList.find((d) => d.id === dogId) : undefined);
      // The follow-ups' texts as owners keep them now.
      const followupTexts = new Map<string, string>();
      for (const row of rows) {
        const submission = found.find((s) => s.id === row.submission_id);
        if (!submission || !isFollowupKind(row.kind)) continue;
        followupTexts.set(row.id, await templateText(db, FOLLOWUP_TEMPLATES[followupOfKind(row.kind)], localeOf(submission.locale)));
      }
      // A news notice says whether its news may be published (the news as it is now).
      const newsIds = [...new Set(rows.flatMap((r) => (r.kind === "news_notice" && r.news_id ? [r.news_id] : [])))];
      const newsRows = newsIds.length > 0 ? await db.select({ id: familyNews.id, consent: familyNews.consent }).from(familyNews).where(inArray(familyNews.id, newsIds)) : [];
      // A published story's address now (a story taken back or deleted before the e-mail went is not announced).
      const storyNewsIds = [...new Set(rows.flatMap((r) => (r.kind === "happy_end_published" && r.news_id ? [r.news_id] : [])))];
      const stories = storyNewsIds.length > 0
        ? await db.select({ newsId: happyEnds.newsId, slug: happyEnds.slug }).from(happyEnds).where(and(inArray(happyEnds.newsId, storyNewsIds), eq(happyEnds.status, "published")))
        : [];
      // The flights as they are now.
      const flightOf = await flightsById(db, [...new Set(rows.flatMap((r) => (r.flight_id ? [r.flight_id] : [])))]);
      // The veterinary authority's notices: the transports' dogs now, and the address the settings name now.
      const noticeRows = rows.filter((r) => r.kind === "authority_notice");
      const noticeOf = noticeRows.length > 0 ? await authorityNoticeDogs(db, noticeRows.flatMap((r) => (r.transport_id ? [r.transport_id] : []))) : new Map();
      const authority = noticeRows.length > 0 && settings.authorityAddress ? await settings.authorityAddress(db) : null;
      const submissionOf = new Map(found.map((s) => [s.id, s]));
      const accountOf = new Map(accounts.map((a) => [a.id, a]));
      const loaded: Loaded = {
        settings,
        organisation,
        accountOf,
        messageOf: new Map(messages.map((m) => [m.id, m])),
        summaries,
        transportOf,
        inGermany: (dogId) => {
          const dog = dogOf(dogId);
          return dog ? livesInGermany(dog) : false;
        },
        sexOf: (dogId) => {
          const dog = dogOf(dogId);
          return dog ? dogSex(dog) : null;
        },
        followupTexts,
        consentOf: new Map(newsRows.map((n) => [n.id, n.consent])),
        storyOf: new Map(stories.flatMap((r) => (r.newsId ? [[r.newsId, r.slug] as const] : []))),
        flightOf,
      };

      /** The account the row names, in its language. */
      const account = (row: ClaimedRow<JourneyKind>): Reader => {
        const named = row.account_id ? accountOf.get(row.account_id) : undefined;
        if (!named) throw missing("account");
        return { to: named.email, locale: localeOf(named.locale) };
      };
      /** Who reads an e-mail of this kind about this request (MAIL_KINDS' `to`). */
      const readerOf = (row: ClaimedRow<JourneyKind>, submission: Submission): Reader => {
        const locale = localeOf(submission.locale);
        const association = organisation[locale].email;
        const coordinator = (): Reader => {
          const assignee = submission.assigneeId ? accountOf.get(submission.assigneeId) : undefined;
          return assignee ? { to: assignee.email, locale: localeOf(assignee.locale) } : { to: association, locale };
        };
        const readers: Record<Exclude<RecipientOf<JourneyKind>, "authority">, () => Reader> = {
          applicant: () => ({ to: String(submission.data.email ?? ""), locale, replyTo: association }),
          coordinator,
          account: () => account(row),
          "account-or-coordinator": () => (row.account_id ? account(row) : coordinator()),
        };
        const to = MAIL_KINDS[row.kind].to;
        if (to === "authority") throw missing("request of the authority's notice");
        return readers[to]();
      };

      return (claimed) => {
        if (claimed.kind === "daily_summary") return dailySummary(claimed as ClaimedRow<"daily_summary">, account(claimed), loaded);
        if (claimed.kind === "authority_notice") {
          const manifest = claimed.transport_id ? noticeOf.get(claimed.transport_id) : undefined;
          if (!manifest) throw missing("transport");
          // Switched off, or the address removed, after it was queued: not sent.
          if (!authority) throw missing("authority address");
          const org = organisation.de;
          return authorityNoticeMail({ outboxId: claimed.id, transportId: claimed.transport_id!, ...manifest, sender: { legalName: org.legalName, email: org.email, phone: org.phone }, from: settings.from, to: authority });
        }
        const row = claimed as ClaimedRow<Exclude<JourneyKind, "daily_summary" | "authority_notice">>;
        const submission = row.submission_id ? submissionOf.get(row.submission_id) : undefined;
        if (!submission) throw missing("submission");
        const locale = localeOf(submission.locale);
        const letter: Letter<typeof row.kind> = {
          row,
          submission,
          reader: readerOf(row, submission),
          locale,
          link: hasStatusPage(submission.formType) ? statusUrl(settings.secret, settings.sites, submission) : null,
        };
        // Each kind's own builder (the map's type pairs them; the row's kind picks it).
        const build = BUILDERS[row.kind] as (letter: Letter<typeof row.kind>, loaded: Loaded) => MailMessage;
        return build(letter, loaded);
      };
    },
  };
}

/** The daily summary: about no one request, to the account the row names. */
function dailySummary(row: ClaimedRow<"daily_summary">, reader: Reader, loaded: Loaded): MailMessage {
  const now = new Date();
  return summaryMail({
    accountId: row.account_id!,
    day: madridDay(new Date(row.created_at)).day,
    locale: reader.locale,
    from: loaded.settings.from,
    to: reader.to,
    items: (loaded.summaries.get(row.id) ?? []).map((w) => ({
      formType: w.formType,
      dogName: w.dogName,
      reason: w.reason,
      days: daysBetween(w.since, now),
      url: `${loaded.settings.inboxUrl}/${w.id}`,
    })),
    accountUrl: loaded.settings.accountUrl,
  });
}
