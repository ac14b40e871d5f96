/**
 * Releasing a reservation is the coordinator's own step on the reserve page (decision 034, issue 34
 * item 9): posted as the page's form is, through the route's action, with a signed-in coordinator.
 * Only the holder the coordinator saw is released; the family that held the dog is not closed.
 */
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { adminUsers, dogHolds, submissions } from "#app/platform/db/schema.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { createSession } from "#app/admin/auth/sessions.server.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { action as reserveAction } from "#app/admin/routes/reserve.tsx";
import { reserveDog } from "#app/features/journey/request/server/conversation.server.ts";
import type { Services } from "#app/services.server.ts";
import { testDatabases } from "../support/databases.ts";
import { storeAdoptionRequest } from "../support/requests.ts";

const SECRET = "reserve-release-secret-reserve-release";
const env = parseEnv({ SITE_URL_DE: "http://localhost:3000", SITE_URL_ES: "http://es.localhost:3000" });
const site = adminSite(env);
const dog = { id: "30126", name: "Kira" };

describe.each(testDatabases())("releasing a dog's reservation from the reserve page ($name)", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let holder: string;
  let later: string;
  let cookie: string;

  beforeEach(async () => {
    handle = await database.open();
    const db = handle.db;
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea", role: "coordinator", locale: "de" }).returning();
    cookie = `${site.cookieName}=${await createSession(db, lea!.id, "link", "Firefox")}`;
    holder = await storeAdoptionRequest(db, { secret: SECRET, tag: "Holder", dog });
    const reserved = await reserveDog(db, { id: lea!.id, label: "Lea" }, holder, { de: "Hallo {firstName}", es: "Hola {firstName}" });
    if (!reserved.ok) throw new Error("not reserved");
    await db.update(submissions).set({ status: "travel" }).where(eq(submissions.id, holder));
    later = await storeAdoptionRequest(db, { secret: SECRET, tag: "Later", dog });
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  /** The reserve page's form for the later request, posted as a browser without JavaScript sends it. */
  async function post(fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
    const services = { env, db: handle.db, logger: pino({ level: "silent" }), dogs: { get: async () => ({ dogs: [] }) } } as unknown as Services;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "", clientAddress: "127.0.0.1" });
    const request = new Request(`${site.origin}/verwaltung/eingang/${later}/reservieren`, {
      method: "POST",
      headers: { Origin: site.origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await reserveAction({ request, context, params: { id: later } } as unknown as Parameters<typeof reserveAction>[0])) as { init?: ResponseInit | null };
      return { status: answer.init?.status ?? 200, location: null };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
      return { status: (thrown as { init?: ResponseInit | null }).init?.status ?? 500, location: null };
    }
  }

  const holds = () => handle.db.select({ submissionId: dogHolds.submissionId }).from(dogHolds);
  const stateOf = async (id: string) => (await handle.db.select({ status: submissions.status, reserved: submissions.reserved }).from(submissions).where(eq(submissions.id, id)))[0];

  it("reserving the held dog for another family is refused until the holder's reservation is released", async () => {
    expect((await post({ intent: "reserve", body_de: "Hallo {firstName}", body_es: "Hola {firstName}" })).status).toBe(409);
    expect(await holds()).toEqual([{ submissionId: holder }]);
  });

  it("a release naming another holder than the one shown is refused (409) and changes nothing", async () => {
    expect((await post({ intent: "release", holder: later })).status).toBe(409);
    expect(await holds()).toEqual([{ submissionId: holder }]);
    expect(await stateOf(holder)).toEqual({ status: "travel", reserved: true });
  });

  it("the release of the holder shown frees the dog, leaves the holder's request open at its stage, and comes back to the page", async () => {
    const released = await post({ intent: "release", holder });
    expect(released.status).toBe(302);
    expect(released.location).toMatch(/reservieren\?freigegeben=1$/);
    expect(await holds()).toEqual([]);
    expect(await stateOf(holder)).toEqual({ status: "travel", reserved: false });
    // Done once: a second release finds no holder.
    expect((await post({ intent: "release", holder })).status).toBe(409);
  });
});
