// Lighthouse (mobile, default throttling) on pages of the production build,
// in both languages. Usage: npm run bench:lighthouse -- [--runs N] [--photos] [--stack] [path ...]
// Arguments are route keys or paths (measured on both hosts), or "de:/path" /
// "es:/path" for one host; "dogDetail" is the first listed dog's page.
// --photos: the dogs and their photos come from a local stand-in of the shelter's servers
// (dog list and image host) serving real photographs at photo weight (scripts/lib/bench-photos.ts:
// Debian's opencv-doc pictures, 500 and 1000 px JPEG at quality 82, fetched on first use).
// --stack: the production topology (scripts/lib/stack.ts: Caddy on https with its own CA, HTTP/2,
// two copies on one PostgreSQL) instead of one bare server; Chromium trusts exactly Caddy's CA.
// Default pages then: home, dog list and a dog page.
// "happyEnd" and "happyEnds" (one server only, not --stack): a published happy end with a photograph
// is stored before the server starts (scripts/lib/bench-happy-end.ts), and its page measured.
// Every row also gives the script requests and JavaScript bytes as Lighthouse counts them
// (its resource summary: transferred bytes, compressed, headers included).
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startTestServer } from "../tests/support/server.ts";
import { rawRequest } from "../tests/support/http.ts";
import { startImageHost, type ImageHost } from "../tests/support/image-host.ts";
import { benchPhotos } from "./lib/bench-photos.ts";
import { untilQuiet } from "./lib/process-cpu.ts";
import { stackGet, startStack } from "./lib/stack.ts";
import { BENCH_HAPPY_END_SLUG, seedBenchHappyEnd } from "./lib/bench-happy-end.ts";
import { matchPath, pages, pathFor, type RouteKey } from "../app/platform/i18n/routes.ts";

// Lighthouse's own advice: scores vary between runs, report the median of several.
const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) || 3 : 3;
const photoMode = process.argv.includes("--photos");
const stackMode = process.argv.includes("--stack");
const args = process.argv.slice(2).filter((a, i, all) => a !== "--runs" && all[i - 1] !== "--runs" && a !== "--photos" && a !== "--stack");
const keys = (args.length ? args : photoMode || stackMode ? ["home", "dogs", "dogDetail"] : ["home", "imprint", "privacy"]) as string[];
let imageHost: ImageHost | null = null;
if (photoMode) {
  const photos = await benchPhotos();
  const kb = (list: number[]) => `${Math.round(Math.min(...list) / 1024)}–${Math.round(Math.max(...list) / 1024)} KB`;
  console.log(`photo mode: ${photos.sizes[500].length} photographs, 500×500 ${kb(photos.sizes[500])}, 1000×1000 ${kb(photos.sizes[1000])}`);
  imageHost = await startImageHost(photos.source);
}
const photoEnv: Record<string, string> = imageHost ? { DOGS_API_URL: `${imageHost.url}/dogs`, DOG_IMAGE_BASE_URL: imageHost.url } : {};

/** What is measured: the two sites' origins, how to read a page's HTML, the server processes, and how to stop. */
interface Target {
  de: string;
  es: string;
  /** A page's HTML, as a visitor gets it. */
  html(url: string): Promise<string>;
  /** Requests one of our own addresses on every server process (a warm image cache everywhere). */
  warm(url: string): Promise<void>;
  pids(): number[];
  chromeFlags: string[];
  stop(): Promise<void>;
}

async function bareTarget(): Promise<Target> {
  const withHappyEnd = keys.some((k) => k === "happyEnd" || k === "happyEnds");
  const server = await startTestServer(photoEnv, withHappyEnd ? (dir) => seedBenchHappyEnd(dir) : undefined);
  const get = (url: string) => {
    const u = new URL(url);
    return rawRequest(server.port, u.pathname + u.search, { host: u.host });
  };
  return {
    de: server.de,
    es: server.es,
    html: async (url) => (await get(url)).body,
    warm: async (url) => void (await get(url).catch(() => {})),
    pids: () => [server.pid],
    chromeFlags: [],
    stop: () => server.stop(),
  };
}

