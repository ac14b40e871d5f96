// Load benchmark on loopback (bounded in time, this machine only): the dog
// list served from 300 and from 3,000 dogs, next to the same server's
// static-file throughput, in one run. Usage: npm run bench [-- --seconds 10]
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { demoDogs } from "../app/dogs/demo/demo-dogs.ts";
import { startTestServer } from "../tests/support/server.ts";
import { dogSlug, upstreamDogSchema } from "../app/domain/dogs/index.ts";

const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 10;
const connections = 20;

/** N distinct dogs made from the demo set (new ids, same shapes). */
function makeDogs(n: number): unknown[] {
  const base = (demoDogs as Record<string, unknown>[]).filter((d) => d.id !== undefined);
  return Array.from({ length: n }, (_, i) => {
    const d = base[i % base.length]!;
    return { ...d, id: String(100000 + i), title: `${String(d.title ?? d.name ?? "Hund")} ${i}` };
  });
}

async function run(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows: string[] = [];
for (const count of [300, 3000]) {
  const dogs = makeDogs(count);
  const body = JSON.stringify({ dogs, cacheTimestamp: new Date().toISOString() });
  const upstream = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/dogs`;
  const server = await startTestServer({ DOGS_API_URL: upstreamUrl, LOG_LEVEL: "warn", ALLOWED_HOSTS: "127.0.0.1" });
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
      [`dog list HTML (${count} dogs)`, `${origin}/hunde`],
      [`dog list, filtered HTML (${count} dogs)`, `${origin}/hunde?type=hospice&q=a`],
      [`dog list data request (${count} dogs)`, `${origin}/hunde.data`],
      [`home page HTML (${count} dogs)`, `${origin}/`],
      [`dog page HTML (${count} dogs)`, `${origin}/hunde/${dogSlug(upstreamDogSchema.parse(dogs[7]))}`],
      [`static file ${asset.split("/").pop()}`, origin + asset],
    ];
    rows.push(`\n${count} dogs — ${connections} connections, ${seconds} s each, HTML page size ${(html.length / 1024).toFixed(0)} KB uncompressed`);
    for (const [name, url] of targets) {
      const r = await run(url, headers);
      rows.push(`  ${name.padEnd(44)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`);
      console.log(rows.at(-1));
    }
  } finally {
    await server.stop();
    upstream.close();
  }
}
console.log(rows.join("\n"));
