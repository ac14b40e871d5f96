// Content tooling for the association:
//   npm run content -- import <folder>   read posts and guides from Markdown files and upsert them by slug
//   npm run content -- export <folder>   write every post and guide in the same format
// The folder holds blog/*.md, guides/*.md and images/{blog-images,guide-images}/.
// It uses the same DATABASE_URL / DATA_DIR as the server (stop a server that uses the embedded database first).
import path from "node:path";
import { parseEnv } from "../app/platform/config/env.server.ts";
import { openDatabase } from "../app/platform/db/client.server.ts";
import { exportContent, importContent } from "../app/features/articles/server/import.server.ts";
import { moveStorageFolderIntoDatabase } from "../app/platform/storage/move-from-disk.server.ts";

const [command, folderArg] = process.argv.slice(2);
if ((command !== "import" && command !== "export") || !folderArg) {
  console.error("usage: npm run content -- import <folder> | export <folder>");
  process.exit(2);
}
const env = parseEnv(process.env);
const folder = path.resolve(folderArg);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let exitCode = 0;
try {
  // Pictures an older version left in DATA_DIR/storage are in the database before anything is read (decision 028).
  await moveStorageFolderIntoDatabase(handle.db, env.DATA_DIR);
  if (command === "import") {
    const report = await importContent(handle.db, folder);
    for (const file of report.files) {
      console.log(`${file.errors.length ? "✗" : "✓"} ${file.file}`);
      for (const error of file.errors) console.log(`    ${error}`);
    }
    if (report.ok) console.log(`imported ${report.imported.blog} posts and ${report.imported.guide} guides`);
    else {
      console.log("nothing was changed: correct the files above and import again");
      exitCode = 1;
    }
  } else {
    const counts = await exportContent(handle.db, folder);
    console.log(`exported ${counts.blog} posts and ${counts.guide} guides to ${folder}`);
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
