/**
 * One way to the association's details: only effective.server.ts reads the
 * defaults of app/features/organisation/rules/defaults.ts; everything else imports its types
 * at most and gets the values through the request (decision 017).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Import statements of a file that bring in values (not `import type`) from the organisation defaults. */
function valueImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const statements = text.match(/import\s+(?!type\b)[^;]*?from\s+["'][^"']*features\/organisation\/rules\/defaults(\.ts)?["']/g) ?? [];
  return statements.filter((statement) => !/^import\s*\{\s*(type\s+\w+\s*,?\s*)+\}/.test(statement));
}

describe("the organisation defaults", () => {
  it("are read by app/features/organisation/server/effective.server.ts alone (pages, e-mails, JSON-LD and the server get the effective values)", () => {
    const readers = ["app", "server"].flatMap(sources).filter((file) => valueImports(file).length > 0);
    expect(readers).toEqual(["app/features/organisation/server/effective.server.ts"]);
  });

  it("the check itself sees a value import and lets a type import pass", () => {
    expect(valueImports("app/features/organisation/server/effective.server.ts")).toHaveLength(1);
    expect(valueImports("app/features/seo/rules/seo.ts")).toEqual([]);
    expect(readFileSync(path.join(root, "app/features/seo/rules/seo.ts"), "utf8")).toContain('import type { Organisation } from "#app/features/organisation/rules/defaults.ts"');
  });
});
