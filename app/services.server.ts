import pino, { type Logger } from "pino";
import type { Env } from "#app/config/env.server.ts";
import { openDatabase, type Database } from "#app/db/client.server.ts";
import { seedDemoContent } from "#app/db/seed.server.ts";

export interface Services {
  env: Env;
  db: Database;
  logger: Logger;
  databaseKind: "pglite" | "postgres";
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
  });
}

/** Opens the database, applies migrations, seeds demo content into an empty database. */
export async function createServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  logger.info({ database: handle.kind }, "database ready");
  if (env.SEED_DEMO_CONTENT) {
    const seeded = await seedDemoContent(handle.db);
    if (seeded.length > 0) logger.info({ seeded }, "demo content seeded");
  }
  return {
    env,
    db: handle.db,
    logger,
    databaseKind: handle.kind,
    close: () => handle.close(),
  };
}
