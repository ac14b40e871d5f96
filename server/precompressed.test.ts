import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPublicFiles } from "./precompressed.ts";

describe("listPublicFiles", () => {
  it("lists every file outside assets/ as a URL path, nested folders included", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "client-"));
    try {
      for (const folder of ["assets", "brand", "images/pages"]) mkdirSync(path.join(dir, folder), { recursive: true });
      for (const file of ["favicon.svg", "assets/entry.js", "brand/og-de.png", "images/pages/home-hero.svg"]) {
        writeFileSync(path.join(dir, file), "x");
      }
      expect([...listPublicFiles(dir)].sort()).toEqual(["/brand/og-de.png", "/favicon.svg", "/images/pages/home-hero.svg"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is empty for a folder that does not exist", () => {
    expect(listPublicFiles(path.join(tmpdir(), "no-such-client-folder")).size).toBe(0);
  });
});
