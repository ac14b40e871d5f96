/**
 * The one reader of request bodies (decision 023). Every POST, public or back
 * office, JSON, urlencoded or multipart, with a declared length or chunked,
 * is read here up to the limit of its route's kind, before any handler runs;
 * a longer body is answered 413 without being kept. Handlers then read the
 * body from memory (`Request.formData()`, `.json()`), never from the socket.
 */
import type { NextFunction, Request, Response } from "express";
import { ADMIN_PREFIX } from "#app/admin/route-table.ts";
import { MAX_EDITOR_BODY_BYTES, MAX_PHOTO_FORM_BYTES } from "#app/platform/images/rules/uploads.ts";
import { pages } from "#app/platform/i18n/routes.ts";

const KB = 1024;

/** The limits by kind of route: what the largest legitimate request of that kind needs, and a margin. */
export const BODY_LIMITS = {
  /** Sign-in (e-mail, link, passkey assertion) and passkey registration: a few short fields or a small JSON object. */
  signIn: 16 * KB,
  /** Every form, public or back office, as a page post or JSON (the longest legitimate one is under 20 KB). */
  form: 64 * KB,
  /** The content editor's live preview: the Markdown of both languages. */
  preview: 512 * KB,
  /** The content editor's save, with up to two pictures (its documented cap). */
  upload: MAX_EDITOR_BODY_BYTES,
  /**
   * A form with up to five phone photos: a pre-check's checklist (docs/product/journey.md#pre-check),
   * a family's news (docs/product/journey.md#news-from-the-family) and a foster family's news
   * (docs/product/foster.md#news).
   */
  photos: MAX_PHOTO_FORM_BYTES,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

/**
 * The kinds whose bodies are large: read beyond the form limit only for someone entitled to send
 * them (a back-office session, a family's status token), checked before the first byte is read.
 */
export const GUARDED_KINDS: ReadonlySet<BodyKind> = new Set<BodyKind>(["preview", "upload", "photos"]);

/**
 * How long a body may take to arrive, by kind: a slow sender is cut off (408) well before Node's own
 * 300 s. A phone's five photos (40 MB) need about 100 s at 3.5 Mbit/s.
 */
export const BODY_DEADLINES_MS: Readonly<Record<BodyKind, number>> = { signIn: 20_000, form: 30_000, preview: 30_000, upload: 120_000, photos: 120_000 };

export interface BodyReaderOptions {
  /** Whether this request may send a body of its guarded kind (a valid session or token); unset: anyone may. */
  mayUpload?: (req: Request, kind: BodyKind) => Promise<boolean>;
  deadlinesMs?: Readonly<Record<BodyKind, number>>;
}

const SIGN_IN_PATHS = new Set(["anmelden", "anmelden/link", "anmelden/passkey", "konto/passkey", "abmelden"].map((p) => `${ADMIN_PREFIX}/${p}`));
const EDITOR_PATH = new RegExp(`^${ADMIN_PREFIX}/inhalte/(beitraege|ratgeber)/[^/]+$`);
const PREVIEW_PATH = `${ADMIN_PREFIX}/inhalte/vorschau`;
const PRECHECK_PATH = new RegExp(`^${ADMIN_PREFIX}/vorkontrollen/[^/]+$`);
/** The family's news pages, in both languages (their paths from the route table, the token any segment). */
const NEWS_PATHS = Object.values(pages.requestNews.paths).map((p) => new RegExp(`^${p.replace(/:token/, "([^/]+)")}$`));

/** The foster family's page, in both languages (its news with photos is posted to it). */
const FOSTER_PATHS = Object.values(pages.fosterPage.paths).map((p) => new RegExp(`^${p.replace(/:token/, "([^/]+)")}$`));

const tokenIn = (paths: readonly RegExp[], pathname: string): string | null => {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  for (const re of paths) {
    const token = re.exec(path)?.[1];
    if (token) return token;
  }
  return null;
};

/** The status token in a family's news page's path, or null for any other path. */
export function newsTokenOf(pathname: string): string | null {
  return tokenIn(NEWS_PATHS, pathname);
}

/** The token in the foster family's page's path, or null for any other path. */
export function fosterTokenOf(pathname: string): string | null {
  return tokenIn(FOSTER_PATHS, pathname);
}

/** The kind of a route by its path (without query; a `.data` request is its page's). */
export function bodyKindOf(pathname: string): BodyKind {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (SIGN_IN_PATHS.has(path)) return "signIn";
  if (path === PREVIEW_PATH) return "preview";
  if (EDITOR_PATH.test(path) && !path.endsWith("/vorschau")) return "upload";
  if (PRECHECK_PATH.test(path) || NEWS_PATHS.some((re) => re.test(path)) || FOSTER_PATHS.some((re) => re.test(path))) return "photos";
  return "form";
}

/** How long a refused client's connection is read from (and what it sends dropped) before it is closed. */
const LINGER_MS = 5_000;
/** How much of a refused body is read and dropped at most before the connection is closed. */
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Closes a refused request's connection the way web servers do ("lingering
 * close"): the answer is sent and the sending side closed, and what the
 * client still sends is read and dropped for a moment, so it reads the
 * answer instead of a reset; after LINGER_MS or LINGER_BYTES it is cut.
 */
function lingeringClose(req: Request): void {
  const socket = req.socket;
  let dropped = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // Node would close the connection outright once the answer is written (the request asked for it or
  // was not read to its end); this connection ends its sending side only and goes on reading.
  socket.destroySoon = () => {
    socket.end();
  };
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) cut();
  });
  socket.on("end", cut);
  req.resume();
}

