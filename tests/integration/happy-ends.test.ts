/**
 * After the handover, on both databases (docs/product/journey.md#after-the-handover): the follow-up
 * e-mails queued once two weeks and three months after "arrived" (also with two processes on
 * PostgreSQL) and sent with the owners' text and the news link; a family's news with photos and its
 * notice; a happy end made from news the family allowed, checked for the family's name and place,
 * published with copies of its photos and taken back; the consent's withdrawal; erasure and retention
 * with a canary; the audit log by ids.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, familyNews, happyEnds, outbox, retiredHappyEnds, storedFiles, submissions } from "#app/platform/db/schema.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { deleteExpiredSubmissions } from "#app/features/submissions/server/mail-source.server.ts";
import { queueFollowups } from "#app/features/journey/aftercare/server/followups.server.ts";
import { DEFAULT_TRAVEL_SETTINGS } from "#app/features/travel/rules/settings.ts";
import { addNews, consentedNewsWithoutHappyEnd, newsOfRequest, withdrawConsent } from "#app/features/journey/aftercare/server/family-news.server.ts";
import { createHappyEnd, EDITOR_ROLES, identityOf, listHappyEnds, loadHappyEnd, readPublishedHappyEnds, removeHappyEnd, retiredHappyEnd, saveHappyEnd } from "#app/features/journey/happy-ends/server/happy-ends.server.ts";
import { PERMISSIONS } from "#app/admin/auth/roles.ts";
import { happyEndOfDog } from "#app/features/journey/happy-ends/server/happy-end-pages.server.ts";
import { saveTemplate } from "#app/features/journey/request/server/templates.server.ts";
import { newsUrl, statusUrl } from "#app/features/journey/request/server/token.server.ts";
import { assignPrecheck } from "#app/features/journey/precheck/server/prechecks.server.ts";
import { generateContract } from "#app/features/journey/contract/server/contracts.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { NEWS_PER_DAY } from "#app/features/journey/aftercare/rules/family-news.ts";
import type { HappyEndInput } from "#app/features/journey/happy-ends/rules/happy-end.ts";
import { erasePerson, erasurePreview, forgetErased } from "#app/admin/inbox/privacy.server.ts";
import { testDatabases } from "../support/databases.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { tablesHolding } from "../support/tables-holding.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { mailSources } from "../support/mail-sources.ts";

/** The follow-ups with the travel settings' default months (the retest reminder). */
const DEFAULT_FOLLOWUP_SETTINGS = { retestMonths: DEFAULT_TRAVEL_SETTINGS.retestMonths };

const SECRET = "happy-end-secret-happy-end-secret";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const SITES = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
const logger = pino({ level: "silent" });
const DAY = 86_400_000;

function keepingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async () => {}, close: () => {} } as unknown as MailTransport & { sent: MailMessage[] };
}

/** An adoption request for the dog `Luna<tag>`, moved to "arrived" at `arrivedAt`. */
async function arrived(db: Database, tag: string, arrivedAt: Date, locale: "de" | "es" = "de") {
  const dog = { id: `9000${tag.length}${tag.charCodeAt(0)}`, name: `Luna${tag}` };
  const id = await storeAdoptionRequest(db, { secret: SECRET, tag, locale, now: new Date(arrivedAt.getTime() - 30 * DAY), dog });
  await db.update(submissions).set({ status: "arrived", statusChangedAt: arrivedAt, arrivedAt }).where(eq(submissions.id, id));
  return id;
}

const photo = (text: string) => ({ contentType: "image/jpeg", bytes: new TextEncoder().encode(`not a real photo: ${text}`), width: 1200, height: 900 });

const followupKinds = async (db: Database, id: string) =>
  (await db.select({ kind: outbox.kind }).from(outbox).where(and(eq(outbox.submissionId, id), inArray(outbox.kind, ["followup_two_weeks", "followup_three_months"])))).map((r) => r.kind).sort();

