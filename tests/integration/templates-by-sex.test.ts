/**
 * Issue 34, item 12: the dog's sex from our list chooses the templates' forms ({ihm|ihr}), in the
 * defaults and in an owner's stored template (`reply_templates`), for replies, "found a family" and
 * the follow-up e-mails; unknown sex gives the neutral form.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import type { Dog } from "#app/features/dogs/rules/index.ts";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { foundFamilyTexts, replyDrafts } from "#app/features/journey/request/server/compose.server.ts";
import { saveTemplate } from "#app/features/journey/request/server/templates.server.ts";
import { queueFollowups } from "#app/features/journey/aftercare/server/followups.server.ts";
import { DEFAULT_TRAVEL_SETTINGS } from "#app/features/travel/rules/settings.ts";
import { mailSources } from "../support/mail-sources.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";

/** The follow-ups with the travel settings' default months (the retest reminder). */
const DEFAULT_FOLLOWUP_SETTINGS = { retestMonths: DEFAULT_TRAVEL_SETTINGS.retestMonths };

const SECRET = "templates-by-sex-secret-templates-by-sex";
const SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const DAY = 86_400_000;

const dog = (id: string, name: string, tags: string[]): Dog => ({ id, name, species: "Hunde ES", tags, reserved: false, mediated: false, inGermany: false, images: [] }) as unknown as Dog;
const DOGS = [dog("501", "Luna", ["Hündin"]), dog("502", "Bruno", ["Rüde"]), dog("503", "Niemand", [])];

describe.each(testDatabases())("templates choose the dog's forms on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let owner: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [row] = await db.insert(adminUsers).values({ email: "olga@example.org", name: "Olga Owner", role: "owner" }).returning({ id: adminUsers.id });
    owner = { id: row!.id, label: "Olga Owner <olga@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const draft = async (locale: "de" | "es", dogId: string, key = "adoption.arrived") => {
    const d = DOGS.find((x) => x.id === dogId)!;
    const drafts = await replyDrafts(db, { formType: "adoption", locale, dogName: d.name!, dogId }, "Olga", organisationDefaults, DOGS);
    return drafts.find((x) => x.key === key)!.body;
  };

  it("the default texts: a female dog 'ihr' / 'bienvenida', a male dog 'ihm' / 'bienvenido', an unknown one neutral", async () => {
    expect(await draft("de", "501")).toContain("Gib ihr Zeit, sich einzuleben.");
    expect(await draft("de", "501")).toContain("wie es ihr geht");
    expect(await draft("de", "502")).toContain("Gib ihm Zeit, sich einzuleben.");
    expect(await draft("de", "503")).toContain("Gib ihm/ihr Zeit");
    expect(await draft("es", "501")).toContain("¡bienvenida a casa!");
    expect(await draft("es", "502")).toContain("¡bienvenido a casa!");
    expect(await draft("es", "503")).toContain("¡bienvenido/a a casa!");
    expect(await draft("de", "501", "adoption.declined")).toContain("besser zu ihr passt");
    expect(await draft("es", "501", "adoption.declined")).toContain("encaja mejor con ella");
    for (const id of ["501", "502", "503"]) for (const locale of ["de", "es"] as const) expect(await draft(locale, id)).not.toMatch(/\{[^}]*\|/);
  });

  it("an owner's stored template uses the same forms", async () => {
    await saveTemplate(db, owner, "adoption.getting_to_know", "de", "Hallo {firstName}, {dog} freut sich auf dich – {er|sie|es} ist {ein Rüde|eine Hündin|ein Hund} mit Herz.");
    expect(await draft("de", "501", "adoption.getting_to_know")).toBe("Hallo {firstName}, Luna freut sich auf dich – sie ist eine Hündin mit Herz.");
    expect(await draft("de", "502", "adoption.getting_to_know")).toBe("Hallo {firstName}, Bruno freut sich auf dich – er ist ein Rüde mit Herz.");
    expect(await draft("de", "503", "adoption.getting_to_know")).toBe("Hallo {firstName}, Niemand freut sich auf dich – es ist ein Hund mit Herz.");
  });

  it("'found a family' chooses by the reserved dog", async () => {
    await saveTemplate(db, owner, "adoption.placed_elsewhere", "es", "Hola {firstName}: {dog} ya está {adoptado|adoptada}. {similarDogs}");
    const texts = await foundFamilyTexts(db, { dogs: DOGS, sites: SITES, organisation: organisationDefaults }, { dogId: "501", dogName: "Luna" }, "Olga");
    expect(texts!.bodies.es).toMatch(/^Hola \{firstName\}: Luna ya está adoptada\./);
  });

  it("a follow-up e-mail chooses by the dog of our list when it is sent", async () => {
    const arrivedAt = new Date("2027-04-01T10:00:00Z");
    const id = await storeAdoptionRequest(db, { secret: SECRET, tag: "Sex", now: new Date(arrivedAt.getTime() - 30 * DAY), dog: { id: "501", name: "Luna" } });
    await db.update(submissions).set({ status: "arrived", statusChangedAt: arrivedAt, arrivedAt }).where(eq(submissions.id, id));
    await saveTemplate(db, owner, "followup.two_weeks", "de", "Hallo {firstName}, wie geht es {ihm|ihr}? {coordinator}");
    expect(await queueFollowups(db, new Date("2027-04-15T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(1);
    const sent: MailMessage[] = [];
    const transport = { kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => {}, close: () => {} } as unknown as MailTransport;
    await deliverDue({ db, transport, logger: pino({ level: "silent" }), retryHours: 48, sources: mailSources(FROM, { sites: SITES, secret: SECRET }, { secret: SECRET, dogs: async () => DOGS }) });
    const mail = sent.find((m) => m.messageId.includes(".followup-2w"));
    expect(mail?.text).toContain("wie geht es ihr?");
  });
});
