// The back office from the command line.
//   npm run admin -- invite name@example.org --role owner [--name "Ana"] [--lang es]
//   npm run admin -- --help
// Creates the account (or renews its invitation) and prints the sign-in link;
// with SMTP_URL set it also sends the link by e-mail. Reads the same
// environment as the server (DATABASE_URL or DATA_DIR). With the embedded
// database, stop the server first: only one process can open it.
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/config/env.server.ts";
import { openDatabase } from "../app/platform/db/client.server.ts";
import { invite, normaliseEmail } from "../app/admin/auth/accounts.server.ts";
import { isRole, ROLES } from "../app/admin/auth/roles.ts";
import { adminSite } from "../app/admin/auth/site.server.ts";
import { commandLine } from "../app/platform/audit/log.server.ts";
import { smtpTransport } from "../app/platform/mail/transport.server.ts";

const usage = `usage: npm run admin -- invite name@example.org --role ${ROLES.join("|")} [--name "Name"] [--lang de|es]`;
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" }, lang: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
} catch (error) {
  // An unknown option or a missing value: the usage, never a stack trace.
  console.error(`${(error as Error).message.split(". ")[0]}.\n${usage}`);
  process.exit(2);
}
const { positionals, values } = parsed;
const [command, address] = positionals;
if (values.help || command === "help") {
  console.log(usage);
  process.exit(0);
}
if (command !== "invite") {
  console.error(usage);
  process.exit(2);
}
const email = normaliseEmail(address);
if (!email || !isRole(values.role)) {
  console.error(usage);
  process.exit(2);
}
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
try {
  const result = await invite(
    { db: handle.db, site: adminSite(env), transport, from: env.MAIL_FROM, invitationDays: env.ADMIN_INVITATION_DAYS },
    commandLine,
    { email, role: values.role, name: values.name, locale: values.lang === "es" ? "es" : "de" },
  );
  console.log(`Account ${result.user.email} (${result.user.role}).`);
  console.log(`Sign-in link (valid ${env.ADMIN_INVITATION_DAYS} days, once):\n${result.link}`);
  console.log(result.sent ? "The link was sent by e-mail." : "No SMTP_URL: the link was not sent; pass it on yourself.");
} finally {
  transport?.close();
  await handle.close();
}
