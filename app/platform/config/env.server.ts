import { z } from "#app/platform/zod.ts";

const url = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an absolute http(s) URL` }).transform((v) => v.replace(/\/+$/, ""));

const boolish = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * Every environment variable the server reads, with its default. Parsed once at
 * start: a wrong value stops the server with a message that names it.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "PORT must be a number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset: `http://localhost:$PORT` (see `parseEnv`), so a server started on another port links to itself. */
  SITE_URL_DE: url("SITE_URL_DE").optional(),
  /** Unset: `http://es.localhost:$PORT`. */
  SITE_URL_ES: url("SITE_URL_ES").optional(),
  /** Further host names to serve (comma-separated), e.g. a health-check address. */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine(
      (v) => v !== "true",
      "TRUST_PROXY=true would believe any client's X-Forwarded-For (and so let it choose the address that rate limits count); " +
        "set the number of proxies in front of the server (1 behind one Caddy) or their addresses (e.g. loopback)",
    )
    .refine((v) => /^(false|\d+|[\w.:/, -]+)$/.test(v), "TRUST_PROXY must be false, a hop count or a list of addresses"),
  /**
   * On SIGTERM, how long /healthz may answer 503 while the server still serves, so the load
   * balancer's health check takes it out before it stops listening (ends early once a check has
   * heard it). 0: stop listening at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).min(0).max(60).default(0),
  /**
   * Lets a scraper that is not on this machine read /metrics (`Authorization: Bearer …`);
   * unset: only requests from the machine itself, never through the proxy (decision 030).
   */
  METRICS_TOKEN: z
    .string()
    .min(32, "METRICS_TOKEN must have at least 32 characters (e.g. `openssl rand -hex 32`)")
    .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable ASCII without spaces")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Optional analytics script, loaded only after consent. */
  ANALYTICS_SCRIPT_URL: url("ANALYTICS_SCRIPT_URL").optional(),
  SEED_DEMO_CONTENT: boolish.default(true),
  /** Where dog images are served from; unset: this app serves the demo images itself. */
  DOG_IMAGE_BASE_URL: url("DOG_IMAGE_BASE_URL").optional(),
  /** The upstream dog list (docs/product/dogs.md#source); unset: the bundled demo dogs. */
  DOGS_API_URL: url("DOGS_API_URL").optional(),
  DOGS_API_TOKEN: z.string().min(1).optional(),
  DOGS_SYNC_INTERVAL_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).int().min(10).default(600),
  DOGS_SYNC_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).int().min(1).max(300).default(20),
  /** Encoded images kept on disk under DATA_DIR/image-cache, in megabytes; the least recently used go first. */
  IMAGE_CACHE_MAX_MB: z.coerce.number({ error: "must be a number of megabytes" }).int().min(10).default(1024),
  /** Image encodes running at once (each uses one core); unset: half the cores, at least one. */
  IMAGE_ENCODE_CONCURRENCY: z.coerce.number({ error: "must be a number" }).int().min(1).max(64).optional(),
  /** Requests waiting for an encode at the most; more get 503 with Retry-After. */
  IMAGE_QUEUE_MAX: z.coerce.number({ error: "must be a number" }).int().min(0).default(64),
  /** How long fetching an original from the image host may take. */
  IMAGE_FETCH_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).positive().max(120).default(10),
  /**
   * Encode the first photo of every new dog in the background after each sync and at start, so no
   * visitor waits for it. Off: photos are encoded when first asked for (test servers, which start
   * dozens of times with an empty cache and the demo drawings).
   */
  IMAGE_PREPARE: boolish.default(true),
  /**
   * How long a rendered public page without a form is served again from memory while nothing it
   * shows has changed (decision 022); 0 renders every view.
   */
  PAGE_CACHE_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).int().min(0).max(3600).default(30),
  /** Largest original accepted from the image host, in megabytes. */
  IMAGE_FETCH_MAX_MB: z.coerce.number({ error: "must be a number of megabytes" }).positive().max(200).default(15),
  /** Public storage for blog and guide images; unset: the pictures stored in the database, served by this app (decision 028). */
  STORAGE_PUBLIC_URL: url("STORAGE_PUBLIC_URL").optional(),
  /** Outgoing mail, e.g. smtps://user:pass@mail.example.org:465; unset: messages are written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** Sender of every e-mail the site sends. */
  MAIL_FROM: z.string().min(3).default("Puente Canino <no-reply@puente-canino.example>"),
  /** Submissions (and their delivery records) are deleted after this many days. */
  SUBMISSION_RETENTION_DAYS: z.coerce.number({ error: "must be a number of days" }).int().min(1).default(180),
  /**
   * A signed protection contract is kept this many years after its signature, also when its request
   * was erased or deleted (docs/product/journey.md#protection-contract); then it is deleted.
   */
  MEMBERSHIP_RECORDS_RETENTION_YEARS: z.coerce.number({ error: "must be a number of years" }).int().min(1).max(30).default(10),
  CONTRACT_RETENTION_YEARS: z.coerce.number({ error: "must be a number of years" }).int().min(1).max(30).default(3),
  /** Failed e-mails are retried with growing pauses for this long, then marked failed. */
  MAIL_RETRY_HOURS: z.coerce.number({ error: "must be a number of hours" }).int().min(24).default(48),
  /** How often the e-mail worker looks for due messages (it is also woken by every new submission). */
  OUTBOX_POLL_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).positive().default(15),
  /** Signs the form time tokens; unset: a random secret kept in the database and shared by every process. */
  FORM_SECRET: z.string().min(16, "FORM_SECRET must have at least 16 characters").optional(),
  /**
   * The keys members' account numbers are sealed with (decision 043): `id:base64key,…`, 32 random
   * bytes each (`openssl rand -base64 32`); the first seals, every one opens. Unset: the membership
   * form offers bank transfer only, and no account number is ever taken.
   */
  BANK_DATA_KEYS: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=?(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=?)*$/, "BANK_DATA_KEYS must be id:base64key entries of 32-byte keys, comma-separated")
    .optional(),
  /** A form sent faster than this after the page was rendered is treated as a bot. */
  FORM_MIN_FILL_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).min(0).default(3),
  /** A form token older than this is refused (the page is re-rendered with a fresh one and the input kept). */
  FORM_TOKEN_MAX_AGE_HOURS: z.coerce.number({ error: "must be a number of hours" }).positive().default(8),
  /** Form posts allowed per client address and window. */
  FORM_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(20),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).int().min(1).default(600),
  /** Confirmation e-mails to one address in 24 hours at the most (the association still gets every submission). */
  CONFIRMATIONS_PER_ADDRESS_PER_DAY: z.coerce.number({ error: "must be a number" }).int().min(0).default(3),
  /** Where the back office is served: an origin of ours plus /verwaltung; unset: SITE_URL_DE + /verwaltung. */
  ADMIN_URL: url("ADMIN_URL")
    .refine((v) => new URL(v).pathname === "/verwaltung", "ADMIN_URL must end in the path /verwaltung")
    .optional(),
  /** Back-office sign-in attempts (passkey or e-mail link) per client address in 15 minutes. */
  ADMIN_SIGNIN_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
  /** Sign-in e-mails to one address per hour at the most. */
  ADMIN_LINKS_PER_ADDRESS_PER_HOUR: z.coerce.number({ error: "must be a number" }).int().min(1).default(3),
  /** How many days an invitation's link works (a sign-in link: 15 minutes). */
  ADMIN_INVITATION_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(60).default(7),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL_DE" | "SITE_URL_ES"> & { SITE_URL_DE: string; SITE_URL_ES: string };

export class EnvError extends Error {}

/** Variables whose values are secrets: a start refused for them names them without their value. */
const SECRET_VARIABLES = new Set(["METRICS_TOKEN", "FORM_SECRET", "DOGS_API_TOKEN", "BANK_DATA_KEYS"]);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      // A secret's value never reaches the log, not even a wrong one.
      const shown = SECRET_VARIABLES.has(name) ? "(hidden)" : JSON.stringify(source[name] ?? "");
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // The default addresses follow PORT (3000 when the port is chosen by the system).
  const port = result.data.PORT || 3000;
  return {
    ...result.data,
    SITE_URL_DE: result.data.SITE_URL_DE ?? `http://localhost:${port}`,
    SITE_URL_ES: result.data.SITE_URL_ES ?? `http://es.localhost:${port}`,
  };
}

/** Parses TRUST_PROXY into Express's `trust proxy` setting. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
