// A separate worker process for the crash test: delivers due outbox rows with a 2-second lease until it is killed.
import pino from "pino";
import { openDatabase } from "../../app/platform/db/client.server.ts";
import { deliverDue } from "../../app/platform/mail/outbox.server.ts";
import { smtpTransport } from "../../app/platform/mail/transport.server.ts";
import { mailSources } from "./mail-sources.ts";

const [databaseUrl, smtpUrl] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) throw new Error("usage: outbox-child.ts <database-url> <smtp-url>");
const handle = await openDatabase({ databaseUrl, dataDir: "unused" });
const transport = smtpTransport(smtpUrl);
await deliverDue({
  db: handle.db,
  transport,
  logger: pino({ level: "silent" }),
  retryHours: 48,
  leaseSeconds: 2,
  batchSize: 1,
  // The new-dog alerts' e-mails, with the secret and sites the crash test uses (tests/integration/dog-alerts.test.ts),
  // and the journey's (its status links need no particular secret: the reply's text does not depend on it).
  sources: mailSources(
    "Puente Canino <no-reply@puente-canino.example>",
    { sites: { de: "http://localhost:3000", es: "http://es.localhost:3000" }, secret: "alert-test-secret-alert-test-secret" },
    { secret: "test-secret-test-secret" },
  ),
});
