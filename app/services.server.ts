import type { Dog } from "#app/features/dogs/rules/index.ts";
import pino, { type Logger } from "pino";
import type { Env } from "#app/platform/config/env.server.ts";
import { openDatabase, type Database } from "#app/platform/db/client.server.ts";
import { seedDemoContent, type Seeder } from "#app/platform/db/seed.server.ts";
import { DogCache } from "#app/features/dogs/server/store.server.ts";
import { ChangeNotice, ReadCache } from "#app/platform/db/read-cache.server.ts";
import { PAGE_CACHE_MAX_BYTES, PageCache } from "#app/platform/rendering/page-cache.server.ts";
import { demoDogSeeder } from "#app/features/dogs/server/seed.server.ts";
import { startDogSync, type DogSyncResult } from "#app/features/dogs/server/sync.server.ts";
import { contentDir, demoArticleSeeder } from "#app/features/articles/server/seed.server.ts";
import { storageDirOf } from "#app/platform/config/data-dir.server.ts";
import { loadFormSecret } from "#app/platform/forms/server/token.server.ts";
import { databaseRateLimits, memoryRateLimits, type RateLimits } from "#app/platform/rate-limits/rate-limit-store.server.ts";
import { mailTransport, type MailTransport } from "#app/platform/mail/transport.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { retentionChore, submissionMailSource } from "#app/features/submissions/server/mail-source.server.ts";
import { dogAlertChore, dogAlertMailSource } from "#app/features/dog-alerts/server/mail-source.server.ts";
import { queueNewDogAlerts } from "#app/features/dog-alerts/server/store.server.ts";
import { forgetErased } from "#app/admin/inbox/privacy.server.ts";
import { errorForLog } from "#app/platform/logging/error.ts";
import { adminSite } from "#app/admin/auth/site.server.ts";
import { adminPath } from "#app/admin/route-table.ts";
import { claimChannel, ChannelUnavailable, type Channel } from "#app/platform/backup/channel.server.ts";
import { serveBackups } from "#app/platform/backup/backup.server.ts";
import { availableParallelism } from "node:os";
import { closeDataDir, secureDataDir } from "#app/platform/config/data-dir.server.ts";
import path from "node:path";
import { ImagePipeline, type StoredImageSource } from "#app/platform/images/server/pipeline.server.ts";
import { fileStore, storedFileHashes } from "#app/platform/storage/files.server.ts";
import { moveStorageFolderIntoDatabase } from "#app/platform/storage/move-from-disk.server.ts";
import { DogPhotos } from "#app/features/dogs/server/photos.server.ts";
import { drawPlaceholderSvg } from "#app/features/dogs/demo/dog-illustration.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { readDogSnapshot } from "#app/features/dogs/server/store.server.ts";
import { journeyMailSource } from "#app/features/journey/mail/public.server.ts";
import { fosterMailSource, fosterRetentionChore } from "#app/features/journey/foster/public.server.ts";
import { fosterMessagePrefix } from "#app/features/journey/foster/public.ts";
import { dailySummaryChore, backfillRequestDogs, backfillStatusTokens, statusUrl, heldDogIds } from "#app/features/journey/request/public.server.ts";
import { authorityNoticeChore, transportReminderChore } from "#app/features/journey/transport/public.server.ts";
import { contractRetentionChore } from "#app/features/journey/contract/public.server.ts";
import { followupChore } from "#app/features/journey/aftercare/public.server.ts";
import { followupLookbackDays } from "#app/features/journey/aftercare/public.ts";
import { loadTravelSettings } from "#app/features/travel/server/settings.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { PERSONAL_TABLES, scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { seedPrecheckQuestions } from "#app/features/journey/precheck/public.server.ts";
import { hasStatusPage } from "#app/features/journey/request/public.ts";
import { parseBankDataKeys, type BankDataKeys } from "#app/features/membership/server/bank-data-crypto.server.ts";
import { cachedMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { membershipIntake } from "#app/features/membership/server/membership.server.ts";
import { membershipFeeChore, membershipMailSource, membershipRetentionChore } from "#app/features/membership/server/mail-source.server.ts";
import type { MembershipIntake } from "#app/features/submissions/server/submit.server.ts";
import { METRICS_TOKEN_FAILURES_PER_15_MINUTES, SiteMetrics, readDatabaseFigures } from "#app/platform/metrics/metrics.server.ts";

export interface Services {
  env: Env;
  db: Database;
  logger: Logger;
  databaseKind: "pglite" | "postgres";
  dogs: DogCache;
  /** The dogs of our list reserved for one of our requests (docs/product/journey.md#waiting-list), from the read cache. */
  heldDogs(): Promise<ReadonlySet<string>>;
  /** Members and their fees (docs/product/membership.md). */
  membership: {
    /** The keys members' account numbers are sealed with (BANK_DATA_KEYS, decision 043); null: direct debit is not offered. */
    bankKeys: BankDataKeys | null;
    /** What a membership application needs: the settings' terms, and its membership stored with the request. */
    intake(): Promise<MembershipIntake>;
  };
  /** The dog sync of this process (null without DOGS_API_URL): "sync now" in the back office. */
  dogSync: { runNow(): Promise<DogSyncResult> } | null;
  /** Where the dogs come from: the bundled demo dogs, or the upstream. */
  siteOrigins: string[];
  /** What public pages read, kept until a table it came from changes (decision 018). */
  readCache: ReadCache;
  /** The change notice behind the read cache; `check()` reads every table's version now, `stamp()` says them. */
  changeNotice: Pick<ChangeNotice, "check" | "stamp">;
  /** Rendered public pages (decision 022); null when PAGE_CACHE_SECONDS is 0. */
  pageCache: PageCache | null;
  /** Stored images (and every photo's files), resized and encoded on our hosts (decision 019). */
  images: ImagePipeline;
  /** Dog photos through the image pipeline. */
  dogPhotos: DogPhotos;
  /**
   * Request limits, shared by every process on PostgreSQL: "form" (form posts per client),
   * "adminSignIn" (back-office sign-in attempts per client), "adminLinkAddress" (sign-in e-mails per address),
   * "dogSyncNow" (the back office's "sync now", for everyone together), "statusPage" (status-page views
   * per client), "statusLinkAddress" (status-link e-mails per address), "metricsToken" (wrong
   * `/metrics` tokens per client).
   */
  rateLimits: RateLimits;
  /** The figures `/metrics` answers with (decision 030); requests are counted into it by server/metrics.ts. */
  metrics: SiteMetrics;
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
    // Errors are logged by type, code and stack frames, never by message (app/platform/logging/error.ts).
    serializers: { err: errorForLog },
  });
}

