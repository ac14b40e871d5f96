/**
 * The foster families' news on both databases (docs/product/foster.md#news): news about a dog of the
 * home's own stays only, at most five a day, each editor told; an editor publishes news the family
 * allowed (its photos copied into the stored files, the dog page's reads return it) and takes it
 * down (the copies deleted); news the family did not allow is refused; the family's withdrawal takes
 * a published news down for good. The audit log by ids, never the words.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, fosterNews, outbox, storedFiles } from "#app/platform/db/schema.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import {
  addFosterNews,
  FOSTER_NEWS_BUCKET,
  fosterNewsPhoto,
  moveStay,
  newsOfHome,
  publishableNews,
  publishedNewsByDog,
  publishedNewsOfDog,
  setNewsPublished,
  withdrawPublishable,
} from "#app/features/journey/foster/public.server.ts";
import { FOSTER_NEWS_PER_DAY } from "#app/features/journey/foster/server/news.server.ts";
import { testDatabases } from "../support/databases.ts";
import { fosterHomeOf, fosterPhoto, placeToday, storeDog, storeFosterApplication } from "../support/foster-news.ts";

const SECRET = "foster-news-secret-foster-news-secret";
const HOUR = 3_600_000;
const WORDS = "Luna schläft jede Nacht neben dem Ofen.\n\nHeute hat sie zum ersten Mal gespielt.";

describe.each(testDatabases())("the foster families' news on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let editor: Actor;
  let coordinator: Actor;
  /** A home in Köln with Luna, and one in Valencia (a Spanish family) with Bruno. */
  const home = { id: "", stay: "", dog: "fn-luna-1" };
  const other = { id: "", stay: "", dog: "fn-bruno-2" };

  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const accounts = await db
      .insert(adminUsers)
      .values([
        { email: "rita@example.org", name: "Rita Redaktion", role: "editor" },
        { email: "kora@example.org", name: "Kora Koordination", role: "coordinator" },
      ])
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    editor = { id: accounts[0]!.id, label: "Rita Redaktion <rita@example.org>" };
    coordinator = { id: accounts[1]!.id, label: "Kora Koordination <kora@example.org>" };
    await storeDog(db, home.dog, "Luna");
    await storeDog(db, other.dog, "Bruno");
    home.id = await fosterHomeOf(db, coordinator, SECRET, await storeFosterApplication(db, { secret: SECRET, tag: "Koeln" }));
    home.stay = await placeToday(db, coordinator, home.id, home.dog);
    other.id = await fosterHomeOf(db, coordinator, SECRET, await storeFosterApplication(db, { secret: SECRET, tag: "Valencia", locale: "es", address: { street: "Calle Mayor 3", postalCode: "46001", city: "Valencia" } }));
    other.stay = await placeToday(db, coordinator, other.id, other.dog);
  });

  afterEach(async () => {
    await handle.cleanup();
  });

  const copiesInStore = async () => (await db.select({ path: storedFiles.path }).from(storedFiles).where(like(storedFiles.path, `${FOSTER_NEWS_BUCKET}/%`))).map((r) => r.path).sort();
  const newsId = async (homeId: string) => (await newsOfHome(db, homeId))[0]!.id;

  it("publishes news the family allowed: its photos copied into the stored files, the dog page reads it; taking it down deletes the copies", async () => {
    const photos = [await fosterPhoto({ r: 200, g: 120, b: 40 }), await fosterPhoto({ r: 40, g: 120, b: 200 })];
    expect(await addFosterNews(db, home.id, home.stay, { body: WORDS, publishable: true, clientKey: null }, photos)).toBe("stored");
    // Each editor is told (a link, never the words).
    const notices = await db.select({ accountId: outbox.accountId }).from(outbox).where(eq(outbox.kind, "foster_news_notice"));
    expect(notices.map((n) => n.accountId)).toEqual([editor.id]);
    const id = await newsId(home.id);
    const [listed] = await publishableNews(db);
    expect(listed).toMatchObject({ id, dogId: home.dog, dogName: "Luna", body: WORDS, publishable: true, publishedAt: null, photoPaths: [] });
    expect(listed!.photoIds).toHaveLength(2);
    // The back office's private photo: the bytes as stored.
    expect(await fosterNewsPhoto(db, listed!.photoIds[0]!)).toEqual({ contentType: "image/jpeg", bytes: photos[0]!.bytes });
    expect(await fosterNewsPhoto(db, randomUUID())).toBeNull();
    expect(await fosterNewsPhoto(db, "../etc/passwd")).toBeNull();
    expect(await publishedNewsOfDog(db, home.dog)).toEqual([]);

    const published = await setNewsPublished(db, editor, id, true);
    expect(published).toEqual({ ok: true, removed: [] });
    const copies = await copiesInStore();
    expect(copies).toHaveLength(2);
    for (const path of copies) {
      expect(path).toMatch(new RegExp(`^${FOSTER_NEWS_BUCKET}/${id}-[0-9a-f]{8}\\.jpg$`));
      const file = await fileStore.get(db, path);
      expect(file?.info.contentType).toBe("image/jpeg");
      expect(photos.some((p) => Buffer.from(p.bytes).equals(Buffer.from(file!.data)))).toBe(true);
    }
    const [shown] = await publishedNewsOfDog(db, home.dog);
    expect(shown).toMatchObject({ id, body: WORDS });
    expect([...shown!.photoPaths].sort()).toEqual(copies);
    // The dog pages' read of every dog: the home's language, nothing of the family.
    const byDog = await publishedNewsByDog(db);
    expect([...byDog.keys()]).toEqual([home.dog]);
    expect(Object.keys(byDog.get(home.dog)![0]!).sort()).toEqual(["body", "createdAt", "id", "locale", "photoPaths", "publishedAt"]);
    expect(byDog.get(home.dog)![0]!.locale).toBe("de");
    // Publishing again changes nothing (a button pressed twice).
    expect(await setNewsPublished(db, editor, id, true)).toEqual({ ok: true, removed: [] });
    expect(await copiesInStore()).toEqual(copies);

    const taken = await setNewsPublished(db, editor, id, false);
    expect(taken.ok).toBe(true);
    if (!taken.ok) return;
    expect(taken.removed.map((r) => r.path).sort()).toEqual(copies);
    for (const removed of taken.removed) expect(removed.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await copiesInStore()).toEqual([]);
    expect(await publishedNewsOfDog(db, home.dog)).toEqual([]);
    expect((await publishedNewsByDog(db)).size).toBe(0);
    // Still on the editors' page, to publish again; the private photos stay.
    expect((await publishableNews(db)).map((n) => [n.id, n.publishedAt, n.photoPaths])).toEqual([[id, null, []]]);
    expect(await fosterNewsPhoto(db, listed!.photoIds[1]!)).not.toBeNull();
    // Published again: new copies.
    expect(await setNewsPublished(db, editor, id, true)).toEqual({ ok: true, removed: [] });
    expect(await copiesInStore()).toHaveLength(2);

    // The audit log: ids and counts, never the words.
    const entries = await db.select().from(auditLog).where(inArray(auditLog.action, ["foster_news.received", "foster_news.published", "foster_news.unpublished"]));
    expect(entries.map((e) => e.action).sort()).toEqual(["foster_news.published", "foster_news.published", "foster_news.received", "foster_news.unpublished"]);
    expect(JSON.stringify(entries)).not.toContain("Ofen");
    expect(entries.find((e) => e.action === "foster_news.unpublished")).toMatchObject({ actorId: editor.id, targetType: "foster_home", targetId: home.id });
  });

  it("refuses to publish news the family did not allow, and news it does not know", async () => {
    expect(await addFosterNews(db, home.id, home.stay, { body: "Nur für den Verein: Luna hatte Durchfall.", publishable: false, clientKey: null }, [await fosterPhoto({ r: 10, g: 10, b: 10 })])).toBe("stored");
    const id = await newsId(home.id);
    expect(await publishableNews(db)).toEqual([]);
    expect(await setNewsPublished(db, editor, id, true)).toEqual({ ok: false, reason: "not_publishable" });
    expect(await copiesInStore()).toEqual([]);
    expect(await publishedNewsOfDog(db, home.dog)).toEqual([]);
    expect(await setNewsPublished(db, editor, randomUUID(), true)).toEqual({ ok: false, reason: "unknown" });
    expect(await setNewsPublished(db, editor, "not-an-id", true)).toEqual({ ok: false, reason: "unknown" });
    // The database holds to it as well: a published news is one the family allowed.
    await expect(db.update(fosterNews).set({ publishedAt: new Date() }).where(eq(fosterNews.id, id))).rejects.toThrow(/Failed query|foster_news_published_publishable/);
  });

  it("refuses to publish words that name the family (its surname) or where it lives (its street, its whole postcode), however written; its town may stand", async () => {
    // The home of the test application: Anna Müller, Lindenstraße 12, 50667 Köln.
    const named = [
      ["Familie Müller hat Luna heute gebadet.", ["Müller"]],
      ["Grüße von den Muellers? Nein: von Familie MÜLLER.", ["MÜLLER"]],
      ["Luna liebt die Linden\u00ADstraße, vor allem die Hausnummer 12.", ["Linden\u00ADstraße"]],
      ["Wer Luna in 50667 besuchen mag, melde sich.", ["50667"]],
      ["Luna wohnt bei Мüller (mit kyrillischem М).", ["Мüller"]],
    ] as const;
    for (const [body, words] of named) {
      await db.delete(fosterNews);
      expect(await addFosterNews(db, home.id, home.stay, { body, publishable: true, clientKey: null }, [await fosterPhoto({ r: 90, g: 30, b: 30 })])).toBe("stored");
      expect(await setNewsPublished(db, editor, await newsId(home.id), true)).toEqual({ ok: false, reason: "names_family", words: [...words] });
      expect(await copiesInStore()).toEqual([]);
      expect(await publishedNewsOfDog(db, home.dog)).toEqual([]);
    }
    // The town and the postcode's region are on the dog page anyway; another family's name is none of this one's.
    await db.delete(fosterNews);
    expect(await addFosterNews(db, home.id, home.stay, { body: "Luna genießt Köln und den Rhein. Heute kam Bruno aus Valencia zu Besuch.", publishable: true, clientKey: null }, [])).toBe("stored");
    expect(await setNewsPublished(db, editor, await newsId(home.id), true)).toEqual({ ok: true, removed: [] });
    expect(await publishedNewsOfDog(db, home.dog)).toHaveLength(1);
    // The audit log names no words either way.
    const entries = await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "foster_news.published"));
    expect(JSON.stringify(entries)).not.toMatch(/Müller|Linden|50667/);
  });

  it("the family's withdrawal takes a published news down at once, and it cannot be published again", async () => {
    expect(await addFosterNews(db, home.id, home.stay, { body: WORDS, publishable: true, clientKey: null }, [await fosterPhoto({ r: 90, g: 160, b: 90 })])).toBe("stored");
    const id = await newsId(home.id);
    expect((await setNewsPublished(db, editor, id, true)).ok).toBe(true);
    expect(await copiesInStore()).toHaveLength(1);
    // Another home cannot withdraw it.
    expect(await withdrawPublishable(db, other.id, id)).toEqual({ ok: false, reason: "unknown" });
    expect(await copiesInStore()).toHaveLength(1);

    const withdrawn = await withdrawPublishable(db, home.id, id);
    expect(withdrawn.ok && withdrawn.removed.map((r) => r.path)).toEqual([expect.stringMatching(new RegExp(`^${FOSTER_NEWS_BUCKET}/${id}-`))]);
    expect(await copiesInStore()).toEqual([]);
    expect(await publishedNewsOfDog(db, home.dog)).toEqual([]);
    expect(await publishableNews(db)).toEqual([]);
    expect(await setNewsPublished(db, editor, id, true)).toEqual({ ok: false, reason: "not_publishable" });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "foster_news.consent_withdrawn"));
    expect(entry).toMatchObject({ targetType: "foster_home", targetId: home.id, details: { news: id, wasPublished: true } });
  });

  it("a home sends news only about the dogs of its own stays: another home's stay, an ended stay and made-up ids are refused", async () => {
    const body = { body: WORDS, publishable: true, clientKey: null };
    expect(await addFosterNews(db, home.id, other.stay, body, [])).toBe("not_yours");
    expect(await addFosterNews(db, other.id, home.stay, body, [])).toBe("not_yours");
    expect(await addFosterNews(db, home.id, randomUUID(), body, [])).toBe("not_yours");
    expect(await addFosterNews(db, "not-an-id", home.stay, body, [])).toBe("not_yours");
    expect(await newsOfHome(db, home.id)).toEqual([]);
    expect(await newsOfHome(db, other.id)).toEqual([]);
    // Its own dog, while it lives there; not once its stay has ended.
    expect(await addFosterNews(db, other.id, other.stay, { ...body, body: "Bruno está muy bien." }, [])).toBe("stored");
    expect((await moveStay(db, coordinator, other.stay, "end", { reason: "adopted" })).ok).toBe(true);
    expect(await addFosterNews(db, other.id, other.stay, body, [])).toBe("not_yours");
    expect((await newsOfHome(db, other.id)).map((n) => n.body)).toEqual(["Bruno está muy bien."]);
    expect(await db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, "foster_news_notice"), eq(outbox.fosterHomeId, home.id)))).toEqual([]);
  });

  it(`takes at most ${FOSTER_NEWS_PER_DAY} news a day from a home (the sixth after a day), and a form sent twice once`, async () => {
    const start = new Date("2027-03-01T08:00:00Z");
    for (let i = 0; i < FOSTER_NEWS_PER_DAY; i++) {
      expect(await addFosterNews(db, home.id, home.stay, { body: `Neuigkeit ${i}`, publishable: false, clientKey: `key-${i}` }, [], new Date(start.getTime() + i * HOUR))).toBe("stored");
    }
    // The same form again is one news, before the limit is looked at.
    expect(await addFosterNews(db, home.id, home.stay, { body: "Neuigkeit 0", publishable: false, clientKey: "key-0" }, [], new Date(start.getTime() + 6 * HOUR))).toBe("duplicate");
    expect(await addFosterNews(db, home.id, home.stay, { body: "Eine zu viel", publishable: false, clientKey: "key-x" }, [], new Date(start.getTime() + 6 * HOUR))).toBe("limit");
    // Another home has its own five.
    expect(await addFosterNews(db, other.id, other.stay, { body: "Bruno", publishable: false, clientKey: null }, [], new Date(start.getTime() + 6 * HOUR))).toBe("stored");
    // A day after the first, one more.
    expect(await addFosterNews(db, home.id, home.stay, { body: "Am nächsten Tag", publishable: false, clientKey: "key-y" }, [], new Date(start.getTime() + 24 * HOUR + 1))).toBe("stored");
    expect(await addFosterNews(db, home.id, home.stay, { body: "Noch eine", publishable: false, clientKey: "key-z" }, [], new Date(start.getTime() + 24 * HOUR + 2))).toBe("limit");
    expect(await newsOfHome(db, home.id)).toHaveLength(FOSTER_NEWS_PER_DAY + 1);
  });

  it("the dog pages' read: only published news, newest first, each dog's own, with its home's language", async () => {
    const t0 = new Date(Date.now() - 3 * HOUR);
    for (const [i, body] of ["Erste", "Zweite", "Dritte"].entries()) {
      expect(await addFosterNews(db, home.id, home.stay, { body, publishable: i !== 1, clientKey: null }, [], new Date(t0.getTime() + i * HOUR))).toBe("stored");
    }
    expect(await addFosterNews(db, other.id, other.stay, { body: "Bruno juega", publishable: true, clientKey: null }, [], t0)).toBe("stored");
    for (const n of await publishableNews(db)) expect((await setNewsPublished(db, editor, n.id, true)).ok).toBe(true);
    const byDog = await publishedNewsByDog(db);
    expect(byDog.get(home.dog)!.map((n) => n.body)).toEqual(["Dritte", "Erste"]);
    expect(byDog.get(other.dog)!.map((n) => [n.body, n.locale])).toEqual([["Bruno juega", "es"]]);
    expect((await publishedNewsOfDog(db, home.dog)).map((n) => n.body)).toEqual(["Dritte", "Erste"]);
    expect(await publishedNewsOfDog(db, "unknown-dog")).toEqual([]);
  });
});
