/**
 * Every kind of e-mail the site sends, once (decision 038). Pure.
 *
 * `MAIL_KIND_NAMES` is the list; `MAIL_KINDS` gives each kind the source that builds it (a feature
 * registers that source with the outbox in app/services.server.ts, and its builders are typed per
 * kind, so a kind added here without its builder fails `npm run typecheck`) and who receives it.
 * An outbox row takes a `MailKind` only (the column is typed with this list, and its CHECK
 * constraint `outbox_kind_registered` allows these kinds and no other: a test compares the two).
 */

export const MAIL_KIND_NAMES = [
  // The association's forms (features/submissions).
  "notification",
  "confirmation",
  // The journey after a request (features/journey/mail).
  "reply",
  "status_link",
  "answer_notice",
  "withdrawn_notice",
  "daily_summary",
  "precheck_assigned",
  "precheck_done",
  "transport_update",
  "transport_reminder",
  "contract_ready",
  "contract_signed",
  "contract_countersigned",
  "contract_fee_received",
  "followup_two_weeks",
  "followup_three_months",
  "followup_retest",
  "news_notice",
  "news_editor_notice",
  "consent_withdrawn_notice",
  "happy_end_published",
  // Ready to travel (the journey's flights and transports): flight sponsors and the veterinary authority's notice.
  "flight_matched",
  "flight_family",
  "flight_cancelled",
  "authority_notice",
  // Foster homes (the journey's part "foster"): the foster family's page, a meeting with a family, news for the editors.
  "foster_welcome",
  "foster_meeting_proposed",
  "foster_meeting_cancelled",
  "foster_meeting_confirmed",
  "foster_meeting_report",
  "foster_news_notice",
  // Members and their fees (features/membership).
  "membership_welcome",
  "membership_prenotification",
  "membership_debit_returned",
  "membership_receipt",
  // The new-dog alerts (features/dog-alerts).
  "alert_confirmation",
  "alert",
  "digest",
] as const;

export type MailKind = (typeof MAIL_KIND_NAMES)[number];

/**
 * Who reads an e-mail:
 * - `association`: the association's address of the request's country (a form's copy);
 * - `applicant`: the address the request's form gave (replies go to the association's address);
 * - `coordinator`: whoever handles the request (its assignee, in the account's language), else the
 *   association's address of the request's country;
 * - `account`: the back-office account the row names, in its language;
 * - `account-or-coordinator`: the account the row names (an editor) or, when it names none, the
 *   request's coordinator;
 * - `subscriber`: the address of a new-dog alert request;
 * - `member`: the address of the membership the row names, in the member's language;
 * - `authority`: the veterinary authority's address of the travel settings, for the transport the row names;
 * - `foster-home`: the address of the foster home the row names, in the foster family's language.
 */
export type MailRecipient = "association" | "applicant" | "coordinator" | "account" | "account-or-coordinator" | "subscriber" | "member" | "authority" | "foster-home";

/** The features that build e-mails, each registered with the outbox once. */
export type MailSourceName = "submissions" | "journey" | "dog-alerts" | "membership" | "foster";

export interface MailKindEntry {
  source: MailSourceName;
  to: MailRecipient;
}

export const MAIL_KINDS = {
  notification: { source: "submissions", to: "association" },
  confirmation: { source: "submissions", to: "applicant" },
  reply: { source: "journey", to: "applicant" },
  status_link: { source: "journey", to: "applicant" },
  answer_notice: { source: "journey", to: "coordinator" },
  withdrawn_notice: { source: "journey", to: "coordinator" },
  daily_summary: { source: "journey", to: "account" },
  precheck_assigned: { source: "journey", to: "account" },
  precheck_done: { source: "journey", to: "coordinator" },
  transport_update: { source: "journey", to: "applicant" },
  transport_reminder: { source: "journey", to: "applicant" },
  contract_ready: { source: "journey", to: "applicant" },
  contract_signed: { source: "journey", to: "coordinator" },
  contract_countersigned: { source: "journey", to: "applicant" },
  contract_fee_received: { source: "journey", to: "applicant" },
  followup_two_weeks: { source: "journey", to: "applicant" },
  followup_three_months: { source: "journey", to: "applicant" },
  followup_retest: { source: "journey", to: "applicant" },
  news_notice: { source: "journey", to: "coordinator" },
  news_editor_notice: { source: "journey", to: "account" },
  consent_withdrawn_notice: { source: "journey", to: "account-or-coordinator" },
  happy_end_published: { source: "journey", to: "applicant" },
  flight_matched: { source: "journey", to: "applicant" },
  flight_family: { source: "journey", to: "applicant" },
  flight_cancelled: { source: "journey", to: "coordinator" },
  authority_notice: { source: "journey", to: "authority" },
  foster_welcome: { source: "foster", to: "foster-home" },
  foster_meeting_proposed: { source: "foster", to: "foster-home" },
  foster_meeting_cancelled: { source: "foster", to: "foster-home" },
  foster_meeting_confirmed: { source: "foster", to: "applicant" },
  foster_meeting_report: { source: "foster", to: "coordinator" },
  foster_news_notice: { source: "foster", to: "account" },
  membership_welcome: { source: "membership", to: "member" },
  membership_prenotification: { source: "membership", to: "member" },
  membership_debit_returned: { source: "membership", to: "member" },
  membership_receipt: { source: "membership", to: "member" },
  alert_confirmation: { source: "dog-alerts", to: "subscriber" },
  alert: { source: "dog-alerts", to: "subscriber" },
  digest: { source: "dog-alerts", to: "subscriber" },
} as const satisfies Record<MailKind, MailKindEntry>;

/** The kinds a source builds, e.g. `KindsOf<"submissions">` = "notification" | "confirmation". */
export type KindsOf<S extends MailSourceName> = { [K in MailKind]: (typeof MAIL_KINDS)[K]["source"] extends S ? K : never }[MailKind];

/** Who receives an e-mail of this kind. */
export type RecipientOf<K extends MailKind> = (typeof MAIL_KINDS)[K]["to"];

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_KINDS, kind);
}

/** The kinds a source builds, in the list's order. */
export function kindsOf<S extends MailSourceName>(source: S): KindsOf<S>[] {
  return MAIL_KIND_NAMES.filter((kind): kind is KindsOf<S> => MAIL_KINDS[kind].source === source);
}
