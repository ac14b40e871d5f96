/**
 * Editing posts and guides in the back office, end to end in Chromium, once
 * per interface language: an editor writes a post in both languages with a
 * photo and a gallery, previews it, publishes it (blog list, page, sitemap,
 * feed and language switch on both hosts), edits it, restores the earlier
 * version, and withdraws it (404). A guide is featured and ordered. Then two
 * editors save the same post (the second is refused, input kept), uploads
 * that are not pictures or too large (nothing stored), and the XSS corpus
 * through the live preview and the published page.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { allowConsoleErrors, skipHtmlCheck } from "../support/page-guard.ts";
import { checkAxe } from "../support/page-checks.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { adminRequest, inviteManyByCli, signInWithLink } from "../support/admin.ts";
import { rawRequest } from "../support/http.ts";
import { loadXssCorpus } from "../support/xss-corpus.ts";
import { typeMarkdown } from "../support/markdown-editor.ts";
import { fetchBytes, storedFilePaths } from "../support/stored-files.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { uploadMessage } from "#app/platform/images/rules/uploads.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { suggestSlug } from "#app/features/articles/rules/editing.ts";

const SHOTS = path.resolve("test-results/content-editor");
const LOCALES = ["de", "es"] as const;
type Locale = (typeof LOCALES)[number];

let server: TestServer;
let browser: Browser;
const tokens: Record<string, string> = {};


async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A phone photo: taken sideways (EXIF orientation 6) with a note in its metadata. */
async function phonePhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: "GPS-canary 41.40N 0.44E" } })
    .toBuffer();
}

/** The stored files of a bucket (in the database, decision 028). */
const bucketFiles = async (bucket: string) => (await storedFilePaths(server)).filter((p) => p.startsWith(`${bucket}/`));

const sessions = new Map<string, BrowserContext>();

