import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};

/**
 * `npm ci` refuses a lock file that leaves out a platform package a dependency
 * names (Tailwind's and oxlint's native binaries for macOS, Windows, …): a
 * volunteer on another platform could not install. Every optional dependency
 * of every locked package must be locked too, at the version it asks for.
 */
describe("package-lock.json", () => {
  it("locks every platform package that a locked package names", () => {
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (!where.startsWith("node_modules/")) continue;
      for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
        const nested = lock.packages[`${where}/node_modules/${name}`];
        const locked = nested ?? lock.packages[`node_modules/${name}`];
        if (!locked) missing.push(`${name}@${wanted} (wanted by ${where.slice("node_modules/".length)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
