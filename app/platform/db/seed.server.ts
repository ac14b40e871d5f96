import type { Database } from "./client.server.ts";

/**
 * A seeder fills one part of an empty database with demo content and says
 * whether it did anything. Seeders never touch tables that already hold data.
 */
export type Seeder = { name: string; run(db: Database): Promise<boolean> };

/**
 * Runs the seeders in order. A failing seeder is reported through `onError`
 * and the others still run: demo content must never keep the site from starting.
 */
export async function seedDemoContent(
  db: Database,
  list: readonly Seeder[],
  onError: (seeder: string, error: unknown) => void = (name, error) => {
    throw new Error(`seeding ${name} failed`, { cause: error });
  },
): Promise<string[]> {
  const done: string[] = [];
  for (const seeder of list) {
    try {
      if (await seeder.run(db)) done.push(seeder.name);
    } catch (error) {
      onError(seeder.name, error);
    }
  }
  return done;
}
