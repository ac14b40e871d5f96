// npm run stack: the production topology on this machine (scripts/lib/stack.ts): Caddy with
// deploy/Caddyfile on https://localhost:8443 and https://es.localhost:8443, two copies of the
// site on ports 3001 and 3002 behind it, one PostgreSQL database, an SMTP sink that prints
// every mail. Ctrl-C stops everything it started. Needs caddy and PostgreSQL (README "Run it").
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startStack } from "./lib/stack.ts";

const run = promisify(execFile);

const stack = await startStack({ log: (line) => console.log(line) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
stack.smtp.onData = (mail) => console.log(`mail to ${mail.to}: ${mail.subject}`);

// A first owner for the back office, with the sign-in link printed here (and sent to the sink,
// which runs in this process: the command runs beside it, not blocking it).
const invite = await run(process.execPath, ["scripts/admin.ts", "invite", "owner@example.org", "--role", "owner", "--name", "Stack", "--lang", "de"], {
  env: { ...process.env, ...stack.siteEnv, DATA_DIR: stack.copies[0].dataDir, LOG_LEVEL: "silent" },
  encoding: "utf8",
}).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? "", stderr: error.stderr ?? String(error) }));
const link = /https:\/\/\S+token=[\w-]+/.exec(invite.stdout)?.[0];
if (!link) console.error(`no first owner: npm run admin said\n${invite.stdout}${invite.stderr}`);

console.log(`
The stack runs (files in ${stack.dir}):
  German:       ${stack.de}
  Spanish:      ${stack.es}
  Back office:  ${stack.de}/verwaltung${link ? `\n  First owner:  ${link}` : ""}
  Copies:       http://127.0.0.1:${stack.copies[0].port}, http://127.0.0.1:${stack.copies[1].port} (behind Caddy)
  Mail:         ${stack.smtp.url} (each mail is printed here)
Caddy's certificates come from its own CA: the browser warns once, or trust
  ${stack.dir}/caddy-data/caddy/pki/authorities/local/root.crt
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nstopping …");
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
