/** One submission as the association reads it: labelled fields, the dog, each e-mail's delivery state in words. */
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers } from "#app/platform/db/schema.ts";
import type { DogCache } from "#app/features/dogs/server/store.server.ts";
import { fieldLabels, getMessages } from "#app/platform/forms/rules/index.ts";
import { dogName, dogSlug, dogStatus, statusLabel } from "#app/features/dogs/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import type { AdminMessages } from "#app/admin/messages/index.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { findSubmission } from "./read.server.ts";
import { readableValue } from "./export-table.ts";
import { APPLICANT_ACTOR_LABEL } from "#app/features/journey/request/public.server.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";

/** An error code as stored by the outbox (e.g. "EENVELOPE 550"), in words. */
export function errorInWords(code: string | null, m: AdminMessages): string {
  if (!code) return m.errors.other.replace("{code}", "?");
  const [name, reply] = code.split(" ");
  const words = (m.errors as Record<string, string>)[name ?? ""];
  if (!words) return m.errors.other.replace("{code}", code);
  return reply ? `${words} (${reply})` : words;
}

/** One entry of a submission's history, in the reader's words (who is named by the caller). */
export function historyInWords(
  entry: { action: string; details: Record<string, unknown> },
  m: AdminMessages,
  names: ReadonlyMap<string, string>,
  locale: "de" | "es" = "de",
): string {
  const e = m.submission.events;
  const d = entry.details;
  const status = (value: unknown) => m.statuses[String(value) as keyof typeof m.statuses] ?? String(value);
  switch (entry.action) {
    case "submission.status_changed":
      return fill(e.status_changed, { from: status(d.from), to: status(d.to) });
    case "submission.stage_corrected":
      return fill(e.stage_corrected, { from: status(d.from), to: status(d.to) });
    case "submission.assigned":
      return fill(e.assigned, { assignee: d.assignee ? (names.get(String(d.assignee)) ?? "?") : m.inbox.unassigned });
    case "submission.note_added":
      return e.note_added;
    case "submission.note_edited":
      return e.note_edited;
    case "submission.note_removed":
      return e.note_removed;
    case "submission.delivery_retried":
      return fill(e.delivery_retried, {
        mail: m.submission.mailKinds[String(d.mail) as keyof typeof m.submission.mailKinds] ?? m.fosterMeeting.mailKinds[String(d.mail) as keyof typeof m.fosterMeeting.mailKinds] ?? String(d.mail),
      });
    // Meeting the dog in its foster home (the foster part's writers audit them under the request).
    case "foster_meeting.proposed":
      return m.fosterMeeting.history.proposed;
    case "foster_meeting.stage_changed": {
      const h = m.fosterMeeting.history;
      if (d.event === "cancel") return d.by === "system" ? h.cancelSystem : h.cancel;
      return d.event === "confirm" || d.event === "decline" || d.event === "report" ? h[d.event] : fill(e.other, { action: entry.action });
    }
    case "submission.released_from_spam":
      return e.released_from_spam;
    case "submission.replied":
      return e.replied;
    case "submission.answered":
      return e.answered;
    case "submission.withdrawn":
      return e.withdrawn;
    case "submission.reserved":
      return plural(locale, e.reserved, Number(d.others ?? 0));
    case "submission.unreserved":
      return e.unreserved;
    default:
      return fill(e.other, { action: entry.action });
  }
}

export type DeliveryState =
  | { state: "queued" }
  | { state: "sent"; at: Date }
  | { state: "retrying"; attempts: number; error: string; next: Date }
  | { state: "failed"; attempts: number; error: string };

export function deliveryState(row: { status: string; attempts: number; lastError: string | null; nextAttemptAt: Date; sentAt: Date | null }, m: AdminMessages): DeliveryState {
  if (row.status === "sent") return { state: "sent", at: row.sentAt ?? row.nextAttemptAt };
  if (row.status === "failed") return { state: "failed", attempts: row.attempts, error: errorInWords(row.lastError, m) };
  if (row.lastError) return { state: "retrying", attempts: row.attempts, error: errorInWords(row.lastError, m), next: row.nextAttemptAt };
  return { state: "queued" };
}

