// Restores a backup into an EMPTY installation (README "Backups"):
//   npm run restore -- <file>
// Reads the same DATABASE_URL / DATA_DIR as the server. The archive is checked
// whole first; a damaged archive or a non-empty installation is refused and
// nothing changes. Start the server afterwards as usual.
import { parseEnv } from "../app/platform/config/env.server.ts";
import { restoreFromFile } from "../app/platform/backup/backup.server.ts";
import { describeFailure } from "../app/platform/backup/cli.server.ts";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error("usage: npm run restore -- <file>");
  process.exit(2);
}
const env = parseEnv(process.env);
try {
  const { manifest, summary } = await restoreFromFile({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);
  console.log(`Restored the backup of ${manifest.createdAt}: ${summary.tables} tables, ${summary.rows} rows, ${manifest.storage.length} stored files.`);
  if (summary.migratedForward > 0) console.log(`The archive's schema was migrated forward by ${summary.migratedForward} migrations.`);
  console.log("Start the server as usual.");
} catch (error) {
  console.error(describeFailure(error));
  process.exit(1);
}
