import type { Seeder } from "#app/platform/db/seed.server.ts";
import { demoCacheTimestamp, demoDogs } from "../demo/demo-dogs.ts";
import { normaliseDogs } from "./upstream.server.ts";
import { readSyncState, replaceDogSnapshot } from "./store.server.ts";

/** Loads the bundled demo dogs into a database that has never held dogs. */
export function demoDogSeeder(siteOrigins: string[]): Seeder {
  return {
    name: "demo dogs",
    async run(db) {
      if (await readSyncState(db)) return false;
      const { dogs } = normaliseDogs(demoDogs, siteOrigins);
      await replaceDogSnapshot(db, dogs, { source: "demo", cacheTimestamp: demoCacheTimestamp });
      return true;
    },
  };
}