/** The applicant's name as each form stores it (as `applicantNameSql` reads it), or "". */
export function applicantName(data: Record<string, unknown>): string {
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string).trim() : "");
  return (text("name") || text("yourName") || `${text("firstName")} ${text("lastName")}`.trim()).slice(0, 120);
}

export async function submissionDetail(
  deps: { db: Database; dogs: DogCache; sites: { de: string; es: string } },
  id: string,
  locale: "de" | "es",
  m: AdminMessages,
) {
  const found = await findSubmission(deps.db, id);
  if (!found) return null;
  const { submission, mails, notes, history } = found;
  const accounts = await deps.db.select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email }).from(adminUsers);
  const names = new Map(accounts.map((a) => [a.id, a.name || a.email]));
  const formType = submission.formType as keyof ReturnType<typeof fieldLabels>;
  const staff = (getMessages(locale).mail.staffLabels as Partial<Record<string, Record<string, string>>>)[formType] ?? {};
  const labels: Record<string, string> = { ...(fieldLabels(locale) as Record<string, Record<string, string>>)[formType], ...staff };
  const keys = [...Object.keys(labels).filter((k) => k in submission.data), ...Object.keys(submission.data).filter((k) => !(k in labels))];
  const wanted = submission.dogName ?? String(submission.data.dog ?? submission.data.dogName ?? "").trim();
  // The dog has a row of its own (linked, with its status).
  const fields = keys
    // The dog has a row of its own; the spam trap ("website", invisible to people) says nothing to a reader.
    .filter((key) => !(wanted && (key === "dog" || key === "dogName")) && key !== "website")
    .map((key) => ({ key, label: labels[key] ?? key, value: readableValue(key, submission.data[key], locale, m) }));

  let dog: { name: string; url: string | null; status: string } | null = null;
  if (wanted) {
    const snapshot = await deps.dogs.get();
    const match = snapshot.dogs.find((d) => (submission.dogId ? d.id === submission.dogId : dogName(d) === wanted));
    const siteLocale = localeOf(submission.locale);
    dog = match
      ? {
          name: wanted,
          url: `${deps.sites[siteLocale]}${pathFor("dogDetail", siteLocale, { slug: dogSlug(match) })}`,
          status: statusLabel(dogStatus(match), locale) ?? "–",
        }
      : { name: wanted, url: null, status: m.submission.dogGone };
  }
  return {
    submission: {
      id: submission.id,
      formType: submission.formType,
      locale: submission.locale,
      createdAt: submission.createdAt,
      status: submission.status,
      assigneeId: submission.assigneeId,
      spam: submission.spam,
      spamReason: submission.spamReason ? ((m.submission.spamReasons as Record<string, string>)[submission.spamReason] ?? submission.spamReason) : null,
      email: typeof submission.data.email === "string" ? submission.data.email : "",
      applicant: applicantName(submission.data),
      phone: typeof submission.data.phone === "string" ? submission.data.phone : "",
      dogId: submission.dogId,
      dogName: submission.dogName,
      reserved: submission.reserved,
      waitlist: submission.waitlist,
      awaitingReply: submission.awaitingReply,
      hasEmail: typeof submission.data.email === "string" && submission.data.email !== "",
    },
    fields,
    dog,
    mails: mails.map((row) => ({ id: row.id, kind: row.kind, status: row.status, delivery: deliveryState(row, m) })),
    notes,
    history: history.map((h) => ({ id: h.id, at: h.at, actor: h.actorLabel, text: historyInWords(h, m, names, locale), actorIsApplicant: h.actorLabel === APPLICANT_ACTOR_LABEL })),
  };
}
