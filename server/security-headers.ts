import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

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

/** The Content-Security-Policy for one response, with its nonce. */
export function contentSecurityPolicy(nonce: string, options: CspOptions, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${options.scriptOrigins.join(" ")}`.trim(),
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
 * Strict security headers on every response, and a fresh nonce per request in
 * `res.locals.nonce` for the page's inline scripts.
 */
export function securityHeaders(options: CspOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options, req.secure));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
