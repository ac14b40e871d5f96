/**
 * The protection contract's signature and the association's two irreversible steps, in Chromium
 * (docs/product/journey.md#protection-contract), once per language, the family on a phone
 * (390 px): a closed request's contract shows no signing form and refuses a signature (409); a
 * refused signature without JavaScript comes back at the form with the name and the tick as
 * entered and the error under its field; with JavaScript the field is focused; the countersignature
 * and the fee each ask for a tick first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { allowConsoleErrors } from "../support/page-guard.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, form, inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { validFields } from "../support/form-fixtures.ts";
import { statusToken } from "#app/features/journey/request/server/token.server.ts";
import { contractCopy } from "#app/features/journey/contract/rules/contract-copy.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";

const SECRET = "contract-e2e-secret-contract-e2e-secret";
const m = adminMessages.de;
let server: TestServer;
let browser: Browser;
let cookie: string | null = null;

beforeAll(async () => {
  let token = "";
  server = await startTestServer({ FORM_MIN_FILL_SECONDS: "0", FORM_RATE_LIMIT: "1000", ADMIN_SIGNIN_RATE_LIMIT: "1000", FORM_SECRET: SECRET }, async (dir) => {
    token = (await inviteByCli(dir, "vorstand@example.org", "owner")).token;
  });
  cookie = await signInWithLink(server, token);
  if (!cookie) throw new Error("no session");
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(["de", "es"] as const)("the contract's signature (%s)", (locale) => {
  const c = contractCopy[locale];
  const site = () => server[locale];
  const host = () => new URL(site()).host;
  const requests: Record<"open" | "closed", { id: string; name: string; path: string }> = { open: { id: "", name: "", path: "" }, closed: { id: "", name: "", path: "" } };

  /** An adoption request by the JSON API, moved to the contract stage, its contract generated. */
  async function atContract(tag: string) {
    const { token } = JSON.parse((await rawRequest(server.port, "/api/form-token", { host: host() })).body) as { token: string };
    const data = validFields("adoption", tag);
    const body = JSON.stringify({ formType: "adoption", locale, data, token });
    const res = await rawRequest(server.port, "/api/send-form-email", { host: host(), method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } });
    const id = (JSON.parse(res.body) as { id: string }).id;
    for (const [event, from] of [["accept", "received"], ["prepare_contract", "getting_to_know"]] as const) {
      const moved = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "move", event, from }) });
      if (moved.status !== 200) throw new Error(`not moved by ${event}: ${moved.status}`);
    }
    const generated = await adminRequest(server, `/verwaltung/eingang/${id}`, {
      cookie,
      method: "POST",
      body: form({ intent: "contract-generate", contract_name: data.name!, contract_address: "Hauptstraße 1, 76131 Karlsruhe", contract_dog: "Luna", contract_chip: "941000024681357" }),
    });
    if (generated.status !== 200) throw new Error(`no contract: ${generated.status}`);
    return { id, name: data.name!, path: pathFor("requestStatus", locale, { token: statusToken(SECRET, id) }) };
  }

  const post = (path: string, values: Record<string, string>) => {
    const body = form(values);
    return rawRequest(server.port, path, { host: host(), method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), Origin: site() } });
  };
  const hashOf = async (path: string) => /name="hash" value="([0-9a-f]{64})"/.exec((await rawRequest(server.port, path, { host: host() })).body)?.[1] ?? "";

  beforeAll(async () => {
    requests.open = await atContract(`Open${locale}Signer`);
    requests.closed = await atContract(`Closed${locale}Signer`);
    // The family withdraws it on its status page (only the applicant can).
    const withdrawn = await post(requests.closed.path, { intent: "withdraw" });
    if (withdrawn.status !== 200) throw new Error(`not withdrawn: ${withdrawn.status}`);
  }, 60_000);

  it("a withdrawn request's contract shows no signing form and no payment details, and a signature is refused (409)", async () => {
    const hash = await hashOf(requests.open.path);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site()}${requests.closed.path}`);
    expect(await page.locator("[data-contract=ready]").count()).toBe(1);
    expect(await page.locator("[data-sign-form]").count()).toBe(0);
    expect(await page.locator("[data-fee]").count()).toBe(0);
    expect((await page.locator("[data-contract-intro]").textContent())?.trim()).toBe(c.closed);
    await context.close();
    // Posted anyway (with the text's hash it had before): 409, the sentence, nothing signed.
    const refused = await post(requests.closed.path, { intent: "sign", name: requests.closed.name, confirm: "yes", hash });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain(c.problems.closed);
    const after = await adminRequest(server, `/verwaltung/eingang/${requests.closed.id}`, { cookie });
    expect(after.body).toContain('data-contract-admin="ready"');
  });

  it("a refused signature without JavaScript comes back at the form (390 px), the name and the tick as entered, the error under its field", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site()}${requests.open.path}`);
    await page.fill("#sign-name", "Jemand Anderes");
    await page.check("input[name=confirm]");
    await page.locator("[data-sign-form] button[type=submit]").click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).hash).toBe("#sign-form");
    expect(await page.inputValue("#sign-name")).toBe("Jemand Anderes");
    expect(await page.isChecked("input[name=confirm]")).toBe(true);
    expect((await page.locator("#sign-error").textContent())?.trim()).toBe(fill(c.problems.mismatch, { name: requests.open.name }));
    expect(await page.getAttribute("#sign-name", "aria-describedby")).toContain("sign-error");
    // The error stands right under the field, and the form is in view (not the page's top).
    const field = (await page.locator("#sign-name").boundingBox())!;
    const error = (await page.locator("#sign-error").boundingBox())!;
    expect(error.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(error.y - (field.y + field.height)).toBeLessThan(40);
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A name the PDF cannot print (a direction override): 400, the name kept, the sentence in the page's language.
    await page.fill("#sign-name", `\u202e${requests.open.name}`);
    await page.locator("[data-sign-form] button[type=submit]").click();
    await page.waitForLoadState("load");
    expect((await page.locator("#sign-error").textContent())?.trim()).toBe(fill(c.problems.unprintable, { name: requests.open.name }));
    expect(await page.inputValue("#sign-name")).toBe(`\u202e${requests.open.name}`);
    expect(await page.isChecked("input[name=confirm]")).toBe(true);
    await context.close();
    const hash = await hashOf(requests.open.path);
    const refused = await post(requests.open.path, { intent: "sign", name: `${requests.open.name}\u0301\u0301`, confirm: "yes", hash });
    expect(refused.status).toBe(400);
  });

  it("with JavaScript, a refused signature focuses its field", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    // The refusal is a 400 the browser reports when the page's script fetches it.
    allowConsoleErrors(page, /status of 400 \(Bad Request\)/);
    await page.goto(`${site()}${requests.open.path}`);
    await page.fill("#sign-name", "Jemand Anderes");
    await page.check("input[name=confirm]");
    await page.locator("[data-sign-form] button[type=submit]").click();
    await page.locator("#sign-error").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sign-name");
    expect(await page.inputValue("#sign-name")).toBe("Jemand Anderes");
    expect(await page.isChecked("input[name=confirm]")).toBe(true);
    await context.close();
  });

  it("the countersignature and the fee each ask for a tick first; the fee only after the signature", async () => {
    const { id, name, path } = requests.open;
    // Before the signature: no fee form, and a post is refused (409).
    const early = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "contract-fee", contract_fee_day: new Date().toISOString().slice(0, 10), confirm: "yes" }) });
    expect(early.status).toBe(409);
    expect(early.body).toContain(m.contract.problems.unsigned.split(".")[0]!);
    const signed = await post(path, { intent: "sign", name, confirm: "yes", hash: await hashOf(path) });
    expect(signed.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: cookie!.split("=")[0]!, value: cookie!.split("=").slice(1).join("="), url: server.de }]);
    const office = await context.newPage();
    await office.goto(`${server.de}/verwaltung/eingang/${id}`);
    // Pressed without the tick: the browser asks for it, nothing is recorded.
    await office.locator("[data-countersign]").click();
    expect(await office.locator("[data-countersign-confirm]").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await office.locator("[data-contract-admin=signed]").count()).toBe(1);
    // Posted without it (no browser check): refused, nothing recorded.
    const unticked = await adminRequest(server, `/verwaltung/eingang/${id}`, { cookie, method: "POST", body: form({ intent: "contract-countersign" }) });
    expect(unticked.status).toBe(400);
    expect(unticked.body).toContain(m.contract.problems.confirm);
    await office.locator("[data-countersign-confirm]").check();
    await office.locator("[data-countersign]").click();
    await expect.poll(() => office.locator("[data-contract-admin=countersigned]").count(), { timeout: 10_000 }).toBe(1);
    await office.locator("[data-fee-received]").click();
    expect(await office.locator("[data-fee-confirm]").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await office.getByText(m.contract.marked).count()).toBe(0);
    await office.locator("[data-fee-confirm]").check();
    await office.locator("[data-fee-received]").click();
    await expect.poll(() => office.getByText(m.contract.marked).count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
