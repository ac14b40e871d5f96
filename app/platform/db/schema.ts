import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { kindsOf, MAIL_KIND_NAMES, MAIL_KINDS } from "#app/platform/mail/kinds.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/** The dogs as last synced from the upstream dog function (docs/product/dogs.md#data), one row per dog. */
export const dogs = pgTable("dogs", {
  id: text("id").primaryKey(),
  /** The upstream record, descriptions already sanitised. */
  data: jsonb("data").notNull(),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** One row (id 1): when and from where the dog snapshot was last replaced. */
export const dogSyncState = pgTable("dog_sync_state", {
  id: integer("id").primaryKey(),
  source: text("source").notNull(),
  cacheTimestamp: text("cache_timestamp"),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull(),
  dogCount: integer("dog_count").notNull(),
});

/**
 * Columns of posts and guides for editing in the back office
 * (docs/product/content.md#editing-in-the-back-office): only `published`
 * rows reach the public site; `version` grows with every save, so a form
 * sent from an older version is refused; the Markdown the bodies were
 * written in (the `content_*` columns hold its HTML).
 */
const editing = {
  status: text("status").notNull().default("published"),
  version: integer("version").notNull().default(1),
  markdownDe: text("markdown_de"),
  markdownEs: text("markdown_es"),
};

/**
 * One row (id 1): the last sync attempt, successful or not, so every server
 * process and the back office see it (docs/product/dogs.md#sync-state).
 * `upstream` is the address without credentials or query.
 */
export const dogSyncStatus = pgTable("dog_sync_status", {
  id: integer("id").primaryKey(),
  upstream: text("upstream"),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  ok: boolean("ok").notNull(),
  /** The failure's kind (timeout, network, status, json, shape, empty, database); unset after a success. */
  errorKind: text("error_kind"),
  /** The HTTP status of a non-2xx answer. */
  errorStatus: integer("error_status"),
  /** When the current run of failures began; unset after a success. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
});

/**
 * Our own texts of a dog, by upstream id (docs/product/dogs.md#our-texts):
 * Spanish headline and description, and corrections of the German ones. Kept
 * across syncs (no foreign key: a dog may leave the list and come back);
 * descriptions are sanitised before they are stored.
 */
export const dogTexts = pgTable("dog_texts", {
  dogId: text("dog_id").primaryKey(),
  headlineDe: text("headline_de"),
  descriptionDe: text("description_de"),
  headlineEs: text("headline_es"),
  descriptionEs: text("description_es"),
  /** The descriptions as typed (Markdown, docs/product/dogs.md#our-texts); null: the stored HTML is the source (texts saved before Markdown). */
  markdownDe: text("markdown_de"),
  markdownEs: text("markdown_es"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: uuid("updated_by"),
});

/**
 * What an owner saved of the association's details, one row per country
 * (docs/product/organisation.md): laid over the defaults of
 * app/features/organisation/rules/defaults.ts by app/features/organisation/server/effective.server.ts.
 */
export const organisationSettings = pgTable("organisation_settings", {
  locale: text("locale").primaryKey(),
  values: jsonb("values").$type<Record<string, string>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: uuid("updated_by"),
});

/** Blog posts (docs/product/content.md#blog-posts-and-guides), both languages in one row. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull(),
    slugEs: text("slug_es").notNull(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de"),
    excerptEs: text("excerpt_es"),
    contentDe: text("content_de"),
    contentEs: text("content_es"),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    publishedDate: timestamp("published_date", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** A value starting with http is used as is, otherwise a path in the bucket blog-images. */
    imageUrl: text("image_url"),
    /** What the main picture shows, per language (its alt text; required to publish with a picture). */
    imageAltDe: text("image_alt_de"),
    imageAltEs: text("image_alt_es"),
    /** Items: { url, caption_de, caption_es }. */
    galleryImages: jsonb("gallery_images").$type<{ url: string; caption_de?: string; caption_es?: string }[]>().notNull().default([]),
    ...editing,
  },
  (t) => [
    uniqueIndex("blog_posts_slug_de_idx").on(t.slugDe),
    uniqueIndex("blog_posts_slug_es_idx").on(t.slugEs),
    index("blog_posts_published_date_idx").on(t.publishedDate),
  ],
);

/** Guides (docs/product/content.md#blog-posts-and-guides), both languages in one row. */
export const guides = pgTable(
  "guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull(),
    slugEs: text("slug_es").notNull(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de"),
    excerptEs: text("excerpt_es"),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    /** Full URL or a path in the public bucket guide-images. */
    imageUrl: text("image_url"),
    /** What the main picture shows, per language (its alt text; required to publish with a picture). */
    imageAltDe: text("image_alt_de"),
    imageAltEs: text("image_alt_es"),
    contentDe: text("content_de"),
    contentEs: text("content_es"),
    /** Storage paths in the bucket guide-images, referenced by [image:N] in the bodies. */
    galleryImages: text("gallery_images").array().notNull().default(sql`'{}'::text[]`),
    /** What each gallery image shows, per language (its alt text), by the index of gallery_images. */
    galleryAlt: jsonb("gallery_alt").$type<{ de: string; es: string }[]>().notNull().default([]),
    metaDescriptionDe: text("meta_description_de"),
    metaDescriptionEs: text("meta_description_es"),
    featured: boolean("featured").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    ...editing,
  },
  (t) => [
    uniqueIndex("guides_slug_de_idx").on(t.slugDe),
    uniqueIndex("guides_slug_es_idx").on(t.slugEs),
    index("guides_display_order_idx").on(t.displayOrder),
    index("guides_featured_display_order_idx").on(t.featured, t.displayOrder),
  ],
);

/**
 * Form submissions (docs/product/forms.md#the-forms): one row per accepted or
 * suspected-spam submission, the payload of docs/product/forms.md#submission-and-delivery in `data`. The only table
 * that holds the applicant's personal data; deleted after
 * SUBMISSION_RETENTION_DAYS.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** adoption, sponsorship, contact, foster_home or membership. */
    formType: text("form_type").notNull(),
    locale: text("locale").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Sent with the form; a retried or double-clicked request finds the first row. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Suspected spam is kept for review but never delivered. */
    spam: boolean("spam").notNull().default(false),
    spamReason: text("spam_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * Where the request stands (app/features/journey/request/rules/stages.ts): an adoption request's or a
     * foster application's stage, the simple workflow's new, in_progress or done for the other forms;
     * declined, withdrawn or placed_elsewhere when it ended early. Written only by the workflow's one
     * writer (app/features/journey/request/server/request-stage.server.ts); a CHECK constraint allows only
     * the stages of the request's form (migration 0021, checked against the table by a test).
     */
    status: text("status").notNull().default("new"),
    /** When the status last changed (what waits without a change for two weeks shows on the dashboard). */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * When an adoption request arrived with its family (entering "arrived" through the workflow, not
     * a correction of the stage): the follow-up e-mails are counted from here (decision 035).
     */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    /** The volunteer who handles it (an admin_users id); unset when that account is removed. */
    assigneeId: uuid("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * The dog of the request as our dog list named it when the request came (its id and name), or
     * unset when the name sent matched no listed dog: the status page shows only this, never the
     * name as sent (docs/product/journey.md#status-page).
     */
    dogId: text("dog_id"),
    dogName: text("dog_name"),
    /** An adoption request whose dog is reserved for this applicant (mirrored in `dog_holds` for the public pages). */
    reserved: boolean("reserved").notNull().default(false),
    /**
     * An adoption request sent while its dog was reserved (by the dog system or for another request):
     * the applicant is on the dog's waiting list, in case the reservation falls through
     * (docs/product/journey.md#waiting-list).
     */
    waitlist: boolean("waitlist").notNull().default(false),
    /** The applicant answered and nobody has replied since. */
    awaitingReply: boolean("awaiting_reply").notNull().default(false),
    /** When the last message of the conversation was written (either side). */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** SHA-256 of the request's status-page token (decision 025); unset for forms without a status page. */
    statusTokenHash: text("status_token_hash"),
    /** When a volunteer first opened the request in the inbox (unset: nobody has seen it yet). */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("submissions_form_type_idempotency_key_idx").on(t.formType, t.idempotencyKey),
    index("submissions_created_at_idx").on(t.createdAt),
    index("submissions_status_idx").on(t.status),
    uniqueIndex("submissions_status_token_idx").on(t.statusTokenHash),
  ],
);

/**
 * The conversation of a request (docs/product/journey.md#conversation): what the association wrote
 * to the applicant (sent through the outbox, shown on the status page) and what the applicant
 * answered on the status page (shown in the inbox only). Deleted with the submission.
 */
export const submissionMessages = pgTable(
  "submission_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** association or applicant. */
    direction: text("direction").notNull(),
    /** The volunteer who wrote it (association); unset for the applicant's and when the account is removed. */
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The template it was written from (app/features/journey/request/rules/templates.ts), if any. */
    template: text("template"),
    /** The key of the form that sent it (one per page view), so a form sent twice stores one message. */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("submission_messages_submission_idx").on(t.submissionId, t.createdAt),
    uniqueIndex("submission_messages_client_key_idx").on(t.submissionId, t.clientKey),
  ],
);

/**
 * The association's reply templates per key (a stage, or placed_elsewhere) and language, as owners
 * edited them; a key without a row uses the default in app/features/journey/request/rules/templates.ts.
 */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** The account label of who saved it last. */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

/**
 * E-mails to send for a submission (the association's copy and the
 * applicant's confirmation). Holds no personal data: the message is built
 * from the submission at send time.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The submission this e-mail belongs to; unset for a new-dog alert e-mail. */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    /** The new-dog alert e-mail this row sends (docs/product/dog-alerts.md); unset for a submission's e-mail. */
    mailingId: uuid("mailing_id").references(() => dogAlertMailings.id, { onDelete: "cascade" }),
    /** The message of a request's conversation this e-mail is about (a reply, or the notice of an answer). */
    messageId: uuid("message_id").references(() => submissionMessages.id, { onDelete: "cascade" }),
    /** The volunteer an e-mail is for that is about no one request (the daily summary). */
    accountId: uuid("account_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The family's news an e-mail tells of (the association's notice of news). */
    newsId: uuid("news_id").references((): AnyPgColumn => familyNews.id, { onDelete: "cascade" }),
    /** The membership an e-mail to a member is about (docs/product/membership.md). */
    membershipId: uuid("membership_id").references((): AnyPgColumn => memberships.id, { onDelete: "cascade" }),
    /** The fee a member's e-mail is about (the pre-notification, a returned debit), with its membership. */
    feeId: uuid("fee_id").references((): AnyPgColumn => membershipFees.id, { onDelete: "cascade" }),
    /** The donation receipt a member's e-mail carries, with its membership. */
    receiptId: uuid("receipt_id").references((): AnyPgColumn => membershipReceipts.id, { onDelete: "cascade" }),
    /** The dog on a traveller's flight an e-mail is about (to the traveller, the family, the coordinator). */
    flightId: uuid("flight_id").references((): AnyPgColumn => flights.id, { onDelete: "cascade" }),
    /** The transport an e-mail about no one request is about (the veterinary authority's notice). */
    transportId: uuid("transport_id").references((): AnyPgColumn => transports.id, { onDelete: "cascade" }),
    /** The foster home an e-mail is for or about (its page's link, a meeting proposed, its news for the editors). */
    fosterHomeId: uuid("foster_home_id").references((): AnyPgColumn => fosterHomes.id, { onDelete: "cascade" }),
    /** One of the registered kinds (app/platform/mail/kinds.ts, decision 038); the CHECK below allows no other. */
    kind: text("kind", { enum: MAIL_KIND_NAMES }).notNull(),
    /** pending, sent or failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** A worker that claimed the row holds it until then; after a crash another worker takes it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Confirmations only: a keyed hash of the recipient address, to send at most a few a day to one address. */
    recipientKey: text("recipient_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // A submission's copy, confirmation, withdrawal notice and each follow-up after the handover exist
    // once (the follow-ups are claimed by this index, once across processes); replies and answer
    // notices once per message.
    uniqueIndex("outbox_submission_kind_idx")
      .on(t.submissionId, t.kind)
      .where(sql`${t.messageId} IS NULL AND ${t.kind} IN ('notification', 'confirmation', 'withdrawn_notice', 'followup_two_weeks', 'followup_three_months', 'followup_retest')`),
    uniqueIndex("outbox_message_kind_idx").on(t.messageId, t.kind),
    uniqueIndex("outbox_mailing_idx").on(t.mailingId),
    // An alert e-mail belongs to its mailing alone; any other to a request, a volunteer, or both (a
    // pre-check's assignment: it goes when either is deleted).
    check(
      "outbox_one_source",
      sql`CASE WHEN ${t.mailingId} IS NOT NULL THEN ${t.submissionId} IS NULL AND ${t.accountId} IS NULL ELSE ${t.submissionId} IS NOT NULL OR ${t.accountId} IS NOT NULL OR ${t.membershipId} IS NOT NULL OR ${t.transportId} IS NOT NULL OR ${t.fosterHomeId} IS NOT NULL END`,
    ),
    // Only the registry's kinds (decision 038), the new-dog alerts' with their mailing and every other without.
    // A kind added to the registry changes this list: `npm run db:generate` writes its migration.
    check(
      "outbox_kind_registered",
      sql`CASE WHEN ${t.mailingId} IS NOT NULL THEN ${t.kind} IN (${sql.raw(sqlList(kindsOf("dog-alerts")))}) ELSE ${t.kind} IN (${sql.raw(sqlList(MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind].source !== "dog-alerts")))}) END`,
    ),
    index("outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt),
    index("outbox_recipient_created_idx").on(t.recipientKey, t.createdAt),
  ],
);

/** Kinds as an SQL list ('a', 'b'): code's constants, never input. */
function sqlList(kinds: readonly string[]): string {
  return kinds.map((kind) => `'${kind}'`).join(", ");
}

/**
 * Fixed-window counters of the rate limits when several server processes
 * share one PostgreSQL (each key: a limit's name and a client address; a row
 * lives for one window).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Small server settings shared by every process (e.g. the form-token secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Back-office accounts (volunteers of the association). No passwords: passkeys and e-mail links. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** owner, coordinator or editor. */
    role: text("role").notNull(),
    /** The back office's interface language for this account: de or es. */
    locale: text("locale").notNull().default("de"),
    /** Whether the account gets a daily e-mail of the requests that wait for it (off by default). */
    dailySummary: boolean("daily_summary").notNull().default(false),
    /** The day (Europe/Madrid) the last daily summary was queued for this account: one a day, whichever process runs it. */
    summaryQueuedOn: date("summary_queued_on"),
    /**
     * A pre-check volunteer's areas (docs/product/journey.md#areas): "DE:76" (German postcodes
     * beginning 76), "ES:12" (the Spanish province 12, Castellón). Empty for everyone else.
     */
    precheckAreas: text("precheck_areas").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("admin_users_email_idx").on(t.email)],
);

/** Passkeys (WebAuthn credentials), several per account, each with a name. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("admin_passkeys_user_idx").on(t.userId)],
);

/** Signed-in sessions; the cookie holds a random token, the row its SHA-256 hash. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** How it was opened: passkey or link. */
    method: text("method").notNull(),
    /** A short description of the browser (e.g. "Firefox on Android"), for the account page. */
    client: text("client").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** Absolute end (7 days after sign-in). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/** Single-use sign-in links (invitation or recovery); the row holds the SHA-256 hash of the token. */
export const adminLoginLinks = pgTable(
  "admin_login_links",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** invitation or recovery. */
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_login_links_user_idx").on(t.userId)],
);

/** WebAuthn challenges, each used once and valid for a few minutes. */
export const adminChallenges = pgTable("admin_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  /** Set for registrations (the signed-in account), unset for sign-in. */
  userId: uuid("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Internal notes of volunteers on a submission; deleted with it. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** When its author last corrected it (the audit log keeps that it was changed, never the text). */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("submission_notes_submission_idx").on(t.submissionId, t.createdAt)],
);

/**
 * Append-only log of every change made in the back office: who, when, what,
 * on which record. Never holds a visitor's data (no message text, no address);
 * a database trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`now()`),
    /** The account that acted (no foreign key: the entry outlives the account), unset for the command line. */
    actorId: uuid("actor_id"),
    /** The account's name and e-mail at the time, or "command line". */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index("audit_log_target_idx").on(t.targetType, t.targetId), index("audit_log_at_idx").on(t.at)],
);

/**
 * One row per table that public pages read (app/platform/db/public-tables.ts): a number
 * that a trigger raises with every statement that changes the table, so each
 * server process knows when its read cache is out of date (decision 018).
 */
export const contentVersions = pgTable("content_versions", {
  tableName: text("table_name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Earlier versions of posts and guides: before every save, the row as it
 * was (its editable columns as JSON), so an editor can look at it and
 * restore it. Removed with the post or guide.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** blog or guide. */
    kind: text("kind").notNull(),
    articleId: uuid("article_id").notNull(),
    /** The version the row had. */
    version: integer("version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** When that version was replaced, and by whom (an account's label, or "command line"). */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().default(sql`now()`),
    savedBy: text("saved_by").notNull(),
  },
  (t) => [index("content_revisions_article_idx").on(t.kind, t.articleId, t.id)],
);

/**
 * New-dog alert subscriptions (docs/product/dog-alerts.md): the address, what
 * it wants to hear about and how often, and the consent record (when it was
 * asked for, when the link in the confirmation was clicked). Deleted on
 * unsubscribe, or 48 hours after the request when never confirmed.
 */
export const dogAlertSubscriptions = pgTable(
  "dog_alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** A keyed hash of the lower-cased address (the same as the forms' confirmations use), to find its other subscriptions. */
    emailKey: text("email_key").notNull(),
    locale: text("locale").notNull(),
    /** adoption, sponsorship, hospice: any of them. */
    types: text("types").array().notNull(),
    /** germany, spain: any of them. */
    locations: text("locations").array().notNull(),
    /** immediate, daily or weekly. */
    frequency: text("frequency").notNull(),
    /** The form token's key: a repeated post finds the first request. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the confirmation token; unset once used. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the unsubscribe token. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    /** When the subscription was asked for. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** When the link in the confirmation e-mail was used (the consent); unset while unconfirmed. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Digests only: when the next one is due. */
    nextDigestAt: timestamp("next_digest_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("dog_alert_subscriptions_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("dog_alert_subscriptions_confirm_idx").on(t.confirmTokenHash),
    uniqueIndex("dog_alert_subscriptions_unsubscribe_idx").on(t.unsubscribeTokenHash),
    index("dog_alert_subscriptions_email_key_idx").on(t.emailKey),
    index("dog_alert_subscriptions_confirmed_created_idx").on(t.confirmedAt, t.createdAt),
    index("dog_alert_subscriptions_next_digest_idx").on(t.nextDigestAt),
  ],
);

/** One e-mail of a subscription (confirmation, alert or digest), with the dogs it names. Sent through the outbox. */
export const dogAlertMailings = pgTable(
  "dog_alert_mailings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => dogAlertSubscriptions.id, { onDelete: "cascade" }),
    /** confirmation, alert or digest. */
    kind: text("kind").notNull(),
    /** The dogs it announces: id, display name, slug and headline per language, as at the sync. */
    dogs: jsonb("dogs").$type<AnnouncedDog[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("dog_alert_mailings_subscription_idx").on(t.subscriptionId)],
);

/** What an alert says about a dog (no personal data). */
export interface AnnouncedDog {
  id: string;
  name: string;
  slug: string;
  headline: { de: string | null; es: string | null };
}

/** Every dog announced to a subscription, once: queued at the sync, attached to the e-mail that names it. */
export const dogAlertAnnouncements = pgTable(
  "dog_alert_announcements",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => dogAlertSubscriptions.id, { onDelete: "cascade" }),
    dogId: text("dog_id").notNull(),
    dog: jsonb("dog").$type<AnnouncedDog>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** The e-mail that names it; unset while it waits for a digest. */
    mailingId: uuid("mailing_id").references(() => dogAlertMailings.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.dogId] }), index("dog_alert_announcements_pending_idx").on(t.subscriptionId, t.mailingId)],
);

