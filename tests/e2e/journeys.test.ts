import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { locales, otherLocale, type Locale } from "#app/platform/i18n/locale.ts";
import { hasParams, mainNavigation, pathFor, routeKeys } from "#app/platform/i18n/routes.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { dogName, filterDogs, type DogFilter } from "#app/features/dogs/rules/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { rawRequest } from "../support/http.ts";
import { checkHtmlFiles } from "../support/vnu.ts";
import { contrast, focusedLabel, focusProblem } from "../support/focus.ts";
import { listedDemoDogs } from "../support/demo-dogs.ts";

/**
 * The journeys visitors stumbled on, walked as visitors walk them: with the keyboard,
 * on a phone and a desktop, in both languages, with and without JavaScript.
 */
const server = inject("server");
const hostOf = (locale: Locale) => new URL(server[locale]).host;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose visitor has already answered the cookie question (the banner stays away). */
async function answeredContext(options: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http")) {
      localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 }));
    }
  });
  return context;
}

/** Presses a key and waits until the focused element can be seen; returns what blocked it otherwise. */
async function pressAndCheck(page: Page, key: string): Promise<string | null> {
  await page.keyboard.press(key);
  const deadline = Date.now() + 1500;
  let problem = await focusProblem(page);
  while (problem && Date.now() < deadline) {
    await page.waitForTimeout(50);
    problem = await focusProblem(page);
  }
  return problem ? `${key} → ${problem}` : null;
}

/** The expanded state Chromium's accessibility tree gives an element (what a screen reader hears). */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded");
  return expanded ? Boolean(expanded.value.value) : undefined;
}

const cards = (page: Page) => page.locator("#main article h3").allTextContents();
const names = (filter: DogFilter, locale: Locale) => filterDogs(listedDemoDogs, filter, locale).map((d) => dogName(d)!);
const germanOnly = listedDemoDogs.filter((d) => !d.publicHeadline_es && d.publicHeadline && !d.publicDescription_es);

