/**
 * Erasure leaves nothing readable of the person under DATA_DIR: not in the
 * rows, not in the embedded database's table files or write-ahead log, not in
 * the `.eml` copies of their e-mails (docs/product/forms.md#retention-and-erasure).
 * The database lives in real files here, as it does in production. A foster family (docs/product/foster.md#privacy)
 * is erased by its address with its home, the dog's stay, the meetings, its news and their photos' copies;
 * an ended foster home goes after FOSTER_RETENTION_DAYS.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { count, eq, inArray, sql } from "drizzle-orm";
import { adminUsers, dogs, fosterHomes, fosterMeetings, fosterNews, fosterNewsPhotos, fosterStays, outbox, storedFiles, submissions } from "#app/platform/db/schema.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import { deleteExpiredSubmissions } from "#app/features/submissions/server/mail-source.server.ts";
import { mailSources } from "../support/mail-sources.ts";
import { fileTransport, type MailTransport } from "#app/platform/mail/transport.server.ts";
import { addNote } from "#app/admin/inbox/workflow.server.ts";
import { deleteSpam, erasePerson, forgetErased } from "#app/admin/inbox/privacy.server.ts";
import { addAnswer, sendReply } from "#app/features/journey/request/server/conversation.server.ts";
import { assignPrecheck, completePrecheck } from "#app/features/journey/precheck/server/prechecks.server.ts";
import { addEntry, createTransport } from "#app/features/journey/transport/server/transports.server.ts";
import { validFields } from "../support/form-fixtures.ts";
import type { SubmissionKind } from "#app/features/submissions/rules/kinds.ts";
import { createFosterHome, moveFosterHome } from "#app/features/journey/foster/server/foster-homes.server.ts";
import { moveStay, placeDog } from "#app/features/journey/foster/server/stays.server.ts";
import { fosterActor, moveMeeting, proposeMeeting } from "#app/features/journey/foster/server/meetings.server.ts";
import { addFosterNews, setNewsPublished } from "#app/features/journey/foster/server/news.server.ts";
import { FOSTER_RETENTION_DAYS, retireEndedFosterHomes } from "#app/features/journey/foster/server/privacy.server.ts";
import { fosterMessagePrefix } from "#app/features/journey/foster/rules/foster-mail.ts";
import { readMeetingTime } from "#app/features/journey/foster/rules/meeting.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { PERSONAL_TABLES, scrubDeletedRows } from "#app/platform/db/scrub.server.ts";

const SECRET = "test-secret-test-secret";
const HOST = "localhost:3000";
const logger = pino({ level: "silent" });
const actor = { id: null, label: "command line" };
const FROM = "Puente Canino <no-reply@puente-canino.example>";

/** Files under `dir` holding `needle` (any letter case), as `grep -ril` finds them. */
function filesHolding(dir: string, needle: string): string[] {
  try {
    return execFileSync("grep", ["-rli", "--binary-files=text", needle, dir], { encoding: "utf8" }).trim().split("\n").filter(Boolean);
  } catch (error) {
    // grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

let dataDir: string;
let handle: DatabaseHandle;
let transport: MailTransport;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "site-erasure-"));
  handle = await openDatabase({ dataDir });
  transport = fileTransport(path.join(dataDir, "mail"));
});
afterEach(async () => {
  transport.close();
  await handle.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

async function accept(tag: string, createdAt = new Date(), kind: SubmissionKind = "adoption", dog?: { id: string; name: string }): Promise<string> {
  const settings: SubmissionSettings = { db: handle.db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now: createdAt };
  const key = `key-${kind}-${tag}-${createdAt.getTime()}`;
  const outcome = await submit(
    {
      kind,
      locale: "de",
      host: HOST,
      fields: validFields(kind, tag, createdAt),
      token: issueFormToken(SECRET, HOST, new Date(createdAt.getTime() - 20_000), key),
      idempotencyKey: key,
      ...(dog ? { dog } : {}),
    },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe("erasure on the embedded database, in real files", () => {
  it("the canary is in no file under DATA_DIR afterwards; another person's data stays", async () => {
    const id = await accept("CanaryErase7");
    await accept("KeepMe7");
    await addNote(handle.db, actor, id, "Rückruf bei CanaryErase7 am Montag");
    // The conversation: a reply from the association and the applicant's answer, both naming the canary.
    expect(await sendReply(handle.db, actor, id, { body: "Hallo {firstName}, wir rufen CanaryErase7 morgen an.", template: null, event: "accept", clientKey: null })).toBe("sent");
    expect(await addAnswer(handle.db, id, { body: "Gern, CanaryErase7 ist ab 18 Uhr da.", clientKey: null })).toBe("stored");
    // The pre-check: the visit's address, the volunteer's comment and summary, and a photo, all naming the canary.
    const [volunteer] = await handle.db.insert(adminUsers).values({ email: "vk@example.org", role: "precheck", name: "Vera", precheckAreas: ["DE:76"] }).returning({ id: adminUsers.id });
    const assigned = await assignPrecheck(handle.db, actor, id, { volunteerId: volunteer!.id, country: "DE", postcode: "76131", address: "CanaryErase7-Weg 3, Karlsruhe" });
    if (!assigned.ok) throw new Error("not assigned");
    const viewer = { id: volunteer!.id, role: "precheck" };
    const answers = [{ de: "Garten?", es: "¿Jardín?", answer: "yes" as const, comment: "Zaun bei CanaryErase7 hoch genug" }];
    const photo = { contentType: "image/jpeg", bytes: new TextEncoder().encode("not a real photo of CanaryErase7's garden") };
    expect(await completePrecheck(handle.db, { id: volunteer!.id, label: "Vera" }, viewer, assigned.id, { answers, recommendation: "recommended", summary: "CanaryErase7 passt." }, [photo])).toBe("done");
    // The transport: the family's entry with a note naming the canary (the request is at contract).
    await handle.db.update(submissions).set({ status: "contract" }).where(sql`${submissions.id} = ${id}`);
    const transportId = await createTransport(handle.db, actor, { departure: "2027-03-03", arrival: "2027-03-05" });
    const onTransport = await addEntry(handle.db, actor, transportId, id, { point: "karlsruhe", time: "14:30", chip: "276098100123456", traces: "", note: "CanaryErase7 bringt die Box mit", showPublic: false });
    expect(onTransport.ok).toBe(true);
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    // As after a while of running: the rows have reached the table files, not only the log.
    await handle.db.execute(sql`CHECKPOINT`);
    // The copy, the confirmation, the reply, the notice of the answer, the pre-check's two notices, and the transport's e-mail.
    expect(readdirSync(path.join(dataDir, "mail")).filter((f) => f.startsWith(id))).toHaveLength(7);
    expect(filesHolding(dataDir, "canaryerase7").length).toBeGreaterThan(2);

    expect(await erasePerson({ db: handle.db, databaseKind: handle.kind, transport, secret: SECRET }, actor, "canaryerase7@example.org")).toBe(1);
    await handle.close();

    expect(filesHolding(dataDir, "canaryerase7")).toEqual([]);
    // Only the erased person is gone.
    expect(filesHolding(path.join(dataDir, "mail"), "keepme7").length).toBeGreaterThan(0);
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select({ n: count() }).from(submissions);
    await reopened.close();
    expect(rows[0]?.n).toBe(1);
  });

  it("the retention period forgets the same way", async () => {
    const old = await accept("CanaryOld7");
    await handle.db.execute(sql`update submissions set created_at = now() - interval '200 days' where id = ${old}`);
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });
    await handle.db.execute(sql`CHECKPOINT`);
    const removed = await deleteExpiredSubmissions(handle.db, 180);
    expect(removed).toEqual([old]);
    await forgetErased({ db: handle.db, databaseKind: handle.kind, transport, secret: SECRET }, removed);
    await handle.close();
    expect(filesHolding(dataDir, "canaryold7")).toEqual([]);
  });

  it("deleting spam refuses a normal request (nothing deleted), and deletes a spam request the way erasure does", async () => {
    const normal = await accept("CanaryNormal7");
    const spam = await accept("CanarySpam7");
    await addNote(handle.db, actor, spam, "CanarySpam7 schreibt Unsinn");
    await deliverDue({ db: handle.db, transport, logger, retryHours: 48, sources: mailSources(FROM) });
    await handle.db.update(submissions).set({ spam: true }).where(sql`${submissions.id} = ${spam}`);
    await handle.db.execute(sql`CHECKPOINT`);
    const deps = { db: handle.db, databaseKind: handle.kind, transport, secret: SECRET };

    expect(await deleteSpam(deps, actor, normal)).toBe("notSpam");
    expect(await deleteSpam(deps, actor, "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a")).toBe("unknown");
    expect(readdirSync(path.join(dataDir, "mail")).filter((f) => f.startsWith(normal)).length).toBeGreaterThan(0);
    expect(filesHolding(path.join(dataDir, "mail"), "canarynormal7").length).toBeGreaterThan(0);
    // The normal request is still there for erasure to find.
    expect(await erasurePreviewCount("canarynormal7@example.org")).toBe(1);

    expect(await deleteSpam(deps, actor, spam)).toBe("deleted");
    await handle.close();
    expect(filesHolding(dataDir, "canaryspam7")).toEqual([]);
    expect(filesHolding(path.join(dataDir, "mail"), "canarynormal7").length).toBeGreaterThan(0);
  });
});

async function erasurePreviewCount(email: string): Promise<number> {
  const rows = await handle.db.select({ n: count() }).from(submissions).where(sql`lower(${submissions.data}->>'email') = ${email}`);
  return rows[0]?.n ?? 0;
}

let dogNumber = 0;

/** A day `days` from now, as a form sends it. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A foster home made from the tagged person's accepted application, a dog living there (placed by
 * hand), and the family's news with a photo, published (so its copy is in `stored_files`); its ids.
 * What only the home holds (its street, visiting times and notes, the news and the photo's bytes)
 * names `<tag>Home`; the application names the tag.
 */
async function fosterHomeWithDog(tag: string): Promise<{ homeId: string; stayId: string; dog: { id: string; name: string }; newsId: string; copies: string[] }> {
  const db = handle.db;
  const application = await accept(tag, new Date(), "foster_home");
  await db.update(submissions).set({ status: "accepted" }).where(eq(submissions.id, application));
  const created = await createFosterHome(db, actor, SECRET, application, {
    name: `Petra ${tag}`,
    email: `${tag.toLowerCase()}@example.org`,
    phone: "+49 160 5550000",
    street: `${tag}Home-Weg 3`,
    postalCode: "50667",
    city: "Köln",
    capacity: 2,
    sizes: ["small", "medium", "large"],
    hasCats: false,
    hasChildren: false,
    visits: true,
    visitTimes: `abends, ${tag}Home ist ab 18 Uhr da`,
    notes: `${tag}Home hat einen großen Garten`,
  });
  if (!created.ok) throw new Error(`no foster home: ${created.reason}`);
  // The dog's id is our list's, not the family's: it does not carry the tag.
  const dog = { id: `dog-${(dogNumber += 1)}`, name: "Bruno" };
  await db.insert(dogs).values({ id: dog.id, data: { id: dog.id, title: dog.name } });
  const placed = await placeDog(db, actor, created.id, { dogId: dog.id, arrival: "hand", startsOn: dayFrom(-30) });
  if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
  const photo = { contentType: "image/jpeg", bytes: new TextEncoder().encode(`not a real photo of ${tag}Home's sofa`), width: 800, height: 600 };
  // The canary in the words, but not as the family's name or street: those are never published (its street is "{tag}Home-Weg").
  expect(await addFosterNews(db, created.id, placed.id, { body: `Bruno schläft auf dem ${tag}Sofa.`, publishable: true, clientKey: null }, [photo])).toBe("stored");
  const [news] = await db.select({ id: fosterNews.id }).from(fosterNews).where(eq(fosterNews.fosterHomeId, created.id));
  expect((await setNewsPublished(db, actor, news!.id, true)).ok).toBe(true);
  const [published] = await db.select({ paths: fosterNews.photoPaths }).from(fosterNews).where(eq(fosterNews.id, news!.id));
  expect(published!.paths).toHaveLength(1);
  return { homeId: created.id, stayId: placed.id, dog, newsId: news!.id, copies: published!.paths };
}

/** The rows a foster home leaves in its tables, and the published copies of its photos. */
async function fosterRowsOf(homeId: string, copies: string[]) {
  const db = handle.db;
  const news = await db.select({ id: fosterNews.id }).from(fosterNews).where(eq(fosterNews.fosterHomeId, homeId));
  const counts = {
    homes: (await db.select().from(fosterHomes).where(eq(fosterHomes.id, homeId))).length,
    stays: (await db.select().from(fosterStays).where(eq(fosterStays.fosterHomeId, homeId))).length,
    meetings: (await db.select().from(fosterMeetings).where(eq(fosterMeetings.fosterHomeId, homeId))).length,
    news: news.length,
    photos: news.length > 0 ? (await db.select().from(fosterNewsPhotos).where(inArray(fosterNewsPhotos.newsId, news.map((n) => n.id)))).length : 0,
    mails: (await db.select().from(outbox).where(eq(outbox.fosterHomeId, homeId))).length,
    copies: copies.length > 0 ? (await db.select().from(storedFiles).where(inArray(storedFiles.path, copies))).length : 0,
  };
  return counts;
}

describe("foster homes' erasure and retention, in real files", () => {
  beforeEach(async () => {
    // The editors are told of a family's news.
    await handle.db.insert(adminUsers).values({ email: "redaktion@example.org", role: "editor", name: "Rita Redaktion" });
  });

  it("erasing the foster family's address removes its home, the dog's stay, the meetings (its own adoption request's too), the news with the published photo, and every e-mail: the canary is in no table, file or log", async () => {
    const db = handle.db;
    const lines: string[] = [];
    const logged = pino({ level: "trace" }, { write: (line: string) => void lines.push(line) });
    const canary = "CanaryFoster7";
    const home = await fosterHomeWithDog(canary);
    // The foster family asks to adopt its foster dog: the meeting's applicant is the canary person too.
    const requestId = await accept(canary, new Date(), "adoption", home.dog);
    await db.update(submissions).set({ status: "getting_to_know" }).where(eq(submissions.id, requestId));
    const proposed = await proposeMeeting(db, actor, requestId, `${canary} kann samstags`);
    if (!proposed.ok) throw new Error(proposed.reason);
    const at = readMeetingTime(dayFrom(1), "15:30", new Date());
    if (!at.ok) throw new Error(at.problem);
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "confirm", { homeId: home.homeId, meetingAt: at.at })).toEqual({ ok: true, to: "confirmed" });
    expect(await moveMeeting(db, fosterActor, "foster", proposed.id, "report", { homeId: home.homeId, outcome: "good", report: `${canary} und Bruno verstehen sich` }, new Date(at.at.getTime() + 3_600_000))).toEqual({ ok: true, to: "done" });
    // Another foster family stays, with everything of its own.
    const kept = await fosterHomeWithDog("KeepFoster7");
    await deliverDue({ db, transport, logger: logged, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    await db.execute(sql`CHECKPOINT`);
    const mails = readdirSync(path.join(dataDir, "mail"));
    // The foster family's own e-mails (its page's link, the proposal, the editors' notice of its news) and the applicant's (the meeting's day, the coordination's notice).
    expect(mails.filter((f) => f.startsWith(fosterMessagePrefix(home.homeId)))).toHaveLength(3);
    expect(mails.filter((f) => f.startsWith(`${requestId}.foster-`))).toHaveLength(2);
    expect(filesHolding(dataDir, "canaryfoster7").length).toBeGreaterThan(2);
    expect(await fosterRowsOf(home.homeId, home.copies)).toEqual({ homes: 1, stays: 1, meetings: 1, news: 1, photos: 1, mails: 5, copies: 1 });

    // Its application, its adoption request and its foster home.
    expect(await erasePerson({ db, databaseKind: handle.kind, transport, secret: SECRET }, actor, "canaryfoster7@example.org")).toBe(3);
    expect(await fosterRowsOf(home.homeId, home.copies)).toEqual({ homes: 0, stays: 0, meetings: 0, news: 0, photos: 0, mails: 0, copies: 0 });
    expect(await fosterRowsOf(kept.homeId, kept.copies)).toEqual({ homes: 1, stays: 1, meetings: 0, news: 1, photos: 1, mails: 2, copies: 1 });
    await handle.close();

    expect(filesHolding(dataDir, "canaryfoster7")).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/canaryfoster7/i);
    expect(lines.length).toBeGreaterThan(0);
    // Only the erased person is gone.
    expect(filesHolding(path.join(dataDir, "mail"), "keepfoster7").length).toBeGreaterThan(0);
  });

  it("the retention period removes an ended foster home with its rows after FOSTER_RETENTION_DAYS; a younger ended one and an active one stay", async () => {
    const db = handle.db;
    const ended = async (tag: string, daysAgo: number) => {
      const home = await fosterHomeWithDog(tag);
      // A family met the dog there; the dog was then adopted and the home ended.
      const family = await accept(`${tag}Family`, new Date(), "adoption", home.dog);
      await db.update(submissions).set({ status: "pre_check" }).where(eq(submissions.id, family));
      expect((await proposeMeeting(db, actor, family, `${tag}Home ruft an`)).ok).toBe(true);
      expect(await moveStay(db, actor, home.stayId, "end", { reason: "adopted" })).toEqual({ ok: true, to: "ended" });
      expect(await moveFosterHome(db, actor, home.homeId, "end", new Date(Date.now() - daysAgo * 86_400_000))).toEqual({ ok: true, to: "ended" });
      return { ...home, family };
    };
    const old = await ended("CanaryRetired7", FOSTER_RETENTION_DAYS + 1);
    const young = await ended("YoungEnded7", FOSTER_RETENTION_DAYS - 1);
    const active = await fosterHomeWithDog("ActiveHome7");
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    await db.execute(sql`CHECKPOINT`);
    expect(filesHolding(dataDir, "canaryretired7home").length).toBeGreaterThan(1);

    const removed = await retireEndedFosterHomes(db, { id: null, label: "retention period" });
    expect(removed.homeIds).toEqual([old.homeId]);
    expect(removed.files.map((f) => f.path)).toEqual(old.copies);
    expect(await fosterRowsOf(old.homeId, old.copies)).toEqual({ homes: 0, stays: 0, meetings: 0, news: 0, photos: 0, mails: 0, copies: 0 });
    for (const home of [young, active]) {
      const rows = await fosterRowsOf(home.homeId, home.copies);
      expect(rows).toMatchObject({ homes: 1, stays: 1, news: 1, photos: 1, copies: 1 });
    }
    expect((await fosterRowsOf(young.homeId, young.copies)).meetings).toBe(1);
    // The family that met the dog keeps its request (its own retention period): only the meeting went with the home.
    expect(await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, old.family))).toHaveLength(1);
    // Again: nothing more to remove.
    expect((await retireEndedFosterHomes(db, { id: null, label: "retention period" })).homeIds).toEqual([]);

    // As the retention chore then forgets them: the e-mails' copies and the deleted rows' bytes.
    await transport.forget(removed.homeIds.map(fosterMessagePrefix));
    await scrubDeletedRows(db, handle.kind, [...PERSONAL_TABLES, FILE_TABLE]);
    await handle.close();
    // Nothing the old home held is left in any file: its rows, the photo and its published copy; and none of its e-mails.
    expect(filesHolding(dataDir, "canaryretired7home")).toEqual([]);
    expect(readdirSync(path.join(dataDir, "mail")).filter((f) => f.startsWith(fosterMessagePrefix(old.homeId)))).toEqual([]);
    expect(filesHolding(dataDir, "youngended7home").length).toBeGreaterThan(0);
    expect(filesHolding(dataDir, "activehome7home").length).toBeGreaterThan(0);
    // The foster application itself keeps its request's own retention period.
    const reopened = await openDatabase({ dataDir });
    const [application] = await reopened.db.select({ n: count() }).from(submissions).where(sql`${submissions.data}->>'email' = 'canaryretired7@example.org'`);
    await reopened.close();
    expect(application?.n).toBe(1);
    expect(filesHolding(path.join(dataDir, "mail"), "youngended7").length).toBeGreaterThan(0);
  });
});