function complete(slug: string, photoIds: string[]): HappyEndInput {
  return {
    slug,
    title: { de: "Luna ist zu Hause angekommen", es: "Luna ya está en casa" },
    text: { de: "Luna schläft jeden Abend auf dem Sofa.\n\nUnd sie liebt den Park.", es: "Luna duerme cada noche en el sofá." },
    alt: { de: "Luna im neuen Zuhause", es: "Luna en su nuevo hogar" },
    photoIds,
    redirectDog: true,
  };
}

describe.each(testDatabases())("after the handover on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let editor: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [row] = await db.insert(adminUsers).values({ email: "rita@example.org", name: "Rita Redaktion", role: "editor" }).returning({ id: adminUsers.id });
    editor = { id: row!.id, label: "Rita Redaktion <rita@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it("queues each follow-up once, from its day for thirty days, only while the request is 'arrived'", async () => {
    const arrivedAt = new Date("2027-04-01T10:00:00Z");
    const id = await arrived(db, "Follow", arrivedAt);
    const old = await arrived(db, "Old", new Date("2026-09-01T10:00:00Z"));
    const closed = await arrived(db, "Closed", arrivedAt);
    await db.update(submissions).set({ status: "declined" }).where(eq(submissions.id, closed));

    expect(await queueFollowups(db, new Date("2027-04-14T09:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(0);
    expect(await queueFollowups(db, new Date("2027-04-15T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(1);
    expect(await queueFollowups(db, new Date("2027-04-16T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(0);
    expect(await followupKinds(db, id)).toEqual(["followup_two_weeks"]);
    expect(await queueFollowups(db, new Date("2027-07-01T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(1);
    expect(await followupKinds(db, id)).toEqual(["followup_three_months", "followup_two_weeks"]);
    // Arrived long before (an older version's request): its follow-ups' windows have passed.
    expect(await followupKinds(db, old)).toEqual([]);
    expect(await followupKinds(db, closed)).toEqual([]);
  });

  it("sends the owners' text, in the request's language, with the news link and the status link", async () => {
    const id = await arrived(db, "Mail", new Date("2027-04-01T10:00:00Z"), "es");
    await saveTemplate(db, editor, "followup.two_weeks", "es", "Hola {firstName}: ¿qué tal {dog}? Un abrazo, {coordinator}");
    expect(await queueFollowups(db, new Date("2027-04-15T10:00:00Z"), DEFAULT_FOLLOWUP_SETTINGS)).toBe(1);
    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    // The follow-up, not the confirmation (whose subject names the dog too).
    const mail = transport.sent.find((m) => m.messageId.includes(".followup-2w"));
    expect(mail?.subject).toContain("LunaMail");
    expect(mail?.to).toBe("mail@example.org");
    expect(mail?.text).toContain("Hola Anna: ¿qué tal LunaMail? Un abrazo, tu equipo de Puente Canino");
    expect(mail?.text).toContain(newsUrl(SECRET, SITES, { id, locale: "es" }));
    expect(mail?.text).toContain(statusUrl(SECRET, SITES, { id, locale: "es" }));
    expect(newsUrl(SECRET, SITES, { id, locale: "es" })).toMatch(/^http:\/\/es\.localhost:3000\/solicitud\/[\w-]{43}\/novedades$/);
  });

  it("keeps a family's news with its photos once, tells the association without the words, and takes no news before arrival or beyond the day's limit", async () => {
    const id = await arrived(db, "News", new Date("2027-04-01T10:00:00Z"));
    const now = new Date("2027-04-20T10:00:00Z");
    expect(await addNews(db, id, { body: "Luna schläft im Körbchen.", consent: true, clientKey: "k1" }, [photo("a"), photo("b")], now)).toBe("stored");
    expect(await addNews(db, id, { body: "Luna schläft im Körbchen.", consent: true, clientKey: "k1" }, [photo("a")], now)).toBe("duplicate");
    for (let i = 2; i <= NEWS_PER_DAY; i++) expect(await addNews(db, id, { body: `Nachricht ${i}`, consent: false, clientKey: `k${i}` }, [], now)).toBe("stored");
    expect(await addNews(db, id, { body: "zu viel", consent: false, clientKey: "k9" }, [], now)).toBe("limit");
    expect(await addNews(db, id, { body: "am nächsten Tag", consent: false, clientKey: "k10" }, [], new Date(now.getTime() + DAY + 1))).toBe("stored");
    const news = await newsOfRequest(db, id);
    expect(news).toHaveLength(NEWS_PER_DAY + 1);
    expect(news.find((n) => n.body === "Luna schläft im Körbchen.")).toMatchObject({ consent: true, photoIds: [expect.any(String), expect.any(String)] });
    expect(news[0]!.body).toBe("am nächsten Tag");

    await db.update(submissions).set({ status: "travel" }).where(eq(submissions.id, id));
    expect(await addNews(db, id, { body: "zu früh", consent: false, clientKey: "k11" }, [], now)).toBe("closed");

    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const notices = transport.sent.filter((m) => m.messageId.includes(`${id}.news.`));
    expect(notices.length).toBe(NEWS_PER_DAY + 1);
    for (const notice of notices) expect(notice.text).not.toContain("Körbchen");
    expect(notices.some((n) => n.text.includes("Redaktion"))).toBe(true);
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "news.received"));
    expect(audited).toHaveLength(NEWS_PER_DAY + 1);
    expect(JSON.stringify(audited)).not.toContain("Körbchen");
  });

  it("makes a happy end only from news the family allowed; publishing checks every text and the family's name and place, and copies the photos", async () => {
    const id = await arrived(db, "Story", new Date("2027-04-01T10:00:00Z"));
    await addNews(db, id, { body: "Nur für euch.", consent: false, clientKey: "private" }, [photo("private")]);
    await addNews(db, id, { body: "Luna liebt den Park in Karlsruhe.", consent: true, clientKey: "public" }, [photo("one"), photo("two")]);
    // The coordinator knows where the family lives: the visit's and the contract's addresses.
    const [volunteer] = await db.insert(adminUsers).values({ email: "vk@example.org", role: "precheck", name: "Vera" }).returning({ id: adminUsers.id });
    await db.update(submissions).set({ status: "getting_to_know" }).where(eq(submissions.id, id));
    expect((await assignPrecheck(db, editor, id, { volunteerId: volunteer!.id, country: "DE", postcode: "76131", address: "Gartenweg 3, Karlsruhe" })).ok).toBe(true);
    await db.update(submissions).set({ status: "contract" }).where(eq(submissions.id, id));
    const organisation = await loadOrganisation(db);
    expect((await generateContract(db, editor, id, { adopterName: "Anna Müller Story", adopterAddress: "Gartenweg 3, 76131 Karlsruhe", dogName: "LunaStory", chip: "941000024681357" }, organisation.de)).ok).toBe(true);
    await db.update(submissions).set({ status: "arrived" }).where(eq(submissions.id, id));

    const waiting = await consentedNewsWithoutHappyEnd(db);
    expect(waiting.map((n) => n.body)).toEqual(["Luna liebt den Park in Karlsruhe."]);
    const news = await newsOfRequest(db, id);
    const privateNews = news.find((n) => !n.consent)!;
    expect(await createHappyEnd(db, editor, SECRET, privateNews.id)).toEqual({ ok: false, reason: "unknown" });
    const created = await createHappyEnd(db, editor, SECRET, waiting[0]!.id);
    if (!created.ok) throw new Error("not created");
    expect(await createHappyEnd(db, editor, SECRET, waiting[0]!.id)).toEqual({ ok: false, reason: "exists" });
    expect(await consentedNewsWithoutHappyEnd(db)).toEqual([]);

    const view = await loadHappyEnd(db, created.id);
    expect(view?.row).toMatchObject({ slug: "lunastory", dogName: "LunaStory", status: "draft", textDe: "Luna liebt den Park in Karlsruhe.", textEs: "", photoPaths: [] });
    expect(view?.news?.photoIds).toHaveLength(2);
    const identity = await identityOf(db, id);
    expect(identity).toEqual(expect.arrayContaining(["muller", "story", "karlsruhe", "76131", "gartenweg"]));

    // Publishing: the Spanish text is missing, and the German one names the town.
    const draft = { ...complete("lunastory", view!.news!.photoIds), text: { de: view!.row.textDe, es: "" } };
    const refused = await saveHappyEnd(db, editor, created.id, draft, view!.row.version, "publish");
    expect(refused).toEqual({ ok: false, reason: "invalid", errors: [{ field: "textDe", problem: "names", words: ["Karlsruhe"] }, { field: "textEs", problem: "required" }] });
    // A draft may be saved as it is.
    const saved = await saveHappyEnd(db, editor, created.id, draft, view!.row.version, "save");
    expect(saved).toMatchObject({ ok: true, status: "draft" });
    // An older form is refused.
    expect(await saveHappyEnd(db, editor, created.id, draft, view!.row.version, "save")).toEqual({ ok: false, reason: "stale" });

    const [second, first] = view!.news!.photoIds;
    const published = await saveHappyEnd(db, editor, created.id, complete("lunastory", [second!, first!]), view!.row.version + 1, "publish");
    expect(published).toMatchObject({ ok: true, status: "published", removed: [] });
    const rows = await readPublishedHappyEnds(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.photoPaths).toHaveLength(2);
    const copies = await fileStore.list(db, "happy-ends/");
    expect(copies.map((c) => c.path).sort()).toEqual([...rows[0]!.photoPaths].sort());
    // The photos in the news' order: the first chosen is the first shown.
    expect(new TextDecoder().decode((await fileStore.get(db, rows[0]!.photoPaths[0]!))!.data)).toBe("not a real photo: one");
    // The dog page's redirect: by the dog's id part of its slug.
    const dogId = (await db.select({ dogId: submissions.dogId }).from(submissions).where(eq(submissions.id, id)))[0]!.dogId!;
    expect(happyEndOfDog(rows, `lunastory-${dogId}`)?.slug).toBe("lunastory");
    expect(happyEndOfDog(rows, "lunastory-99999999")).toBeNull();

    // Taken back: the copies go, it is a draft again; published again: new copies.
    const back = await saveHappyEnd(db, editor, created.id, complete("lunastory", [first!]), view!.row.version + 2, "unpublish");
    expect(back).toMatchObject({ ok: true, status: "draft" });
    expect((back.ok ? back.removed : []).map((r) => r.path).sort()).toEqual([...rows[0]!.photoPaths].sort());
    expect(await fileStore.list(db, "happy-ends/")).toEqual([]);
    expect(await readPublishedHappyEnds(db)).toEqual([]);

    const actions = (await db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetType, "happy_end"))).map((a) => a.action);
    expect(actions).toEqual(["happy_end.created", "happy_end.saved", "happy_end.published", "happy_end.unpublished"]);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain("Sofa");

    expect((await listHappyEnds(db, "es"))[0]).toMatchObject({ title: "Luna ya está en casa", status: "draft", detached: false });
    expect((await removeHappyEnd(db, editor, created.id)).ok).toBe(true);
    expect(await db.select().from(happyEnds)).toEqual([]);
  });

  it("publishing checks the address (slug) and every public field for the family's name and place, hidden by invisible or look-alike letters too, naming every word at once as written (issue 34, items 2, 3, 18)", async () => {
    // The form's name is "Anna Müller Slugcheck"; the contract's address is in Karlsruhe.
    const id = await arrived(db, "Slugcheck", new Date("2027-04-01T10:00:00Z"));
    await db.update(submissions).set({ status: "contract" }).where(eq(submissions.id, id));
    const organisation = await loadOrganisation(db);
    expect((await generateContract(db, editor, id, { adopterName: "Anna Müller Slugcheck", adopterAddress: "Gartenweg 3, 76131 Karlsruhe", dogName: "LunaSlugcheck", chip: "941000024681357" }, organisation.de)).ok).toBe(true);
    await db.update(submissions).set({ status: "arrived" }).where(eq(submissions.id, id));
    await addNews(db, id, { body: "Luna ist glücklich.", consent: true, clientKey: "s" }, [photo("s")]);
    const [news] = await newsOfRequest(db, id);
    const created = await createHappyEnd(db, editor, SECRET, news!.id);
    if (!created.ok) throw new Error("not created");
    const base = complete("luna-mueller-karlsruhe-76131", news!.photoIds);
    const disguised: HappyEndInput = {
      ...base,
      title: { de: "Luna bei Mül\u00ADler", es: base.title.es },
      text: { de: "Luna in Kаrlsruhe (Cyrillic а) bei Müller und Mül\u200Bler.", es: base.text.es },
      alt: { de: base.alt.de, es: "Luna con los \u041Cüller en 76131" },
    };
    const refused = await saveHappyEnd(db, editor, created.id, disguised, 1, "publish");
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: [
        { field: "slug", problem: "names", words: ["mueller", "karlsruhe", "76131"] },
        { field: "titleDe", problem: "invisible" },
        { field: "textDe", problem: "invisible" },
        { field: "altEs", problem: "names", words: ["\u041Cüller", "76131"] },
      ],
    });
    // Without the invisible characters, the words they hid are named.
    const visible = { ...disguised, title: { de: "Luna bei Müller", es: base.title.es }, text: { de: "Luna in Kаrlsruhe bei Müller und MÜLLER.", es: base.text.es } };
    const named = await saveHappyEnd(db, editor, created.id, visible, 1, "publish");
    expect(named.ok ? [] : "errors" in named ? named.errors.filter((e) => e.field === "titleDe" || e.field === "textDe") : []).toEqual([
      { field: "titleDe", problem: "names", words: ["Müller"] },
      { field: "textDe", problem: "names", words: ["Kаrlsruhe", "Müller", "MÜLLER"] },
    ]);
    expect(await readPublishedHappyEnds(db)).toEqual([]);
    expect((await saveHappyEnd(db, editor, created.id, complete("luna", news!.photoIds), 1, "publish")).ok).toBe(true);
    expect((await readPublishedHappyEnds(db)).map((r) => r.slug)).toEqual(["luna"]);
  });

  it("the family is told when its story is published; editors of consented news; the coordinator and editors of a withdrawn consent; never the family's words (issue 34, item 14)", async () => {
    expect([...EDITOR_ROLES].sort()).toEqual([...PERMISSIONS.content].sort());
    const [owner] = await db.insert(adminUsers).values({ email: "olga@example.org", name: "Olga", role: "owner", locale: "es" }).returning({ id: adminUsers.id });
    await db.insert(adminUsers).values({ email: "carla@example.org", name: "Carla", role: "coordinator" });
    const id = await arrived(db, "Told", new Date("2027-04-01T10:00:00Z"), "es");
    await addNews(db, id, { body: "Solo para vosotros ToldPrivate.", consent: false, clientKey: "p" }, []);
    await addNews(db, id, { body: "Luna es feliz ToldPublic.", consent: true, clientKey: "c" }, [photo("t")]);
    const transport = keepingTransport();
    const deliver = () => deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    await deliver();
    const editorNotices = transport.sent.filter((m) => m.messageId.includes(`${id}.news-editor.`));
    expect(editorNotices.map((m) => m.to).sort()).toEqual(["olga@example.org", "rita@example.org"]);
    expect(editorNotices.find((m) => m.to === "olga@example.org")!.subject).toBe("Novedades para publicar (LunaTold)");
    expect(editorNotices.find((m) => m.to === "rita@example.org")!.text).toContain("http://localhost:3000/verwaltung/happy-ends");
    for (const m of editorNotices) expect(m.text).not.toMatch(/ToldP|Müller|told@/);

    const [news] = (await newsOfRequest(db, id)).filter((n) => n.consent);
    const created = await createHappyEnd(db, editor, SECRET, news!.id);
    if (!created.ok) throw new Error("not created");
    expect((await saveHappyEnd(db, editor, created.id, complete("lunatold", news!.photoIds), 1, "publish")).ok).toBe(true);
    transport.sent.length = 0;
    await deliver();
    const told = transport.sent.filter((m) => m.messageId.includes(`${id}.happy-end-published.`));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: "told@example.org", subject: "La historia de LunaTold ya está en la web" });
    expect(told[0]!.text).toContain("http://es.localhost:3000/finales-felices/lunatold");
    expect(told[0]!.text).toContain(newsUrl(SECRET, SITES, { id, locale: "es" }));
    // Taken back and published again: told once.
    await saveHappyEnd(db, editor, created.id, complete("lunatold", news!.photoIds), 2, "unpublish");
    await saveHappyEnd(db, editor, created.id, complete("lunatold", news!.photoIds), 3, "publish");
    transport.sent.length = 0;
    await deliver();
    expect(transport.sent.filter((m) => m.messageId.includes("happy-end-published"))).toEqual([]);

    expect((await withdrawConsent(db, id, news!.id)).outcome).toBe("withdrawn");
    await deliver();
    const withdrawn = transport.sent.filter((m) => m.messageId.includes(`${id}.consent-withdrawn.`));
    const organisation = await loadOrganisation(db);
    // Nobody is assigned: the association's address of the request's country, with the inbox link; and each editor.
    expect(withdrawn.map((m) => m.to).sort()).toEqual([organisation.es.email, "olga@example.org", "rita@example.org"].sort());
    expect(withdrawn.find((m) => m.to === organisation.es.email)!.text).toContain(`http://localhost:3000/verwaltung/eingang/${id}`);
    expect(withdrawn.find((m) => m.to === "rita@example.org")!.subject).toBe("Erlaubnis zurückgenommen (LunaTold)");
    for (const m of withdrawn) expect(m.text).not.toMatch(/ToldP|Müller|told@/);

    // With an assignee, the coordinator is the assignee (told once, also when an editor).
    const id2 = await arrived(db, "Assigned", new Date("2027-04-01T10:00:00Z"));
    await db.update(submissions).set({ assigneeId: owner!.id }).where(eq(submissions.id, id2));
    await addNews(db, id2, { body: "Zeigt es.", consent: true, clientKey: "a" }, []);
    const [news2] = await newsOfRequest(db, id2);
    transport.sent.length = 0;
    await withdrawConsent(db, id2, news2!.id);
    await deliver();
    expect(transport.sent.filter((m) => m.messageId.includes(`${id2}.consent-withdrawn.`)).map((m) => m.to).sort()).toEqual(["olga@example.org", "rita@example.org"]);
  });

  it("a shared link to a story taken down answers as gone: withdrawn by the family, or removed; published again, it is shown (issue 34, item 14)", async () => {
    const id = await arrived(db, "Gone", new Date("2027-04-01T10:00:00Z"));
    await addNews(db, id, { body: "Zeigt es.", consent: true, clientKey: "g1" }, [photo("g1")]);
    await addNews(db, id, { body: "Noch mehr.", consent: true, clientKey: "g2" }, [photo("g2")]);
    const [second, first] = await newsOfRequest(db, id);
    const a = await createHappyEnd(db, editor, SECRET, first!.id);
    const b = await createHappyEnd(db, editor, SECRET, second!.id);
    if (!a.ok || !b.ok) throw new Error("not created");
    // A draft's address was never public: not gone.
    await removeHappyEnd(db, editor, b.id);
    expect(await retiredHappyEnd(db, "lunagone-2")).toBeNull();
    expect((await saveHappyEnd(db, editor, a.id, complete("lunagone", first!.photoIds), 1, "publish")).ok).toBe(true);
    expect(await retiredHappyEnd(db, "lunagone")).toBeNull();
    await saveHappyEnd(db, editor, a.id, complete("lunagone", first!.photoIds), 2, "unpublish");
    expect(await retiredHappyEnd(db, "lunagone")).toBe("removed");
    await saveHappyEnd(db, editor, a.id, complete("lunagone", first!.photoIds), 3, "publish");
    expect(await retiredHappyEnd(db, "lunagone")).toBeNull();
    await withdrawConsent(db, id, first!.id);
    expect(await retiredHappyEnd(db, "lunagone")).toBe("withdrawn");
    expect(await db.select().from(retiredHappyEnds)).toEqual([{ slug: "lunagone", reason: "withdrawn", retiredAt: expect.any(Date) }]);
  });

  it("the family takes its consent back: the published happy end goes at once, with its photos", async () => {
    const id = await arrived(db, "Withdraw", new Date("2027-04-01T10:00:00Z"));
    await addNews(db, id, { body: "Dürft ihr zeigen.", consent: true, clientKey: "w" }, [photo("w")]);
    const [news] = await newsOfRequest(db, id);
    const created = await createHappyEnd(db, editor, SECRET, news!.id);
    if (!created.ok) throw new Error("not created");
    expect((await saveHappyEnd(db, editor, created.id, complete("lunawithdraw", news!.photoIds), 1, "publish")).ok).toBe(true);
    expect(await fileStore.list(db, "happy-ends/")).toHaveLength(1);

    expect(await withdrawConsent(db, id, "00000000-0000-4000-8000-000000000000")).toEqual({ outcome: "unknown" });
    const withdrawn = await withdrawConsent(db, id, news!.id);
    expect(withdrawn.outcome).toBe("withdrawn");
    expect(await withdrawConsent(db, id, news!.id)).toEqual({ outcome: "already" });
    expect(await db.select().from(happyEnds)).toEqual([]);
    expect(await fileStore.list(db, "happy-ends/")).toEqual([]);
    const [kept] = await newsOfRequest(db, id);
    expect(kept).toMatchObject({ consent: false, consentWithdrawnAt: expect.any(Date), happyEnd: null });
    expect(await consentedNewsWithoutHappyEnd(db)).toEqual([]);
    const removed = await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "happy_end.removed"));
    expect(removed[0]?.details).toMatchObject({ reason: "consent_withdrawn" });
  });

  it("erasure leaves nothing of the family's news and happy ends, not even a published one its request no longer links to", async () => {
    const id = await arrived(db, "CanaryHappy5", new Date("2027-04-01T10:00:00Z"));
    await addNews(db, id, { body: "Grüße von CanaryHappy5", consent: true, clientKey: "c1" }, [photo("CanaryHappy5")]);
    await addNews(db, id, { body: "Privat: CanaryHappy5", consent: false, clientKey: "c2" }, []);
    const waiting = await consentedNewsWithoutHappyEnd(db);
    const created = await createHappyEnd(db, editor, SECRET, waiting[0]!.id);
    if (!created.ok) throw new Error("not created");
    const photos = (await newsOfRequest(db, id)).find((n) => n.consent)!.photoIds;
    const input = { ...complete("lunacanary", photos), text: { de: "Luna und CanaryHappy5s Katze", es: "Luna duerme." } };
    // The canary is a word of the name: the publishing check would refuse it; an old happy end (published before the check knew) holds it.
    expect((await saveHappyEnd(db, editor, created.id, { ...input, text: { de: "Luna schläft.", es: "Luna duerme." } }, 1, "publish")).ok).toBe(true);
    await db.update(happyEnds).set({ textDe: input.text.de }).where(eq(happyEnds.id, created.id));
    // A second request of the same family, older: the retention period deletes it, its published happy end stays, detached.
    const older = await arrived(db, "CanaryHappy5", new Date("2027-01-01T10:00:00Z"));
    await db.update(submissions).set({ data: sql`jsonb_set(${submissions.data}, '{email}', '"canaryhappy5@example.org"')` }).where(eq(submissions.id, older));
    await addNews(db, older, { body: "Damals: CanaryHappy5", consent: true, clientKey: "o1" }, [photo("CanaryHappy5-old")]);
    const [olderNews] = await newsOfRequest(db, older);
    const olderEnd = await createHappyEnd(db, editor, SECRET, olderNews!.id);
    if (!olderEnd.ok) throw new Error("not created");
    expect((await saveHappyEnd(db, editor, olderEnd.id, complete("lunaold", olderNews!.photoIds), 1, "publish")).ok).toBe(true);
    // Arrived long ago too: a request that led to an adoption is kept until its follow-ups are done (docs/product/forms.md#retention).
    await db.update(submissions).set({ createdAt: new Date(Date.now() - 400 * DAY), arrivedAt: new Date(Date.now() - 390 * DAY) }).where(eq(submissions.id, older));
    const expired = await deleteExpiredSubmissions(db, 180);
    expect(expired).toEqual([older]);
    await forgetErased({ db, databaseKind: handle.kind, transport: keepingTransport(), secret: SECRET }, expired);
    const detached = await db.select().from(happyEnds).where(eq(happyEnds.id, olderEnd.id));
    expect(detached[0]).toMatchObject({ submissionId: null, newsId: null, status: "published" });
    // (The needle as the photos spell it: their bytes are searched as they are.)
    expect(await tablesHolding(db, "CanaryHappy5")).toEqual(expect.arrayContaining(["family_news", "family_news_photos", "happy_ends", "stored_files", "submissions"]));

    // What the owner is shown before: the request with its two news and its happy end, and the published one without its request.
    const preview = await erasurePreview(db, SECRET, "canaryhappy5@example.org");
    expect(preview.requests.map((r) => [r.news, r.happyEnds, r.messages, r.notes])).toEqual([[2, 1, 0, 0]]);
    expect(preview.happyEnds).toBe(1);
    expect(await erasePerson({ db, databaseKind: handle.kind, transport: keepingTransport(), secret: SECRET }, editor, "canaryhappy5@example.org")).toBe(1);
    expect(await tablesHolding(db, "CanaryHappy5")).toEqual([]);
    expect(await db.select().from(happyEnds)).toEqual([]);
    expect(await db.select().from(storedFiles).where(sql`${storedFiles.path} like 'happy-ends/%'`)).toEqual([]);
    expect(await db.select().from(familyNews)).toEqual([]);
    const erased = await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "privacy.person_erased"));
    expect(erased[0]?.details).toMatchObject({ submissions: 1, happyEnds: 2 });
  });

  it("the retention period deletes a draft with its request and keeps a published happy end without it", async () => {
    const draftRequest = await arrived(db, "Draft", new Date("2027-04-01T10:00:00Z"));
    await addNews(db, draftRequest, { body: "Entwurf", consent: true, clientKey: "d" }, [photo("d")]);
    const [news] = await newsOfRequest(db, draftRequest);
    const draft = await createHappyEnd(db, editor, SECRET, news!.id);
    expect(draft.ok).toBe(true);
    await db.update(submissions).set({ createdAt: new Date(Date.now() - 400 * DAY), arrivedAt: new Date(Date.now() - 390 * DAY) }).where(eq(submissions.id, draftRequest));
    const expired = await deleteExpiredSubmissions(db, 180);
    await forgetErased({ db, databaseKind: handle.kind, transport: keepingTransport(), secret: SECRET }, expired);
    expect(await db.select().from(happyEnds)).toEqual([]);
    expect(await db.select().from(familyNews)).toEqual([]);
  });
});

const postgresUrl = testDatabaseUrl();

describe.runIf(postgresUrl)("the follow-ups with two processes (PostgreSQL)", () => {
  it("two processes running the chore at the same moment queue each follow-up once", async () => {
    const temp = await createTemporaryDatabase(postgresUrl!);
    const one = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    const two = await openDatabase({ databaseUrl: temp.url, dataDir: "unused" });
    try {
      for (let i = 0; i < 10; i += 1) await arrived(one.db, `P${i}`, new Date("2027-04-01T10:00:00Z"));
      const now = new Date("2027-04-16T08:00:00Z");
      const runs = await Promise.all([...Array.from({ length: 4 }, () => queueFollowups(one.db, now, DEFAULT_FOLLOWUP_SETTINGS)), ...Array.from({ length: 4 }, () => queueFollowups(two.db, now, DEFAULT_FOLLOWUP_SETTINGS))]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(10);
      expect(await one.db.select().from(outbox).where(eq(outbox.kind, "followup_two_weeks"))).toHaveLength(10);
    } finally {
      await one.close();
      await two.close();
      await temp.drop();
    }
  });
});
