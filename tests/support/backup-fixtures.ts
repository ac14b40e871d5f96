import { getTableName, isTable, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import * as schema from "#app/platform/db/schema.ts";

/** Every table of app/platform/db/schema.ts, by name. */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table))
    .sort();
}

/** Text no JSON or SQL step may bend: quotes, backslashes, line breaks, tabs, non-Latin scripts, an emoji. */
export const AWKWARD_TEXT = 'Zeile 1\nZeile 2\t"quoted" \\ back\\slash \'single\' – ñandú 犬 🐕 \u2028 end';

/**
 * A row in every table the schema has today, with the values that test each
 * column type: jsonb (objects, arrays, a JSON null, a JSON string), timestamps
 * with microseconds, bytea with every byte value, text arrays (empty, with a
 * NULL element, with commas and quotes), booleans, integers, a bigserial.
 */
export async function fillEveryTable(db: Database): Promise<void> {
  await fillContent(db);
  await fillBackOffice(db);
  await fillSubmissions(db);
  await db.execute(sql`insert into rate_limits (key, count, reset_at) values ('form:127.0.0.1', 3, now())`);
  await db.execute(sql`insert into app_settings (key, value) values ('form_secret', 'secret-value')`);
}

const userId = "11111111-1111-4111-8111-111111111111";
const submissionId = "22222222-2222-4222-8222-222222222222";

