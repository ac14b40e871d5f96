/**
 * The retest reminder after the handover, on both databases (docs/product/travel.md#retest-reminder,
 * docs/product/journey.md#follow-up-e-mails): an arrived request whose dog's papers record a test
 * for a Mediterranean disease gets `followup_retest` queued once, at its day and not before; one
 * without a recorded test gets none; the travel settings' months (saved by an owner, audited) move
 * the day, through the chore as app/services.server.ts wires it; the e-mail reads in the family's
 * language, from the owners' template; the request's page shows the day.
 */
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, outbox, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { followupChore, queueFollowups } from "#app/features/journey/aftercare/server/followups.server.ts";
import { followupsPart } from "#app/features/journey/aftercare/server/back-office.server.ts";
import { saveTemplate } from "#app/features/journey/request/server/templates.server.ts";
import { newsUrl, statusUrl } from "#app/features/journey/request/server/token.server.ts";
import { defaultFollowupTemplates } from "#app/features/journey/request/rules/templates.ts";
import { savePapers } from "#app/features/travel/server/papers.server.ts";
import { EMPTY_PAPERS } from "#app/features/travel/rules/papers-form.ts";
import { DEFAULT_TRAVEL_SETTINGS } from "#app/features/travel/rules/settings.ts";
import { loadTravelSettings, saveTravelSettings } from "#app/features/travel/server/settings.server.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { mailSources } from "../support/mail-sources.ts";

const SECRET = "retest-secret-retest-secret-retest";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
const logger = pino({ level: "silent" });
const DAY = 86_400_000;
const ARRIVED = new Date("2027-04-01T10:00:00Z");
/** Six calendar months after ARRIVED (the default). */
const RETEST_DAY = new Date("2027-10-01T10:00:00Z");
const SIX = { retestMonths: DEFAULT_TRAVEL_SETTINGS.retestMonths };

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

/** An adoption request for the dog `Luna<tag>` (dog id `77<n>`), moved to "arrived" at `arrivedAt` by the workflow's entry (its `arrived_at`). */
async function arrived(db: Database, tag: string, dogId: string, options: { arrivedAt?: Date; locale?: "de" | "es" } = {}) {
  const arrivedAt = options.arrivedAt ?? ARRIVED;
  const id = await storeAdoptionRequest(db, { secret: SECRET, tag, locale: options.locale ?? "de", now: new Date(arrivedAt.getTime() - 30 * DAY), dog: { id: dogId, name: `Luna${tag}` } });
  await db.update(submissions).set({ status: "arrived", statusChangedAt: arrivedAt, arrivedAt }).where(eq(submissions.id, id));
  return id;
}

const kindsOf = async (db: Database, id: string) => (await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.submissionId, id))).map((r) => r.kind).filter((k) => k.startsWith("followup_")).sort();
const retests = async (db: Database, id: string) => (await db.select().from(outbox).where(and(eq(outbox.submissionId, id), eq(outbox.kind, "followup_retest")))).length;

