/**
 * The journey's e-mails for the outbox (app/platform/mail/outbox.server.ts): replies to the
 * applicant, the status link asked for again, the pre-check's, transport's and contract's e-mails,
 * the follow-ups after the handover, and the association's notices (an answer waits, a request was
 * withdrawn, a family sent news, the daily summary). Each is built when it is sent, from what its
 * row names.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, familyNews, happyEnds, submissionMessages, submissions } from "#app/platform/db/schema.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import type { MailSource } from "#app/platform/mail/outbox.server.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { contractMail, isJourneyMailKind, noticeMail, precheckMail, replyMail, statusLinkMail, summaryMail } from "../rules/mail.ts";
import { applicantFirstName, daysBetween, hasStatusPage } from "#app/features/journey/request/public.ts";
import { statusUrl, madridDay, waitingRequests, templateText, newsUrl } from "#app/features/journey/request/public.server.ts";
import { transportMail } from "#app/features/journey/transport/public.ts";
import { transportsOfRequests } from "#app/features/journey/transport/public.server.ts";
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
}

const missing = (what: string) => Object.assign(new Error(`${what} missing`), { code: "ENORECORD" });

export function journeyMailSource(settings: JourneyMailSettings): MailSource {
  return {
    name: "journey",
    owns: (row) => isJourneyMailKind(row.kind),
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
      const inGermany = (dogId: string | null) => {
        const dog = dogOf(dogId);
        return dog ? livesInGermany(dog) : false;
      };
      const sexOf = (dogId: string | null) => {
        const dog = dogOf(dogId);
        return dog ? dogSex(dog) : null;
      };
      // The follow-ups' texts as owners keep them now; a news notice says whether the latest news may be published.
      const followupTexts = new Map<string, string>();
      for (const row of rows) {
        const submission = found.find((s) => s.id === row.submission_id);
        if (!submission || !isFollowupKind(row.kind)) continue;
        followupTexts.set(row.id, await templateText(db, FOLLOWUP_TEMPLATES[followupOfKind(row.kind)], localeOf(submission.locale)));
      }
      // A news notice says whether its news may be published (the news as it is now).
      const newsIds = [...new Set(rows.flatMap((r) => (r.kind === "news_notice" && r.news_id ? [r.news_id] : [])))];
      const newsRows = newsIds.length > 0 ? await db.select({ id: familyNews.id, consent: familyNews.consent }).from(familyNews).where(inArray(familyNews.id, newsIds)) : [];
      const consentOf = new Map(newsRows.map((n) => [n.id, n.consent]));
      // A published story's address now (a story taken back or deleted before the e-mail went is not announced).
      const storyNewsIds = [...new Set(rows.flatMap((r) => (r.kind === "happy_end_published" && r.news_id ? [r.news_id] : [])))];
      const stories = storyNewsIds.length > 0
        ? await db.select({ newsId: happyEnds.newsId, slug: happyEnds.slug }).from(happyEnds).where(and(inArray(happyEnds.newsId, storyNewsIds), eq(happyEnds.status, "published")))
        : [];
      const storyOf = new Map(stories.map((r) => [r.newsId, r.slug]));
      const submissionOf = new Map(found.map((s) => [s.id, s]));
      const messageOf = new Map(messages.map((m) => [m.id, m]));
      const accountOf = new Map(accounts.map((a) => [a.id, a]));

      return (row) => {
        if (row.kind === "daily_summary") {
          const account = row.account_id ? accountOf.get(row.account_id) : undefined;
          if (!account) throw missing("account");
          const now = new Date();
          return summaryMail({
            accountId: account.id,
            day: madridDay(new Date(row.created_at)).day,
            locale: localeOf(account.locale),
            from: settings.from,
            to: account.email,
            items: (summaries.get(row.id) ?? []).map((w) => ({
              formType: w.formType,
              dogName: w.dogName,
              reason: w.reason,
              days: daysBetween(w.since, now),
              url: `${settings.inboxUrl}/${w.id}`,
            })),
            accountUrl: settings.accountUrl,
          });
        }
        const submission = row.submission_id ? submissionOf.get(row.submission_id) : undefined;
        if (!submission) throw missing("submission");
        const locale = localeOf(submission.locale);
        const applicantEmail = String(submission.data.email ?? "");
        const association = organisation[locale].email;
        const link = hasStatusPage(submission.formType) ? statusUrl(settings.secret, settings.sites, submission) : null;
        if (row.kind === "reply") {
          const message = row.message_id ? messageOf.get(row.message_id) : undefined;
          if (!message) throw missing("message");
          return replyMail({
            submissionId: submission.id,
            messageId: message.id,
            locale,
            from: settings.from,
            to: applicantEmail,
            replyTo: association,
            body: message.body,
            firstName: applicantFirstName(submission.data),
            dogName: submission.dogName,
            statusUrl: link,
          });
        }
        if (row.kind === "status_link") {
          if (!link) throw missing("status page");
          return statusLinkMail({
            submissionId: submission.id,
            outboxId: row.id,
            locale,
            from: settings.from,
            to: applicantEmail,
            replyTo: association,
            formType: submission.formType as "adoption",
            createdAt: submission.createdAt,
            statusUrl: link,
          });
        }
        if (row.kind === "transport_update" || row.kind === "transport_reminder") {
          const transport = transportOf.get(submission.id);
          if (!transport) throw missing("transport");
          return transportMail({
            kind: row.kind,
            submissionId: submission.id,
            outboxId: row.id,
            locale,
            from: settings.from,
            to: applicantEmail,
            replyTo: association,
            firstName: applicantFirstName(submission.data),
            dogName: submission.dogName,
            statusUrl: link,
            departure: transport.departure,
            arrival: transport.arrival,
            point: transport.point,
            time: transport.time,
            dogInGermany: inGermany(submission.dogId),
          });
        }
        if (isFollowupKind(row.kind)) {
          if (!link) throw missing("status page");
          const coordinator = submission.assigneeId ? accountOf.get(submission.assigneeId) : undefined;
          return followupMail({
            which: followupOfKind(row.kind),
            submissionId: submission.id,
            locale,
            from: settings.from,
            to: applicantEmail,
            replyTo: association,
            template: followupTexts.get(row.id) ?? "",
            firstName: applicantFirstName(submission.data),
            dogName: submission.dogName,
            dogSex: sexOf(submission.dogId),
            coordinator: coordinator?.name ? coordinator.name.split(/\s+/)[0]! : null,
            contacts: { email: organisation[locale].email, phone: organisation[locale].phone },
            newsUrl: newsUrl(settings.secret, settings.sites, submission),
            statusUrl: link,
          });
        }
        if (row.kind === "precheck_assigned") {
          const volunteer = row.account_id ? accountOf.get(row.account_id) : undefined;
          if (!volunteer) throw missing("account");
          return precheckMail({
            kind: "precheck_assigned", submissionId: submission.id, outboxId: row.id, locale: localeOf(volunteer.locale), from: settings.from,
            to: volunteer.email, formType: submission.formType, dogName: submission.dogName, link: settings.prechecksUrl,
          });
        }
        if (row.kind === "contract_ready" || row.kind === "contract_countersigned" || row.kind === "contract_fee_received") {
          if (!link) throw missing("status page");
          return contractMail({
            kind: row.kind, submissionId: submission.id, outboxId: row.id, locale, from: settings.from,
            to: applicantEmail, replyTo: association, dogName: submission.dogName, link,
          });
        }
        if (row.kind === "happy_end_published") {
          const slug = row.news_id ? storyOf.get(row.news_id) : undefined;
          if (!slug) throw missing("published happy end");
          return happyEndPublishedMail({
            submissionId: submission.id, outboxId: row.id, locale, from: settings.from, to: applicantEmail, replyTo: association, firstName: applicantFirstName(submission.data),
            dogName: submission.dogName, storyUrl: settings.sites[locale] + pathFor("happyEnd", locale, { slug }), newsUrl: newsUrl(settings.secret, settings.sites, submission),
          });
        }
        // An editor's notice: to the account the row names, in its language, with the happy ends' link.
        if ((row.kind === "news_editor_notice" || row.kind === "consent_withdrawn_notice") && row.account_id) {
          const editor = accountOf.get(row.account_id);
          if (!editor) throw missing("account");
          return editorNoticeMail({
            kind: row.kind, submissionId: submission.id, outboxId: row.id, locale: localeOf(editor.locale), from: settings.from, to: editor.email, dogName: submission.dogName, link: settings.happyEndsUrl,
          });
        }
        // A notice for the association: to the assignee in their language, or to the country's address.
        const assignee = submission.assigneeId ? accountOf.get(submission.assigneeId) : undefined;
        if (row.kind === "consent_withdrawn_notice") {
          return editorNoticeMail({
            kind: "consent_withdrawn_notice", submissionId: submission.id, outboxId: row.id, locale: assignee ? localeOf(assignee.locale) : locale, from: settings.from,
            to: assignee?.email ?? association, dogName: submission.dogName, link: `${settings.inboxUrl}/${submission.id}`,
          });
        }
        if (row.kind === "contract_signed") {
          return contractMail({
            kind: "contract_signed", submissionId: submission.id, outboxId: row.id, locale: assignee ? localeOf(assignee.locale) : locale, from: settings.from,
            to: assignee?.email ?? association, replyTo: settings.from, dogName: submission.dogName, link: `${settings.inboxUrl}/${submission.id}`,
          });
        }
        if (row.kind === "news_notice") {
          return newsNoticeMail({
            submissionId: submission.id, outboxId: row.id, locale: assignee ? localeOf(assignee.locale) : locale, from: settings.from,
            to: assignee?.email ?? association, dogName: submission.dogName, consent: (row.news_id && consentOf.get(row.news_id)) || false, link: `${settings.inboxUrl}/${submission.id}`,
          });
        }
        if (row.kind === "precheck_done") {
          return precheckMail({
            kind: "precheck_done", submissionId: submission.id, outboxId: row.id, locale: assignee ? localeOf(assignee.locale) : locale, from: settings.from,
            to: assignee?.email ?? association, formType: submission.formType, dogName: submission.dogName, link: `${settings.inboxUrl}/${submission.id}`,
          });
        }
        return noticeMail({
          kind: row.kind === "answer_notice" ? "answer_notice" : "withdrawn_notice",
          submissionId: submission.id,
          messageId: row.message_id,
          locale: assignee ? localeOf(assignee.locale) : locale,
          from: settings.from,
          to: assignee?.email ?? association,
          formType: submission.formType,
          dogName: submission.dogName,
          inboxUrl: `${settings.inboxUrl}/${submission.id}`,
        });
      };
    },
  };
}
