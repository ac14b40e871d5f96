/** Where a canary is in a database: for the erasure and retention tests of the data layer. */
import { sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";

/**
 * Every table of the database with a row whose text holds `needle` (any letter case); a binary column
 * (a photo's bytes) is read as its hex text, so a canary written into a photo is found too.
 */
export async function tablesHolding(db: Database, needle: string): Promise<string[]> {
  const rowsOf = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const hex = Buffer.from(needle, "utf8").toString("hex");
  const found: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from "${table_name}" t where t::text ilike '%${needle}%' or t::text ilike '%${hex}%'`));
    if ((row?.n ?? 0) > 0) found.push(table_name);
  }
  return found;
}
