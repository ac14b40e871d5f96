// CPU time of a process (Linux: /proc/<pid>/stat), for the benchmarks.
import { readFileSync } from "node:fs";

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
}

/**
 * Waits until a process has used less than `share` of one core over a whole second (or `timeoutMs`
 * passed): the server's background work (photos prepared after a sync) must not run while a
 * measurement does, or the browser's tasks are measured on a shared CPU.
 */
export async function untilQuiet(pid: number, { share = 0.05, timeoutMs = 180_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMs(pid) - before < share * 1000) return true;
  }
  return false;
}
