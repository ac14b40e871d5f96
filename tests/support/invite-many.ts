// Invites several back-office accounts in one process, through the same code as
// `npm run admin -- invite` (scripts/admin.ts), for tests that need several roles:
// one database opening instead of one process per account.
//   node tests/support/invite-many.ts '[{"email":"a@example.org","role":"owner","name":"Ana","lang":"es"}]'
// Prints one JSON line: [{ email, link }] in the order given.
import { parseEnv } from "../../app/platform/config/env.server.ts";
import { openDatabase } from "../../app/platform/db/client.server.ts";
import { invite } from "../../app/admin/auth/accounts.server.ts";
import { isRole } from "../../app/admin/auth/roles.ts";
import { adminSite } from "../../app/admin/auth/site.server.ts";
import { commandLine } from "../../app/platform/audit/log.server.ts";
import { isLocale } from "../../app/platform/i18n/locale.ts";

interface Wanted {
  email: string;
  role: string;
  name?: string;
  lang?: string;
}

const wanted = JSON.parse(process.argv[2] ?? "[]") as Wanted[];
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const links: { email: string; link: string }[] = [];
  for (const one of wanted) {
    if (!isRole(one.role)) throw new Error(`unknown role ${one.role}`);
    const result = await invite(
      { db: handle.db, site: adminSite(env), transport: null, from: env.MAIL_FROM, invitationDays: env.ADMIN_INVITATION_DAYS },
      commandLine,
      { email: one.email, role: one.role, name: one.name, locale: isLocale(one.lang) ? one.lang : "de" },
    );
    links.push({ email: one.email, link: result.link });
  }
  console.log(JSON.stringify(links));
} finally {
  await handle.close();
}
