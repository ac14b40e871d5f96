import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { locales, otherLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { dogName, filterDogs, homeAdoptionDogs, locationLabel, dogLocation, type DogFilter } from "#app/features/dogs/rules/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { readHead } from "../support/html.ts";
import { axeViolations, firstInputJavaScript, firstLoadJavaScript } from "../support/page-checks.ts";
import { JS_BUDGET_BYTES, pageKinds } from "../support/js-budgets.ts";
import { adoptionOnly, fincaDog, hospiceDog, listedDemoDogs, monikaDog, sponsorshipDog, storedDemoDogs } from "../support/demo-dogs.ts";

const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;
const PER_PAGE = 24;
const names = (filter: DogFilter, locale: Locale, pages = 1) =>
  filterDogs(listedDemoDogs, filter, locale)
    .map((d) => dogName(d)!)
    .slice(0, pages * PER_PAGE);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cardNames(page: Page): Promise<string[]> {
  return page.locator("#main article h3").allTextContents();
}

describe("the dog API and raw HTML", () => {
  it("GET /api/dogs answers { dogs, cacheTimestamp } from the database", async () => {
    const res = await rawRequest(server.port, "/api/dogs", { host: hostOf("de") });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body) as { dogs: { id: string; publicDescription?: string }[]; cacheTimestamp: string };
    expect(body.dogs.map((d) => d.id)).toEqual(storedDemoDogs.map((d) => d.id));
    expect(body.cacheTimestamp).toBe("2026-11-20T06:30:00.000Z");
    expect(JSON.stringify(body)).not.toMatch(/<script|onerror|javascript:/i);
  });

  it.each(locales)("%s: the list filters and searches without JavaScript, from the URL", async (locale) => {
    const list = pathFor("dogs", locale);
    for (const filter of [{}, { type: "hospice" }, { type: "sponsorship", location: "spain" }, { q: "a", location: "germany" }] as DogFilter[]) {
      const query = new URLSearchParams(filter as Record<string, string>).toString();
      const res = await rawRequest(server.port, `${list}?${query}`, { host: hostOf(locale) });
      expect(res.status).toBe(200);
      const results = res.body.slice(res.body.indexOf('id="dog-results"'), res.body.indexOf('id="where-dogs-live"'));
      const shown = [...results.matchAll(/<h3 class="[^"]*"><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
      expect(shown, query).toEqual(names(filter, locale));
    }
    // 'Show more' adds the next page, also without JavaScript.
    const all = await rawRequest(server.port, `${list}?page=2`, { host: hostOf(locale) });
    const allResults = all.body.slice(all.body.indexOf('id="dog-results"'), all.body.indexOf('id="where-dogs-live"'));
    expect([...allResults.matchAll(/<h3 /g)]).toHaveLength(names({}, locale, 2).length);
    expect(names({}, locale, 2).length).toBeGreaterThan(PER_PAGE);
    const head = readHead((await rawRequest(server.port, `${list}?type=adoption`, { host: hostOf(locale) })).body);
    expect(head.canonical).toBe(server[locale] + list);
  });

  it.each(locales)("%s: a dog page has its canonical, alternates, image and Product with price 0 EUR", async (locale) => {
    const { slug, name } = adoptionOnly();
    const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug }), { host: hostOf(locale) });
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toContain(name);
    expect(head.canonical).toBe(server[locale] + pathFor("dogDetail", locale, { slug }));
    expect(head.alternates).toEqual({
      de: server.de + pathFor("dogDetail", "de", { slug }),
      es: server.es + pathFor("dogDetail", "es", { slug }),
      "x-default": server.de + pathFor("dogDetail", "de", { slug }),
    });
    // The sharing picture (photo, name, logo) from our own image route, absolute (docs/product/dogs.md#images).
    expect(head.og["og:image"]).toMatch(new RegExp(`^${server[locale]}/img/dog/[^/]+/[^/]+/[^/]+/share\\.jpg$`));
    expect(head.og["og:image:width"]).toBe("1200");
    expect(head.og["og:image:height"]).toBe("630");
    const product = head.jsonLd.find((b) => (b as { "@type": string })["@type"] === "Product") as {
      name: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(product.name).toBe(name);
    expect(product.offers).toMatchObject({ price: "0", priceCurrency: "EUR" });
  });

  it.each(locales)("%s: an unknown or malformed slug is 404 'not found'; an outdated name moves to the current slug", async (locale) => {
    for (const slug of ["bello-99999999", "x", "-", "unknown-dog"]) {
      const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug }), { host: hostOf(locale) });
      expect(res.status, slug).toBe(404);
      expect(res.body).toContain(messages[locale].dogs.notFoundTitle);
      expect(readHead(res.body).robots).toBe("noindex, nofollow");
    }
    const { slug } = adoptionOnly();
    const renamed = slug.replace(/^[^-]+/, "alter-name");
    const res = await rawRequest(server.port, pathFor("dogDetail", locale, { slug: renamed }), { host: hostOf(locale) });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(server[locale] + pathFor("dogDetail", locale, { slug }));
  });

  it("the home page shows up to three available adoption dogs and links to all of them", async () => {
    for (const locale of locales) {
      const res = await rawRequest(server.port, "/", { host: hostOf(locale) });
      const total = homeAdoptionDogs(storedDemoDogs).length;
      expect(res.body).toContain(fill(messages[locale].dogs.homeAll, { n: total }));
      expect(res.body).toContain(`href="${pathFor("dogs", locale)}?type=adoption"`);
      const itemList = readHead(res.body).jsonLd.find((b) => (b as { "@type": string })["@type"] === "ItemList") as {
        itemListElement: unknown[];
      };
      expect(itemList.itemListElement).toHaveLength(20);
    }
  });
});

