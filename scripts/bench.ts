// Load benchmark on loopback (bounded in time, this machine only): the home
// page and the dog list served from 300 and from 3,000 dogs, next to the same
// server's static-file throughput measured in the same run (the reference:
// the machine may be busy, so compare ratios to it, not raw figures).
// Runs with the embedded database, and with PostgreSQL too when
// TEST_DATABASE_URL or DATABASE_URL names a server (a throw-away database is
// created on it and dropped afterwards).
// With --baseline <dir> (another checkout, built with `npm run build`, e.g. an
// older commit in a git worktree) each case is measured on that build first and
// then on this one, in the same run, and the ratio of the two is printed.
// Usage: npm run bench [-- --seconds 10] [-- --dogs 300,3000] [-- --only pglite|postgres] [-- --baseline ../old]
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { demoDogs } from "../app/features/dogs/demo/demo-dogs.ts";
import { startTestServer } from "../tests/support/server.ts";
import { cpuMs } from "./lib/process-cpu.ts";
import { createTemporaryDatabase } from "../tests/support/postgres.ts";
import { dogSlug, upstreamDogSchema } from "../app/features/dogs/rules/index.ts";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const seconds = Number(argument("seconds")) || 10;
const counts = (argument("dogs") ?? "300,3000").split(",").map(Number);
const connections = 20;
const baseline = argument("baseline");
const builds: { label: string; root: string }[] = [
  ...(baseline ? [{ label: "baseline", root: path.resolve(baseline) }] : []),
  { label: baseline ? "this build" : "", root: process.cwd() },
];
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
const databases = (["pglite", "postgres"] as const).filter(
  (kind) => (kind === "pglite" || postgresUrl) && (!argument("only") || argument("only") === kind),
);

/** N distinct dogs made from the demo set (new ids, same shapes). */
function makeDogs(n: number): unknown[] {
  const base = (demoDogs as Record<string, unknown>[]).filter((d) => d.id !== undefined);
  return Array.from({ length: n }, (_, i) => {
    const d = base[i % base.length]!;
    return { ...d, id: String(100000 + i), title: `${String(d.title ?? d.name ?? "Hund")} ${i}` };
  });
}

async function run(url: string, headers: Record<string, string>, pid: number) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuMs(pid) - before;
  return {
    // The server's own CPU per answer: steadier than requests per second on a busy machine.
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows: string[] = [];
const print = (line: string) => {
  rows.push(line);
  console.log(line);
};
for (const database of databases) {
  for (const count of counts) {
    const dogs = makeDogs(count);
    const body = JSON.stringify({ dogs, cacheTimestamp: new Date().toISOString() });
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/dogs`;
    /** Requests per second per case and build, for the ratio line. */
    const figures = new Map<string, number[]>();
    for (const build of builds) {
      const temporary = database === "postgres" ? await createTemporaryDatabase(postgresUrl!) : null;
      const server = await startTestServer(
        {
          DOGS_API_URL: upstreamUrl,
          LOG_LEVEL: "warn",
          ALLOWED_HOSTS: "127.0.0.1",
          DATABASE_URL: temporary?.url ?? "",
        },
        undefined,
        60_000,
        build.root,
      );
      try {
        // Wait for the first sync to store the dogs.
        for (let i = 0; i < 100; i++) {
          const res = await fetch(`http://127.0.0.1:${server.port}/api/dogs`);
          const json = (await res.json()) as { dogs: unknown[] };
          if (json.dogs.length === count) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        const origin = `http://127.0.0.1:${server.port}`;
        const headers = { "Accept-Encoding": "gzip, br" };
        const page = await fetch(`${origin}/hunde`, { headers });
        const html = await page.text();
        const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)![0];
        const targets: [string, string][] = [
          [`static file entry.client.js`, origin + asset],
          [`home page HTML`, `${origin}/`],
          [`dog list HTML`, `${origin}/hunde`],
          [`dog list, filtered HTML`, `${origin}/hunde?type=hospice&q=a`],
          [`dog list data request`, `${origin}/hunde.data`],
          [`dog page HTML`, `${origin}/hunde/${dogSlug(upstreamDogSchema.parse(dogs[7]))}`],
        ];
        print(
          `\n${database}, ${count} dogs${build.label ? `, ${build.label} (${build.root})` : ""} — ${connections} connections, ${seconds} s each, dog list HTML ${(html.length / 1024).toFixed(0)} KB uncompressed`,
        );
        let reference = 0;
        for (const [name, url] of targets) {
          const r = await run(url, headers, server.pid);
          reference ||= r.rps;
          figures.set(name, [...(figures.get(name) ?? []), r.rps]);
          const ratio = `${((100 * r.rps) / reference).toFixed(1).padStart(5)} % of static`;
          print(
            `  ${name.padEnd(36)} ${String(r.rps).padStart(6)} req/s  ${ratio}   server CPU ${r.cpuPerRequest.toFixed(2).padStart(6)} ms/req   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`,
          );
        }
      } finally {
        await server.stop();
        await temporary?.drop();
      }
    }
    upstream.close();
    if (builds.length === 2) {
      print(`  this build ÷ baseline, ${database}, ${count} dogs:`);
      for (const [name, [before, after]] of figures) print(`    ${name.padEnd(34)} ${(after! / Math.max(1, before!)).toFixed(2)}×`);
    }
  }
}
console.log(rows.join("\n"));