/** A browser signed in as one account (each sign-in link works once, so the session is kept for the whole file). */
async function signIn(who: string, locale: Locale): Promise<Page> {
  let context = sessions.get(who);
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.de}/verwaltung/anmelden/link?token=${tokens[who]}&lang=${locale}`);
    await page.getByRole("button", { name: adminMessages[locale].link.confirm }).click();
    await page.waitForURL(/\/verwaltung\/konto$/);
    await page.close();
    sessions.set(who, context);
  }
  const page = await context.newPage();
  await page.goto(`${server.de}/verwaltung`);
  return page;
}

const writeBody = typeMarkdown;

async function save(page: Page, m: (typeof adminMessages)["de"]) {
  await page.getByRole("button", { name: m.editor.save, exact: true }).click();
}

const host = (locale: Locale) => new URL(server[locale]).host;
const get = (locale: Locale, p: string) => rawRequest(server.port, p, { host: host(locale) });
const blogPath = (locale: Locale, slug: string) => `/blog/${slug}`;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_SIGNIN_RATE_LIMIT: "1000" }, async (dir) => {
    const links = await inviteManyByCli(dir, [
      ...LOCALES.map((locale) => ({ email: `editor-${locale}@example.org`, role: "editor", lang: locale, name: `Ed ${locale}` })),
      { email: "second@example.org", role: "editor", lang: "de" },
      { email: "owner@example.org", role: "owner", lang: "de" },
      { email: "coordinator@example.org", role: "coordinator" },
    ]);
    for (const locale of LOCALES) tokens[`editor-${locale}`] = links[`editor-${locale}@example.org`]!;
    Object.assign(tokens, { second: links["second@example.org"], owner: links["owner@example.org"], coordinator: links["coordinator@example.org"] });
  });
  browser = await launchBrowser();
  // Five accounts made on the command line, each opening the embedded database: slow on a busy machine.
}, 300_000);

afterAll(async () => {
  for (const context of sessions.values()) await context.close();
  await browser?.close();
  await server?.stop();
});

describe.each(LOCALES)("an editor writes, publishes, edits, restores and withdraws a post (interface %s)", (locale) => {
  const m = adminMessages[locale];
  const titles = { de: `Luna findet ihr Sofa ${locale}`, es: `Luna encuentra su sofá ${locale}` };
  const slugs = { de: suggestSlug(titles.de), es: suggestSlug(titles.es) };
  const first = { de: `Erster Stand ${locale}`, es: `Primera versión ${locale}` };
  const second = { de: `Zweiter Stand ${locale}`, es: `Segunda versión ${locale}` };
  const alts = { de: `Luna liegt auf dem roten Sofa ${locale}`, es: `Luna tumbada en el sofá rojo ${locale}` };
  let page: Page;
  let editUrl = "";

  beforeAll(async () => {
    page = await signIn(`editor-${locale}`, locale);
  });

  afterAll(async () => {
    await page?.close();
  });

  it("lists posts and guides with the languages' completeness, and finds by search", async () => {
    await page.getByRole("link", { name: m.nav.content, exact: true }).click();
    await page.waitForURL(/\/verwaltung\/inhalte$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(m.content.title);
    expect(await page.locator("[data-content-list] > li").count()).toBeGreaterThan(5);
    expect(await page.locator("[data-complete=de]").count()).toBeGreaterThan(0);
    await checkAxe(page, "list");
    await shoot(page, `${locale}-list`);
    await page.fill("#q", "zzz-nothing");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("[data-content-list] > li").count()).toBe(0);
  });

  it("creates a post in both languages with a photo and a gallery, checks the slug as it is typed, and previews it", async () => {
    await page.goto(`${server.de}/verwaltung/inhalte`);
    await page.getByRole("link", { name: m.content.newPost }).click();
    await page.waitForURL(/\/inhalte\/beitraege\/neu$/);
    await page.locator("#title_de").fill(titles.de);
    await expect.poll(() => page.inputValue("#slug_de")).toBe(slugs.de);
    // A slug another post uses is flagged as it is typed.
    await page.locator("#slug_es").fill("primeros-dias-perro-de-espana");
    await expect.poll(() => page.locator("#slug_es-error").textContent()).toBe(m.editor.errors.taken);
    await page.locator("#title_es").fill(titles.es);
    await page.locator("#slug_es").fill(slugs.es);
    await expect.poll(() => page.locator("[data-slug-status=es]").textContent()).toBe(m.editor.slugFree);
    for (const lang of LOCALES) {
      await page.fill(`#excerpt_${lang}`, `${titles[lang]}: excerpt`);
      await page.fill(`#category_${lang}`, lang === "de" ? "Geschichten" : "Historias");
      await writeBody(page, `body_${lang}`, `## ${first[lang]}\n\nLuna **schläft** gern.`);
    }
    // The live preview is the public page's rendering.
    await expect.poll(() => page.locator("[data-live-preview=de] h2").textContent(), { timeout: 10_000 }).toBe(first.de);
    await expect.poll(() => page.locator("[data-live-preview=es] strong").textContent(), { timeout: 10_000 }).toBe("schläft");
    await page.setInputFiles("#image", { name: "sofa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#c2410c") });
    await page.setInputFiles("#gallery_new", { name: "garten.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#15803d") });
    await page.fill("#gallery_new_de", "Luna im Garten");
    await page.fill("#gallery_new_es", "Luna en el jardín");
    await page.check("input[name=status][value=published]");
    // Publishing with a main picture needs what it shows, in both languages: refused, with the message at each field.
    const storedBefore = await bucketFiles("blog-images");
    allowConsoleErrors(page, /status of 400 .*\/neu\.data/);
    await save(page, m);
    await expect.poll(() => page.locator("#image_alt_de-error").textContent(), { timeout: 15_000 }).toBe(m.editor.errors.altRequiredToPublish);
    expect(await page.locator("#image_alt_es-error").textContent()).toBe(m.editor.errors.altRequiredToPublish);
    expect(await page.locator("#image_alt_de").getAttribute("aria-invalid")).toBe("true");
    expect(await page.inputValue("#title_de")).toBe(titles.de);
    expect(await bucketFiles("blog-images")).toEqual(storedBefore);
    await page.fill("#image_alt_de", alts.de);
    await page.fill("#image_alt_es", alts.es);
    // A refused save keeps no file: the pictures are chosen again.
    await page.setInputFiles("#image", { name: "sofa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#c2410c") });
    await page.setInputFiles("#gallery_new", { name: "garten.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#15803d") });
    await checkAxe(page, "editor-new");
    await save(page, m);
    // The save with its two photos, which the server reads and encodes first.
    await page.waitForURL(/\/inhalte\/beitraege\/[0-9a-f-]{36}\?created=1$/, { timeout: 30_000 });
    editUrl = page.url().replace(/\?.*$/, "");
    await expect.poll(() => page.locator("[role=status]").first().textContent()).toBe(m.editor.created);
    // One normalised file per upload, upright, without the photo's metadata.
    const files = (await bucketFiles("blog-images")).filter((f) => /^blog-images\/[0-9a-f-]{36}\.jpg$/.test(f));
    const mainImage = await page.locator("[data-main-image]").getAttribute("src");
    const stored = files.find((f) => mainImage === `/storage/${f}`);
    expect(stored).toBeTruthy();
    const original = await fetchBytes(server, mainImage!);
    expect([original.status, original.type]).toEqual([200, "image/jpeg"]);
    const meta = await sharp(original.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([600, 800, undefined, undefined]);
    expect(await page.locator("[data-gallery] li").count()).toBe(1);
    await checkAxe(page, "editor");
    await shoot(page, `${locale}-editor`);

    await page.getByRole("link", { name: m.editor.preview }).click();
    await page.waitForURL(/\/vorschau$/);
    await expect.poll(() => page.locator("[data-preview=de] h2").first().textContent()).toBe(titles.de);
    expect(await page.locator("[data-preview=es]").textContent()).toContain(first.es);
    expect(await page.locator("[data-preview=de] figcaption").textContent()).toBe("Luna im Garten");
    // The preview is the public page: its words ("Bildergalerie"), the main picture's alt text, no excerpt (a post's page shows none).
    for (const lang of LOCALES) {
      const preview = page.locator(`[data-preview=${lang}]`);
      expect(await preview.locator("h3").textContent()).toBe(messages[lang].articles.gallery);
      expect(await preview.locator("img").first().getAttribute("alt")).toBe(alts[lang]);
      expect(await preview.textContent()).not.toContain(`${titles[lang]}: excerpt`);
      expect(await preview.textContent()).toContain(messages[lang].articles.published);
    }
    await checkAxe(page, "preview");
    await shoot(page, `${locale}-preview`);
    // Two saves with two photos each (read, turned upright, encoded), three axe runs and four screenshots: 40 s on a
    // quiet machine, more than the default minute on a busy one.
  }, 150_000);

  it("is published on both hosts: blog list, page, sitemap, feed and the language switch", async () => {
    for (const lang of LOCALES) {
      const list = await get(lang, "/blog");
      expect(list.body).toContain(titles[lang]);
      const post = await get(lang, blogPath(lang, slugs[lang]));
      expect(post.status).toBe(200);
      expect(post.body).toContain(first[lang]);
      expect(post.body).toContain(lang === "de" ? "Luna im Garten" : "Luna en el jardín");
      expect(post.body).toContain(`alt="${alts[lang]}"`);
      expect(post.body).toContain(`<meta property="og:image:alt" content="${alts[lang]}"/>`);
      const sitemap = await get(lang, "/sitemap.xml");
      expect(sitemap.body).toContain(`/blog/${slugs[lang]}`);
      const feed = await get(lang, "/blog/feed.xml");
      expect(feed.body).toContain(titles[lang]);
      // The other language's slug moves to this language's.
      const other = lang === "de" ? "es" : "de";
      const moved = await get(lang, blogPath(lang, slugs[other]));
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`${server[lang]}/blog/${slugs[lang]}`);
    }
    const publicPage = await page.context().newPage();
    await publicPage.goto(`${server.de}/blog/${slugs.de}`);
    expect(await publicPage.locator("header a[hreflang=es]").getAttribute("href")).toBe(`${server.es}/blog/${slugs.es}`);
    await publicPage.close();
  });

  it("an edit shows at once; the earlier version can be looked at and restored", async () => {
    await page.goto(editUrl);
    for (const lang of LOCALES) await writeBody(page, `body_${lang}`, `## ${second[lang]}\n\nLuna schläft jetzt im Bett.`);
    await save(page, m);
    await page.waitForURL(/\?saved=2$/, { timeout: 15_000 });
    for (const lang of LOCALES) {
      const post = await get(lang, blogPath(lang, slugs[lang]));
      expect(post.body).toContain(second[lang]);
      expect(post.body).not.toContain(first[lang]);
    }
    await page.getByRole("link", { name: m.editor.revisions }).click();
    await page.waitForURL(/\/versionen$/);
    await checkAxe(page, "revisions");
    await page.getByRole("link", { name: m.revisions.view.replace("{version}", "1") }).click();
    await page.waitForURL(/\?r=\d+$/);
    await expect.poll(() => page.locator("[data-preview=de]").textContent()).toContain(first.de);
    await checkAxe(page, "revision");
    await shoot(page, `${locale}-revision`);
    await page.getByRole("button", { name: m.revisions.restore }).click();
    await page.waitForURL(/\?restored=1$/, { timeout: 15_000 });
    for (const lang of LOCALES) {
      const post = await get(lang, blogPath(lang, slugs[lang]));
      expect(post.status).toBe(200);
      expect(post.body).toContain(first[lang]);
      expect(post.body).not.toContain(second[lang]);
    }
  });

  it("the main picture can be removed: gone from the page with its alt text, and publishing needs no alt text then", async () => {
    await page.goto(editUrl);
    await page.fill("#image_alt_de", "");
    await page.getByLabel(m.editor.removeImage).check();
    await save(page, m);
    await page.waitForURL(/\?saved=\d+$/, { timeout: 15_000 });
    // The saved version's form replaces the old one (its key is the version) once its data has arrived.
    await expect.poll(() => page.locator("[data-main-image]").count(), { timeout: 10_000 }).toBe(0);
    for (const lang of LOCALES) {
      const post = await get(lang, blogPath(lang, slugs[lang]));
      expect(post.status).toBe(200);
      expect(post.body).not.toContain(`alt="${alts[lang]}"`);
      expect(post.body).toContain(first[lang]);
    }
  });

  it("withdrawn, it is a 404 on both hosts and gone from list, sitemap and feed", async () => {
    await page.goto(editUrl);
    await page.check("input[name=status][value=draft]");
    await save(page, m);
    await page.waitForURL(/\?saved=\d+$/, { timeout: 15_000 });
    for (const lang of LOCALES) {
      expect((await get(lang, blogPath(lang, slugs[lang]))).status).toBe(404);
      expect((await get(lang, "/blog")).body).not.toContain(titles[lang]);
      expect((await get(lang, "/sitemap.xml")).body).not.toContain(slugs[lang]);
      expect((await get(lang, "/blog/feed.xml")).body).not.toContain(titles[lang]);
    }
    // The draft is still there for the back office's preview.
    await page.getByRole("link", { name: m.editor.preview }).click();
    await page.waitForURL(/\/vorschau$/);
    await expect.poll(() => page.locator("[role=status]").first().textContent()).toBe(m.preview.draft);
  });

  it("a guide: featured on the home page (never a fourth) and ordered", async () => {
    const guideTitle = { de: `Ratgeber Sofa ${locale}`, es: `Guía sofá ${locale}` };
    // The refused save answers 400 (the form stays with its input).
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${server.de}/verwaltung/inhalte/ratgeber/neu`);
    for (const lang of LOCALES) {
      await page.fill(`#title_${lang}`, guideTitle[lang]);
      await page.fill(`#excerpt_${lang}`, `${guideTitle[lang]} excerpt`);
      await page.fill(`#meta_description_${lang}`, `${guideTitle[lang]} meta`);
      await writeBody(page, `body_${lang}`, `Intro\n\n[image:0]\n\nEnde ${lang}`);
    }
    await page.setInputFiles("#gallery_new", { name: "bild.png", mimeType: "image/png", buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0369a1" } }).png().toBuffer() });
    await page.fill("#gallery_new_de", "Ein Hund auf dem Sofa");
    await page.fill("#gallery_new_es", "Un perro en el sofá");
    await page.check("input[name=status][value=published]");
    await page.check("input[name=featured]");
    await page.fill("#display_order", "-1");
    await checkAxe(page, "guide-new");
    await save(page, m);
    // Three guides are featured already: a clear message, the input kept.
    await expect.poll(() => page.locator("#featured-error").textContent(), { timeout: 15_000 }).toBe(m.editor.errors.featured);
    expect(await page.inputValue("#title_de")).toBe(guideTitle.de);
    await shoot(page, `${locale}-guide-featured-refused`);
    await page.uncheck("input[name=featured]");
    // The picture has to be chosen again (a browser never keeps a file after a refused form).
    await page.setInputFiles("#gallery_new", { name: "bild.png", mimeType: "image/png", buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0369a1" } }).png().toBuffer() });
    await save(page, m);
    await page.waitForURL(/\/inhalte\/ratgeber\/[0-9a-f-]{36}\?created=1$/, { timeout: 15_000 });
    const guideUrl = page.url().replace(/\?.*$/, "");
    // Take one demo guide off the home page, then feature the new one.
    await page.goto(`${server.de}/verwaltung/inhalte?kind=guide`);
    const featuredItem = page.locator("[data-content-list] > li", { hasText: m.content.featured }).first();
    await featuredItem.getByRole("link").first().click();
    await page.waitForURL(/\/inhalte\/ratgeber\/[0-9a-f-]{36}$/);
    await page.uncheck("input[name=featured]");
    await save(page, m);
    await page.waitForURL(/\?saved=\d+$/, { timeout: 15_000 });
    await page.goto(guideUrl);
    await page.check("input[name=featured]");
    await save(page, m);
    await page.waitForURL(/\?saved=\d+$/, { timeout: 15_000 });
    for (const lang of LOCALES) {
      const home = await get(lang, "/");
      expect(home.body).toContain(guideTitle[lang]);
      const base = lang === "de" ? "/ratgeber" : "/guia";
      const list = await get(lang, base);
      // Display order -1: first in the list.
      const order = [...list.body.matchAll(new RegExp(`href="${base}/([a-z0-9-]+)"`, "g"))].map((x) => x[1]);
      expect(order[0]).toBe(suggestSlug(guideTitle[lang]));
      const page2 = await get(lang, `${lang === "de" ? "/ratgeber" : "/guia"}/${suggestSlug(guideTitle[lang])}`);
      expect(page2.status).toBe(200);
      expect(page2.body).toContain(lang === "de" ? 'alt="Ein Hund auf dem Sofa"' : 'alt="Un perro en el sofá"');
    }
  });
});

describe("the editor with the keyboard alone", () => {
  it("Tab reaches every text field in order, types into the Markdown editor and leaves it again", async () => {
    const page = await signIn("editor-de", "de");
    await page.goto(`${server.de}/verwaltung/inhalte/beitraege/neu`);
    await page.locator('[data-markdown-editor="body_de"] .cm-content').waitFor();
    await page.focus("#title_de");
    await page.keyboard.type("Mit der Tastatur");
    const seen: string[] = [];
    for (let i = 0; i < 10 && seen.at(-1) !== "title_es"; i++) {
      await page.keyboard.press("Tab");
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          const editor = el?.closest("[data-markdown-editor]");
          return editor ? `editor ${editor.getAttribute("data-markdown-editor")}` : (el?.id ?? "");
        }),
      );
      if (seen.at(-1) === "editor body_de") await page.keyboard.type("## Getippt");
    }
    expect(seen).toEqual(["slug_de", "excerpt_de", "category_de", "editor body_de", "title_es"]);
    expect(await page.inputValue("#slug_de")).toBe("mit-der-tastatur");
    expect(await page.inputValue("#body_de")).toBe("## Getippt");
    await expect.poll(() => page.locator("[data-live-preview=de] h2").textContent(), { timeout: 10_000 }).toBe("Getippt");
    await page.close();
  });
});

