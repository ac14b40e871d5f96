// Where a page view's server time goes: runs the production server under
// `node --cpu-prof`, loads the home page and the dog list at 20 connections
// (as npm run bench does), and lists the functions with the most self time.
// Usage: npm run profile [-- --seconds 10] [-- --top 30] [-- --path /hunde]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startTestServer } from "../tests/support/server.ts";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const seconds = Number(argument("seconds")) || 10;
const top = Number(argument("top")) || 30;
const paths = argument("path") ? [argument("path")!] : ["/", "/hunde"];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const profileDir = mkdtempSync(path.join(tmpdir(), "cpu-profile-"));
const server = await startTestServer({
  LOG_LEVEL: "warn",
  ALLOWED_HOSTS: "127.0.0.1",
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
});
// The profile covers the whole process; only samples taken under load count
// (V8's clock and process.hrtime are both the monotonic clock, in µs and ns).
const microseconds = () => Number(process.hrtime.bigint() / 1000n);
let loadStart = 0;
let loadEnd = 0;
let requests = 0;
try {
  // Warm up: the first views fill the read cache and compile the code.
  await autocannon({ url: `http://127.0.0.1:${server.port}/`, connections: 2, amount: 50 });
  loadStart = microseconds();
  for (const p of paths) {
    requests += (
      await autocannon({
      url: `http://127.0.0.1:${server.port}${p}`,
      connections: 20,
      duration: seconds,
        headers: { "Accept-Encoding": "gzip, br" },
      })
    ).requests.total;
  }
  loadEnd = microseconds();
} finally {
  await server.stop();
}

const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error("the server wrote no profile");
const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile;
rmSync(profileDir, { recursive: true, force: true });

// Self time per sampled node, then per function (name and place).
const byNode = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= loadStart && at <= loadEnd) byNode.set(id, (byNode.get(id) ?? 0) + delta);
});
const byFunction = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const time = byNode.get(node.id) ?? 0;
  total += time;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|build)\//, "$1/")}:${lineNumber + 1}` : "";
  const key = `${functionName || "(anonymous)"} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
console.log(`self time of ${(total / 1e6).toFixed(1)} s sampled under load (${((loadEnd - loadStart) / 1e6).toFixed(1)} s, ${requests} requests) on ${paths.join(", ")}:`);
for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)} %  ${(time / 1e3).toFixed(0).padStart(7)} ms  ${name}`);
}
