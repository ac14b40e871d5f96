/**
 * New-dog alerts through a real server process on PostgreSQL (the production
 * build, a local upstream dog list and a real SMTP peer): subscribe, confirm,
 * alert, digest, one-click unsubscribe and cleanup, as a subscriber meets them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { createTemporaryDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { resetSmtp, startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/smtp.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { rawRequest } from "../support/http.ts";

const postgresUrl = testDatabaseUrl();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  resetSmtp(smtp);
});

function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n(?=[ \t])/g, "");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function startUpstream() {
  const state = { dogs: [] as Record<string, unknown>[] };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(state.dogs));
  });
  return {
    state,
    listen: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dogs`))),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const upstreamDog = (id: string, species: string, extra: Record<string, unknown> = {}) => ({ id, title: `Hund ${id}`, species, publicHeadline: `Headline ${id}`, ...extra });

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(postgresUrl)("new-dog alerts through a real server process (PostgreSQL)", () => {
  let temp: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let server: TestServer;
  let sql: pg.Client;
  const upstream = startUpstream();
  const syncs = () => server.output().split("dog sync stored a new snapshot").length - 1;
  /** Waits for the next completed sync after the answer changed. */
  const nextSync = async () => {
    const before = syncs();
    await until("a dog sync", () => syncs() > before, 40_000);
  };
  const host = (locale: "de" | "es") => new URL(server[locale]).host;
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    temp = await createTemporaryDatabase(postgresUrl!);
    upstream.state.dogs = [upstreamDog("100", "Hunde DE")];
    const url = await upstream.listen();
    server = await startTestServer({
      DATABASE_URL: temp.url,
      DOGS_API_URL: url,
      DOGS_SYNC_INTERVAL_SECONDS: "10",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_SECONDS: "0.5",
      FORM_MIN_FILL_SECONDS: "0",
      SEED_DEMO_CONTENT: "false",
    });
    sql = new pg.Client({ connectionString: temp.url });
    await sql.connect();
    await until("the first sync", () => syncs() >= 1);
  }, 90_000);
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await upstream.close();
    await temp?.drop();
  });

  /** Subscribes through the page as a browser without JavaScript would (a plain form post). */
  async function subscribeByForm(locale: "de" | "es", email: string, choice: Record<string, string>) {
    const page = locale === "de" ? "/hunde-benachrichtigung" : "/avisos-de-perros";
    const form = await rawRequest(server.port, page, { host: host(locale) });
    expect(form.status).toBe(200);
    const token = /name="formToken" value="([^"]+)"/.exec(form.body)?.[1];
    expect(token).toBeTruthy();
    const body = new URLSearchParams({ intent: "dog_alert", formToken: token!, email, ...choice, privacyAccepted: "on", website: "" });
    const posted = await rawRequest(server.port, page, {
      host: host(locale),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server[locale] },
      body: body.toString(),
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toContain(dogAlertsCopy[locale].form.successTitle);
    return until(`the confirmation to ${email}`, () => smtp.messages.find((m) => m.to === email));
  }

  const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
    const link = mail.text.match(pattern)?.[0];
    expect(link).toBeTruthy();
    return link!;
  };

  it("subscribe → confirmation → confirm by its link → one alert for a matching new dog, none for another; unsubscribe by the page's button", async () => {
    smtp.messages.length = 0;
    // Invalid input: 400 with the messages under the fields, nothing sent.
    const page = await rawRequest(server.port, "/hunde-benachrichtigung", { host: host("de") });
    const token = /name="formToken" value="([^"]+)"/.exec(page.body)![1]!;
    const invalid = await rawRequest(server.port, "/hunde-benachrichtigung", {
      host: host("de"),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "dog_alert", formToken: token, email: "nope", frequency: "daily", website: "" }).toString(),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain("Ungültige E-Mail-Adresse");
    expect(invalid.body).toContain("Bitte wähle mindestens eine Art von Hunden");

    const confirmation = await subscribeByForm("de", "ana@example.org", { typeAdoption: "on", locationGermany: "on", frequency: "immediate" });
    expect(confirmation.subject).toBe("Bitte bestätige deine Benachrichtigung über neue Hunde");
    const confirmUrl = linkIn(confirmation, /http:\/\/localhost:\d+\/hunde-benachrichtigung\/bestaetigen\/[\w-]+/);
    // The link's page only offers the button: opening it (as a mail scanner would) confirms nothing.
    const shown = await rawRequest(server.port, pathOf(confirmUrl), { host: host("de") });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(dogAlertsCopy.de.confirm.button);
    expect((await sql.query("select confirmed_at from dog_alert_subscriptions")).rows[0].confirmed_at).toBeNull();
    const confirmed = await rawRequest(server.port, pathOf(confirmUrl), { host: host("de"), method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.de }, body: "" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain(dogAlertsCopy.de.confirm.doneTitle);
    // Used once: the link now says so, with 404.
    expect((await rawRequest(server.port, pathOf(confirmUrl), { host: host("de") })).status).toBe(404);

    smtp.messages.length = 0;
    upstream.state.dogs = [upstreamDog("100", "Hunde DE"), upstreamDog("101", "Hunde DE"), upstreamDog("102", "Hunde Hospiz")];
    await nextSync();
    const alert = await until("the alert", () => smtp.messages.find((m) => m.to === "ana@example.org"));
    expect(alert.subject).toBe("Neu bei Puente Canino: Hund 101");
    expect(alert.text).not.toContain("Hund 102");
    // Another sync with the same list and one with a non-matching new dog: nothing more.
    upstream.state.dogs = [...upstream.state.dogs, upstreamDog("103", "Hunde Hospiz")];
    await nextSync();
    await nextSync();
    expect(smtp.messages.filter((m) => m.to === "ana@example.org")).toHaveLength(1);

    const leave = header(alert, "List-Unsubscribe")!.replace(/^<|>$/g, "");
    const leavePage = await rawRequest(server.port, pathOf(leave), { host: host("de") });
    expect(leavePage.status).toBe(200);
    expect(leavePage.body).toContain(dogAlertsCopy.de.unsubscribe.button);
    expect((await sql.query("select count(*)::int as n from dog_alert_subscriptions")).rows[0].n).toBe(1);
    const left = await rawRequest(server.port, pathOf(leave), { host: host("de"), method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.de }, body: "" });
    expect(left.status).toBe(200);
    expect(left.body).toContain(dogAlertsCopy.de.unsubscribe.doneTitle);
    expect((await sql.query("select count(*)::int as n from dog_alert_subscriptions")).rows[0].n).toBe(0);
    expect((await rawRequest(server.port, pathOf(leave), { host: host("de") })).status).toBe(404);
  }, 180_000);

  it("a daily digest goes out when due with the dogs, and the mail provider's one-click POST (RFC 8058) unsubscribes", async () => {
    smtp.messages.length = 0;
    const confirmation = await subscribeByForm("es", "bea@example.org", { typeHospice: "on", locationSpain: "on", frequency: "daily" });
    const confirmUrl = linkIn(confirmation, /http:\/\/es\.localhost:\d+\/avisos-de-perros\/confirmar\/[\w-]+/);
    const confirmed = await rawRequest(server.port, pathOf(confirmUrl), { host: host("es"), method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.es }, body: "" });
    expect(confirmed.body).toContain(dogAlertsCopy.es.confirm.doneTitle);
    upstream.state.dogs = [...upstream.state.dogs, upstreamDog("104", "Hunde Hospiz", { publicHeadline_es: "Abuelo tranquilo" })];
    await nextSync();
    // Collected, not sent: the digest is due tomorrow at 07:00.
    expect((await sql.query("select count(*)::int as n from dog_alert_announcements where mailing_id is null")).rows[0].n).toBe(1);
    expect(smtp.messages.filter((m) => m.to === "bea@example.org")).toHaveLength(1);
    // Its time comes.
    await sql.query("update dog_alert_subscriptions set next_digest_at = now() - interval '1 minute'");
    const digest = await until("the digest", () => smtp.messages.find((m) => m.to === "bea@example.org" && m !== confirmation));
    expect(digest.subject).toBe("Un perro nuevo en Puente Canino");
    expect(digest.text).toContain("Hund 104 – Abuelo tranquilo");
    expect(digest.text).toMatch(/http:\/\/es\.localhost:\d+\/perros\/hund-104-104/);
    const next = (await sql.query("select next_digest_at from dog_alert_subscriptions")).rows[0].next_digest_at as Date;
    expect(next.getTime()).toBeGreaterThan(Date.now());

    // The mail provider posts to the List-Unsubscribe address: no Origin, no form token.
    const leave = header(digest, "List-Unsubscribe")!.replace(/^<|>$/g, "");
    const oneClick = await rawRequest(server.port, pathOf(leave), {
      host: host("es"),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "mail-provider" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await sql.query("select count(*)::int as n from dog_alert_subscriptions")).rows[0].n).toBe(0);
    // Nothing personal is left: no address, no announced dog, no e-mail row of it.
    expect((await sql.query("select count(*)::int as n from dog_alert_announcements")).rows[0].n).toBe(0);
    expect((await sql.query("select count(*)::int as n from outbox where mailing_id is not null")).rows[0].n).toBe(0);
    // Posting again is answered the same way.
    expect((await rawRequest(server.port, pathOf(leave), { host: host("es"), method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  }, 180_000);

  it("deletes a request not confirmed within 48 hours (the worker's cleanup)", async () => {
    smtp.messages.length = 0;
    const confirmation = await subscribeByForm("de", "cai@example.org", { typeAdoption: "on", locationGermany: "on", frequency: "weekly" });
    const confirmUrl = linkIn(confirmation, /http:\/\/localhost:\d+\/hunde-benachrichtigung\/bestaetigen\/[\w-]+/);
    expect((await sql.query("select count(*)::int as n from dog_alert_subscriptions")).rows[0].n).toBe(1);
    await sql.query("update dog_alert_subscriptions set created_at = now() - interval '48 hours 1 minute'");
    await until("the deletion", async () => (await sql.query("select count(*)::int as n from dog_alert_subscriptions")).rows[0].n === 0);
    const gone = await rawRequest(server.port, pathOf(confirmUrl), { host: host("de") });
    expect(gone.status).toBe(404);
    expect(gone.body).toContain(dogAlertsCopy.de.confirm.invalidTitle);
  }, 60_000);
});

