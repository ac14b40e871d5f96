/**
 * What requests stored before the journey lack (docs/product/journey.md#stages), filled in at start:
 * the status page's token hash (it needs the forms' secret, which the migration does not have) and
 * the dog as our list names it, matched by the name the form sent. Both only where unset, so the
 * step costs nothing once done.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import { dogName, findDogByName, type Dog } from "#app/features/dogs/rules/index.ts";
import { STATUS_PAGE_FORMS } from "../rules/stages.ts";
import { statusTokenHash } from "./token.server.ts";

/**
 * Every request with a status page gets the hash its token has under the current secret: requests
 * stored before the status pages, and all of them after FORM_SECRET was changed (their old links
 * then open nothing, but every new e-mail carries a working one). Only rows whose hash differs are
 * written; the number written.
 */
export async function backfillStatusTokens(db: Database, secret: string): Promise<number> {
  const rows = await db
    .select({ id: submissions.id, hash: submissions.statusTokenHash })
    .from(submissions)
    .where(inArray(submissions.formType, [...STATUS_PAGE_FORMS]));
  let written = 0;
  for (const row of rows) {
    const hash = statusTokenHash(secret, row.id);
    if (row.hash === hash) continue;
    await db.update(submissions).set({ statusTokenHash: hash }).where(eq(submissions.id, row.id));
    written += 1;
  }
  return written;
}

export async function backfillRequestDogs(db: Database, dogs: readonly Dog[]): Promise<number> {
  const rows = await db
    .select({ id: submissions.id, name: sql<string | null>`coalesce(nullif(${submissions.data}->>'dog', ''), nullif(${submissions.data}->>'dogName', ''))` })
    .from(submissions)
    .where(and(isNull(submissions.dogId), isNull(submissions.dogName), inArray(submissions.formType, ["adoption", "sponsorship"])));
  let matched = 0;
  for (const row of rows) {
    const dog = findDogByName(dogs, row.name);
    if (!dog) continue;
    await db.update(submissions).set({ dogId: dog.id!, dogName: dogName(dog)! }).where(eq(submissions.id, row.id));
    matched += 1;
  }
  return matched;
}