/** How often one client may open status pages, and how often one address may be sent its status links. */
export const STATUS_PAGE_VIEWS_PER_10_MINUTES = 60;
export const STATUS_LINKS_PER_ADDRESS_PER_HOUR = 3;

/** How often "sync now" may run (for everyone together). */
export const DOG_SYNC_NOW_WINDOW_MS = 30_000;

/** Opens the database, applies migrations, seeds demo content into an empty database. */
export async function createServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  // The embedded database admits one process: hold its channel first (a backup or restore
  // running without a server holds it too, and then the server does not start).
  // Private to this process's user, whatever the machine's umask (mail files carry sign-in links).
  secureDataDir(env.DATA_DIR);
  let channel: Channel | null = null;
  if (!env.DATABASE_URL && env.DATA_DIR !== "memory://") {
    try {
      channel = await claimChannel(env.DATA_DIR, "server");
    } catch (error) {
      if (!(error instanceof ChannelUnavailable)) throw error;
      logger.warn({ reason: error.message }, "no local channel: npm run backup needs the server stopped");
    }
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionLost: (error) => logger.warn({ err: error }, "database connection closed by the server; the pool opens a new one"),
    // LOG_LEVEL=trace: every query's SQL text (never its parameters), to see what a page asks of the database.
    logQuery: logger.isLevelEnabled("trace") ? (sql) => logger.trace({ sql }, "database query") : undefined,
  });
  logger.info({ database: handle.kind }, "database ready");
  // Pictures an older version kept in DATA_DIR/storage move into the database (decision 028); counts only, never names.
  const moved = await moveStorageFolderIntoDatabase(handle.db, env.DATA_DIR);
  if (moved.moved + moved.alreadyStored + moved.kept + moved.skipped > 0) {
    logger.info({ ...moved }, "DATA_DIR/storage moved into the database; the files are kept in DATA_DIR/storage.migrated");
  }
  const siteOrigins = [env.SITE_URL_DE, env.SITE_URL_ES];
  const storageDir = storageDirOf(env.DATA_DIR);
  if (env.SEED_DEMO_CONTENT) {
    const seeders: Seeder[] = [];
    // Demo dogs only where no upstream is configured: the sync fills the rest.
    if (!env.DOGS_API_URL) seeders.push(demoDogSeeder(siteOrigins));
    seeders.push(demoArticleSeeder(contentDir()));
    const seeded = await seedDemoContent(handle.db, seeders, (name, error) =>
      logger.error({ err: error, seeder: name }, "demo content could not be seeded"),
    );
    if (seeded.length > 0) logger.info({ seeded }, "demo content seeded");
  }
  // The site's name on share pictures (not editable in the back office: fixed at start).
  const { siteName } = (await loadOrganisation(handle.db)).de;
  // Stored pictures' versions from the read cache once it runs (below); a file it does not know yet is asked for.
  let readCache: ReadCache | null = null;
  const storedImages: StoredImageSource = {
    async sha256(storagePath, fresh) {
      if (readCache && !fresh) return (await storedFileHashes({ db: handle.db, readCache })).get(storagePath) ?? null;
      return (await fileStore.exists(handle.db, storagePath))?.sha256 ?? null;
    },
    async read(storagePath) {
      const file = await fileStore.get(handle.db, storagePath);
      return file ? { data: file.data, sha256: file.info.sha256 } : null;
    },
  };
  const images = new ImagePipeline({
    cacheDir: path.join(path.dirname(storageDir), "image-cache"),
    maxCacheBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    concurrency: env.IMAGE_ENCODE_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    maxWaiting: env.IMAGE_QUEUE_MAX,
    fetchTimeoutMs: env.IMAGE_FETCH_TIMEOUT_SECONDS * 1000,
    fetchMaxBytes: Math.round(env.IMAGE_FETCH_MAX_MB * 1024 * 1024),
    storedFiles: storedImages,
    placeholderSvg: () => drawPlaceholderSvg(500),
    logger,
  });
  const dogPhotos = new DogPhotos(images, { dogImageBaseUrl: env.DOG_IMAGE_BASE_URL, siteName, logger });
  const prepareDogPhotos = (dogs: readonly Dog[]) => (env.IMAGE_PREPARE ? dogPhotos.prepare(dogs) : 0);
  const secret = await loadFormSecret(handle.db, env.FORM_SECRET);
  // Checked at start: a wrong key list stops the server with a message naming the variable, never a key.
  const bankKeys = env.BANK_DATA_KEYS ? parseBankDataKeys(env.BANK_DATA_KEYS) : null;
  // Requests stored before the status pages get their token; those before the dog match, their dog.
  await backfillStatusTokens(handle.db, secret);
  await seedPrecheckQuestions(handle.db);
  // The photos of the dogs already stored (demo dogs, or the last sync before a restart).
  void readDogSnapshot(handle.db)
    .then(async (snapshot) => {
      await backfillRequestDogs(handle.db, snapshot.dogs);
      return prepareDogPhotos(snapshot.dogs);
    })
    .catch((error) => logger.warn({ err: error }, "dog photos could not be prepared"));
  const rateLimitRules = {
    form: { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    // Back office: sign-in attempts per client, sign-in e-mails per address (app/admin/auth/sign-in.server.ts).
    adminSignIn: { limit: env.ADMIN_SIGNIN_RATE_LIMIT, windowMs: 15 * 60_000 },
    adminLinkAddress: { limit: env.ADMIN_LINKS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 },
    // "Sync now" in the back office: once per half minute, whoever presses it, so the upstream is never hammered.
    dogSyncNow: { limit: 1, windowMs: DOG_SYNC_NOW_WINDOW_MS },
    // Status pages per client (a guessed token finds nothing, and guessing stops here), and the status link per address.
    statusPage: { limit: STATUS_PAGE_VIEWS_PER_10_MINUTES, windowMs: 10 * 60_000 },
    statusLinkAddress: { limit: STATUS_LINKS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 },
    // Wrong /metrics tokens per client (only failures are counted; a client held back is refused before its next try).
    metricsToken: { limit: METRICS_TOKEN_FAILURES_PER_15_MINUTES, windowMs: 15 * 60_000 },
  };
  const transport = mailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  // The outbox sends what the features register: the builders of their kinds of e-mail (one source per name in
  // app/platform/mail/kinds.ts) and the chores that run with it.
  const sites = { de: env.SITE_URL_DE, es: env.SITE_URL_ES };
  // It wakes by itself after every commit that queued mail (the outbox's trigger notifies, every copy listens), and polls.
  const outbox = await startOutboxWorker({
    db: handle.db,
    notifications: handle.changes,
    transport,
    logger,
    retryHours: env.MAIL_RETRY_HOURS,
    pollMs: env.OUTBOX_POLL_SECONDS * 1000,
    sources: {
      submissions: submissionMailSource({
        from: env.MAIL_FROM,
        inboxUrl: `${adminSite(env).origin}${adminPath("admin-inbox")}`,
        organisation: loadOrganisation,
        statusUrl: (submission) => (hasStatusPage(submission.formType) ? statusUrl(secret, sites, submission) : null),
      }),
      journey: journeyMailSource({
        from: env.MAIL_FROM,
        secret,
        sites,
        inboxUrl: `${adminSite(env).origin}${adminPath("admin-inbox")}`,
        accountUrl: `${adminSite(env).origin}${adminPath("admin-account")}`,
        prechecksUrl: `${adminSite(env).origin}${adminPath("admin-prechecks")}`,
        happyEndsUrl: `${adminSite(env).origin}${adminPath("admin-happy-ends")}`,
        flightsUrl: `${adminSite(env).origin}${adminPath("admin-flights")}`,
        // The veterinary authority's address as the travel settings name it when the notice is sent (none while it is off).
        authorityAddress: async (db) => {
          const { authorityNotice } = await loadTravelSettings(db);
          return authorityNotice.enabled && authorityNotice.email ? authorityNotice.email : null;
        },
        organisation: loadOrganisation,
        dogs: async () => (await readDogSnapshot(handle.db)).dogs,
      }),
      "dog-alerts": dogAlertMailSource({ from: env.MAIL_FROM, sites, secret, organisation: loadOrganisation }),
      membership: membershipMailSource({ from: env.MAIL_FROM, secret, sites, organisation: loadOrganisation }),
      foster: fosterMailSource({
        from: env.MAIL_FROM,
        secret,
        sites,
        inboxUrl: `${adminSite(env).origin}${adminPath("admin-inbox")}`,
        fosterNewsUrl: `${adminSite(env).origin}${adminPath("admin-foster-news")}`,
        organisation: loadOrganisation,
        statusUrl: (request) => statusUrl(secret, sites, request),
      }),
    },
    chores: [
      dogAlertChore({ db: handle.db, logger }),
      dailySummaryChore({ db: handle.db, logger }),
      transportReminderChore({ db: handle.db, logger }),
      authorityNoticeChore({ db: handle.db, logger, settings: async () => (await loadTravelSettings(handle.db)).authorityNotice }),
      // The retest reminder's months are the travel settings' as they are at each run (docs/product/travel.md#retest-reminder).
      followupChore({ db: handle.db, logger, retestMonths: async () => (await loadTravelSettings(handle.db)).retestMonths }),
      contractRetentionChore({
        db: handle.db,
        logger,
        years: env.CONTRACT_RETENTION_YEARS,
        onExpired: () => scrubDeletedRows(handle.db, handle.kind),
      }),
      membershipFeeChore({ db: handle.db, logger }),
      // Ended foster homes after their retention period (docs/product/foster.md#privacy), with their e-mails' copies and published photos.
      fosterRetentionChore({
        db: handle.db,
        logger,
        forgotten: async (removed) => {
          for (const file of removed.files) await images.forgetStored(file.path, file.sha256);
          await transport.forget(removed.homeIds.map(fosterMessagePrefix));
          await scrubDeletedRows(handle.db, handle.kind, [...PERSONAL_TABLES, FILE_TABLE]);
        },
      }),
      membershipRetentionChore({ db: handle.db, logger, days: env.SUBMISSION_RETENTION_DAYS, recordYears: env.MEMBERSHIP_RECORDS_RETENTION_YEARS, forget: async (prefixes) => void (await transport.forget(prefixes)) }),
      retentionChore({
        db: handle.db,
        logger,
        days: env.SUBMISSION_RETENTION_DAYS,
        // Until the last follow-up's window after the arrival has passed (the retest reminder's months are the travel settings').
        keepArrivedDays: async () => followupLookbackDays((await loadTravelSettings(handle.db)).retestMonths),
        onExpired: (ids) => forgetErased({ db: handle.db, databaseKind: handle.kind, transport, secret, images }, ids),
      }),
    ],
  });
  logger.info({ mail: transport.kind }, "mail delivery ready");
  if (channel) serveBackups(channel, { db: handle.db, storageDir, logger });
  const dogSync = env.DOGS_API_URL
    ? startDogSync(handle.db, logger, {
        url: env.DOGS_API_URL,
        token: env.DOGS_API_TOKEN,
        intervalMs: env.DOGS_SYNC_INTERVAL_SECONDS * 1000,
        timeoutMs: env.DOGS_SYNC_TIMEOUT_SECONDS * 1000,
        siteOrigins,
        onStored: prepareDogPhotos,
        // New dogs reach their alert subscribers through the outbox.
        onNewDogs: queueNewDogAlerts,
      })
    : null;
  // Files moved aside at start keep their old modes.
  closeDataDir(env.DATA_DIR);
  const notice = await new ChangeNotice(handle.changes, { logger }).start();
  readCache = new ReadCache(notice);
  const pageCache = env.PAGE_CACHE_SECONDS > 0 ? new PageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000, maxBytes: PAGE_CACHE_MAX_BYTES }) : null;
  // Read when scraped, never on a page view: the database's figures in one statement, reused for a few seconds.
  const metrics = new SiteMetrics({
    database: () => readDatabaseFigures(handle.db),
    imageQueue: () => images.queue.stats(),
    imageQueueCapacity: env.IMAGE_QUEUE_MAX,
    pageCache: () => pageCache?.stats() ?? null,
    dogSyncIntervalSeconds: env.DOGS_API_URL ? env.DOGS_SYNC_INTERVAL_SECONDS : null,
    logger,
  });
  return {
    env,
    db: handle.db,
    logger,
    databaseKind: handle.kind,
    dogSync: dogSync ? { runNow: () => dogSync.runNow() } : null,
    siteOrigins,
    dogs: new DogCache(handle.db, readCache),
    heldDogs: () => heldDogIds({ db: handle.db, readCache: readCache! }),
    membership: {
      bankKeys,
      async intake() {
        return membershipIntake(await cachedMembershipSettings({ db: handle.db, readCache: readCache! }), { keys: bankKeys, secret });
      },
    },
    readCache,
    changeNotice: notice,
    pageCache,
    images,
    dogPhotos,
    rateLimits:
      handle.kind === "postgres" ? databaseRateLimits(handle.db, secret, rateLimitRules) : memoryRateLimits(rateLimitRules),
    metrics,
    forms: {
      secret,
      transport,
      outbox,
    },
    async close() {
      await dogSync?.stop();
      images.close();
      await notice.close();
      await outbox.stop();
      transport.close();
      await handle.close();
      await channel?.close();
    },
  };
}
