/**
 * The HTTP side of every form POST, shared by the page actions and the JSON
 * endpoints: origin check, rate limit, body size limit and parsing. Each
 * refusal carries the status code and a message in the visitor's language.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext, requestContext, servicesContext } from "#app/platform/context.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";

/** The largest body a form may send (the longest legitimate one is well under 20 KB). */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export type Body = { type: "json"; value: unknown } | { type: "form"; value: Record<string, string>; files?: Record<string, File[]> };

export interface Refusal {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429;
  error: string;
  retryAfterSeconds?: number;
}

export type Guarded = { ok: true; body: Body } | Refusal;

/** Retry-After for a rate-limited post, nothing otherwise. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : {};
}

/**
 * A browser always names the page's origin on a POST (Origin header, or
 * Sec-Fetch-Site); both must point at one of our sites. A request without
 * either comes from a non-browser client and is allowed (it still needs a
 * valid form token).
 */
export function isAllowedOrigin(request: Request, allowedOrigins: readonly string[], options: { opaqueOrigin?: boolean } = {}): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    // A page with `Referrer-Policy: no-referrer` (a status page, decision 025) makes the browser send
    // "null" for its own posts: such a page may accept it when the browser says the post is same-origin.
    if (origin === "null") return options.opaqueOrigin === true && request.headers.get("sec-fetch-site") === "same-origin";
    const own = new URL(request.url).origin;
    return origin === own || allowedOrigins.includes(origin);
  }
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Origin, rate limit, size and parsing of a form POST. A form with photos (`files`: the family's
 * news) may be `maxBytes` long (its route's body limit, server/request-bodies.ts) and gets its
 * non-empty files by field name.
 */
export async function guardFormPost(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: Locale = context.get(localeContext).locale,
  options: { opaqueOrigin?: boolean; files?: boolean; maxBytes?: number } = {},
): Promise<Guarded> {
  const services = context.get(servicesContext);
  const { sites } = context.get(localeContext);
  const g = getMessages(locale).guard;

  if (!isAllowedOrigin(request, [sites.de, sites.es].map((s) => new URL(s).origin), options)) {
    services.logger.warn({ event: "form_foreign_origin" }, "form post from a foreign origin refused");
    return { ok: false, status: 403, error: g.foreignOrigin };
  }
  const limited = await services.rateLimits.take("form", context.get(requestContext).clientAddress).catch((error: unknown) => {
    // The counter's database is out of reach: the post goes on (storing it will tell the visitor if the database is down).
    services.logger.warn({ err: error, event: "rate_limit_unavailable" }, "rate limit could not be counted");
    return { ok: true } as const;
  });
  if (!limited.ok) {
    services.logger.warn({ event: "form_rate_limited" }, "form post rate-limited");
    return { ok: false, status: 429, error: g.rateLimited, retryAfterSeconds: limited.retryAfterSeconds };
  }
  const bytes = await readLimited(request, options.maxBytes ?? MAX_FORM_BODY_BYTES);
  if (bytes === null) return { ok: false, status: 413, error: g.tooLarge };

  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (type === "application/json") {
    try {
      return { ok: true, body: { type: "json", value: JSON.parse(text) as unknown } };
    } catch {
      return { ok: false, status: 400, error: g.badRequest };
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    const value: Record<string, string> = {};
    for (const [key, entry] of new URLSearchParams(text)) value[key] = entry;
    return { ok: true, body: { type: "form", value } };
  }
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
      const value: Record<string, string> = {};
      const files: Record<string, File[]> = {};
      for (const [key, entry] of form) {
        if (typeof entry === "string") value[key] = entry;
        else if (options.files && entry.size > 0) (files[key] ??= []).push(entry);
      }
      return { ok: true, body: { type: "form", value, ...(options.files ? { files } : {}) } };
    } catch {
      return { ok: false, status: 400, error: g.badRequest };
    }
  }
  return { ok: false, status: 415, error: g.badRequest };
}
