import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

export interface CspOptions {
  /** Origins allowed for scripts and connections besides our own (the analytics provider after consent). */
  scriptOrigins: string[];
  /** Origins allowed for images besides our own (an external storage bucket; never the dog image host). */
  imageOrigins: string[];
}

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy for one response: its inline scripts are named by the response's
 * nonce (`'nonce-…'`), or, for a page served from the page cache, by their hashes (`'sha256-…'`,
 * decision 039).
 */
export function contentSecurityPolicy(inlineScripts: string[], options: CspOptions, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts, ...options.scriptOrigins].join(" "),
    // Toast and layout styles are set inline by React; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${options.imageOrigins.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${options.scriptOrigins.join(" ")}`.trim(),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * An SVG opened on its own is a document that could run script: it runs nothing and loads
 * nothing (the stored files' and the build's pictures alike).
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/**
 * Answers that are never a document (decision 029): scripts, styles, fonts, pictures, the web
 * manifest. The document headers (CSP, Permissions-Policy, COOP, X-Frame-Options,
 * Referrer-Policy, HSTS) act only on a document, or on what a document does.
 */
export function isSubresourceType(contentType: string | number | string[] | undefined): boolean {
  if (typeof contentType !== "string") return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return (
    type.startsWith("image/") ||
    type.startsWith("font/") ||
    type.startsWith("audio/") ||
    type.startsWith("video/") ||
    type === "text/css" ||
    type === "text/javascript" ||
    type === "application/javascript" ||
    type === "application/manifest+json" ||
    type === "application/wasm"
  );
}

const isSvg = (contentType: unknown) => typeof contentType === "string" && /^image\/svg\+xml\b/i.test(contentType);

/**
 * Security headers, and a fresh nonce per request in `res.locals.nonce` for the page's inline
 * scripts. Every answer gets `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`; the
 * document headers are added when the answer's headers are written, and only to what can be a
 * document (HTML, JSON, text, XML, anything unknown): a script, style, font or picture carries only
 * what it needs (decision 029), an SVG a policy of its own that lets it run nothing. A 304 carries
 * none of them (it only refreshes a stored answer's freshness). A header the answer already has (a
 * page's own Referrer-Policy, a stored file's policy) is kept.
 */
export function securityHeaders(options: CspOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    onHeaders(res, () => {
      const type = res.getHeader("Content-Type");
      const set = (name: string, value: string) => {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      };
      if (res.statusCode === 304) return;
      if (isSubresourceType(type)) {
        if (isSvg(type)) set("Content-Security-Policy", SVG_POLICY);
        return;
      }
      set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options, req.secure));
      set("Referrer-Policy", "strict-origin-when-cross-origin");
      set("X-Frame-Options", "DENY");
      set("Cross-Origin-Opener-Policy", "same-origin");
      set("Permissions-Policy", PERMISSIONS_POLICY);
      if (req.secure) set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    });
    next();
  };
}
