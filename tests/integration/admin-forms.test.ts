/**
 * The back office takes its forms one way (decision 037): a hand-made post that a form's schema
 * refuses, or one naming no form of the page, is answered 400 with the message beside its field in
 * the volunteer's language and what was typed kept, and nothing is written. Against the request
 * page's real action, with a signed-in volunteer of each language, on PGlite and PostgreSQL.
 */
import { count, eq } from "drizzle-orm";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "#app/platform/context.ts";
import { adminUsers, auditLog, submissionMessages, submissionNotes, submissions } from "#app/platform/db/schema.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { submit } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { createSession } from "#app/admin/auth/sessions.server.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { action as submissionAction } from "#app/admin/routes/submission.tsx";
import type { Services } from "#app/services.server.ts";
import { testDatabases } from "../support/databases.ts";
import { validFields } from "../support/form-fixtures.ts";

const SECRET = "admin-forms-secret-admin-forms-secret";
const env = parseEnv({ SITE_URL_DE: "http://localhost:3000", SITE_URL_ES: "http://es.localhost:3000" });
const site = adminSite(env);

type Answer = { data: { intent: string | null; ok: boolean; errors: Record<string, string>; values: Record<string, string> }; init: ResponseInit | null };

describe.each(testDatabases())("a refused back-office form ($name)", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let requestId: string;
  const cookies: Record<"de" | "es", string> = { de: "", es: "" };
  let kicked = 0;

  beforeEach(async () => {
    handle = await database.open();
    const now = new Date();
    const outcome = await submit(
      {
        kind: "adoption",
        locale: "de",
        host: "localhost:3000",
        fields: validFields("adoption", "Formkit", now),
        token: issueFormToken(SECRET, "localhost:3000", new Date(now.getTime() - 20_000), "key-formkit"),
        idempotencyKey: "key-formkit",
      },
      { db: handle.db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now },
    );
    if (outcome.status !== "accepted") throw new Error(JSON.stringify(outcome));
    requestId = outcome.id;
    for (const locale of ["de", "es"] as const) {
      const [user] = await handle.db.insert(adminUsers).values({ email: `koordination-${locale}@example.org`, role: "coordinator", locale }).returning();
      cookies[locale] = `${site.cookieName}=${await createSession(handle.db, user!.id, "link", "Firefox")}`;
    }
    kicked = 0;
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  /** A plain POST of the request page's form, as a browser without JavaScript sends it, through the route's own action. */
  async function post(locale: "de" | "es", fields: Record<string, string>): Promise<Answer> {
    const services = { env, db: handle.db, logger: pino({ level: "silent" }), forms: { secret: SECRET, outbox: { kick: () => kicked++ } } } as unknown as Services;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "", clientAddress: "127.0.0.1" });
    const request = new Request(`${site.origin}/verwaltung/eingang/${requestId}`, {
      method: "POST",
      headers: { Origin: site.origin, Cookie: cookies[locale], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return (await submissionAction({ request, context, params: { id: requestId } } as unknown as Parameters<typeof submissionAction>[0])) as unknown as Answer;
  }

  async function written() {
    const [messages] = await handle.db.select({ n: count() }).from(submissionMessages).where(eq(submissionMessages.submissionId, requestId));
    const [notes] = await handle.db.select({ n: count() }).from(submissionNotes).where(eq(submissionNotes.submissionId, requestId));
    const [audits] = await handle.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, requestId));
    return { messages: messages!.n, notes: notes!.n, audits: audits!.n, kicked };
  }

  it("a reply without words: 400, the body's message in the volunteer's language, the input kept, nothing sent", async () => {
    const before = await written();
    for (const locale of ["de", "es"] as const) {
      const answer = await post(locale, { intent: "reply", body: "  \r\n ", event: "accept", from: "received", key: crypto.randomUUID() });
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({
        intent: "reply",
        ok: false,
        errors: { body: adminMessages[locale].submission.bodyMissing },
        values: expect.objectContaining({ body: "  \n ", event: "accept", from: "received" }),
      });
    }
    expect(await written()).toEqual(before);
  });

  it("a form the page does not have, or none at all: 400 in the volunteer's language, nothing written", async () => {
    const before = await written();
    for (const locale of ["de", "es"] as const) {
      for (const fields of [{ intent: "erase-everything", note: "x" }, { note: "Rückruf am Montag" }] as Record<string, string>[]) {
        const answer = await post(locale, fields);
        expect(answer.init?.status).toBe(400);
        expect(answer.data).toEqual({ intent: null, ok: false, errors: { _form: adminMessages[locale].input.unknownIntent }, values: expect.objectContaining({ note: fields.note }) });
      }
    }
    expect(await written()).toEqual(before);
  });

  it("a hidden field that is no id: 400 with the kit's own message, in the volunteer's language", async () => {
    const before = await written();
    for (const locale of ["de", "es"] as const) {
      const answer = await post(locale, { intent: "edit-note", note_id: "not-a-note", note: "geändert" });
      expect(answer.init?.status).toBe(400);
      expect(answer.data.errors).toEqual({ note_id: adminMessages[locale].input.invalid });
      expect(answer.data.values.note).toBe("geändert");
    }
    expect(await written()).toEqual(before);
  });

  it("a step without the ticks a form leaves out (no early arrival to confirm) is taken", async () => {
    const answer = await post("de", { intent: "move", event: "accept", from: "received" });
    expect(answer).toEqual({ intent: "move", text: expect.stringContaining(adminMessages.de.statuses.getting_to_know) });
  });

  it("deleting a request that is not marked as spam is refused (409): the request, its notes and its audit stay (issue 34, item 4)", async () => {
    await post("de", { intent: "note", note: "Rückruf am Montag" });
    const before = await written();
    for (const locale of ["de", "es"] as const) {
      const refused = await post(locale, { intent: "delete", confirm: "yes" }).then(
        () => null,
        (thrown: unknown) => thrown as { init?: ResponseInit | null },
      );
      expect(refused?.init?.status).toBe(409);
    }
    const [left] = await handle.db.select({ n: count() }).from(submissions).where(eq(submissions.id, requestId));
    expect(left!.n).toBe(1);
    expect(await written()).toEqual(before);
  });

  it("the same forms, well filled, are taken: a note is stored, normalised", async () => {
    const answer = await post("es", { intent: "note", note: "  Llamar\u0000 el lunes " });
    expect(answer).toEqual({ intent: "note", text: adminMessages.es.submission.saved });
    const notes = await handle.db.select({ text: submissionNotes.text }).from(submissionNotes).where(eq(submissionNotes.submissionId, requestId));
    expect(notes).toEqual([{ text: "Llamar el lunes" }]);
  });
});
