import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { locales } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { donationsCopy } from "#app/pages/donations/copy.ts";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { launchBrowser } from "../support/browser.ts";
import { axeViolations } from "../support/page-checks.ts";
import { readQrCodeOnPage } from "../support/qr.ts";

// The donations page's GiroCode (issue #37, item 6): what a banking app reads from the pixels the
// page shows is a credit transfer to this site's own account, without an amount; drawn on the
// server, so it is there without JavaScript too.

const server = inject("server");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(locales)("the donations page's GiroCode (%s)", (locale) => {
  const bank = organisation[locale].bank;
  const copy = donationsCopy[locale].bank;

  it.each([true, false])("decodes to a transfer to this country's account, no amount (JavaScript %s)", async (javaScriptEnabled) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server[locale] + pathFor("donations", locale));
    const image = page.getByRole("img", { name: fill(copy.giroAlt, { beneficiary: bank.beneficiary, iban: bank.iban }) });
    expect(await image.count()).toBe(1);
    const payload = await readQrCodeOnPage(image);
    expect(payload?.split("\n")).toEqual(["BCD", "002", "1", "SCT", bank.bic, bank.beneficiary, bank.iban.replace(/\s+/g, ""), "", "", "", copy.giroText]);
    expect(await page.locator("[data-girocode] figcaption").textContent()).toBe(copy.giroCaption);
    // axe runs as a script in the page: with JavaScript on only.
    expect(javaScriptEnabled ? await axeViolations(page) : []).toEqual([]);
    await page.screenshot({ path: `test-results/girocode-donations-${locale}-390.png`, fullPage: false, clip: (await page.locator("[data-girocode]").boundingBox())! });
    await context.close();
  });
});
