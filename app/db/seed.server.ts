import type { Database } from "./client.server.ts";

/**
 * A seeder fills one part of an empty database with demo content and says
 * whether it did anything. Seeders never touch tables that already hold data.
 */
export type Seeder = { name: string; run(db: Database): Promise<boolean> };

/** Demo content of each part of the site, in the order it is seeded. */
export const seeders: Seeder[] = [];

export async function seedDemoContent(db: Database, list: readonly Seeder[] = seeders): Promise<string[]> {
  const done: string[] = [];
  for (const seeder of list) {
    if (await seeder.run(db)) done.push(seeder.name);
  }
  return done;
}
