/**
 * The foster homes' e-mails for the outbox (app/platform/mail/outbox.server.ts, decision 038): each
 * row names its foster home, and for a meeting its request; built when sent from what they hold then.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, fosterHomes, fosterMeetings, fosterStays, submissions } from "#app/platform/db/schema.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import type { ClaimedRow, MailSource } from "#app/platform/mail/outbox.server.ts";
import type { KindsOf } from "#app/platform/mail/kinds.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { applicantFirstName } from "#app/features/journey/request/public.ts";
import { fosterNewsNoticeMail, fosterWelcomeMail, meetingConfirmedMail, meetingProposedMail, meetingReportMail } from "../rules/foster-mail.ts";
import { regionOf } from "../rules/foster-home.ts";
import { fosterPageUrl } from "./foster-homes.server.ts";

export interface FosterMailSettings {
  from: string;
  secret: string;
  sites: Record<Locale, string>;
  /** The back office's inbox (…/verwaltung/eingang): a coordinator's notice links to the request under it. */
  inboxUrl: string;
  /** The back office's page of foster families' news (…/verwaltung/pflegestellen/neuigkeiten). */
  fosterNewsUrl: string;
  organisation(db: Database): Promise<Organisation>;
  /** The applicant's status page of a request (the request part's link, passed in by the composition root). */
  statusUrl(request: { id: string; locale: string }): string;
}

const missing = (what: string) => Object.assign(new Error(`${what} missing`), { code: "ENORECORD" });

type FosterKind = KindsOf<"foster">;

export function fosterMailSource(settings: FosterMailSettings): MailSource<"foster"> {
  return {
    name: "foster",
    async prepare(db, rows) {
      const homeIds = [...new Set(rows.flatMap((r) => (r.foster_home_id ? [r.foster_home_id] : [])))];
      const requestIds = [...new Set(rows.flatMap((r) => (r.submission_id ? [r.submission_id] : [])))];
      const accountIds = [...new Set(rows.flatMap((r) => (r.account_id ? [r.account_id] : [])))];
      const [homes, requests, accounts, meetings, organisation] = await Promise.all([
        homeIds.length > 0 ? db.select().from(fosterHomes).where(inArray(fosterHomes.id, homeIds)) : [],
        requestIds.length > 0 ? db.select().from(submissions).where(inArray(submissions.id, requestIds)) : [],
        accountIds.length > 0 ? db.select().from(adminUsers).where(inArray(adminUsers.id, accountIds)) : [],
        requestIds.length > 0
          ? db
              .select({ m: fosterMeetings, dogName: fosterStays.dogName })
              .from(fosterMeetings)
              .innerJoin(fosterStays, eq(fosterStays.id, fosterMeetings.stayId))
              .where(and(inArray(fosterMeetings.requestId, requestIds)))
              .orderBy(desc(fosterMeetings.updatedAt))
          : [],
        settings.organisation(db),
      ]);
      const homeOf = new Map(homes.map((h) => [h.id, h]));
      const requestOf = new Map(requests.map((r) => [r.id, r]));
      // The coordinators of the requests a report goes to.
      const assigneeIds = [...new Set(requests.flatMap((r) => (r.assigneeId && !accountIds.includes(r.assigneeId) ? [r.assigneeId] : [])))];
      const assignees = assigneeIds.length > 0 ? await db.select().from(adminUsers).where(inArray(adminUsers.id, assigneeIds)) : [];
      const accountOf = new Map([...accounts, ...assignees].map((a) => [a.id, a]));
      /** The request's newest meeting in this home (what the e-mail tells of). */
      const meetingOf = (requestId: string, homeId: string) => meetings.find((x) => x.m.requestId === requestId && x.m.fosterHomeId === homeId);

      return (row: ClaimedRow<FosterKind>) => {
        const home = row.foster_home_id ? homeOf.get(row.foster_home_id) : undefined;
        const sender = (locale: Locale) => ({ from: settings.from, replyTo: organisation[locale].email });
        if (row.kind === "foster_news_notice") {
          const account = row.account_id ? accountOf.get(row.account_id) : undefined;
          if (!account || !home) throw missing("account or foster home");
          const locale = localeOf(account.locale);
          return fosterNewsNoticeMail({ ...sender(locale), to: account.email, locale, homeId: home.id, outboxId: row.id, link: settings.fosterNewsUrl });
        }
        // A foster home that ended or was erased is written to no more.
        if (!home || home.stage === "ended") throw missing("foster home");
        const homeLocale = localeOf(home.locale);
        const pageUrl = fosterPageUrl(settings.secret, settings.sites, home);
        if (row.kind === "foster_welcome") {
          return fosterWelcomeMail({ ...sender(homeLocale), to: home.email, locale: homeLocale, homeId: home.id, outboxId: row.id, name: home.name, pageUrl });
        }
        const request = row.submission_id ? requestOf.get(row.submission_id) : undefined;
        const meeting = request ? meetingOf(request.id, home.id) : undefined;
        if (!request || !meeting) throw missing("meeting");
        const dogName = meeting.dogName;
        if (row.kind === "foster_meeting_proposed" || row.kind === "foster_meeting_cancelled") {
          return meetingProposedMail({ ...sender(homeLocale), to: home.email, locale: homeLocale, homeId: home.id, outboxId: row.id, name: home.name, dogName, pageUrl, cancelled: row.kind === "foster_meeting_cancelled" });
        }
        const requestLocale = localeOf(request.locale);
        if (row.kind === "foster_meeting_confirmed") {
          if (!meeting.m.meetingAt) throw missing("meeting time");
          return meetingConfirmedMail({
            ...sender(requestLocale),
            to: String(request.data.email ?? ""),
            locale: requestLocale,
            requestId: request.id,
            outboxId: row.id,
            firstName: applicantFirstName(request.data),
            dogName,
            meetingAt: meeting.m.meetingAt,
            region: regionOf(home),
            statusUrl: settings.statusUrl(request),
          });
        }
        // foster_meeting_report: to the request's coordinator, else the association's address of its country.
        const assignee = request.assigneeId ? accountOf.get(request.assigneeId) : undefined;
        const reader = assignee ? { to: assignee.email, locale: localeOf(assignee.locale) } : { to: organisation[requestLocale].email, locale: requestLocale };
        return meetingReportMail({
          ...sender(reader.locale),
          ...reader,
          requestId: request.id,
          outboxId: row.id,
          dogName,
          declined: meeting.m.stage === "cancelled",
          link: `${settings.inboxUrl}/${request.id}`,
        });
      };
    },
  };
}
