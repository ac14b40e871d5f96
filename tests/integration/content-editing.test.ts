/**
 * Saving posts and guides from the back office against PGlite and
 * PostgreSQL: versions and conflicts, revisions and restoring, the featured
 * limit, pictures stored (in the database) only with a successful save, the audit log, and
 * the content files round trip with drafts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, blogPosts, contentRevisions, guides } from "#app/platform/db/schema.ts";
import { deleteArticle, listArticles, listRevisions, loadArticle, loadRevision, restoreRevision, saveArticle } from "#app/features/articles/server/editing.server.ts";
import { parseArticleForm, readSnapshot } from "#app/features/articles/rules/editing.ts";
import { exportContent, importContent } from "#app/features/articles/server/import.server.ts";
import { normaliseImage } from "#app/platform/images/server/uploads.server.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { testDatabases } from "../support/databases.ts";

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-editing-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const actor: Actor = { id: null, label: "Ed <ed@example.org>" };
const none = { de: new Set<string>(), es: new Set<string>() };

function input(kind: "blog" | "guide", values: Record<string, string | string[]>) {
  const all = { title_de: "Titel", title_es: "Título", slug_de: "titel", slug_es: "titulo", body_de: "Text **A**", body_es: "Texto", status: "published", version: "0", ...values };
  const parsed = parseArticleForm(kind, all, none);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

describe.each(testDatabases())("editing posts and guides on $name", (database) => {
  it("saves with versions, keeps each replaced state as a revision, refuses a stale form, restores", async () => {
    const { db, cleanup } = await database.open();
    try {
      const created = await saveArticle(db, actor, "blog", null, input("blog", {}), {});
      expect(created).toMatchObject({ ok: true, version: 1 });
      if (!created.ok) return;
      const first = await loadArticle(db, "blog", created.id);
      expect(first?.row).toMatchObject({ status: "published", markdownDe: "Text **A**", contentDe: "<p>Text <strong>A</strong></p>", version: 1 });

      const edited = await saveArticle(db, actor, "blog", created.id, input("blog", { version: "1", body_de: "Zweiter Stand" }), {});
      expect(edited).toMatchObject({ ok: true, version: 2 });
      // A second editor who loaded version 1 is refused; nothing changes.
      const stale = await saveArticle(db, actor, "blog", created.id, input("blog", { version: "1", body_de: "Überschrieben?" }), {});
      expect(stale).toEqual({ ok: false, reason: "conflict", storedVersion: 2 });
      expect((await loadArticle(db, "blog", created.id))?.row.markdownDe).toBe("Zweiter Stand");

      const revisions = await listRevisions(db, "blog", created.id);
      expect(revisions.map((r) => r.version)).toEqual([1]);
      const revision = await loadRevision(db, "blog", created.id, revisions[0]!.id);
      const snapshot = readSnapshot(revision?.data);
      expect(snapshot?.body.de).toBe("Text **A**");
      // Withdrawn, then the first text restored: the text comes back, the status stays.
      await saveArticle(db, actor, "blog", created.id, input("blog", { version: "2", status: "draft", body_de: "Zweiter Stand" }), {});
      expect(await restoreRevision(db, actor, "blog", created.id, snapshot!, revision!, 2)).toMatchObject({ ok: false, reason: "conflict" });
      expect(await restoreRevision(db, actor, "blog", created.id, snapshot!, revision!, 3)).toEqual({ ok: true, id: created.id, version: 4 });
      const restored = await loadArticle(db, "blog", created.id);
      expect(restored?.row).toMatchObject({ markdownDe: "Text **A**", status: "draft", version: 4 });
      expect((await listRevisions(db, "blog", created.id)).map((r) => r.version)).toEqual([3, 2, 1]);

      const actions = (await db.select().from(auditLog)).map((a) => a.action);
      expect(actions).toEqual(["content.created", "content.published", "content.updated", "content.updated", "content.unpublished", "content.restored"]);
      // The log names ids, slugs and versions, never the texts.
      expect(JSON.stringify(await db.select().from(auditLog))).not.toMatch(/Zweiter Stand|Text \*\*A/);

      expect(await deleteArticle(db, actor, "blog", created.id)).toBe(true);
      expect(await loadArticle(db, "blog", created.id)).toBeNull();
      expect(await db.select().from(contentRevisions).where(eq(contentRevisions.articleId, created.id))).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it("a slug taken in the meantime is refused; pictures are stored only with a successful save", async () => {
    const { db, cleanup } = await database.open();
    try {
      const photo = await normaliseImage(await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#fff" } }).webp().toBuffer());
      if (!photo.ok) throw new Error("no photo");
      expect([photo.image.width, photo.image.height, photo.image.name.endsWith(".webp")]).toEqual([2400, 800, true]);
      await saveArticle(db, actor, "blog", null, input("blog", {}), {});
      const clash = await saveArticle(db, actor, "blog", null, input("blog", { slug_es: "otro" }), { main: photo.image });
      expect(clash).toEqual({ ok: false, reason: "slugTaken", field: "slug_de" });
      expect(await fileStore.list(db)).toEqual([]);
      const ok = await saveArticle(db, actor, "blog", null, input("blog", { slug_de: "anders", slug_es: "otro" }), { main: photo.image });
      expect(ok.ok).toBe(true);
      // Stored in the save's transaction, under the bucket, by the account that saved it.
      const stored = await fileStore.list(db);
      expect(stored.map((f) => [f.path, f.contentType, f.size, f.createdBy])).toEqual([[`blog-images/${photo.image.name}`, "image/webp", photo.image.data.byteLength, null]]);
      expect((await fileStore.get(db, `blog-images/${photo.image.name}`))?.data.equals(photo.image.data)).toBe(true);
      expect((await db.select().from(blogPosts).where(eq(blogPosts.slugDe, "anders")))[0]?.imageUrl).toBe(photo.image.name);
    } finally {
      await cleanup();
    }
  });

  it("never a fourth featured guide", async () => {
    const { db, cleanup } = await database.open();
    try {
      for (const n of [1, 2, 3]) {
        const saved = await saveArticle(db, actor, "guide", null, input("guide", { slug_de: `g${n}`, slug_es: `g${n}`, featured: "on", display_order: String(n) }), {});
        expect(saved.ok).toBe(true);
      }
      const fourth = await saveArticle(db, actor, "guide", null, input("guide", { slug_de: "g4", slug_es: "g4", featured: "on" }), {});
      expect(fourth).toEqual({ ok: false, reason: "featured" });
      expect((await db.select().from(guides)).length).toBe(3);
      // A featured guide saved again stays featured (it does not count itself).
      const [g1] = await db.select().from(guides).where(eq(guides.slugDe, "g1"));
      expect((await saveArticle(db, actor, "guide", g1!.id, input("guide", { slug_de: "g1", slug_es: "g1", featured: "on", version: "1" }), {})).ok).toBe(true);
      const listed = await listArticles(db, { kind: "guide", locale: "de" });
      expect(listed.filter((g) => g.featured).length).toBe(3);
    } finally {
      await cleanup();
    }
  });

  it("the content files keep drafts: import, export and import again", async () => {
    const { db, cleanup } = await database.open();
    try {
      const folder = temp();
      mkdirSync(path.join(folder, "blog"));
      const file = (slug: string, status: string) =>
        `---\nslug_de: ${slug}\nslug_es: ${slug}-es\ntitle_de: T\ntitle_es: T\npublished_date: 2025-01-01\n${status}---\n<!-- lang: de -->\n## Hallo *du*\n<!-- lang: es -->\nHola\n`;
      writeFileSync(path.join(folder, "blog", "a.md"), file("entwurf", "status: draft\n"));
      writeFileSync(path.join(folder, "blog", "b.md"), file("fertig", ""));
      expect((await importContent(db, folder)).ok).toBe(true);
      const rows = await db.select().from(blogPosts);
      expect(Object.fromEntries(rows.map((r) => [r.slugDe, r.status]))).toEqual({ entwurf: "draft", fertig: "published" });
      const out = temp();
      await exportContent(db, out);
      const written = readdirSync(path.join(out, "blog")).map((f) => readFileSync(path.join(out, "blog", f), "utf8"));
      expect(written.find((t) => t.includes("entwurf"))).toContain("status: draft");
      expect(written.find((t) => t.includes("fertig"))).toContain("status: published");
      expect(written.join()).toContain("## Hallo *du*");
      // Imported again: the same rows, one version further, the replaced state kept as a revision.
      expect((await importContent(db, out)).ok).toBe(true);
      const again = await db.select().from(blogPosts);
      expect(again.map((r) => [r.id, r.status, r.version]).sort()).toEqual(rows.map((r) => [r.id, r.status, 2]).sort());
      expect((await db.select().from(contentRevisions)).length).toBe(2);
    } finally {
      await cleanup();
    }
  });
});
