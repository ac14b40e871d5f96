import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportContent, importContent, readAllArticles } from "#app/features/articles/server/import.server.ts";
import { blogPosts, guides } from "#app/platform/db/schema.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { testDatabases } from "../support/databases.ts";

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const postFile = (n: number, extra = "") => `---
slug_de: beitrag-${n}
slug_es: articulo-${n}
title_de: "Beitrag ${n}"
title_es: "Artículo ${n}"
excerpt_de: "Kurz ${n}"
excerpt_es: "Breve ${n}"
category_de: Verein
category_es: Asociación
published_date: 2025-0${n}-10
image_url: bild-${n}.svg
gallery_images:
  - url: bild-${n}.svg
    caption_de: "Unterschrift ${n}"
    caption_es: "Leyenda ${n}"
${extra}---
<!-- lang: de -->
## Überschrift ${n}

- eins
- zwei

<!-- lang: es -->
## Título ${n}

Texto con <em>énfasis</em>.
`;

const guideFile = (n: number) => `---
slug_de: ratgeber-${n}
slug_es: guia-${n}
title_de: "Ratgeber ${n}"
title_es: "Guía ${n}"
featured: ${n <= 3}
display_order: ${n}
image_url: https://images.example.org/g${n}.jpg
gallery_images: []
---
<!-- lang: de -->
Text [image:0]
<!-- lang: es -->
Texto
`;

function writeFolder(folder: string, posts: Record<string, string>, guideFiles: Record<string, string> = {}, images: string[] = []) {
  mkdirSync(path.join(folder, "blog"), { recursive: true });
  mkdirSync(path.join(folder, "guides"), { recursive: true });
  mkdirSync(path.join(folder, "images", "blog-images"), { recursive: true });
  for (const [name, text] of Object.entries(posts)) writeFileSync(path.join(folder, "blog", name), text);
  for (const [name, text] of Object.entries(guideFiles)) writeFileSync(path.join(folder, "guides", name), text);
  for (const image of images) writeFileSync(path.join(folder, "images", "blog-images", image), "<svg xmlns='http://www.w3.org/2000/svg'/>");
}

describe.each(testDatabases())("content import and export on $name", (database) => {
  it("imports, exports and imports again to the same rows; images are stored in the database", async () => {
    const handle = await database.open();
    try {
      const source = temp();
      writeFolder(source, { "01.md": postFile(1), "02.md": postFile(2) }, { "01.md": guideFile(1), "02.md": guideFile(2) }, ["bild-1.svg", "bild-2.svg"]);
      const report = await importContent(handle.db, source);
      expect(report).toMatchObject({ ok: true, imported: { blog: 2, guide: 2 } });
      expect((await fileStore.list(handle.db)).map((f) => [f.path, f.contentType])).toEqual([
        ["blog-images/bild-1.svg", "image/svg+xml"],
        ["blog-images/bild-2.svg", "image/svg+xml"],
      ]);
      const before = await readAllArticles(handle.db);
      expect(before.map((r) => r.slug_de)).toEqual(["beitrag-2", "beitrag-1", "ratgeber-1", "ratgeber-2"]);

      const exported = temp();
      expect(await exportContent(handle.db, exported)).toEqual({ blog: 2, guide: 2 });
      expect(readdirSync(path.join(exported, "blog"))).toHaveLength(2);
      expect(readdirSync(path.join(exported, "images", "blog-images")).sort()).toEqual(["bild-1.svg", "bild-2.svg"]);

      // Importing the export again changes nothing but the update times.
      const again = await importContent(handle.db, exported);
      expect(again.ok).toBe(true);
      const after = await readAllArticles(handle.db);
      expect(after).toEqual(before);
      expect(await handle.db.select().from(blogPosts)).toHaveLength(2);
    } finally {
      await handle.cleanup();
    }
  });

  it("upserts by slug: a changed title updates the row, no duplicate", async () => {
    const handle = await database.open();
    try {
      const first = temp();
      writeFolder(first, { "01.md": postFile(1) }, {}, ["bild-1.svg"]);
      await importContent(handle.db, first);
      const second = temp();
      writeFolder(second, { "01.md": postFile(1).replace('title_de: "Beitrag 1"', 'title_de: "Neuer Titel"') });
      const report = await importContent(handle.db, second);
      expect(report.ok).toBe(true);
      const rows = await handle.db.select().from(blogPosts);
      expect(rows.map((r) => r.titleDe)).toEqual(["Neuer Titel"]);
    } finally {
      await handle.cleanup();
    }
  });

  it("reports every invalid file and changes nothing", async () => {
    const handle = await database.open();
    try {
      const folder = temp();
      writeFolder(
        folder,
        {
          "01-ok.md": postFile(1),
          "02-no-slug.md": postFile(2).replace("slug_de: beitrag-2\n", ""),
          "03-duplicate.md": postFile(3).replace("slug_es: articulo-3", "slug_es: articulo-1"),
          "04-unknown-image.md": postFile(4),
        },
        { "01.md": guideFile(1) },
        ["bild-1.svg", "bild-2.svg", "bild-3.svg"],
      );
      const report = await importContent(handle.db, folder);
      expect(report.ok).toBe(false);
      const errors = Object.fromEntries(report.files.map((f) => [f.file, f.errors.join(" | ")]));
      expect(errors["blog/01-ok.md"]).toBe("");
      expect(errors["blog/02-no-slug.md"]).toMatch(/slug_de is missing/);
      expect(errors["blog/03-duplicate.md"]).toMatch(/slug_es "articulo-1" is also used by blog\/01-ok.md/);
      expect(errors["blog/04-unknown-image.md"]).toMatch(/image bild-4.svg is not in images\/blog-images/);
      expect(await handle.db.select().from(blogPosts)).toHaveLength(0);
      expect(await handle.db.select().from(guides)).toHaveLength(0);
      expect(await fileStore.list(handle.db)).toEqual([]);
    } finally {
      await handle.cleanup();
    }
  });
});

describe("the demo content in the repository", () => {
  it("imports without a single error", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    try {
      const report = await importContent(handle.db, path.resolve("content"));
      expect(report.files.filter((f) => f.errors.length)).toEqual([]);
      expect(report.imported.blog).toBeGreaterThanOrEqual(5);
      expect(report.imported.guide).toBeGreaterThanOrEqual(6);
      const featured = (await handle.db.select().from(guides)).filter((g) => g.featured);
      expect(featured).toHaveLength(3);
      expect(readFileSync(path.resolve("content/blog", readdirSync("content/blog")[0]!), "utf8")).toContain("<!-- lang: es -->");
    } finally {
      await handle.cleanup();
    }
  });
});
