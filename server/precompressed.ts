import { existsSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import express from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Serves the build's precompressed `.br` / `.gz` twin of a hashed asset when
 * the browser accepts it (scripts/precompress.mjs makes them), immutable for a
 * year; everything else falls through to the plain static handler.
 */
export function precompressedAssets(assetsDir: string) {
  const known = new Map<string, { br: boolean; gz: boolean }>();
  const plain = express.static(assetsDir, { immutable: true, maxAge: "1y", index: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    const type = types[path.extname(name)];
    const accepted = String(req.headers["accept-encoding"] ?? "");
    if (!type || req.path.includes("..")) return plain(req, res, next);
    let variants = known.get(name);
    if (!variants) {
      const file = path.join(assetsDir, name);
      variants = { br: existsSync(`${file}.br`), gz: existsSync(`${file}.gz`) };
      known.set(name, variants);
    }
    const encoding = variants.br && /\bbr\b/.test(accepted) ? "br" : variants.gz && /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return plain(req, res, next);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");
    const options = { maxAge: "1y", immutable: true };
    res.sendFile(path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`), options, (error) => {
      if (error) next();
    });
  };
}