describe.each(locales)("journeys on the %s site", (locale: Locale) => {
  const base = server[locale];
  const m = messages[locale];

  it("4: the dog search finds a dog by the words of this language's text", async () => {
    const context = await answeredContext({ viewport: phone });
    const page = await context.newPage();
    const word = locale === "de" ? "Riese" : "gigante";
    const other = locale === "de" ? "gigante" : "Riese";
    await page.goto(base + pathFor("dogs", locale));
    await page.getByRole("searchbox", { name: m.dogs.searchLabel }).fill(word);
    await page.waitForURL((url) => url.searchParams.get("q") === word, { waitUntil: "commit" });
    await expect.poll(() => cards(page)).toContain("Bruno");
    // Without JavaScript, from the address.
    const raw = await rawRequest(server.port, `${pathFor("dogs", locale)}?q=${word}`, { host: hostOf(locale) });
    expect(raw.body).toMatch(/>Bruno<\/a><\/h3>/);
    const wrong = await rawRequest(server.port, `${pathFor("dogs", locale)}?q=${other}`, { host: hostOf(locale) });
    expect(wrong.body).not.toMatch(/>Bruno<\/a><\/h3>/);
    await context.close();
  });

  it("5: a dog text without a translation is marked as German, on cards, the dog page and the home block", async () => {
    expect(germanOnly.length).toBeGreaterThan(0);
    const dog = germanOnly.find((d) => d.title === "Rocky") ?? germanOnly[0]!;
    const context = await answeredContext({ viewport: phone });
    const page = await context.newPage();
    const note = "Texto original en alemán";
    await page.goto(`${base}${pathFor("dogs", locale)}?q=${encodeURIComponent(dogName(dog)!)}`);
    const card = page.locator("#main article").filter({ hasText: dog.publicHeadline! });
    await expect.poll(() => card.count()).toBe(1);
    const headline = card.getByText(dog.publicHeadline!, { exact: true });
    const notes = locale === "es" ? 1 : 0;
    const langOf = (el: Element) => el.closest("[lang]")?.getAttribute("lang");
    // German on both sites: on the Spanish one by its own lang="de", with the note.
    expect(await headline.evaluate(langOf)).toBe("de");
    expect(await card.getByText(note).count()).toBe(notes);
    // The dog page: headline and description.
    await card.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith(pathFor("dogs", locale) + "/"));
    expect(await page.locator(".dog-description").evaluate(langOf)).toBe("de");
    expect(await page.getByText(dog.publicHeadline!, { exact: true }).evaluate(langOf)).toBe("de");
    expect(await page.getByText(note).count()).toBe(notes);
    // The home block draws three dogs at random: every German text in it is marked.
    const found: { lang: string | null | undefined; notes: number }[] = [];
    for (let i = 0; i < 25 && found.length === 0; i++) {
      await page.goto(base + "/");
      for (const german of germanOnly) {
        const text = page.locator('section[aria-labelledby="home-dogs"]').getByText(german.publicHeadline!, { exact: true });
        if ((await text.count()) === 0) continue;
        const homeCard = page.locator("#main article").filter({ hasText: german.publicHeadline! });
        found.push({ lang: await text.evaluate(langOf), notes: await homeCard.getByText(note).count() });
      }
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(found.map(() => ({ lang: "de", notes })));
    await context.close();
  });

  it("6: the language switch keeps the open FAQ answer", async () => {
    const context = await answeredContext({ viewport: desktop });
    const page = await context.newPage();
    const target = otherLocale(locale);
    // The pairs share a key, not a position: the pick-up and travel answers are in another order.
    const pairs: Record<Locale, string>[] = [
      { de: "vorkontrolle", es: "control-previo" },
      { de: "uebergabeorte", es: "recogida-benicarlo" },
    ];
    for (const pair of pairs) {
      await page.goto(`${base}${pathFor("faq", locale)}#${pair[locale]}`);
      await expect.poll(() => page.locator(`details#${pair[locale]}`).getAttribute("open")).not.toBeNull();
      await page.getByRole("link", { name: m.layout.languageSwitchLabel }).click();
      await page.waitForURL(`${server[target]}${pathFor("faq", target)}#${pair[target]}`);
      await expect.poll(() => page.locator(`details#${pair[target]}`).getAttribute("open")).not.toBeNull();
    }
    // An answer opened with a click (no address change) is kept too.
    await page.goto(base + pathFor("faq", locale));
    await page.locator(`details#${pairs[0]![locale]} summary`).click();
    await page.getByRole("link", { name: m.layout.languageSwitchLabel }).click();
    await page.waitForURL(`${server[target]}${pathFor("faq", target)}#${pairs[0]![target]}`);
    await context.close();
  });

  it("7: the cookie banner is reachable early, leaves focus alone, closes with Escape and hands focus back", async () => {
    const context = await browser.newContext({ viewport: phone, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(base + pathFor("fosterHome", locale));
    const banner = page.getByTestId("cookie-banner");
    await banner.waitFor({ timeout: 8000 });
    // It did not take the focus on its own.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Within three Tab presses from the top (after the skip link).
    let before = "";
    let presses = 0;
    while (presses < 3 && !(await banner.evaluate((el) => el.contains(document.activeElement)))) {
      before = await focusedLabel(page);
      await page.keyboard.press("Tab");
      presses++;
    }
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(before).toContain(m.layout.skipToContent);
    // Escape is "reject", like the close button, and focus goes back where it came from.
    await page.keyboard.press("Escape");
    await expect.poll(() => banner.isVisible()).toBe(false);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!);
    expect(stored.analytics).toBe(false);
    expect(await focusedLabel(page)).toBe(before);

    // Reopened from the footer, a choice made with Space or Enter returns focus to the footer link.
    for (const [key, button] of [["Space", m.cookie.accept], ["Enter", m.cookie.reject]] as const) {
      const settings = page.locator("footer").getByRole("link", { name: m.layout.cookieSettings });
      await settings.focus();
      await page.keyboard.press("Enter");
      await banner.waitFor();
      const choice = page.getByRole("button", { name: button, exact: true });
      for (let i = 0; i < 6 && !(await choice.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await page.keyboard.press(key);
      await expect.poll(() => banner.isVisible()).toBe(false);
      expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });

  it("7: on a phone the cookie banner never covers the element that has focus", async () => {
    const context = await browser.newContext({ viewport: phone, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(base + pathFor("fosterHome", locale));
    await page.getByTestId("cookie-banner").waitFor({ timeout: 8000 });
    const hidden: string[] = [];
    for (let i = 0; i < 120; i++) {
      const problem = await pressAndCheck(page, "Tab");
      if (problem) hidden.push(`${i + 1}: ${problem}`);
      if (await page.evaluate(() => document.activeElement === [...document.querySelectorAll("footer a")].at(-1))) break;
    }
    // The footer's own privacy and cookie-settings links too.
    for (const name of [m.layout.privacy, m.layout.cookieSettings]) {
      await page.locator("footer").getByRole("link", { name, exact: true }).focus();
      const problem = await focusProblem(page);
      if (problem) hidden.push(`footer ${name}: ${problem}`);
    }
    expect(hidden).toEqual([]);
    await context.close();
  });

  it("8: the phone menu says whether it is open, closes with Escape and when focus leaves it", async () => {
    const context = await answeredContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(base + "/");
    const summary = page.locator("header summary");
    const menu = page.locator("header details");
    const closedLabel = (await summary.innerText()).trim();
    const icon = summary.locator(".icon-menu:visible, .icon-close:visible");
    const closedIcon = await icon.getAttribute("class");
    expect(closedIcon).toContain("icon-menu");
    expect(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false);
    const problems: string[] = [];
    await summary.focus();
    problems.push((await pressAndCheck(page, "Enter")) ?? "");
    await expect.poll(() => menu.getAttribute("open")).not.toBeNull();
    // The state is the <details>' own, exposed as expanded (the name stays "Menü", as it should with a state);
    // what changes visibly is the icon: ☰ becomes ✕.
    expect((await summary.innerText()).trim()).toBe(closedLabel);
    expect(await icon.getAttribute("class")).not.toBe(closedIcon);
    expect(await icon.getAttribute("class")).toContain("icon-close");
    expect(await expandedState(page, "header summary")).toBe(true);
    // Escape closes it and leaves focus on its button.
    problems.push((await pressAndCheck(page, "Tab")) ?? "");
    problems.push((await pressAndCheck(page, "Escape")) ?? "");
    await expect.poll(() => menu.getAttribute("open")).toBeNull();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await summary.innerText()).trim()).toBe(closedLabel);
    expect(await expandedState(page, "header summary")).toBe(false);
    // Space opens it; tabbing past the last item closes it.
    problems.push((await pressAndCheck(page, "Space")) ?? "");
    await expect.poll(() => menu.getAttribute("open")).not.toBeNull();
    for (let i = 0; i < mainNavigation.length; i++) problems.push((await pressAndCheck(page, "Tab")) ?? "");
    expect(await focusedLabel(page)).toContain(m.nav[mainNavigation[mainNavigation.length - 1]!]);
    problems.push((await pressAndCheck(page, "Tab")) ?? "");
    await expect.poll(() => menu.getAttribute("open")).toBeNull();
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    // Shift+Tab back into the menu's button, and it stays closed until asked.
    problems.push((await pressAndCheck(page, "Shift+Tab")) ?? "");
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems.filter(Boolean)).toEqual([]);
    await context.close();
  });

  it("9: every focus indicator is a two-colour ring, on the home hero too; the skip link leaves the logo free", async () => {
    const context = await answeredContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(base + "/");
    await page.keyboard.press("Tab");
    const skip = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      const logo = [...document.querySelectorAll("header a span")].find((s) => s.textContent === "Puente Canino")!.getBoundingClientRect();
      return { skip: { l: box.left, r: box.right, t: box.top, b: box.bottom }, logo: { l: logo.left, r: logo.right, t: logo.top, b: logo.bottom } };
    });
    const overlaps = skip.skip.l < skip.logo.r && skip.skip.r > skip.logo.l && skip.skip.t < skip.logo.b && skip.skip.b > skip.logo.t;
    expect(overlaps, JSON.stringify(skip)).toBe(false);
    const weak: string[] = [];
    for (const [viewport, route] of [[desktop, "/"], [phone, "/"], [desktop, pathFor("dogs", locale)], [phone, pathFor("faq", locale)]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(base + route);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          const shadow = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null;
          return {
            label: `${el.tagName} ${(el.textContent ?? "").trim().slice(0, 30)}`,
            outline: style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth),
            outlineColor: style.outlineColor,
            shadow,
          };
        });
        if (ring.outline < 2 || !ring.shadow || contrast(ring.outlineColor, ring.shadow) < 3) {
          weak.push(`${viewport.width}px ${route} ${ring.label}: outline ${ring.outline}px ${ring.outlineColor}, ring ${ring.shadow}`);
        }
      }
    }
    expect(weak).toEqual([]);
    await context.close();
  });

  it("12: the form pages run their validation without a Content-Security-Policy violation", async () => {
    const context = await answeredContext({ viewport: desktop });
    await context.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.sourceFile}`),
      );
    });
    const page = await context.newPage();
    for (const key of ["contact", "fosterHome", "membership"] as const) {
      await page.goto(base + pathFor(key, locale));
      const form = page.locator("#main form").last();
      // A wrong value typed into the first field, or (membership, step 1 has no text field) "next" with nothing chosen.
      const field = form.locator('input:is([type="text"], [type="email"], [type="tel"]):visible:not([name="website"])').first();
      if (await field.count()) {
        await field.focus();
        await page.keyboard.type("x");
        await page.keyboard.press("Tab");
      } else {
        await form.locator('button[type="submit"]:visible, button:visible').first().click();
      }
      await page.waitForFunction(() => !!document.querySelector('[aria-invalid="true"], [data-sonner-toast]'), null, { timeout: 5000 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), key).toEqual([]);
    }
    await context.close();
  });

  it("13: the list heading says how many dogs match; without JavaScript 'show more' lands on the first new dog", async () => {
    const total = listedDemoDogs.length;
    const context = await answeredContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}${pathFor("dogs", locale)}?q=Br`);
    const matching = names({ q: "Br" }, locale).length;
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(total);
    const of = locale === "de" ? "von" : "de";
    expect(await page.locator("h1").innerText()).toContain(`${matching} ${of} ${total}`);
    await page.getByRole("link", { name: new RegExp(`^${m.dogs.typeHospice}\\s*\\d+$`) }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "hospice", { waitUntil: "commit" });
    const hospice = names({ q: "Br", type: "hospice" }, locale).length;
    await expect.poll(() => page.locator("h1").innerText()).toContain(`${hospice} ${of} ${total}`);
    await page.goto(base + pathFor("dogs", locale));
    expect(await page.locator("h1").innerText()).not.toContain(` ${of} `);
    await context.close();

    const noJs = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(base + pathFor("dogs", locale));
    await plain.getByRole("link", { name: m.dogs.showMore }).click();
    await plain.waitForURL((url) => url.searchParams.get("page") === "2");
    const first = names({}, locale)[24]!;
    const box = await plain.locator("#main article").filter({ has: plain.getByRole("heading", { name: first, exact: true }) }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(phone.height / 2);
    await noJs.close();
  });

  it("16: guide gallery images have real descriptions", async () => {
    const context = await answeredContext({ viewport: desktop });
    const page = await context.newPage();
    const slugs = { de: ["vorkontrolle-ablauf", "reise-und-uebergabe"], es: ["control-previo-adopcion", "viaje-y-recogida"] }[locale];
    for (const slug of slugs) {
      await page.goto(base + pathFor("guideDetail", locale, { slug }));
      const alts = await page.locator("#main figure img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
      expect(alts.length, slug).toBeGreaterThan(0);
      const title = (await page.locator("h1").innerText()).trim();
      for (const alt of alts) {
        expect(alt.length, slug).toBeGreaterThan(15);
        expect(alt, slug).not.toMatch(/\(\d+\)$/);
        expect(alt.startsWith(title), slug).toBe(false);
      }
      expect(new Set(alts).size).toBe(alts.length);
    }
    await context.close();
  });

  it("a keyboard-only walk of the header, the dog filters, the FAQ and the cookie banner keeps focus in sight", async () => {
    const problems: string[] = [];
    const walk = async (page: Page, keys: string[], where: string) => {
      for (const key of keys) {
        const problem = await pressAndCheck(page, key);
        if (problem) problems.push(`${where}: ${problem} (${await focusedLabel(page)})`);
      }
    };
    for (const viewport of [phone, desktop]) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      // Header (and on the phone its menu), then the cookie banner when it shows.
      await page.goto(base + "/");
      await walk(page, ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"], `${viewport.width} header`);
      if (viewport === phone) {
        await page.locator("header summary").focus();
        await walk(page, ["Enter", "Tab", "Tab", "Shift+Tab", "Escape", "Space", ...mainNavigation.map(() => "Tab"), "Tab"], "phone menu");
      }
      await page.getByTestId("cookie-banner").waitFor({ timeout: 8000 });
      await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await walk(page, ["Tab", "Tab", "Tab", "Shift+Tab", "Tab", "Tab", "Escape"], `${viewport.width} cookie banner`);
      // The dog filters: search box, type and location buttons.
      await page.goto(base + pathFor("dogs", locale));
      await page.locator("#dog-search").focus();
      await walk(page, ["Tab", "Tab", "Enter", "Tab", "Tab", "Enter", "Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab"], `${viewport.width} dog filters`);
      // The FAQ: topics, then questions opened and closed with Enter and Space.
      await page.goto(base + pathFor("faq", locale));
      await page.locator("#main").focus();
      await walk(page, ["Tab", "Tab", "Tab", "Enter", ...Array<string>(8).fill("Tab"), "Space", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Enter", "Tab", "Space", "Space", "Tab"], `${viewport.width} faq`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe("15: valid HTML", () => {
  it("every page of both sites passes the Nu Html Checker (server HTML)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "html-check-"));
    const files: string[] = [];
    for (const locale of locales) {
      for (const key of routeKeys.filter((k) => !hasParams(k))) {
        const res = await rawRequest(server.port, pathFor(key, locale), { host: hostOf(locale) });
        const file = path.join(dir, `${locale}-${key}.html`);
        writeFileSync(file, res.body);
        files.push(file);
      }
    }
    const errors = await checkHtmlFiles(files);
    rmSync(dir, { recursive: true, force: true });
    expect(errors.map((e) => `${path.basename(e.file)}: ${e.message}`)).toEqual([]);
  });
});