describe("two editors save the same post", () => {
  it("the second save is refused with a clear message, and its input is kept", async () => {
    const m = adminMessages.de;
    const a = await signIn("editor-de", "de");
    const b = await signIn("second", "de");
    await a.goto(`${server.de}/verwaltung/inhalte?kind=blog`);
    const href = await a.locator("[data-content-list] > li a").first().getAttribute("href");
    await a.goto(`${server.de}${href}`);
    await b.goto(`${server.de}${href}`);
    await a.fill("#title_de", "Gespeichert von A");
    await b.fill("#title_de", "Eingabe von B bleibt");
    await writeBody(b, "body_de", "Text von B, nicht verloren");
    await save(a, m);
    await a.waitForURL(/\?saved=\d+$/, { timeout: 15_000 });
    // The refused save answers 409 (the form stays with its input).
    allowConsoleErrors(b, /status of 409/);
    await save(b, m);
    await expect.poll(() => b.locator("[data-conflict]").count(), { timeout: 15_000 }).toBe(1);
    expect(await b.locator("[data-conflict]").textContent()).toContain(m.editor.errors.conflict.split(":")[0]);
    expect(await b.inputValue("#title_de")).toBe("Eingabe von B bleibt");
    expect(await b.inputValue("#body_de")).toBe("Text von B, nicht verloren");
    await checkAxe(b, "conflict");
    await shoot(b, "de-conflict");
    // Nothing of B was stored.
    await a.reload();
    expect(await a.inputValue("#title_de")).toBe("Gespeichert von A");
    await a.close();
    await b.close();
  });
});

