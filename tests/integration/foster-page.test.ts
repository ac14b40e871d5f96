/**
 * The foster family's page's loader and posts (docs/product/foster.md#the-foster-familys-page),
 * through their real code with a foster home of each language, on PGlite and PostgreSQL: what the
 * browser test does not reach — the same news sent twice, the day's limit, a dog of another home,
 * the meeting writer's refusals (404 for another home's meeting, 409 for a meeting that changed or
 * whose time has not come), the meeting time's problems beside their fields, the permission taken
 * back forgetting the published photos' cached sizes; the page shows the applicant only while a
 * meeting is open; the log holds ids and counts, never the token or the words.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localeContext, organisationContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { calendarToday } from "#app/platform/i18n/dates.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { submit } from "#app/features/submissions/server/submit.server.ts";
import { demoDogSeeder } from "#app/features/dogs/server/seed.server.ts";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { applyEvent } from "#app/features/journey/request/public.server.ts";
import { fosterPageCopy, type FosterHomeValues } from "#app/features/journey/foster/public.ts";
import {
  addFosterNews,
  applicationValues,
  createFosterHome,
  fosterPageAction,
  fosterPageToken,
  loadFosterPage,
  moveMeeting,
  newsOfHome,
  placeDog,
  proposeMeeting,
  setNewsPublished,
  type FosterPageData,
} from "#app/features/journey/foster/public.server.ts";
import type { Services } from "#app/services.server.ts";
import { testDatabases } from "../support/databases.ts";
import { listedDemoDogs, storedDemoDogs } from "../support/demo-dogs.ts";
import { storeAdoptionRequest } from "../support/requests.ts";
import { validFields } from "../support/form-fixtures.ts";
import { dogName } from "#app/features/dogs/rules/index.ts";

const SECRET = "foster-page-integration-secret-0123456789";
const env = parseEnv({ SITE_URL_DE: "http://localhost:3000", SITE_URL_ES: "http://es.localhost:3000" });
const coordinator = { id: null, label: "test" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WORDS = "Frisst gut und spielt gern FosterIntegrationQx";

type Answer = { data: Record<string, unknown> & { errors?: Record<string, string>; values?: Record<string, string> }; init: { status?: number; headers?: Record<string, string> } | null };

async function fosterHome(db: Database, locale: Locale, dog: { id: string; name: string }, now: Date) {
  const host = locale === "es" ? "es.localhost:3000" : "localhost:3000";
  const key = `foster-${locale}-${dog.id}`;
  const outcome = await submit(
    {
      kind: "foster_home",
      locale,
      host,
      fields: { ...validFields("foster_home", `Home${locale}`), name: `Pia Pflege${locale}`, email: `pflege-${locale}-${dog.id}@example.org` },
      token: issueFormToken(SECRET, host, new Date(now.getTime() - 20_000), key),
      idempotencyKey: key,
    },
    { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * HOUR, confirmationsPerAddressPerDay: 100, now },
  );
  if (outcome.status !== "accepted") throw new Error(JSON.stringify(outcome));
  for (const [event, from] of [["accept", "received"], ["accept_home", "getting_to_know"]] as const) {
    const moved = await applyEvent(db, coordinator, outcome.id, event, from, now);
    if (!moved.ok) throw new Error(`not moved: ${JSON.stringify(moved)}`);
  }
  const values = { ...(await applicationValues(db, outcome.id))!, capacity: 2, visits: true } as FosterHomeValues;
  const created = await createFosterHome(db, coordinator, SECRET, outcome.id, values, now);
  if (!created.ok) throw new Error(created.reason);
  const stay = await placeDog(db, coordinator, created.id, { dogId: dog.id, arrival: "hand", startsOn: calendarToday("Europe/Berlin", now) }, now);
  if (!stay.ok) throw new Error(stay.reason);
  const request = await storeAdoptionRequest(db, { secret: SECRET, tag: `Meet${locale}${dog.id}`, locale, dog, now, fields: { name: `Mara Treffen${locale}`, phone: "+49 221 5550199", postalCode: "50667", city: "Köln" } });
  const accepted = await applyEvent(db, coordinator, request, "accept", "received", now);
  if (!accepted.ok) throw new Error("request not accepted");
  const meeting = await proposeMeeting(db, coordinator, request, "", now);
  if (!meeting.ok) throw new Error(meeting.reason);
  return { homeId: created.id, stayId: stay.id, meetingId: meeting.id, token: fosterPageToken(SECRET, created.id) };
}

describe.each(testDatabases())("the foster family's page ($name)", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let logs: string[];
  let forgotten: string[];
  let now: Date;
  let home: Awaited<ReturnType<typeof fosterHome>>;
  let other: Awaited<ReturnType<typeof fosterHome>>;

  beforeEach(async () => {
    handle = await database.open();
    now = new Date();
    await demoDogSeeder(["http://localhost:3000"]).run(handle.db);
    const [first, second] = listedDemoDogs.map((d) => ({ id: String(d.id), name: dogName(d)! }));
    home = await fosterHome(handle.db, "de", first!, now);
    other = await fosterHome(handle.db, "es", second!, now);
    logs = [];
    forgotten = [];
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  function context(locale: Locale) {
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) }));
    const services = {
      env,
      db: handle.db,
      databaseKind: handle.kind,
      logger,
      rateLimits: { take: async () => ({ ok: true }) },
      images: { forgetStored: async (path: string) => (forgotten.push(path), 1) },
      dogs: { get: async () => ({ dogs: storedDemoDogs }) },
    } as unknown as Services;
    const ctx = new RouterContextProvider();
    ctx.set(servicesContext, services);
    ctx.set(requestContext, { nonce: "", clientAddress: "192.0.2.1" });
    ctx.set(localeContext, { locale, sites: { de: "http://localhost:3000", es: "http://es.localhost:3000" }, origin: locale === "de" ? "http://localhost:3000" : "http://es.localhost:3000" });
    ctx.set(organisationContext, organisationDefaults);
    return ctx;
  }

  /** A plain POST of the page's form as a browser without JavaScript sends it (multipart, Origin "null": the page sends no referrer). */
  async function post(fields: Record<string, string>, options: { token?: string; locale?: Locale; at?: Date } = {}): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const token = options.token ?? home.token;
    const request = new Request(`http://localhost:3000/meine-pflegestelle/${token}`, { method: "POST", headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" }, body: form });
    try {
      return (await fosterPageAction(context(options.locale ?? "de"), request, token, options.at ?? now)) as unknown as Answer;
    } catch (thrown) {
      return thrown as Answer;
    }
  }

  async function load(token: string, locale: Locale = "de", at = now): Promise<FosterPageData | number> {
    try {
      return await loadFosterPage(context(locale), token, at);
    } catch (thrown) {
      return (thrown as Answer).init?.status ?? -1;
    }
  }

  const news = (key: string, stay = home.stayId) => ({ intent: "news", stay, body: WORDS, publishable: "yes", key });

  it("the same news sent twice stores one and thanks twice; after five in a day the sixth is refused (429) beside the words, which are kept", async () => {
    const c = fosterPageCopy.de.news;
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      const answer = await post(news(key));
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toMatchObject({ intent: "news", ok: true, stay: home.stayId });
    }
    expect(await newsOfHome(handle.db, home.homeId)).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await post(news(crypto.randomUUID()))).data.ok).toBe(true);
    const refused = await post(news(crypto.randomUUID()));
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toBe("86400");
    expect(refused.data.errors).toEqual({ body: c.problems.limit });
    expect(refused.data.values?.body).toBe(WORDS);
    expect(await newsOfHome(handle.db, home.homeId)).toHaveLength(5);
  });

  it("news about a dog of another home is refused (409) and nothing is stored", async () => {
    const answer = await post(news(crypto.randomUUID(), other.stayId));
    expect(answer.init?.status).toBe(409);
    expect(answer.data.errors).toEqual({ _form: fosterPageCopy.de.news.problems.notYours });
    expect(await newsOfHome(handle.db, home.homeId)).toHaveLength(0);
    expect(await newsOfHome(handle.db, other.homeId)).toHaveLength(0);
  });

  it("a meeting time is refused beside its field: no time, a day gone, a day too far, a day that is none", async () => {
    const p = fosterPageCopy.es.meetings.problems;
    const day = (days: number) => calendarToday("Europe/Berlin", new Date(now.getTime() + days * DAY));
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ day: day(3), time: "" }, { time: p.time }],
      [{ day: "", time: "15:00" }, { day: p.day }],
      [{ day: "2026-02-30", time: "15:00" }, { day: p.day }],
      [{ day: day(-2), time: "15:00" }, { day: p.past }],
      [{ day: day(400), time: "15:00" }, { day: p.tooFar }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await post({ intent: "confirm", meeting: other.meetingId, ...fields }, { token: other.token, locale: "es" });
      expect([fields, answer.init?.status]).toEqual([fields, 400]);
      expect(answer.data.errors).toEqual(errors);
      expect(answer.data.values?.meeting).toBe(other.meetingId);
    }
  });

  it("the meeting writer's refusals: another home's meeting is 404; declining a confirmed one, or telling how it went before its time, 409", async () => {
    const p = fosterPageCopy.de.meetings.problems;
    const day = calendarToday("Europe/Berlin", new Date(now.getTime() + 5 * DAY));
    const foreign = await post({ intent: "confirm", meeting: other.meetingId, day, time: "15:00" });
    expect(foreign.init?.status).toBe(404);
    expect(foreign.data.errors).toEqual({ _form: p.unknown });
    const confirmed = await post({ intent: "confirm", meeting: home.meetingId, day, time: "15:00" });
    expect(confirmed.data).toMatchObject({ intent: "confirm", ok: true, meeting: home.meetingId });
    const declined = await post({ intent: "decline", meeting: home.meetingId });
    expect(declined.init?.status).toBe(409);
    expect(declined.data.errors).toEqual({ _form: p.changed });
    const early = await post({ intent: "report", meeting: home.meetingId, outcome: "good", report: "" });
    expect(early.init?.status).toBe(409);
    expect(early.data.errors).toEqual({ _form: p.notYet });
    const tooLong = await post({ intent: "report", meeting: home.meetingId, outcome: "good", report: "x".repeat(2001) });
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data.errors).toEqual({ report: p.tooLong });
    // Once its time has come, it can be told.
    const later = new Date(now.getTime() + 6 * DAY);
    const page = (await load(home.token, "de", later)) as FosterPageData;
    expect(page.meetings.open[0]!.forms).toEqual({ confirm: false, decline: false, move: true, report: true });
    const told = await post({ intent: "report", meeting: home.meetingId, outcome: "unsure", report: "Nett FosterIntegrationQx" }, { at: later });
    expect(told.data).toMatchObject({ intent: "report", ok: true });
  });

  it("the page: 404 for a token that opens nothing; the applicant's first name, place and phone only while the meeting is open", async () => {
    expect(await load("A".repeat(43))).toBe(404);
    expect(await load("kurz")).toBe(404);
    expect((await post({ intent: "decline", meeting: home.meetingId }, { token: "B".repeat(43) })).init?.status).toBe(404);
    const open = (await load(home.token)) as FosterPageData;
    expect(open.heading).toBe(fill(fosterPageCopy.de.heading, { name: "Pia" }));
    expect(open.meetings.open).toHaveLength(1);
    expect(open.waiting).toBe(fosterPageCopy.de.waiting.one);
    expect(open.meetings.open[0]!.applicant).toEqual({ firstName: "Mara", place: "50667 Köln", phone: "+49 221 5550199", tel: "+492215550199" });
    expect(open.dogs).toHaveLength(1);
    expect(open.dogs[0]!.href).toMatch(/^\/hunde\//);
    const cancelled = await moveMeeting(handle.db, coordinator, "coordinator", home.meetingId, "cancel", {}, now);
    expect(cancelled.ok).toBe(true);
    const after = (await load(home.token)) as FosterPageData;
    expect(after.meetings.open).toHaveLength(0);
    expect(after.waiting).toBeNull();
    expect(after.meetings.past).toEqual([{ id: home.meetingId, stage: "cancelled", dog: expect.any(String), when: null, state: fosterPageCopy.de.meetings.stages.cancelled }]);
    expect(JSON.stringify(after)).not.toContain("5550199");
    expect(JSON.stringify(after)).not.toContain("Mara");
  });

  it("taking back the permission of published news takes it down and forgets its photos' cached sizes", async () => {
    const photo = new Uint8Array(await (await import("sharp")).default({ create: { width: 40, height: 30, channels: 3, background: "#000" } }).jpeg().toBuffer());
    expect(await addFosterNews(handle.db, home.homeId, home.stayId, { body: WORDS, publishable: true, clientKey: null }, [{ contentType: "image/jpeg", bytes: photo, width: 40, height: 30 }], now)).toBe("stored");
    const [stored] = await newsOfHome(handle.db, home.homeId);
    expect((await setNewsPublished(handle.db, coordinator, stored!.id, true, now)).ok).toBe(true);
    const shown = (await load(home.token)) as FosterPageData;
    expect(shown.sent[0]).toMatchObject({ state: "published", withdrawable: true, published: { href: `${shown.dogs[0]!.href}#foster-news` } });
    // Another home's news is no one's to take back here.
    expect((await post({ intent: "withdraw", news: stored!.id }, { token: other.token, locale: "es" })).init?.status).toBe(404);
    const answer = await post({ intent: "withdraw", news: stored!.id });
    expect(answer.data).toMatchObject({ intent: "withdraw", ok: true });
    expect(forgotten).toHaveLength(1);
    expect(forgotten[0]).toMatch(/^pflegestellen\//);
    const [after] = await newsOfHome(handle.db, home.homeId);
    expect([after!.publishable, after!.publishedAt, after!.photoPaths]).toEqual([false, null, []]);
  });

  it("answers anything but a POST with 405; the log holds event names, ids and counts, never the token or the words", async () => {
    const request = new Request(`http://localhost:3000/meine-pflegestelle/${home.token}`, { method: "PUT", headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" }, body: "x" });
    const answer = (await fosterPageAction(context("de"), request, home.token, now)) as unknown as Answer;
    expect(answer.init?.status).toBe(405);
    await post(news(crypto.randomUUID()));
    await post({ intent: "decline", meeting: home.meetingId });
    const log = logs.join("\n");
    expect(log).toContain('"event":"foster_news"');
    expect(log).toContain('"event":"foster_meeting_answered"');
    expect(log).toContain(home.homeId);
    for (const secret of [home.token, "FosterIntegrationQx", "Mara", "5550199"]) expect(log).not.toContain(secret);
  });
});