/**
 * Files people made that the site keeps: the pictures of posts and guides (uploaded in the
 * back office or imported with their content), one row per file, addressed by its path
 * (`blog-images/<uuid>.jpg`: the bucket, then the name). They live in the database, not on a
 * server's disk, so every server copy serves them and a backup holds them with the rows that
 * name them (docs/decisions/028-files-in-the-database.md). Read and written only through
 * app/platform/storage/files.server.ts; the disk's image cache is made from them.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    path: text("path").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the bytes, in hex: the image addresses' version, and the backup's checksum. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** The account that uploaded it; unset for the command line (import, the move from DATA_DIR/storage). */
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [check("stored_files_path_shape", sql`${t.path} ~ '^[a-z0-9][a-z0-9-]*/[^/]'`), check("stored_files_size", sql`${t.size} >= 0`)],
);

/**
 * The pre-check checklist's questions (docs/product/journey.md#checklist), edited by owners;
 * each pre-check keeps the questions it was answered with.
 */
export const precheckQuestions = pgTable("precheck_questions", {
  id: uuid("id").primaryKey().defaultRandom(),
  position: integer("position").notNull(),
  textDe: text("text_de").notNull(),
  textEs: text("text_es").notNull(),
  /** Retired questions stay for the pre-checks that answered them; new pre-checks ask only active ones. */
  active: boolean("active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A pre-check (Vorkontrolle) of a request: the visit a volunteer near the family makes
 * (docs/product/journey.md). Goes with its request (erasure, retention).
 */
export const prechecks = pgTable(
  "prechecks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The volunteer who visits; unset when that account is removed. */
    volunteerId: uuid("volunteer_id").references(() => adminUsers.id, { onDelete: "set null" }),
    assignedBy: uuid("assigned_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Where the visit is: the country (DE or ES), the postcode and the address as the coordinator confirmed them. */
    country: text("country").notNull(),
    postcode: text("postcode").notNull(),
    address: text("address").notNull(),
    /** assigned, done, or cancelled (another volunteer took it over). */
    status: text("status").notNull().default("assigned"),
    /** The checklist as answered: each question's texts at the time, yes/no/unanswered and a comment. */
    answers: jsonb("answers").$type<{ de: string; es: string; answer: "yes" | "no" | "na" | null; comment: string }[]>(),
    /** recommended, reservations or not_recommended. */
    recommendation: text("recommendation"),
    summary: text("summary"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("prechecks_submission_idx").on(t.submissionId), index("prechecks_volunteer_idx").on(t.volunteerId, t.status)],
);

/** Photos of a pre-check (at most five), checked by the image pipeline's rules; private: served only to the back office. */
export const precheckPhotos = pgTable(
  "precheck_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    precheckId: uuid("precheck_id")
      .notNull()
      .references(() => prechecks.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("precheck_photos_precheck_idx").on(t.precheckId)],
);

/**
 * A transport from Benicarló to the families (docs/product/journey.md#transports): the day of the
 * Spanish pick-up and the day of arrival. Holds no personal data; its families are its entries.
 */
export const transports = pgTable("transports", {
  id: uuid("id").primaryKey().defaultRandom(),
  departureDate: date("departure_date").notNull(),
  arrivalDate: date("arrival_date").notNull(),
  /** When a coordinator marked it departed (docs/product/travel.md#departure): a dog not ready needs an explicit, audited override. */
  departedAt: timestamp("departed_at", { withTimezone: true }),
  /** The arrival day the veterinary authority's notice was queued for: claimed in the transaction that queues it. */
  authorityNoticeFor: date("authority_notice_for"),
  createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A family on a transport: its request (one transport at a time), where and when it takes over the
 * dog, the dog's chip number for the driver, a note. Goes with its request (erasure, retention).
 */
export const transportEntries = pgTable(
  "transport_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transportId: uuid("transport_id")
      .notNull()
      .references(() => transports.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The request's dog as our list names it (its id), copied so the public dog page reads no request. */
    dogId: text("dog_id"),
    /** A transfer point (app/features/journey/transport/rules/transport-plan.ts) and the expected time hh:mm. */
    point: text("point").notNull(),
    time: text("time").notNull(),
    chip: text("chip").notNull().default(""),
    /** The animal health certificate's number in TRACES (a dog moved to a new owner), for the manifest. */
    traces: text("traces").notNull().default(""),
    note: text("note").notNull().default(""),
    /** The coordinator allows the dog's public page to say "reserved, travels in {month}". */
    showPublic: boolean("show_public").notNull().default(false),
    /** The arrival day the reminder was queued for: claimed in the transaction that queues it (once across processes). */
    reminderQueuedFor: date("reminder_queued_for"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("transport_entries_submission_idx").on(t.submissionId), index("transport_entries_transport_idx").on(t.transportId)],
);

/**
 * The protection contract's texts (docs/product/journey.md#protection-contract), per language.
 * Every save is a new version; old versions stay, so a contract names the version it was made from.
 * Without a saved version the default text in the code applies (version 0).
 */
export const contractTemplates = pgTable(
  "contract_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locale: text("locale").notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("contract_templates_locale_version_idx").on(t.locale, t.version)],
);

/**
 * A request's protection contract: the text as generated (placeholders filled), the signature
 * record and the fee. Not deleted with its request: a signed contract is kept for
 * CONTRACT_RETENTION_YEARS with everything it needs (the request's id is then unset); an unsigned
 * one is deleted with the request (erasure, retention).
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    locale: text("locale").notNull(),
    /** The payment reference ("PC-" and six characters derived from the request). */
    reference: text("reference").notNull(),
    templateVersion: integer("template_version").notNull(),
    adopterName: text("adopter_name").notNull(),
    adopterEmail: text("adopter_email").notNull(),
    adopterAddress: text("adopter_address").notNull(),
    dogName: text("dog_name").notNull(),
    chipNumber: text("chip_number").notNull(),
    feeCents: integer("fee_cents").notNull(),
    /** The contract's text with every placeholder filled: what the applicant reads and signs. */
    body: text("body").notNull(),
    /** SHA-256 (hex) of `body`. */
    bodySha256: text("body_sha256").notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().default(sql`now()`),
    generatedBy: uuid("generated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The signature: the name as typed, when, and a keyed hash (HMAC) of the client's address, never the address. */
    signedName: text("signed_name"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedAddressHash: text("signed_address_hash"),
    /** The countersignature: who (their name at the time) and when. */
    countersignedAt: timestamp("countersigned_at", { withTimezone: true }),
    countersignedBy: uuid("countersigned_by").references(() => adminUsers.id, { onDelete: "set null" }),
    countersignedName: text("countersigned_name"),
    /** The fee as received (the day the coordinator saw it), and who marked it. */
    feeReceivedOn: date("fee_received_on"),
    feeReceivedBy: uuid("fee_received_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    // One contract per request (a new generation replaces the unsigned one).
    uniqueIndex("contracts_submission_idx").on(t.submissionId),
    index("contracts_signed_at_idx").on(t.signedAt),
  ],
);

/**
 * News a family sent after its dog arrived (docs/product/journey.md#after-the-handover), on the page
 * the follow-up e-mails link to: its words, whether the association may publish them, and up to
 * five photos (`family_news_photos`). Goes with its request (erasure, retention).
 */
export const familyNews = pgTable(
  "family_news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The family allows its words and photos on the website (never its surname or place); when it said so. */
    consent: boolean("consent").notNull().default(false),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /** When the family took its consent back (the happy end made from the news is removed then). */
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    /** The key of the form that sent it (one per page view), so a form sent twice stores one. */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("family_news_submission_idx").on(t.submissionId, t.createdAt), uniqueIndex("family_news_client_key_idx").on(t.submissionId, t.clientKey)],
);

/** A family's photo (at most five a news), checked by the upload rules; private: served only to the back office. */
export const familyNewsPhotos = pgTable(
  "family_news_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsId: uuid("news_id")
      .notNull()
      .references(() => familyNews.id, { onDelete: "cascade" }),
    /** The photo's place in the news (0 is the first). */
    position: integer("position").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("family_news_photos_news_idx").on(t.newsId, t.position)],
);

/**
 * A happy end ("Glücklich vermittelt" / "Finales felices", docs/product/journey.md#happy-ends): a
 * story editors made from a family's news the family allowed to publish. While a draft it names the
 * news photos chosen (`photo_ids`); published, its photos are copies in `stored_files`
 * (`photo_paths`, served through the image pipeline) and its words are the editors'. Erasure of the
 * family deletes it with its copies; the retention period deletes a draft with its request and
 * keeps a published one without the link to the request.
 */
export const happyEnds = pgTable(
  "happy_ends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    newsId: uuid("news_id").references(() => familyNews.id, { onDelete: "set null" }),
    /**
     * A keyed hash of the family's e-mail address (as the confirmations' `recipient_key`): erasing
     * that address finds a published happy end also after its request is gone. Never the address.
     */
    familyKey: text("family_key"),
    /** The dog as our list named it (its id, for the dog page's redirect, and its name). */
    dogId: text("dog_id"),
    dogName: text("dog_name").notNull(),
    /** The address's last part, the same in both languages. */
    slug: text("slug").notNull(),
    titleDe: text("title_de").notNull().default(""),
    titleEs: text("title_es").notNull().default(""),
    /** The family's words as the page shows them, per language (plain text, paragraphs by blank lines). */
    textDe: text("text_de").notNull().default(""),
    textEs: text("text_es").notNull().default(""),
    /** What the main photo shows, per language. */
    photoAltDe: text("photo_alt_de").notNull().default(""),
    photoAltEs: text("photo_alt_es").notNull().default(""),
    /** The news photos chosen, in order (the first is the main photo). */
    photoIds: text("photo_ids").array().notNull().default(sql`'{}'::text[]`),
    /** The published copies (`happy-ends/<id>-<n>.jpg` in stored_files), in order; empty while a draft. */
    photoPaths: text("photo_paths").array().notNull().default(sql`'{}'::text[]`),
    /** The dog's page leads here once the happy end is published. */
    redirectDog: boolean("redirect_dog").notNull().default(true),
    /** draft or published. */
    status: text("status").notNull().default("draft"),
    /** Grows with every save: a form sent from an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("happy_ends_slug_idx").on(t.slug), index("happy_ends_submission_idx").on(t.submissionId), index("happy_ends_family_key_idx").on(t.familyKey), index("happy_ends_status_published_idx").on(t.status, t.publishedAt)],
);

/**
 * The dogs reserved for one of our requests (docs/product/journey.md#reserved): the public side of
 * `submissions.reserved`, written with it by the one function that reserves and releases
 * (app/features/journey/request/server/conversation.server.ts). One row per dog, so a dog can be reserved
 * for one request at a time; no personal data, so public pages read it (decision 018): a reserved
 * dog's page says so and takes waiting-list requests.
 */
export const dogHolds = pgTable("dog_holds", {
  dogId: text("dog_id").primaryKey(),
  submissionId: uuid("submission_id")
    .notNull()
    .unique()
    .references(() => submissions.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The addresses of happy ends no longer shown (docs/product/journey.md#a-story-taken-down): the
 * family withdrew its consent, or an editor took the story back or deleted it, or the family was
 * erased. A shared link to one answers 410 with a kind page instead of 404. Only the address (the
 * dog's name, checked against the family's name and place on publishing) and why; nothing of the
 * family. A happy end published again at the address is shown again.
 */
export const retiredHappyEnds = pgTable("retired_happy_ends", {
  slug: text("slug").primaryKey(),
  /** withdrawn (the family took its consent back) or removed (taken back, deleted, erased). */
  reason: text("reason").notNull(),
  retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The membership's settings an owner saved (docs/product/membership.md#settings), one row: laid over
 * the defaults by app/features/membership/rules/settings.ts. The association's own data only.
 */
export const membershipSettings = pgTable("membership_settings", {
  id: integer("id").primaryKey().default(1),
  values: jsonb("values").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: uuid("updated_by"),
});

/**
 * A membership, from the application to its end (docs/product/membership.md): written only by its one
 * writer (app/features/membership/server/membership.server.ts) following MEMBERSHIP_TABLE; a CHECK
 * allows only its stages. It holds its own copy of the person (the application's request is deleted
 * after its retention period, the membership runs on), which erasure removes (`person` null, the
 * account gone) while the fees stay as booking records.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The application's request, while it is kept. */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    /** The member's language: e-mails and the private page speak it. */
    locale: text("locale").notNull(),
    status: text("status").notNull().default("applied"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** active or supporting. */
    membershipType: text("membership_type").notNull(),
    /** monthly, quarterly, biannual or annual. */
    paymentInterval: text("payment_interval").notNull(),
    /** The fee per interval in cents: the applicant's choice, set again when the treasurer accepts. */
    feeCents: integer("fee_cents").notNull(),
    /** The entry date the applicant chose (the first of a month). */
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    /** Set on accepting: the first fee's due date. */
    firstDueDate: date("first_due_date", { mode: "string" }),
    /** Set on accepting, never reused. */
    memberNumber: integer("member_number").unique(),
    /** Name, address, e-mail, birthday as the application gave them; null once erased. */
    person: jsonb("person").$type<Record<string, string>>(),
    /** The address in lower case, for erasure by address; null once erased. */
    emailLower: text("email_lower"),
    /** debit (SEPA core direct debit under the member's mandate) or transfer. */
    paymentMethod: text("payment_method").notNull(),
    accountHolder: text("account_holder"),
    /** The IBAN sealed with BANK_DATA_KEYS (decision 043); never stored or logged in clear. */
    ibanSealed: text("iban_sealed"),
    /** The masked IBAN every page but the bank file shows (`DE89 **** … 3000`). */
    ibanMasked: text("iban_masked"),
    /** The mandate's reference (set on accepting, unique) and the date the applicant signed it (the application's). */
    mandateReference: text("mandate_reference").unique(),
    mandateSignedOn: date("mandate_signed_on", { mode: "string" }),
    /** The reference a member paying by transfer writes on each transfer. */
    transferReference: text("transfer_reference").unique(),
    /** The private page's token, stored only as its hash (decision 025). */
    accessTokenHash: text("access_token_hash").unique(),
    /** A cancelled membership's last day. */
    endDate: date("end_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("memberships_status", sql`${t.status} in ('applied', 'active', 'cancelled', 'ended', 'declined')`),
    check("memberships_payment_method", sql`${t.paymentMethod} in ('debit', 'transfer')`),
    check("memberships_debit_has_account", sql`${t.paymentMethod} <> 'debit' or ${t.person} is null or ${t.ibanSealed} is not null`),
    index("memberships_status_idx").on(t.status),
    index("memberships_email_idx").on(t.emailLower),
  ],
);

/**
 * One fee of a membership: an amount due on a date, paid by direct debit or by transfer
 * (docs/product/membership.md#fees). Its stage moves only through the fee's one writer
 * (FEE_TABLE, app/features/membership/server/fees.server.ts). A booking record: kept after
 * the member's erasure for the retention period of booking records.
 */
export const membershipFees = pgTable(
  "membership_fees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    /** The due date of the schedule (YYYY-MM-DD); a new try after a returned debit keeps the returned fee's. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The day the bank collects a debit (the due date or the next business day, later when announced late). */
    collectionDate: date("collection_date", { mode: "string" }),
    amountCents: integer("amount_cents").notNull(),
    /** debit or transfer, fixed when the fee is made. */
    method: text("method").notNull(),
    /** The fee's own reference: the debit's end-to-end id, found again in the bank's return (`PC-M0007-20270101`, a new try `-2`). */
    reference: text("reference").notNull().unique(),
    /** The returned fee this one tries again. */
    retryOf: uuid("retry_of").references((): AnyPgColumn => membershipFees.id, { onDelete: "set null" }),
    status: text("status").notNull().default("due"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().default(sql`now()`),
    /** The mandate a debit is collected under, and FRST or RCUR as handed to the bank. */
    mandateReference: text("mandate_reference"),
    sequence: text("sequence"),
    /** The day the pre-notification went out. */
    announcedOn: date("announced_on", { mode: "string" }),
    /** The bank file's message id the debit went to the bank in. */
    batchMessageId: text("batch_message_id"),
    /** The ISO 20022 reason code of a returned debit (AM04, MD06 …). */
    returnReason: text("return_reason"),
    /** The day the money came: a debit's collection date, a transfer's booking date. */
    paidOn: date("paid_on", { mode: "string" }),
    /** A digest of the statement line a transfer was matched with, so the same statement read twice books it once. */
    statementEntry: text("statement_entry").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("membership_fees_status", sql`${t.status} in ('due', 'announced', 'submitted', 'collected', 'returned', 'received', 'cancelled')`),
    check("membership_fees_method", sql`${t.method} in ('debit', 'transfer')`),
    check("membership_fees_amount", sql`${t.amountCents} > 0`),
    // One fee per due date of the schedule; a new try after a return is a fee of its own.
    uniqueIndex("membership_fees_schedule_idx").on(t.membershipId, t.dueDate).where(sql`${t.retryOf} IS NULL`),
    index("membership_fees_status_idx").on(t.status, t.collectionDate),
  ],
);

/**
 * A donation receipt (Zuwendungsbestätigung) issued to a member for a calendar year: numbered,
 * kept as the PDF that was issued (docs/product/membership.md#receipts).
 */
export const membershipReceipts = pgTable(
  "membership_receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    /** The association's number, `2026-0007`: the year and a count within it. */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    /** The days the receipt covers, within its year: the next one of the year starts the day after. */
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    totalCents: integer("total_cents").notNull(),
    pdf: bytea("pdf").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // Receipts of a member never overlap: each starts after the one before.
    uniqueIndex("membership_receipts_period_idx").on(t.membershipId, t.periodFrom),
    check("membership_receipts_period", sql`${t.periodFrom} <= ${t.periodTo} and extract(year from ${t.periodFrom}) = ${t.year} and extract(year from ${t.periodTo}) = ${t.year}`),
  ],
);

/**
 * A dog's travel papers (docs/product/travel.md), recorded by coordinators: private to the back
 * office. The dog is named by our list's id; the row outlives the dog's listing (a dog that
 * travelled is still on its transport's manifest).
 */
export const dogPapers = pgTable("dog_papers", {
  dogId: text("dog_id").primaryKey(),
  chipNumber: text("chip_number"),
  chipDate: date("chip_date", { mode: "string" }),
  birthDate: date("birth_date", { mode: "string" }),
  rabiesDate: date("rabies_date", { mode: "string" }),
  rabiesValidUntil: date("rabies_valid_until", { mode: "string" }),
  passportNumber: text("passport_number"),
  /** The Mediterranean disease tests: `[{ disease, date, result }]`. */
  tests: jsonb("tests").$type<{ disease: string; date: string; result: string }[]>().notNull().default(sql`'[]'::jsonb`),
  /** true, false, or null when not known. */
  neutered: boolean("neutered"),
  otherVaccinations: text("other_vaccinations"),
  notes: text("notes"),
  /** The coordinator publishes the short health line (chipped, vaccinated, tested, neutered) on the dog's page. */
  healthPublic: boolean("health_public").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: uuid("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
});

/**
 * The travel settings an owner saved (docs/product/travel.md#settings), one row: the veterinary
 * authority's notice and the retest reminder, laid over the defaults by
 * app/features/travel/rules/settings.ts. The association's own data only.
 */
export const travelSettings = pgTable("travel_settings", {
  id: integer("id").primaryKey().default(1),
  values: jsonb("values").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: uuid("updated_by"),
});

/**
 * One dog on a flight sponsor's flight (docs/product/travel.md#flight-sponsors): the traveller's offer
 * (a request of the form "flight_sponsor"), the family's request and its dog, the flight as the offer
 * gave it, and the handovers a coordinator arranged. Written only by its one writer
 * (app/features/travel/server/flights.server.ts) following FLIGHT_TABLE; goes with either request
 * (erasure, retention).
 */
export const flights = pgTable(
  "flights",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    requestId: uuid("request_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    dogId: text("dog_id").notNull().default(""),
    /** planned, cancelled or flown (app/features/travel/rules/flight-workflow.ts). */
    stage: text("stage").notNull().default("planned"),
    flightDate: date("flight_date", { mode: "string" }).notNull(),
    flightNumber: text("flight_number").notNull(),
    /** IATA codes from the list of airports (app/features/travel/rules/airports.ts). */
    fromAirport: text("from_airport").notNull(),
    toAirport: text("to_airport").notNull(),
    /** The expected landing, hh:mm. */
    arrivalTime: text("arrival_time").notNull(),
    /** Where and when the traveller takes the dog in Spain, and where the family meets them at the arrival airport. */
    handoverSpain: text("handover_spain").notNull(),
    meetingPoint: text("meeting_point").notNull(),
    traces: text("traces").notNull().default(""),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("flights_stage", sql`${t.stage} in ('planned', 'cancelled', 'flown')`),
    // A family is on at most one planned flight.
    uniqueIndex("flights_planned_request_idx").on(t.requestId).where(sql`${t.stage} = 'planned'`),
    index("flights_offer_idx").on(t.offerId),
  ],
);

/**
 * A foster home in Germany (docs/product/foster.md#foster-homes): made by a coordinator from an
 * accepted foster application, with its people, address, what dogs it takes and whether families may
 * visit. Its stage (active, paused, ended) changes only through its one writer
 * (app/features/journey/foster/server/foster-homes.server.ts) following FOSTER_HOME_TABLE. Its
 * private page opens with a token stored only as its hash (decision 025). Erased by its address;
 * deleted with its stays, news and meetings the retention period after it ended.
 */
export const fosterHomes = pgTable(
  "foster_homes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The application's request, while it is kept. */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    /** The foster family's language: its e-mails and its page speak it. */
    locale: text("locale").notNull(),
    /** active, paused or ended (app/features/journey/foster/rules/foster-workflow.ts). */
    stage: text("stage").notNull().default("active"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().default(sql`now()`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The address in lower case, for erasure by address. */
    emailLower: text("email_lower").notNull(),
    phone: text("phone").notNull(),
    /** Street and house number: the back office only, never a public page. */
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    /** With the postcode's first two digits, the region the dog page names. */
    city: text("city").notNull(),
    /** How many dogs at once. */
    capacity: integer("capacity").notNull().default(1),
    /** The dogs' sizes it takes: small, medium, large (a comma list). */
    sizes: text("sizes").notNull().default("small,medium,large"),
    /** Cats or children live there (a dog must get along with them). */
    hasCats: boolean("has_cats").notNull().default(false),
    hasChildren: boolean("has_children").notNull().default(false),
    /** Whether families may visit to meet a dog, and when suits. */
    visits: boolean("visits").notNull().default(true),
    visitTimes: text("visit_times").notNull().default(""),
    /** The coordinators' notes (the back office only). */
    notes: text("notes").notNull().default(""),
    /** The private page's token, stored only as its hash (decision 025). */
    accessTokenHash: text("access_token_hash").unique(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("foster_homes_stage", sql`${t.stage} in ('active', 'paused', 'ended')`),
    check("foster_homes_capacity", sql`${t.capacity} between 1 and 20`),
    // One foster home per application.
    uniqueIndex("foster_homes_submission_idx").on(t.submissionId),
    index("foster_homes_email_idx").on(t.emailLower),
  ],
);

/**
 * A dog's stay in a foster home (docs/product/foster.md#stays): planned (arriving by a transport or a
 * flight on a day), current, ended (at the adoption, a move or a return) or cancelled. Its stage
 * changes only through its one writer following STAY_TABLE; a dog has at most one open stay. The
 * dog page reads the current stay's region (postcode area and city), never the address.
 */
export const fosterStays = pgTable(
  "foster_stays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fosterHomeId: uuid("foster_home_id")
      .notNull()
      .references(() => fosterHomes.id, { onDelete: "cascade" }),
    /** The dog as our list names it. */
    dogId: text("dog_id").notNull(),
    dogName: text("dog_name").notNull(),
    /** planned, current, ended or cancelled. */
    stage: text("stage").notNull().default("planned"),
    /** How the dog comes: transport, flight or hand (brought by the association). */
    arrival: text("arrival").notNull(),
    transportId: uuid("transport_id").references(() => transports.id, { onDelete: "set null" }),
    flightId: uuid("flight_id").references(() => flights.id, { onDelete: "set null" }),
    /** The day the dog arrives (planned) or arrived. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endedOn: date("ended_on", { mode: "string" }),
    /** adopted, moved, returned or other. */
    endReason: text("end_reason"),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("foster_stays_stage", sql`${t.stage} in ('planned', 'current', 'ended', 'cancelled')`),
    check("foster_stays_arrival", sql`${t.arrival} in ('transport', 'flight', 'hand')`),
    uniqueIndex("foster_stays_open_dog_idx").on(t.dogId).where(sql`${t.stage} in ('planned', 'current')`),
    index("foster_stays_home_idx").on(t.fosterHomeId),
  ],
);

/**
 * News about a dog from its foster family (docs/product/foster.md#news): words and up to five photos
 * (`foster_news_photos`), and whether the family allows it on the dog page. An editor publishes it:
 * its photos are then copies in `stored_files` (`photo_paths`, served through the image pipeline).
 * Goes with its foster home.
 */
export const fosterNews = pgTable(
  "foster_news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fosterHomeId: uuid("foster_home_id")
      .notNull()
      .references(() => fosterHomes.id, { onDelete: "cascade" }),
    stayId: uuid("stay_id")
      .notNull()
      .references(() => fosterStays.id, { onDelete: "cascade" }),
    dogId: text("dog_id").notNull(),
    body: text("body").notNull(),
    /** The foster family allows it on the dog page. */
    publishable: boolean("publishable").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: uuid("published_by").references(() => adminUsers.id, { onDelete: "set null" }),
    photoPaths: text("photo_paths").array().notNull().default(sql`'{}'::text[]`),
    /** The key of the form that sent it (one per page view), so a form sent twice stores one. */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("foster_news_dog_idx").on(t.dogId, t.publishedAt),
    index("foster_news_home_idx").on(t.fosterHomeId, t.createdAt),
    uniqueIndex("foster_news_client_key_idx").on(t.fosterHomeId, t.clientKey),
    check("foster_news_published_publishable", sql`${t.publishedAt} is null or ${t.publishable}`),
  ],
);

/** A foster family's photo (at most five a news), checked by the upload rules; private until published (as a copy). */
export const fosterNewsPhotos = pgTable(
  "foster_news_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsId: uuid("news_id")
      .notNull()
      .references(() => fosterNews.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("foster_news_photos_news_idx").on(t.newsId, t.position)],
);

/**
 * A family meeting a dog in its foster home (docs/product/foster.md#meeting-the-dog): proposed by a
 * coordinator for an adoption request, confirmed with a day and time by the foster family, done when
 * the foster family has recorded how it went (for the coordinator only), or cancelled. Its stage
 * changes only through its one writer following MEETING_TABLE; a request has at most one open
 * meeting. Goes with the request and with the foster home.
 */
export const fosterMeetings = pgTable(
  "foster_meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    stayId: uuid("stay_id")
      .notNull()
      .references(() => fosterStays.id, { onDelete: "cascade" }),
    fosterHomeId: uuid("foster_home_id")
      .notNull()
      .references(() => fosterHomes.id, { onDelete: "cascade" }),
    /** proposed, confirmed, done or cancelled. */
    stage: text("stage").notNull().default("proposed"),
    /** The coordinator's words to the foster family with the proposal (days that suit the family, say). */
    note: text("note").notNull().default(""),
    /** The day and time the foster family confirmed. */
    meetingAt: timestamp("meeting_at", { withTimezone: true }),
    /** How it went, by the foster family: good, unsure or not_suitable, and its words (the coordinator only). */
    outcome: text("outcome"),
    report: text("report").notNull().default(""),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check("foster_meetings_stage", sql`${t.stage} in ('proposed', 'confirmed', 'done', 'cancelled')`),
    check("foster_meetings_outcome", sql`${t.outcome} is null or ${t.outcome} in ('good', 'unsure', 'not_suitable')`),
    uniqueIndex("foster_meetings_open_request_idx").on(t.requestId).where(sql`${t.stage} in ('proposed', 'confirmed')`),
    index("foster_meetings_home_idx").on(t.fosterHomeId),
  ],
);