/** Dogs, the sync state and attempt, a dog's own texts, the organisation settings, a post and a guide. */
export async function fillContent(db: Database): Promise<void> {
  await db.execute(sql`insert into dogs (id, data, synced_at) values
    ('d1', ${JSON.stringify({ name: AWKWARD_TEXT, weight: 12.5, big: 9007199254740991, nested: { list: [1, null, "x"] }, nothing: null })}::jsonb, '2026-03-04 05:06:07.123456+00'),
    ('d2', 'null'::jsonb, '1999-12-31 23:59:59.999999+00'),
    ('d3', '"just a string"'::jsonb, '2026-11-22 10:00:00+01'),
    ('d4', '{"big": 123456789012345678901234567890.125, "e": 1e-7}'::jsonb, now())`);
  await db.execute(sql`insert into dog_sync_state (id, source, cache_timestamp, synced_at, dog_count) values (1, 'demo', null, '2026-03-04 05:06:07.5+00', 3)`);
  await db.execute(sql`insert into dog_sync_status (id, upstream, attempted_at, ok, error_kind, error_status, failing_since)
    values (1, 'https://dogs.example.org/pets', '2026-03-04 05:06:08.25+00', false, 'http', 503, '2026-03-04 05:00:00.000001+00')`);
  await db.execute(sql`insert into dog_texts (dog_id, headline_de, description_de, headline_es, description_es, updated_at, updated_by)
    values ('d1', null, null, ${AWKWARD_TEXT}, '<p>Español</p>', '2026-03-04 05:06:09.123456+00', null)`);
  await db.execute(sql`insert into organisation_settings (locale, values, updated_at, updated_by)
    values ('es', ${JSON.stringify({ phone: "+34 964 111 222", city: AWKWARD_TEXT })}::jsonb, '2026-03-04 05:06:10+00', null)`);
  await db.execute(sql`insert into blog_posts (id, slug_de, slug_es, title_de, title_es, content_de, content_es, published_date, updated_at, image_url, gallery_images)
    values ('33333333-3333-4333-8333-333333333333', 'erster', 'primero', ${AWKWARD_TEXT}, 'Título', ${`## ${AWKWARD_TEXT}`}, null,
            '2025-03-18 00:00:00+00', '2026-01-01 12:34:56.000001+00', 'erste.svg', ${JSON.stringify([{ url: "a.svg", caption_de: "Bild", caption_es: "Foto" }])}::jsonb)`);
  await db.execute(sql`insert into guides (id, slug_de, slug_es, title_de, title_es, gallery_images, gallery_alt, featured, display_order, created_at, updated_at)
    values ('44444444-4444-4444-8444-444444444444', 'ratgeber', 'guia', 'Ratgeber', 'Guía',
            ${sql.raw(`ARRAY['eins.svg', 'zwei, mit Komma.svg', 'drei "zitat".svg', NULL]::text[]`)}, ${JSON.stringify([{ de: "Hund", es: "Perro" }])}::jsonb,
            true, -7, '2026-02-02 02:02:02.020202+00', '2026-02-02 02:02:02.020202+00')`);
  // An earlier version of the post, kept by the back office's editor (bigserial, jsonb).
  await db.execute(sql`insert into content_revisions (kind, article_id, version, data, saved_at, saved_by)
    values ('blog', '33333333-3333-4333-8333-333333333333', 1, ${JSON.stringify({ title: { de: AWKWARD_TEXT, es: "Título" }, body: { de: "## Alt", es: "" } })}::jsonb, '2026-01-01 12:00:00.5+00', ${AWKWARD_TEXT})`);
}

/** An account with two passkeys (bytea, text arrays), a session, a link, a challenge, two stored files and three audit entries (bigserial). */
export async function fillBackOffice(db: Database): Promise<void> {
  await db.execute(sql`insert into admin_users (id, email, name, role, locale, created_at) values (${userId}, 'ana@example.org', ${AWKWARD_TEXT}, 'owner', 'es', '2026-05-05 05:05:05.555555+00')`);
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i)).toString("hex");
  await db.execute(sql`insert into admin_passkeys (id, user_id, name, public_key, counter, transports, created_at, last_used_at)
    values ('cred-1', ${userId}, 'Laptop', decode(${everyByte}, 'hex'), 2147483647, ${sql.raw(`ARRAY['usb','nfc']::text[]`)}, now(), null),
           ('cred-2', ${userId}, 'Telefon', ''::bytea, 0, '{}'::text[], now(), now())`);
  await db.execute(sql`insert into admin_sessions (id, user_id, method, client, expires_at) values ('sess-hash', ${userId}, 'passkey', 'Firefox on Linux', now() + interval '7 days')`);
  await db.execute(sql`insert into admin_login_links (id, user_id, purpose, expires_at, used_at) values ('link-hash', ${userId}, 'invitation', now(), null)`);
  await db.execute(sql`insert into admin_challenges (id, challenge, user_id, expires_at) values ('ch-1', 'abc', null, now())`);
  // A picture the account uploaded (every byte value), and one from the command line (no account).
  await db.execute(sql`insert into stored_files (path, content_type, bytes, size, sha256, created_at, created_by)
    values ('blog-images/0f0e0d0c-0b0a-4908-8706-050403020100.png', 'image/png', decode(${everyByte}, 'hex'), 256, encode(sha256(decode(${everyByte}, 'hex')), 'hex'), '2026-05-05 05:06:07.654321+00', ${userId}),
           ('guide-images/zwei, mit Komma.svg', 'image/svg+xml', convert_to('<svg/>', 'UTF8'), 6, encode(sha256(convert_to('<svg/>', 'UTF8')), 'hex'), now(), null)`);
  for (const action of ["invite", "role", "erase"]) {
    await db.execute(sql`insert into audit_log (actor_id, actor_label, action, target_type, target_id, details) values (${userId}, 'Ana', ${action}, 'user', ${userId}, ${JSON.stringify({ n: 1, ok: true, none: null })}::jsonb)`);
  }
}

/** Two submissions (one spam) with outbox rows and a note; needs fillBackOffice first. */
export async function fillSubmissions(db: Database): Promise<void> {
  await db.execute(sql`insert into submissions (id, form_type, locale, data, idempotency_key, spam, spam_reason, created_at, status, assignee_id)
    values (${submissionId}, 'contact', 'de', ${JSON.stringify({ name: AWKWARD_TEXT, email: "x@example.org", privacyAccepted: true, count: 3 })}::jsonb, 'key-1', false, null, '2026-06-06 06:06:06.666666+00', 'in_progress', ${userId}),
           ('55555555-5555-4555-8555-555555555555', 'adoption', 'es', '{}'::jsonb, 'key-2', true, 'too fast', now(), 'received', null)`);
  await db.execute(sql`insert into outbox (submission_id, kind, status, attempts, next_attempt_at, last_error, recipient_key)
    values (${submissionId}, 'notification', 'sent', 1, now(), null, null), (${submissionId}, 'confirmation', 'pending', 0, now(), 'ETIMEDOUT', 'hash')`);
  await db.execute(sql`insert into submission_notes (submission_id, author_id, text) values (${submissionId}, ${userId}, ${AWKWARD_TEXT})`);
  // The conversation of the request: a reply with its e-mail, an answer; a reply template as an owner saved it.
  const messageId = "88888888-8888-4888-8888-888888888888";
  await db.execute(sql`insert into submission_messages (id, submission_id, direction, author_id, body, template, client_key, created_at)
    values (${messageId}, ${submissionId}, 'association', ${userId}, ${AWKWARD_TEXT}, 'simple.in_progress', 'key-4', '2026-06-07 06:06:06.666666+00'),
           ('99999999-9999-4999-8999-999999999999', ${submissionId}, 'applicant', null, 'Gracias', null, null, now())`);
  await db.execute(sql`insert into outbox (submission_id, message_id, kind, status, attempts, next_attempt_at) values (${submissionId}, ${messageId}, 'reply', 'sent', 1, now())`);
  await db.execute(sql`insert into outbox (account_id, kind, status, attempts, next_attempt_at) values (${userId}, 'daily_summary', 'pending', 0, now())`);
  await db.execute(sql`insert into reply_templates (key, locale, body, updated_at, updated_by) values ('adoption.pre_check', 'es', ${AWKWARD_TEXT}, now(), 'Ana')`);
  // A confirmed new-dog alert subscription with one mailing, its announced dog and its e-mail.
  const subscriptionId = "66666666-6666-4666-8666-666666666666";
  const mailingId = "77777777-7777-4777-8777-777777777777";
  await db.execute(sql`insert into dog_alert_subscriptions (id, email, email_key, locale, types, locations, frequency, idempotency_key, confirm_token_hash, unsubscribe_token_hash, created_at, confirmed_at, next_digest_at)
    values (${subscriptionId}, 'alerts@example.org', 'email-key', 'es', ARRAY['adoption','hospice'], ARRAY['es'], 'daily', 'key-3', null, 'unsub-hash', '2026-07-07 07:07:07.777777+00', '2026-07-07 07:08:00+00', '2026-07-08 05:00:00+00')`);
  await db.execute(sql`insert into dog_alert_mailings (id, subscription_id, kind, dogs) values (${mailingId}, ${subscriptionId}, 'digest', ${JSON.stringify([{ id: "1", name: AWKWARD_TEXT }])}::jsonb)`);
  await db.execute(sql`insert into dog_alert_announcements (subscription_id, dog_id, dog, mailing_id) values (${subscriptionId}, '1', ${JSON.stringify({ id: "1", name: "Luna" })}::jsonb, ${mailingId})`);
  await db.execute(sql`insert into outbox (mailing_id, kind, status, attempts, next_attempt_at) values (${mailingId}, 'alert', 'pending', 0, now())`);
  // A pre-check of the request with its answers and a photo, and a question of the checklist; a volunteer's areas.
  const precheckId = "abababab-abab-4bab-8bab-abababababab";
  await db.execute(sql`update admin_users set precheck_areas = ARRAY['DE:76', 'ES:12', NULL, 'a,"b"'] where id = ${userId}`);
  await db.execute(sql`insert into precheck_questions (position, text_de, text_es, active) values (1, ${AWKWARD_TEXT}, '¿Jardín?', true), (2, 'Alt', 'Viejo', false)`);
  await db.execute(sql`insert into prechecks (id, submission_id, volunteer_id, assigned_by, country, postcode, address, status, answers, recommendation, summary, assigned_at, completed_at)
    values (${precheckId}, ${submissionId}, ${userId}, ${userId}, 'DE', '76131', ${AWKWARD_TEXT}, 'done', ${JSON.stringify([{ de: "Garten?", es: "¿Jardín?", answer: "yes", comment: AWKWARD_TEXT }])}::jsonb, 'recommended', null, '2026-06-08 06:06:06.666666+00', now())`);
  await db.execute(sql`insert into precheck_photos (precheck_id, content_type, bytes) values (${precheckId}, 'image/jpeg', ${Buffer.from(Array.from({ length: 256 }, (_, i) => i))})`);
  await db.execute(sql`insert into outbox (submission_id, account_id, kind, status, attempts, next_attempt_at) values (${submissionId}, ${userId}, 'precheck_assigned', 'sent', 1, now())`);
  // The request holds its dog's reservation (the dog page's public mark).
  await db.execute(sql`update submissions set reserved = true, waitlist = true where id = ${submissionId}`);
  await db.execute(sql`insert into dog_holds (dog_id, submission_id, since) values ('30124', ${submissionId}, '2026-06-30 12:00:00.123456+00')`);
  // The address of a happy end taken down (a shared link answers 410).
  await db.execute(sql`insert into retired_happy_ends (slug, reason, retired_at) values ('bruno-30125', 'withdrawn', '2026-06-30 12:00:00.654321+00')`);
  // A member paying by direct debit (the IBAN sealed, as the site stores it), the welcome e-mail, and the membership's settings.
  const membershipId = "efefefef-efef-4fef-8fef-efefefefefef";
  await db.execute(sql`insert into memberships (id, submission_id, locale, status, membership_type, payment_interval, fee_cents, entry_date, first_due_date, member_number, person, email_lower, payment_method, account_holder, iban_sealed, iban_masked, mandate_reference, mandate_signed_on, access_token_hash, created_at)
    values (${membershipId}, ${submissionId}, 'de', 'active', 'active', 'monthly', 1250, '2026-07-01', '2026-07-01', 7, ${JSON.stringify({ firstName: AWKWARD_TEXT, email: "m@example.org" })}::jsonb, 'm@example.org', 'debit', ${AWKWARD_TEXT}, 'v1.k1.aXY.Y2lwaGVy', 'DE89 **** **** **** **30 00', 'PC-M0007', '2026-06-06', 'member-hash', '2026-06-06 06:06:06.666666+00')`);
  await db.execute(sql`insert into outbox (membership_id, kind, status, attempts, next_attempt_at) values (${membershipId}, 'membership_welcome', 'sent', 1, now())`);
  // Its fees (a debit collected, a new try after a return) with their e-mails, and a donation receipt with its PDF.
  const feeId = "e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1";
  const retryId = "e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2";
  await db.execute(sql`insert into membership_fees (id, membership_id, due_date, collection_date, amount_cents, method, reference, status, mandate_reference, sequence, announced_on, batch_message_id, return_reason, paid_on, statement_entry, status_changed_at, created_at)
    values (${feeId}, ${membershipId}, '2026-07-01', '2026-07-01', 1250, 'debit', 'PC-M0007-20260701', 'returned', 'PC-M0007', 'FRST', '2026-06-17', 'PC-20260701-ABCDEF123456', 'AM04', null, null, '2026-07-08 06:06:06.666666+00', '2026-06-06 06:06:06.666666+00')`);
  await db.execute(sql`insert into membership_fees (id, membership_id, due_date, amount_cents, method, reference, retry_of, status, paid_on, statement_entry)
    values (${retryId}, ${membershipId}, '2026-07-01', 1250, 'transfer', 'PC-M0007-20260701-2', ${feeId}, 'received', '2026-07-10', ${"ab".repeat(32)})`);
  await db.execute(sql`insert into outbox (membership_id, fee_id, kind, status, attempts, next_attempt_at) values (${membershipId}, ${feeId}, 'membership_debit_returned', 'sent', 1, now())`);
  const receiptId = "e3e3e3e3-e3e3-4e3e-8e3e-e3e3e3e3e3e3";
  await db.execute(sql`insert into membership_receipts (id, membership_id, number, year, period_from, period_to, issued_on, total_cents, pdf)
    values (${receiptId}, ${membershipId}, '2026-0001', 2026, '2026-01-01', '2026-07-10', '2026-07-10', 1250, ${Buffer.from("%PDF-1.7 ")})`);
  await db.execute(sql`insert into outbox (membership_id, receipt_id, kind, status, attempts, next_attempt_at) values (${membershipId}, ${receiptId}, 'membership_receipt', 'sent', 1, now())`);
  await db.execute(sql`insert into membership_settings (id, values, updated_at) values (1, ${JSON.stringify({ creditorId: "DE98ZZZ09999999999", creditorName: AWKWARD_TEXT, minimumFees: { active: { monthly: 700 } } })}::jsonb, now())`);
  // A dog's travel papers, with its disease tests.
  await db.execute(sql`insert into dog_papers (dog_id, chip_number, chip_date, birth_date, rabies_date, rabies_valid_until, passport_number, tests, neutered, other_vaccinations, notes, updated_at, updated_by)
    values ('30124', '941000024681357', '2026-05-01', '2026-01-01', '2026-05-01', '2029-05-01', 'ES-28-0123456', ${JSON.stringify([{ disease: "leishmaniosis", date: "2026-06-01", result: "negative" }])}::jsonb, true, ${AWKWARD_TEXT}, ${AWKWARD_TEXT}, '2026-06-02 06:06:06.666666+00', ${userId})`);
  // A transport with the request on it.
  const transportId = "cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd";
  await db.execute(sql`insert into transports (id, departure_date, arrival_date, created_by) values (${transportId}, '2026-07-01', '2026-07-02', ${userId})`);
  await db.execute(sql`insert into transport_entries (transport_id, submission_id, dog_id, point, time, chip, note, show_public, reminder_queued_for)
    values (${transportId}, ${submissionId}, '30124', 'karlsruhe', '14:30', '941000012345678', ${AWKWARD_TEXT}, true, '2026-07-02')`);
  await db.execute(sql`update transports set departed_at = '2026-07-01 05:06:07.123456+00', authority_notice_for = '2026-07-02' where id = ${transportId}`);
  await db.execute(sql`update transport_entries set traces = 'INTRA.ES.2026.0000001' where transport_id = ${transportId}`);
  // A dog on a flight sponsor's flight (the offer and the family are the one request here), and the travel settings.
  await db.execute(sql`insert into flights (offer_id, request_id, dog_id, stage, flight_date, flight_number, from_airport, to_airport, arrival_time, handover_spain, meeting_point, traces, created_by)
    values (${submissionId}, ${submissionId}, '30124', 'flown', '2026-07-01', 'VY 1816', 'VLC', 'FRA', '18:40', ${AWKWARD_TEXT}, ${AWKWARD_TEXT}, '', ${userId})`);
  await db.execute(sql`insert into travel_settings (id, values, updated_by) values (1, ${JSON.stringify({ retestMonths: 6, authorityNotice: { enabled: true, email: "amt@example.org", workingDays: 2 } })}::jsonb, ${userId})`);
  // A foster home with a dog living there, its news with a photo (published, with its copy), a meeting with the request's family, and their e-mails.
  const fosterHomeId = "f0f0f0f0-f0f0-4f0f-8f0f-f0f0f0f0f0f0";
  const stayId = "f1f1f1f1-f1f1-4f1f-8f1f-f1f1f1f1f1f1";
  const fosterNewsId = "f2f2f2f2-f2f2-4f2f-8f2f-f2f2f2f2f2f2";
  await db.execute(sql`insert into foster_homes (id, submission_id, locale, stage, name, email, email_lower, phone, street, postal_code, city, capacity, sizes, has_cats, has_children, visits, visit_times, notes, access_token_hash, created_by)
    values (${fosterHomeId}, ${submissionId}, 'de', 'paused', ${AWKWARD_TEXT}, 'P@example.org', 'p@example.org', '+49 1', ${AWKWARD_TEXT}, '50667', 'Köln', 2, 'small,large', true, false, true, ${AWKWARD_TEXT}, ${AWKWARD_TEXT}, 'foster-hash', ${userId})`);
  await db.execute(sql`insert into foster_stays (id, foster_home_id, dog_id, dog_name, stage, arrival, transport_id, starts_on, created_by) values (${stayId}, ${fosterHomeId}, '30124', 'Luna', 'current', 'transport', ${transportId}, '2026-07-02', ${userId})`);
  await db.execute(sql`insert into foster_stays (foster_home_id, dog_id, dog_name, stage, arrival, starts_on, ended_on, end_reason) values (${fosterHomeId}, '30125', 'Bruno', 'ended', 'hand', '2026-05-01', '2026-06-01', 'adopted')`);
  await db.execute(sql`insert into stored_files (path, content_type, bytes, size, sha256, created_by)
    values ('pflegestellen/f2f2-1.jpg', 'image/jpeg', convert_to('jpeg2', 'UTF8'), 5, encode(sha256(convert_to('jpeg2', 'UTF8')), 'hex'), ${userId})`);
  await db.execute(sql`insert into foster_news (id, foster_home_id, stay_id, dog_id, body, publishable, published_at, published_by, photo_paths, client_key)
    values (${fosterNewsId}, ${fosterHomeId}, ${stayId}, '30124', ${AWKWARD_TEXT}, true, '2026-07-05 06:06:06.666666+00', ${userId}, ${sql.raw(`ARRAY['pflegestellen/f2f2-1.jpg']::text[]`)}, 'key-f')`);
  await db.execute(sql`insert into foster_news_photos (news_id, position, content_type, bytes, width, height) values (${fosterNewsId}, 0, 'image/jpeg', ${Buffer.from(Array.from({ length: 64 }, (_, i) => i * 3))}, 800, 600)`);
  await db.execute(sql`insert into foster_meetings (request_id, stay_id, foster_home_id, stage, note, meeting_at, outcome, report, created_by)
    values (${submissionId}, ${stayId}, ${fosterHomeId}, 'done', ${AWKWARD_TEXT}, '2026-07-06 14:30:00+00', 'good', ${AWKWARD_TEXT}, ${userId})`);
  await db.execute(sql`insert into outbox (foster_home_id, kind, status, attempts, next_attempt_at) values (${fosterHomeId}, 'foster_welcome', 'sent', 1, now())`);
  await db.execute(sql`insert into outbox (submission_id, foster_home_id, kind, status, attempts, next_attempt_at) values (${submissionId}, ${fosterHomeId}, 'foster_meeting_confirmed', 'sent', 1, now())`);
  // A saved contract text and the request's signed, countersigned contract with its fee received.
  await db.execute(sql`insert into contract_templates (locale, version, body, created_by) values ('de', 1, ${AWKWARD_TEXT}, ${userId})`);
  await db.execute(sql`insert into contracts (submission_id, locale, reference, template_version, adopter_name, adopter_email, adopter_address, dog_name, chip_number, fee_cents, body, body_sha256, generated_by, signed_at, signed_name, signed_address_hash, countersigned_at, countersigned_by, countersigned_name, fee_received_on, fee_received_by)
    values (${submissionId}, 'de', 'PC-ABCDEF', 1, ${AWKWARD_TEXT}, 'x@example.org', 'Weg 1', 'Luna', '941000012345678', 49000, ${AWKWARD_TEXT}, 'ab', ${userId}, '2026-06-09 06:06:06.666666+00', 'Anna', 'hash', now(), ${userId}, 'Ana', '2026-06-10', ${userId})`);
  // After the handover: the family's news with a photo and its notice, and a happy end made from it, published with a copy of the photo.
  const newsId = "efefefef-efef-4fef-8fef-efefefefefef";
  const newsPhotoId = "fafafafa-fafa-4afa-8afa-fafafafafafa";
  await db.execute(sql`insert into family_news (id, submission_id, body, consent, consent_at, consent_withdrawn_at, client_key, created_at)
    values (${newsId}, ${submissionId}, ${AWKWARD_TEXT}, true, '2026-06-11 06:06:06.666666+00', null, 'key-5', '2026-06-11 06:06:06.666666+00')`);
  await db.execute(sql`insert into family_news_photos (id, news_id, position, content_type, bytes, width, height) values (${newsPhotoId}, ${newsId}, 0, 'image/jpeg', ${Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i))}, 1600, 1200)`);
  await db.execute(sql`insert into outbox (submission_id, news_id, kind, status, attempts, next_attempt_at) values (${submissionId}, ${newsId}, 'news_notice', 'sent', 1, now())`);
  await db.execute(sql`insert into outbox (submission_id, kind, status, attempts, next_attempt_at) values (${submissionId}, 'followup_two_weeks', 'sent', 1, now())`);
  await db.execute(sql`insert into stored_files (path, content_type, bytes, size, sha256, created_by)
    values ('happy-ends/abab-1.jpg', 'image/jpeg', convert_to('jpeg', 'UTF8'), 4, encode(sha256(convert_to('jpeg', 'UTF8')), 'hex'), ${userId})`);
  await db.execute(sql`insert into happy_ends (submission_id, news_id, family_key, dog_id, dog_name, slug, title_de, title_es, text_de, text_es, photo_alt_de, photo_alt_es, photo_ids, photo_paths, redirect_dog, status, version, published_at, created_by)
    values (${submissionId}, ${newsId}, 'family-key', '30124', 'Luna', 'luna', ${AWKWARD_TEXT}, 'Luna ya está en casa', ${AWKWARD_TEXT}, '', 'Luna', 'Luna', ${sql.raw(`ARRAY['${newsPhotoId}']::text[]`)}, ${sql.raw(`ARRAY['happy-ends/abab-1.jpg']::text[]`)}, true, 'published', 3, '2026-06-12 06:06:06.666666+00', ${userId})`);
}

/** Every row of a table as PostgreSQL's own text of the record, sorted: independent of the backup's JSON path. */
export async function tableText(db: Database, table: string): Promise<string[]> {
  const result = (await db.execute(sql`select t::text as "row" from ${sql.identifier(table)} t order by 1`)) as unknown as { rows: { row: string }[] };
  return result.rows.map((r) => r.row);
}

export async function sequenceState(db: Database, name: string): Promise<string> {
  const result = (await db.execute(sql`select last_value::text || ':' || is_called::text as "s" from ${sql.identifier(name)}`)) as unknown as { rows: { s: string }[] };
  return result.rows[0]!.s;
}
