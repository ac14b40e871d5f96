import pino, { type Logger } from "pino";
import type { Env } from "#app/config/env.server.ts";
import { openDatabase, type Database } from "#app/db/client.server.ts";
import { seedDemoContent, type Seeder } from "#app/db/seed.server.ts";
import { DogCache } from "#app/dogs/store.server.ts";
import { demoDogSeeder } from "#app/dogs/seed.server.ts";
import { startDogSync } from "#app/dogs/sync.server.ts";
import { contentDir, demoArticleSeeder, storageDirOf } from "#app/articles/seed.server.ts";
import { loadFormSecret } from "#app/forms/token.server.ts";
import { databaseRateLimits, memoryRateLimits, type RateLimits } from "#app/forms/rate-limit-store.server.ts";
import { mailTransport, type MailTransport } from "#app/forms/transport.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/forms/outbox.server.ts";
import { errorForLog } from "#app/logging/error.ts";
import { adminSite } from "#app/auth/site.server.ts";
import { adminPath } from "#app/admin/route-table.ts";

export interface Services {
  env: Env;
  db: Database;
  logger: Logger;
  databaseKind: "pglite" | "postgres";
  dogs: DogCache;
  /** Where the app serves the public buckets from when STORAGE_PUBLIC_URL is unset. */
  storageDir: string;
  /**
   * Request limits, shared by every process on PostgreSQL: "form" (form posts per client),
   * "adminSignIn" (back-office sign-in attempts per client), "adminLinkAddress" (sign-in e-mails per address).
   */
  rateLimits: RateLimits;
  forms: {
    /** Signs the form time tokens; the same in every process. */
    secret: string;
    transport: MailTransport;
    outbox: OutboxWorker;
  };
  close(): Promise<void>;
}

export function createLogger(env: Pick<Env, "LOG_LEVEL">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    // Personal data never reaches the log: form bodies are not logged, and
    // these keys are censored wherever they appear.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.name", "*.message"],
      censor: "[redacted]",
    },
    // Errors are logged by type, code and stack frames, never by message (app/logging/error.ts).
    serializers: { err: errorForLog },
  });
}

/** Opens the database, applies migrations, seeds demo content into an empty database. */
export async function createServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionLost: (error) => logger.warn({ err: error }, "database connection closed by the server; the pool opens a new one"),
  });
  logger.info({ database: handle.kind }, "database ready");
  const siteOrigins = [env.SITE_URL_DE, env.SITE_URL_ES];
  const storageDir = storageDirOf(env.DATA_DIR);
  if (env.SEED_DEMO_CONTENT) {
    const seeders: Seeder[] = [];
    // Demo dogs only where no upstream is configured: the sync fills the rest.
    if (!env.DOGS_API_URL) seeders.push(demoDogSeeder(siteOrigins));
    seeders.push(demoArticleSeeder(contentDir(), storageDir));
    const seeded = await seedDemoContent(handle.db, seeders, (name, error) =>
      logger.error({ err: error, seeder: name }, "demo content could not be seeded"),
    );
    if (seeded.length > 0) logger.info({ seeded }, "demo content seeded");
  }
  const dogSync = env.DOGS_API_URL
    ? startDogSync(handle.db, logger, {
        url: env.DOGS_API_URL,
        token: env.DOGS_API_TOKEN,
        intervalMs: env.DOGS_SYNC_INTERVAL_SECONDS * 1000,
        timeoutMs: env.DOGS_SYNC_TIMEOUT_SECONDS * 1000,
        siteOrigins,
      })
    : null;
  const secret = await loadFormSecret(handle.db, env.FORM_SECRET);
  const rateLimitRules = {
    form: { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    // Back office: sign-in attempts per client, sign-in e-mails per address (app/auth/sign-in.server.ts).
    adminSignIn: { limit: env.ADMIN_SIGNIN_RATE_LIMIT, windowMs: 15 * 60_000 },
    adminLinkAddress: { limit: env.ADMIN_LINKS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 },
  };
  const transport = mailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const outbox = startOutboxWorker({
    db: handle.db,
    transport,
    logger,
    from: env.MAIL_FROM,
    retryHours: env.MAIL_RETRY_HOURS,
    inboxUrl: `${adminSite(env).origin}${adminPath("admin-inbox")}`,
    pollMs: env.OUTBOX_POLL_SECONDS * 1000,
    retentionDays: env.SUBMISSION_RETENTION_DAYS,
  });
  logger.info({ mail: transport.kind }, "mail delivery ready");
  return {
    env,
    db: handle.db,
    logger,
    databaseKind: handle.kind,
    dogs: new DogCache(handle.db),
    storageDir,
    rateLimits:
      handle.kind === "postgres" ? databaseRateLimits(handle.db, secret, rateLimitRules) : memoryRateLimits(rateLimitRules),
    forms: {
      secret,
      transport,
      outbox,
    },
    async close() {
      await dogSync?.stop();
      await outbox.stop();
      transport.close();
      await handle.close();
    },
  };
}
