// Screenshots of every public page and every back-office page, both languages, at 390 and 1280 px,
// and a comparison of two such sets: for a change that must not change what anyone sees (a move
// of code), run `shoot` before and after and `compare` the two folders.
//
//   npm run page-shots -- shoot test-results/shots-before
//   npm run page-shots -- shoot test-results/shots-after
//   npm run page-shots -- compare test-results/shots-before test-results/shots-after
//
// The comparison counts differing pixels per picture (sharp decodes them) and lists each picture
// that differs with the rows where it does: the home page's randomly chosen dogs and the dates of
// "today" are expected to differ, nothing else.
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContext } from "playwright-core";
import { startTestServer } from "../tests/support/server.ts";
import { launchBrowser } from "../tests/support/browser.ts";
import { skipHtmlCheck } from "../tests/support/page-guard.ts";
import { inviteByCli, signInWithLink } from "../tests/support/admin.ts";
import { rawRequest } from "../tests/support/http.ts";
import { pages, pathFor, type RouteKey } from "../app/platform/i18n/routes.ts";
import { adminRoutes } from "../app/admin/route-table.ts";

const [mode, dirA, dirB] = process.argv.slice(2);

async function shoot(dir: string) {
  mkdirSync(dir, { recursive: true });
  const tokens: Record<"de" | "es", string> = { de: "", es: "" };
  const server = await startTestServer({}, async (dataDir) => {
    tokens.de = (await inviteByCli(dataDir, "owner@example.org", "owner", {}, ["--name", "Ana"])).token;
    tokens.es = (await inviteByCli(dataDir, "duena@example.org", "owner", {}, ["--name", "Lola", "--lang", "es"])).token;
  });
  const browser = await launchBrowser();
  try {
    const params: Record<string, Record<string, string>> = {};
    const samplePaths = async (locale: "de" | "es") => {
      // A real dog, post and guide for the pages with a parameter: the first link of each list.
      const list = async (key: RouteKey, pattern: RegExp) => {
        const res = await rawRequest(server.port, pathFor(key, locale), { host: new URL(server[locale]).host });
        return pattern.exec(res.body)?.[1] ?? "";
      };
      return {
        dogDetail: await list("dogs", new RegExp(`href="${pathFor("dogs", locale)}/([a-z0-9-]+)"`)),
        blogPost: await list("blog", new RegExp(`href="${pathFor("blog", locale)}/([a-z0-9-]+)"`)),
        guideDetail: await list("guides", new RegExp(`href="${pathFor("guides", locale)}/([a-z0-9-]+)"`)),
      };
    };
    for (const locale of ["de", "es"] as const) params[locale] = await samplePaths(locale);
    const publicTargets: { name: string; locale: "de" | "es"; url: string }[] = [];
    for (const locale of ["de", "es"] as const) {
      for (const key of Object.keys(pages) as RouteKey[]) {
        const page = pages[key];
        const needs = page.paths.de.match(/:(\w+)/g) ?? [];
        let p: string;
        if (needs.length === 0) p = pathFor(key, locale);
        else if (key === "dogDetail" || key === "dogFlyer") p = pathFor(key, locale, { slug: params[locale]!.dogDetail! });
        else if (key === "blogPost") p = pathFor(key, locale, { slug: params[locale]!.blogPost! });
        else if (key === "guideDetail") p = pathFor(key, locale, { slug: params[locale]!.guideDetail! });
        else continue;
        publicTargets.push({ name: `${key}-${locale}`, locale, url: server[locale] + p });
      }
      publicTargets.push({ name: `notFound-${locale}`, locale, url: `${server[locale]}/gibt-es-nicht` });
    }
    const viewports = [["390", { width: 390, height: 844 }], ["1280", { width: 1280, height: 800 }]] as const;
    const shootIn = async (context: BrowserContext, name: string, url: string) => {
      const page = await context.newPage();
      skipHtmlCheck(page);
      await page.goto(url, { waitUntil: "networkidle" });
      // Nothing moves while the picture is taken.
      await page.addStyleTag({ content: "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}" });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
      await page.close();
    };
    for (const [vw, viewport] of viewports) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addInitScript(() =>
        localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, timestamp: Date.now(), expiry: Date.now() + 1e10 })),
      );
      for (const target of publicTargets) await shootIn(context, `${target.name}-${vw}`, target.url);
      await context.close();
    }
    // The back office: every page of its route table, as an owner, in German and in Spanish.
    const admin = await adminTargets(server, tokens);
    for (const [locale, cookie] of admin.cookies) {
      for (const [vw, viewport] of viewports) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        const [name, value] = cookie.split("=");
        await context.addCookies([{ name: name!, value: value!, url: server.de }]);
        for (const [id, p] of admin.paths) await shootIn(context, `${id}-${locale}-${vw}`, server.de + p);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${readdirSync(dir).length} pictures in ${dir}`);
}

async function adminTargets(server: Awaited<ReturnType<typeof startTestServer>>, tokens: Record<"de" | "es", string>) {
  const cookies: [string, string][] = [];
  for (const locale of ["de", "es"] as const) {
    const cookie = await signInWithLink(server, tokens[locale]);
    if (!cookie) throw new Error(`no session (${locale})`);
    cookies.push([locale, cookie]);
  }
  const cookie = cookies[0]![1];
  const host = new URL(server.de).host;
  const first = async (url: string, pattern: RegExp) => pattern.exec((await rawRequest(server.port, url, { host, headers: { Cookie: cookie } })).body)?.[1] ?? "";
  const post = await first("/verwaltung/inhalte?kind=blog", /data-item="([0-9a-f-]{36})"/);
  const guide = await first("/verwaltung/inhalte?kind=guide", /data-item="([0-9a-f-]{36})"/);
  const dog = await first("/verwaltung/hunde", /href="\/verwaltung\/hunde\/([^"]+)"/);
  const paths: [string, string][] = [];
  for (const route of adminRoutes) {
    if (!route.page || route.access === "public") continue;
    const id = route.path.startsWith("inhalte/ratgeber/") ? guide : post;
    if (route.path.startsWith("eingang/:id")) continue;
    paths.push([route.id, `/verwaltung${route.path ? `/${route.path.replace(":id", id).replace(":dogId", dog)}` : ""}`]);
  }
  paths.push(["admin-login", "/verwaltung/anmelden"]);
  return { cookies, paths };
}

async function compare(a: string, b: string) {
  const names = readdirSync(a).filter((f) => f.endsWith(".png")).sort();
  const missing = names.filter((n) => !existsSync(path.join(b, n)));
  const extra = readdirSync(b).filter((f) => f.endsWith(".png") && !names.includes(f));
  let same = 0;
  const differing: string[] = [];
  for (const name of names.filter((n) => !missing.includes(n))) {
    const [x, y] = await Promise.all([a, b].map((dir) => sharp(path.join(dir, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
    if (x!.info.width !== y!.info.width || x!.info.height !== y!.info.height) {
      differing.push(`${name}: size ${x!.info.width}×${x!.info.height} → ${y!.info.width}×${y!.info.height}`);
      continue;
    }
    const width = x!.info.width;
    let pixels = 0;
    let top = Infinity;
    let bottom = -1;
    for (let i = 0; i < x!.data.length; i += 4) {
      if (x!.data[i] !== y!.data[i] || x!.data[i + 1] !== y!.data[i + 1] || x!.data[i + 2] !== y!.data[i + 2]) {
        pixels++;
        const row = Math.floor(i / 4 / width);
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
      }
    }
    if (pixels === 0) same++;
    else differing.push(`${name}: ${pixels} pixels differ in rows ${top}–${bottom}`);
  }
  console.log(`${names.length} pictures: ${same} identical, ${differing.length} differ, ${missing.length} missing, ${extra.length} new`);
  for (const line of differing) console.log(`  differs: ${line}`);
  for (const name of missing) console.log(`  missing: ${name}`);
  for (const name of extra) console.log(`  new: ${name}`);
}

if (mode === "shoot" && dirA) await shoot(dirA);
else if (mode === "compare" && dirA && dirB) await compare(dirA, dirB);
else {
  console.error("usage: npm run page-shots -- shoot <dir> | compare <dir-before> <dir-after>");
  process.exit(2);
}
