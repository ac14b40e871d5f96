// Backups of the database and the stored images (README "Backups"):
//   npm run backup -- <file>    write one archive (mode 0600) of everything the site keeps
// Reads the same DATABASE_URL / DATA_DIR as the server. With the embedded
// database the running server writes the archive (asked through its local
// channel); without a running server this command opens the database itself.
import { parseEnv } from "../app/platform/config/env.server.ts";
import { backupToFile } from "../app/platform/backup/backup.server.ts";
import { describeFailure } from "../app/platform/backup/cli.server.ts";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error("usage: npm run backup -- <file>   (e.g. backups/site-$(date +%F).tar.gz)");
  process.exit(2);
}
const env = parseEnv(process.env);
try {
  const { manifest } = await backupToFile({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup written to ${file} and checked: ${manifest.tables.length} tables, ${rows} rows, ${manifest.storage.length} stored files.`);
  console.log("It holds personal data (form submissions): keep it encrypted and where only the board can read it.");
} catch (error) {
  console.error(describeFailure(error));
  process.exit(1);
}