/**
 * Reads the body of every POST into `res.locals.body` (a Buffer), at most the
 * limit of its route's kind; beyond it answers 413 and closes the connection
 * after it (what the client still sends is dropped, never kept): memory stays
 * flat whatever a client sends.
 */
export function readRequestBodies(refusal: (req: Request, res: Response) => { type: string; text: string }, options: BodyReaderOptions = {}) {
  const deadlines = options.deadlinesMs ?? BODY_DEADLINES_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const kind = bodyKindOf(req.path);
    if (!GUARDED_KINDS.has(kind) || !options.mayUpload) return read(req, res, next, kind, false);
    // Nothing is read while the session or token is looked up (the socket waits); a failed lookup entitles nobody.
    options.mayUpload(req, kind).then(
      (allowed) => read(req, res, next, kind, !allowed),
      () => read(req, res, next, kind, true),
    );
  };

  /** Reads the body within its kind's limit (an unentitled sender's: the form limit, and the connection closed beyond it). */
  function read(req: Request, res: Response, next: NextFunction, kind: BodyKind, unentitled: boolean) {
    // An unentitled sender is held to a form's limit and deadline.
    const limit = unentitled ? BODY_LIMITS.form : BODY_LIMITS[kind];
    const refuse = () => {
      const { type, text } = refusal(req, res);
      if (unentitled) {
        // Nobody is owed a lingering close: the answer, then the connection ends.
        res.on("finish", () => req.socket.destroy());
        setTimeout(() => req.socket.destroy(), 1_000).unref();
      } else lingeringClose(req);
      res.status(413).set({ "Cache-Control": "no-store", Connection: "close" }).type(type).send(text);
    };
    const declared = Number(req.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > limit) return refuse();

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    // A body that takes longer than its kind allows: 408, and the connection is closed.
    const deadline = setTimeout(() => {
      if (done) return;
      done = true;
      chunks.length = 0;
      cleanup();
      res.on("finish", () => req.socket.destroy());
      res.status(408).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain").send("Request Timeout");
      setTimeout(() => req.socket.destroy(), 1_000).unref();
    }, deadlines[unentitled ? "form" : kind]);
    deadline.unref();
    const onData = (chunk: Buffer) => {
      if (done) return;
      size += chunk.byteLength;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        cleanup();
        refuse();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (done) return;
      done = true;
      cleanup();
      res.locals.body = Buffer.concat(chunks, size);
      next();
    };
    const onError = () => {
      if (done) return;
      done = true;
      cleanup();
      // The client went away mid-body: there is nobody to answer.
      req.socket.destroy();
    };
    const cleanup = () => {
      clearTimeout(deadline);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  }
}