describe.each(testDatabases())("the retest reminder on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let owner: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [row] = await db.insert(adminUsers).values({ email: "olga@example.org", name: "Olga Vorstand", role: "owner" }).returning({ id: adminUsers.id });
    owner = { id: row!.id, label: "Olga Vorstand <olga@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  /** The dog's papers with one recorded test (or none: `tests: []`, a row that records only a chip). */
  const papers = (dogId: string, tests: { disease: "leishmaniosis" | "heartworm"; date: string; result: "negative" | "positive" }[]) =>
    savePapers(db, owner, dogId, { ...EMPTY_PAPERS, chipNumber: "941000024681357", chipDate: "2026-10-01", tests });

  it("is queued at its day and not before, once, for a dog whose papers record a test; never for one without", async () => {
    const tested = await arrived(db, "Tested", "7701");
    await papers("7701", [{ disease: "leishmaniosis", date: "2027-02-10", result: "negative" }]);
    const noTests = await arrived(db, "NoTests", "7702");
    await papers("7702", []);
    const noPapers = await arrived(db, "NoPapers", "7703");
    // The two weeks' and three months' follow-ups as before.
    expect(await queueFollowups(db, new Date("2027-04-15T10:00:00Z"), SIX)).toBe(3);
    expect(await queueFollowups(db, new Date("2027-07-01T10:00:00Z"), SIX)).toBe(3);
    // A millisecond before the day: nothing.
    expect(await queueFollowups(db, new Date(RETEST_DAY.getTime() - 1), SIX)).toBe(0);
    expect(await retests(db, tested)).toBe(0);
    // At its day: the tested dog's family only, once however often the chore runs.
    expect(await queueFollowups(db, RETEST_DAY, SIX)).toBe(1);
    expect(await queueFollowups(db, new Date(RETEST_DAY.getTime() + DAY), SIX)).toBe(0);
    expect(await queueFollowups(db, new Date(RETEST_DAY.getTime() + 29 * DAY), SIX)).toBe(0);
    expect(await kindsOf(db, tested)).toEqual(["followup_retest", "followup_three_months", "followup_two_weeks"]);
    expect(await retests(db, tested)).toBe(1);
    expect(await kindsOf(db, noTests)).toEqual(["followup_three_months", "followup_two_weeks"]);
    expect(await kindsOf(db, noPapers)).toEqual(["followup_three_months", "followup_two_weeks"]);
    // A closed request gets none, even with a test.
    const closed = await arrived(db, "Closed", "7704");
    await papers("7704", [{ disease: "heartworm", date: "2027-02-10", result: "negative" }]);
    await db.update(submissions).set({ status: "declined" }).where(eq(submissions.id, closed));
    expect(await queueFollowups(db, RETEST_DAY, SIX)).toBe(0);
  });

  it("the owners' months move the day: saved in the travel settings (audited) and read by the chore at each run", async () => {
    const id = await arrived(db, "Months", "7711", { arrivedAt: new Date("2027-01-31T09:00:00Z") });
    await papers("7711", [{ disease: "heartworm", date: "2027-01-02", result: "positive" }]);
    const chore = (at: string) =>
      followupChore({ db, logger, retestMonths: async () => (await loadTravelSettings(db)).retestMonths, now: () => new Date(at) }).run();
    expect(await loadTravelSettings(db)).toEqual(DEFAULT_TRAVEL_SETTINGS);
    expect(await saveTravelSettings(db, owner, { ...DEFAULT_TRAVEL_SETTINGS, retestMonths: 13 })).toEqual(["retestMonths"]);
    expect((await loadTravelSettings(db)).retestMonths).toBe(13);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "settings.travel"));
    expect(entry).toMatchObject({ actorId: owner.id, targetType: "travel_settings", details: { "retestMonths.old": "6", "retestMonths.new": "13" } });
    // Saving the same again changes nothing and writes nothing.
    expect(await saveTravelSettings(db, owner, { ...DEFAULT_TRAVEL_SETTINGS, retestMonths: 13 })).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "settings.travel"))).toHaveLength(1);
    // Six months on (the default's day) nothing; thirteen months on, a month's end moved to February's last day: the reminder.
    await chore("2027-07-31T09:00:00Z");
    expect(await retests(db, id)).toBe(0);
    await chore("2028-02-29T08:59:59Z");
    expect(await retests(db, id)).toBe(0);
    await chore("2028-02-29T09:00:00Z");
    expect(await retests(db, id)).toBe(1);
    // Two years: the chore looks back far enough.
    const late = await arrived(db, "TwoYears", "7712", { arrivedAt: new Date("2026-03-15T12:00:00Z") });
    await papers("7712", [{ disease: "leishmaniosis", date: "2026-02-01", result: "negative" }]);
    await saveTravelSettings(db, owner, { ...DEFAULT_TRAVEL_SETTINGS, retestMonths: 24 });
    await chore("2028-03-15T11:59:59Z");
    expect(await retests(db, late)).toBe(0);
    await chore("2028-04-13T12:00:00Z");
    expect(await retests(db, late)).toBe(1);
  });

  it("the request's page lists the follow-ups with their days, the retest's from the settings, or says why there is none", async () => {
    const tested = await arrived(db, "Page", "7721");
    await papers("7721", [{ disease: "leishmaniosis", date: "2027-02-10", result: "negative" }]);
    const untested = await arrived(db, "PageNone", "7722");
    const row = async (id: string) => (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
    const now = new Date("2027-04-20T10:00:00Z");
    await queueFollowups(db, now, SIX);
    const part = await followupsPart(db, await row(tested), { retestMonths: 9, retentionDays: 1000, now });
    expect(part?.items.map((i) => [i.which, i.day, i.state])).toEqual([
      ["two_weeks", "2027-04-15T10:00:00.000Z", "queued"],
      ["three_months", "2027-07-01T10:00:00.000Z", "planned"],
      ["retest", "2028-01-01T10:00:00.000Z", "planned"],
    ]);
    expect(part).toMatchObject({ arrivedAt: ARRIVED.toISOString(), hasEmail: true, noRetest: null, dogId: "7721" });
    // A request that led to an adoption is kept until its follow-ups' windows have passed (docs/product/forms.md#retention):
    // with the default retention (180 days from the request) the six months' reminder still goes.
    expect((await followupsPart(db, await row(tested), { retestMonths: 6, retentionDays: 180, now }))?.items.at(-1)?.state).toBe("planned");
    const none = await followupsPart(db, await row(untested), { retestMonths: 6, retentionDays: 1000, now });
    expect(none?.items.map((i) => i.which)).toEqual(["two_weeks", "three_months"]);
    expect(none?.noRetest).toBe("untested");
    // Not arrived: no part.
    await db.update(submissions).set({ status: "travel" }).where(eq(submissions.id, untested));
    expect(await followupsPart(db, await row(untested), { retestMonths: 6, retentionDays: 1000, now })).toBeNull();
  });

  it("the e-mail reads in the family's language: the default text in German, the owners' edited text in Spanish", async () => {
    const de = await arrived(db, "MailDe", "7731");
    const es = await arrived(db, "MailEs", "7732", { locale: "es" });
    for (const dog of ["7731", "7732"]) await papers(dog, [{ disease: "leishmaniosis", date: "2027-02-10", result: "negative" }]);
    await saveTemplate(db, owner, "followup.retest", "es", "Hola {firstName}: repite el test de {dog} en tu veterinario y envíanos el resultado. Un abrazo, {coordinator}");
    expect(await queueFollowups(db, RETEST_DAY, SIX)).toBe(2);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const german = transport.sent.find((m) => m.messageId === `<${de}.followup-retest@puente-canino.example>`);
    expect(german?.to).toBe("mailde@example.org");
    expect(german?.subject).toBe("Erinnerung: Nachtest für LunaMailDe");
    const defaultText = defaultFollowupTemplates.de["followup.retest"].split("\n\n")[1]!.replace(/\{dog\}/g, "LunaMailDe");
    expect(german?.text).toContain(defaultText);
    expect(german?.text).toMatch(/^Hallo Anna,/);
    for (const word of ["Leishmaniose", "Ehrlichiose", "Anaplasmose", "Herzwurm"]) expect(german?.text).toContain(word);
    expect(german?.text).toContain(newsUrl(SECRET, SITES, { id: de, locale: "de" }));
    expect(german?.text).toContain(statusUrl(SECRET, SITES, { id: de, locale: "de" }));
    const spanish = transport.sent.find((m) => m.messageId === `<${es}.followup-retest@puente-canino.example>`);
    expect(spanish?.to).toBe("mailes@example.org");
    expect(spanish?.subject).toBe("Recordatorio: nuevo test de LunaMailEs");
    expect(spanish?.text).toContain("Hola Anna: repite el test de LunaMailEs en tu veterinario y envíanos el resultado. Un abrazo, tu equipo de Puente Canino");
    expect(spanish?.text).toContain(newsUrl(SECRET, SITES, { id: es, locale: "es" }));
    expect(spanish?.text).not.toContain("Leishmaniose");
    expect(await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.kind, "followup_retest"))).toEqual([{ status: "sent" }, { status: "sent" }]);
  });
});