describe("uploads that are not pictures, or too large", () => {
  it("a text file named .jpg and an oversized file: a message under the field, nothing stored", async () => {
    const m = adminMessages.es;
    const page = await signIn("editor-es", "es");
    await page.goto(`${server.de}/verwaltung/inhalte`);
    const countBefore = await page.locator("[data-content-list] > li").count();
    const filesBefore = await bucketFiles("blog-images");
    allowConsoleErrors(page, /status of 400/, /status of 413/);
    await page.goto(`${server.de}/verwaltung/inhalte/beitraege/neu`);
    for (const lang of LOCALES) await page.fill(`#title_${lang}`, `Upload ${lang}`);
    await page.setInputFiles("#image", { name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is only text, renamed to .jpg\n".repeat(50)) });
    await save(page, m);
    await expect.poll(() => page.locator("#image-error").textContent(), { timeout: 15_000 }).toBe(uploadMessage(m.uploads, "notImage"));
    expect(await page.inputValue("#title_de")).toBe("Upload de");
    await checkAxe(page, "upload-refused");
    await shoot(page, "es-upload-refused");
    const big = Buffer.alloc(13 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await page.setInputFiles("#gallery_new", { name: "grande.jpg", mimeType: "image/jpeg", buffer: big });
    await save(page, m);
    await expect.poll(() => page.locator("#gallery_new-error").textContent(), { timeout: 20_000 }).toBe(uploadMessage(m.uploads, "tooLarge"));
    expect(await bucketFiles("blog-images")).toEqual(filesBefore);
    await page.goto(`${server.de}/verwaltung/inhalte`);
    expect(await page.locator("[data-content-list] > li").count()).toBe(countBefore);
    await page.close();

    // A body larger than any editor form: 413 before it is read.
    const cookie = await signInWithLink(server, tokens.owner!);
    const boundary = "x".repeat(20);
    const huge = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"a".repeat(26 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    const res = await adminRequest(server, "/verwaltung/inhalte/beitraege/neu", {
      cookie,
      method: "POST",
      body: huge,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(413);
    expect(await bucketFiles("blog-images")).toEqual(filesBefore);
  });
});

describe("the XSS corpus through the editor", () => {
  it("runs nothing in the live preview nor on the published page", async () => {
    const m = adminMessages.de;
    const corpus = loadXssCorpus().join("\n\n");
    const page = await signIn("editor-de", "de");
    const context = page.context();
    await context.addInitScript(() => {
      (window as unknown as { ran: number }).ran = 0;
      for (const name of ["alert", "confirm", "prompt", "print"] as const) {
        (window as unknown as Record<string, unknown>)[name] = () => (window as unknown as { ran: number }).ran++;
      }
    });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    allowConsoleErrors(page, /Failed to load resource/);
    skipHtmlCheck(page);
    await page.goto(`${server.de}/verwaltung/inhalte/beitraege/neu`);
    await page.fill("#title_de", "XSS Vorschau");
    await page.fill("#title_es", "XSS vista previa");
    for (const lang of LOCALES) await writeBody(page, `body_${lang}`, corpus);
    await expect.poll(() => page.locator("[data-live-preview=de] *").count(), { timeout: 20_000 }).toBeGreaterThan(20);
    await page.waitForTimeout(1000);
    const preview = page.locator("[data-live-preview=de] > div");
    expect(await preview.locator("script, iframe, object, embed, form, svg, style, math").count()).toBe(0);
    const attributes = await preview.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((attr) => `${attr.name}=${attr.value}`)),
    );
    expect(attributes.filter((attr) => /^on|^data-|^style=/i.test(attr) || /^(href|src)=\s*(javascript|vbscript|data):/i.test(attr))).toEqual([]);
    await page.check("input[name=status][value=published]");
    await save(page, m);
    await page.waitForURL(/\?created=1$/, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { ran: number }).ran)).toBe(0);

    const visitor = await context.newPage();
    allowConsoleErrors(visitor, /Failed to load resource/);
    skipHtmlCheck(visitor);
    visitor.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    for (const [base, slug] of [[server.de, "xss-vorschau"], [server.es, "xss-vista-previa"]] as const) {
      const res = await visitor.goto(`${base}/blog/${slug}`, { waitUntil: "networkidle" });
      expect(res?.status()).toBe(200);
      await visitor.waitForTimeout(500);
      expect(await visitor.evaluate(() => (window as unknown as { ran: number }).ran)).toBe(0);
      expect(await visitor.locator("#main article .prose-article").locator("script, iframe, object, embed, form, svg, style, math").count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    await visitor.close();
    await page.close();
  });
});

describe("access", () => {
  it("a coordinator gets 403 on the content pages; the public pages reference no back-office script", async () => {
    const coordinator = await signInWithLink(server, tokens.coordinator!);
    for (const p of ["/verwaltung/inhalte", "/verwaltung/inhalte/beitraege/neu", "/verwaltung/inhalte/ratgeber/neu"]) {
      expect((await adminRequest(server, p, { cookie: coordinator })).status).toBe(403);
    }
    for (const p of ["/", "/blog", "/ratgeber"]) {
      const res = await get("de", p);
      expect(res.body).not.toMatch(/markdown-editor|editor-form|routes\/content|codemirror/i);
    }
  });
});
