import path from "node:path";
import { sql } from "drizzle-orm";
import type { Seeder } from "#app/platform/db/seed.server.ts";
import { blogPosts, guides } from "#app/platform/db/schema.ts";
import { importContent } from "./import.server.ts";

/** The demo posts and guides checked in under `content/`, imported into an empty database. */
export function demoArticleSeeder(folder: string): Seeder {
  return {
    name: "demo posts and guides",
    async run(db) {
      const [posts] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
      const [guideCount] = await db.select({ n: sql<number>`count(*)::int` }).from(guides);
      if ((posts?.n ?? 0) > 0 || (guideCount?.n ?? 0) > 0) return false;
      const report = await importContent(db, folder);
      if (!report.ok) {
        const problems = report.files.filter((f) => f.errors.length).map((f) => `${f.file}: ${f.errors.join("; ")}`);
        throw new Error(`demo content is invalid:\n${problems.join("\n")}`);
      }
      return true;
    },
  };
}

export function contentDir(): string {
  return path.resolve(process.cwd(), "content");
}