async function stackTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-stack-"));
  const stack = await startStack({
    dir,
    httpsPort: await freePort(),
    httpPort: await freePort(),
    ports: [await freePort(), await freePort()],
    env: { LOG_LEVEL: "warn", ...photoEnv },
    log: (line) => console.log(line),
  });
  console.log(`stack: ${stack.de} and ${stack.es} (Caddy, copies on ${stack.copies.map((c) => c.port).join(" and ")})`);
  return {
    de: stack.de,
    es: stack.es,
    html: async (url) => (await stackGet(url, stack.caRoot)).body,
    // Each copy encodes a picture on first request into its own cache: ask both directly.
    warm: async (url) => {
      const u = new URL(url);
      for (const copy of stack.copies) await rawRequest(copy.port, u.pathname + u.search, { host: u.host }).catch(() => {});
    },
    pids: () => stack.copies.map((c) => c.pid()).filter((pid): pid is number => pid !== null),
    // Chromium trusts Caddy's CA and only it (the public keys of its root and intermediate).
    chromeFlags: [`--ignore-certificate-errors-spki-list=${stack.caSpki.join(",")}`],
    stop: async () => {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const target = stackMode ? await stackTarget() : await bareTarget();
/** The first listed dog's page (its slug differs per dog list). */
async function firstDogPath(locale: "de" | "es"): Promise<string> {
  const html = await target.html(target[locale] + pathFor("dogs", locale));
  const prefix = pathFor("dogs", locale);
  const match = new RegExp(`href="(${prefix}/[^"?#]+)"`).exec(html);
  if (!match) throw new Error("no dog on the dog list");
  return match[1]!;
}
/** Requests every image address of a page once, as earlier visitors would have (a warm image cache). */
async function warmImages(url: string) {
  const page = new URL(url);
  const html = await target.html(url);
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:srcSet|imageSrcSet|src)="([^"]+)"/g)) {
    for (const part of m[1]!.split(",")) {
      const address = part.trim().split(/\s+/)[0]!;
      // Our pictures in the format Chromium takes (AVIF); the old pages' images as they are.
      if (address.startsWith("/img/") ? address.endsWith(".avif") : /\.(avif|webp|jpg|jpeg|png|svg)$/.test(address)) urls.add(address.replaceAll("&amp;", "&"));
    }
  }
  for (const address of urls) {
    // Our own pictures through our host; anything else (the image host of the old pages) directly.
    if (address.startsWith("/")) await target.warm(page.origin + address);
    else await fetch(address).then((r) => r.arrayBuffer()).catch(() => {});
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    ...target.chromeFlags,
  ],
});
mkdirSync("test-results/lighthouse", { recursive: true });
const rows: string[] = [];
let worst = 100;
try {
  for (const arg of keys) {
    // "de:/path" or "es:/path" measures one host only (for slugs that differ per language).
    const only = /^(de|es):/.exec(arg)?.[1];
    const key = only ? arg.slice(3) : arg;
    for (const locale of ["de", "es"] as const) {
      if (only && only !== locale) continue;
      const path = key === "dogDetail" ? await firstDogPath(locale) : key === "happyEnd" ? pathFor("happyEnd", locale, { slug: BENCH_HAPPY_END_SLUG }) : key in pages ? pathFor(key as RouteKey, locale) : (matchPath(key).find((m) => m.locale !== locale) ? pathFor(matchPath(key)[0]!.key, locale, matchPath(key)[0]!.params) : key);
      const url = target[locale] + path;
      // Through the stack, each copy encodes a picture when first asked: warm both before measuring.
      if (photoMode || stackMode) {
        console.log(`warming the pictures of ${url}…`);
        await warmImages(url);
      }
      // A trace can fail to record (NO_NAVSTART and the like): such a run is measured again.
      type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
      const results: Result[] = [];
      for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
        // Photos prepared in the background after the sync would share the CPU with the browser being measured.
        for (const pid of target.pids()) {
          if (!(await untilQuiet(pid))) console.log("a server stayed busy for 3 minutes; measuring anyway");
        }
        const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        if (run && !run.lhr.runtimeError) results.push(run);
      }
      if (results.length === 0) throw new Error(`Lighthouse failed on ${url}`);
      const perf = (r: Result) => r.lhr.categories.performance?.score ?? 0;
      const result = [...results].sort((a, b) => perf(a) - perf(b))[Math.floor(results.length / 2)]!;
      const c = result.lhr.categories;
      const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => Math.round((c[id]?.score ?? 0) * 100));
      worst = Math.min(worst, ...scores);
      const lcp = result.lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
      const tbt = result.lhr.audits["total-blocking-time"]?.displayValue ?? "";
      const spread = results.map((r) => Math.round(perf(r) * 100)).join("/");
      const images = imageFigures(result.lhr, imageHost?.url ?? null);
      const scripts = scriptFigures(result.lhr);
      rows.push(
        `${locale} ${path.padEnd(24)} perf ${scores[0]}  a11y ${scores[1]}  best ${scores[2]}  seo ${scores[3]}  LCP ${lcp}  TBT ${tbt}  ` +
          `scripts ${scripts.requests} requests ${scripts.kb} KB  ` +
          `images before load ${images.beforeLoadKb} KB (all ${images.allKb} KB)  image-host requests ${images.upstream}  (perf runs ${spread}, median shown)`,
      );
      writeFileSync(`test-results/lighthouse/${locale}${path.replaceAll("/", "_") || "_home"}.json`, result.report as string);
      for (const [id, cat] of Object.entries(c)) {
        if ((cat.score ?? 0) < 1) {
          const failing = cat.auditRefs
            .map((r) => result.lhr.audits[r.id])
            .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
            .map((a) => `${a!.id} (${a!.score})`);
          rows.push(`    ${id}: ${failing.join(", ")}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await target.stop();
  await imageHost?.stop();
}
console.log(rows.join("\n"));
console.log(`lowest category score: ${worst}`);
process.exit(worst >= 95 ? 0 : 1);

type NetworkItem = { url: string; resourceType?: string; mimeType?: string; transferSize?: number; networkEndTime?: number };
/**
 * Image bytes of a run: those finished by the load event ("before the page is usable"), all of
 * them (Lighthouse does not scroll, so lazy pictures below the first screen are not counted),
 * and how many requests went to the image host.
 */
function imageFigures(lhr: { audits: Record<string, { details?: unknown } | undefined> }, hostOrigin: string | null) {
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0];
  const load = metrics?.observedLoad ?? Infinity;
  const images = items.filter((i) => i.resourceType === "Image" || i.mimeType?.startsWith("image/"));
  const sum = (list: NetworkItem[]) => Math.round(list.reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024);
  return {
    beforeLoadKb: sum(images.filter((i) => (i.networkEndTime ?? 0) <= load)),
    allKb: sum(images),
    upstream: hostOrigin ? items.filter((i) => i.url.startsWith(hostOrigin)).length : 0,
  };
}

/** Script requests and their transferred bytes (compressed, with headers), from Lighthouse's resource summary. */
function scriptFigures(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const items = ((lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined)?.items ?? []);
  const script = items.find((i) => i.resourceType === "script");
  return { requests: script?.requestCount ?? 0, kb: ((script?.transferSize ?? 0) / 1024).toFixed(1) };
}
