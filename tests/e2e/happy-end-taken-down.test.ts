/**
 * A happy end taken down (docs/product/journey.md#happy-ends, issue 34 items 14 and 18), on a phone
 * (390 px), in both languages: the editor's "take it off the website" asks first and only the
 * confirmation takes it back; a shared link then answers 410 with a kind page that says why (removed, or the family
 * withdrew) and leads to the other stories, never a bare 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { checkAxe } from "../support/page-checks.ts";
import { screenshotsInto } from "../support/screenshots.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { inviteByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { happyEnds, retiredHappyEnds } from "#app/platform/db/schema.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/rules/happy-end-copy.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";

const shoot = screenshotsInto("happy-end-taken-down");

describe.each(["de", "es"] as const)("a happy end taken down (%s)", (locale) => {
  const h = adminMessages[locale].happyEnds;
  const copy = happyEndCopy[locale].pages;
  let server: TestServer;
  let browser: Browser;
  let token = "";
  let cookie: string | null = null;
  const ids: Record<"nojs" | "js", string> = { nojs: "", js: "" };
  const slug = (which: string) => `luna-${locale}-${which}`;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
      token = (await inviteByCli(dir, `editor-${locale}@example.org`, "editor", {}, ["--name", "Rita", "--lang", locale])).token;
      // Two published happy ends (their request long gone), and the address of one the family withdrew.
      const handle = await openDatabase({ dataDir: dir });
      for (const which of ["nojs", "js"] as const) {
        const [row] = await handle.db
          .insert(happyEnds)
          .values({
            dogName: "Luna", slug: slug(which), status: "published", publishedAt: new Date(), redirectDog: false,
            titleDe: "Luna ist zu Hause angekommen", titleEs: "Luna ya está en casa", textDe: "Luna schläft auf dem Sofa.", textEs: "Luna duerme en el sofá.",
            photoAltDe: "Luna im neuen Zuhause", photoAltEs: "Luna en su nuevo hogar",
          })
          .returning({ id: happyEnds.id });
        ids[which] = row!.id;
      }
      await handle.db.insert(retiredHappyEnds).values({ slug: slug("withdrawn"), reason: "withdrawn" });
      await handle.close();
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function editorPage(javaScriptEnabled: boolean): Promise<Page> {
    // One sign-in (its link works once), one session for both tests.
    cookie ??= await signInWithLink(server, token);
    if (!cookie) throw new Error("no session");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled });
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.de }]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  const publicUrl = (which: string) => server[locale] + pathFor("happyEnd", locale, { slug: slug(which) });
  const publicStatus = async (which: string) => (await rawRequest(server.port, pathFor("happyEnd", locale, { slug: slug(which) }), { host: new URL(server[locale]).host })).status;

  async function takeDown(page: Page, which: "nojs" | "js") {
    await page.goto(`${server.de}/verwaltung/happy-ends/${ids[which]}`);
    expect(await page.locator("[data-happy-end-status]").getAttribute("data-happy-end-status")).toBe("published");
    await page.getByRole("button", { name: h.unpublish, exact: true }).click();
    // Asked first: nothing is taken back yet.
    const question = page.locator("[data-confirm-unpublish]");
    await question.waitFor();
    expect(await question.getByRole("heading").textContent()).toBe(h.unpublishConfirmTitle);
    expect(await page.locator("[data-happy-end-status]").getAttribute("data-happy-end-status")).toBe("published");
    expect(await publicStatus(which)).toBe(200);
    // The question fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAxe(page, `happy-end-unpublish-question-${which}`);
    await shoot(page, `${locale}-unpublish-question-${which}`);
    await question.getByRole("button", { name: h.unpublishConfirm }).click();
    await expect.poll(() => page.locator("[data-happy-end-status]").getAttribute("data-happy-end-status"), { timeout: 10_000 }).toBe("draft");
    expect(await page.locator("[data-confirm-unpublish]").count()).toBe(0);
    expect(await publicStatus(which)).toBe(410);
  }

  it("with JavaScript: the same question, without a reload", async () => {
    const page = await editorPage(true);
    await takeDown(page, "js");
    expect(await page.locator("[data-happy-end-status]").getAttribute("data-happy-end-status")).toBe("draft");
    await page.context().close();
  });

  it("a shared link to a story taken down answers 410 with a kind page that says why and leads to the other stories", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    for (const [which, reason, text] of [["js", "removed", copy.goneRemoved], ["withdrawn", "withdrawn", copy.goneWithdrawn]] as const) {
      const response = await page.goto(publicUrl(which));
      expect(response?.status(), which).toBe(410);
      expect(await page.locator(`[data-happy-end-gone=${reason}]`).count()).toBe(1);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(copy.goneTitle);
      expect(await page.locator("main").textContent()).toContain(text);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkAxe(page, `happy-end-gone-${reason}`);
      await shoot(page, `${locale}-gone-${reason}`);
    }
    // An address that never held a story stays a 404.
    expect((await page.goto(publicUrl("never")))?.status()).toBe(404);
    await page.goto(publicUrl("js"));
    await Promise.all([page.waitForURL(server[locale] + pathFor("happyEnds", locale)), page.getByRole("link", { name: copy.goneLink }).click()]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(copy.listTitle);
    await context.close();
  });
});