describe.each(locales)("dogs in Chromium on the %s site", (locale: Locale) => {
  const base = server[locale];
  const d = messages[locale].dogs;
  const list = base + pathFor("dogs", locale);

  it("searches and filters in place with JavaScript, and the URL follows", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A choice made before: the cookie banner, shown 3 s after a load, never lands over a click of this walk.
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http")) {
        localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
      }
    });
    const page = await context.newPage();
    await page.goto(list, { waitUntil: "networkidle" });
    // A click before React has taken over can fall between the server's link and the router's.
    await page.waitForSelector("html[data-hydrated]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    expect(await cardNames(page)).toEqual(names({}, locale));
    // Reached with the keyboard, as a visitor may: the cards above it render as they scroll into view
    // (`content-visibility: auto`) and can move the link between a pointer's aim and its click.
    await page.getByRole("link", { name: d.showMore }).focus();
    await page.keyboard.press("Enter");
    // The router takes it (the address follows), then renders the next dogs once their data is in.
    await page.waitForURL((url) => url.searchParams.get("page") === "2", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(names({}, locale, 2));
    await page.goto(list, { waitUntil: "networkidle" });
    // A click before React has taken over can fall between the server's link and the router's.
    await page.waitForSelector("html[data-hydrated]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByRole("searchbox", { name: d.searchLabel }).fill("Br");
    await page.waitForURL((url) => url.searchParams.get("q") === "Br", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({ q: "Br" }, locale));
    await page.getByRole("searchbox", { name: d.searchLabel }).fill("zzzz");
    await expect.poll(() => page.getByText(d.empty).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole("searchbox", { name: d.searchLabel }).fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"), { waitUntil: "commit" });
    // The address changes a moment before React renders the new list (a transition): a filter clicked in between
    // would still carry the old search ("zzzz") and find nothing. So wait for the list itself, as a person sees it.
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({}, locale));

    const hospiceButton = page.getByRole("link", { name: new RegExp(`^${d.typeHospice}\\s*\\d+$`) });
    await hospiceButton.click();
    await page.waitForURL((url) => url.searchParams.get("type") === "hospice", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({ type: "hospice" }, locale));
    expect(await hospiceButton.getAttribute("aria-current")).toBe("true");
    expect(await page.getByRole("link", { name: d.reset }).count()).toBe(1);
    // Clicking the active filter clears it; the reset button leaves with it.
    await hospiceButton.click();
    await page.waitForURL((url) => !url.searchParams.has("type"), { waitUntil: "commit" });
    await expect.poll(() => page.getByRole("link", { name: d.reset }).count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole("link", { name: new RegExp(`^${d.locationGermany}\\s*\\d+$`) }).click();
    await page.waitForURL((url) => url.searchParams.get("location") === "germany", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({ location: "germany" }, locale));
    await page.getByRole("link", { name: new RegExp(`^${d.typeAdoption}\\s*\\d+$`) }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "adoption" && url.searchParams.get("location") === "germany", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({ type: "adoption", location: "germany" }, locale));
    await page.getByRole("link", { name: d.reset }).click();
    await page.waitForURL((url) => url.search === "", { waitUntil: "commit" });
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names({}, locale));

    // All of this happened without a page load.
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    await context.close();
  });

  it("shows each button's count and preselects ?type=", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${list}?type=sponsorship`);
    const button = page.getByRole("link", { name: new RegExp(`^${d.typeSponsorship}\\s*\\d+$`) });
    expect(await button.getAttribute("aria-current")).toBe("true");
    expect(await button.textContent()).toBe(`${d.typeSponsorship}${names({ type: "sponsorship" }, locale).length}`);
    expect(await cardNames(page)).toEqual(names({ type: "sponsorship" }, locale));
    await context.close();
  });

  it("searches and filters without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${list}?type=adoption`);
    await page.getByRole("searchbox", { name: d.searchLabel }).fill("a");
    await page.getByRole("button", { name: d.searchButton }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "a" && url.searchParams.get("type") === "adoption");
    expect(await cardNames(page)).toEqual(names({ q: "a", type: "adoption" }, locale));
    await page.getByRole("link", { name: new RegExp(`^${d.locationSpain}\\s*\\d+$`) }).click();
    await page.waitForURL((url) => url.searchParams.get("location") === "spain");
    expect(await cardNames(page)).toEqual(names({ q: "a", type: "adoption", location: "spain" }, locale));
    await context.close();
  });

  it("shows a dog page of each type with what belongs to it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const org = organisation[locale];

    const adoption = adoptionOnly();
    await page.goto(base + pathFor("dogDetail", locale, { slug: adoption.slug }));
    expect(await page.locator("h1").textContent()).toBe(adoption.name);
    const whatsapp = page.getByRole("link", { name: fill(d.whatsapp, { name: adoption.name }) });
    expect(await whatsapp.getAttribute("href")).toMatch(new RegExp(`^https://wa\\.me/${org.whatsapp}\\?text=`));
    expect(await page.getByText(locationLabel(dogLocation(adoption.dog), locale), { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator("#anfrage").count()).toBe(1);

    const hospice = hospiceDog();
    await page.goto(base + pathFor("dogDetail", locale, { slug: hospice.slug }));
    expect(await page.getByText(d.hospiceBox).count()).toBe(1);
    expect(await page.getByRole("link", { name: new RegExp(d.whatsapp.split("{")[0]!) }).count()).toBe(0);
    expect(await page.locator("#anfrage").count()).toBe(0);
    expect(await page.getByRole("link", { name: d.hospiceLink }).first().getAttribute("href")).toBe(pathFor("hospice", locale));

    const sponsorship = sponsorshipDog();
    await page.goto(base + pathFor("dogDetail", locale, { slug: sponsorship.slug }));
    expect(await page.locator("h1").textContent()).toBe(sponsorship.name);
    expect(await page.getByText(d.typeSponsorship, { exact: true }).count()).toBeGreaterThan(0);

    await page.goto(base + pathFor("dogDetail", locale, { slug: fincaDog().slug }));
    expect(await page.getByRole("link", { name: d.siteFinca }).getAttribute("href")).toBe(pathFor("fincaChaos", locale));
    await page.goto(base + pathFor("dogDetail", locale, { slug: monikaDog().slug }));
    expect(await page.getByRole("link", { name: d.siteMonika }).getAttribute("href")).toBe(pathFor("residenciaMonika", locale));
    await context.close();
  });

  it("shows 'not found' for an unknown dog, with a way back to the list", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(base + pathFor("dogDetail", locale, { slug: "niemand-12345678" }));
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe(d.notFoundTitle);
    expect(await page.getByText(d.notFoundText).count()).toBe(1);
    await page.getByRole("link", { name: d.backToList }).click();
    await page.waitForURL(list);
    await context.close();
  });

  it("switches language on a dog page, slug carried over", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { slug } = adoptionOnly();
    await page.goto(base + pathFor("dogDetail", locale, { slug }));
    await page.getByRole("link", { name: messages[locale].layout.languageSwitchLabel }).click();
    const other = otherLocale(locale);
    await page.waitForURL(server[other] + pathFor("dogDetail", other, { slug }));
    expect(await page.locator("html").getAttribute("lang")).toBe(other);
    expect(await page.locator("h1").textContent()).toBe(adoptionOnly().name);
    await context.close();
  });

  it("the list and dog pages pass axe and stay within the JavaScript budget", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pages = [list, `${list}?q=zzzz`, base + pathFor("dogDetail", locale, { slug: adoptionOnly().slug }), base + pathFor("dogDetail", locale, { slug: hospiceDog().slug }), base + pathFor("hospice", locale)];
    for (const url of pages) {
      const first = await firstLoadJavaScript(page, url);
      // The list (a content page) and the dog page (a form page) load their app at the first input (decision 044); the hospice page none.
      const app = await firstInputJavaScript(page);
      const kind = url === base + pathFor("hospice", locale) ? pageKinds.hospice : url === list || url.startsWith(`${list}?`) ? pageKinds.dogs : pageKinds.dogDetail;
      expect(first.gzipBytes, url).toBeLessThanOrEqual(JS_BUDGET_BYTES.islands);
      expect(first.gzipBytes + app.gzipBytes, url).toBeLessThanOrEqual(JS_BUDGET_BYTES[kind]);
      expect(await axeViolations(page), url).toEqual([]);
    }
    await context.close();
  });
});
