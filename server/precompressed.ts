import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

interface Asset {
  type: string;
  br: boolean;
  gz: boolean;
}

/** The build's hashed assets, read once: name → content type and which precompressed twins exist. */
export function listAssets(assetsDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(assetsDir)) return assets;
  const names = new Set(readdirSync(assetsDir));
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const type = types[path.extname(name)] ?? "application/octet-stream";
    assets.set(name, { type, br: names.has(`${name}.br`), gz: names.has(`${name}.gz`) });
  }
  return assets;
}

/**
 * Serves the build's hashed assets (`/assets/<name>`), immutable for a year,
 * as the precompressed `.br` / `.gz` twin when the browser accepts it
 * (scripts/precompress.mjs makes them). The list of files is read once at
 * start: any other name is a plain 404 that reads no disk and keeps nothing,
 * however many made-up names are asked for.
 */
export function precompressedAssets(assetsDir: string) {
  const assets = listAssets(assetsDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const asset = assets.get(name);
    if (!asset) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
      return;
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = asset.br && /\bbr\b/.test(accepted) ? "br" : asset.gz && /\bgzip\b/.test(accepted) ? "gzip" : null;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const file = encoding ? `${name}.${encoding === "br" ? "br" : "gz"}` : name;
    // No Last-Modified: a hashed name never changes, and its ETag answers a revalidation (decision 029).
    res.sendFile(file, { root: assetsDir, maxAge: "1y", immutable: true, lastModified: false, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
    });
  };
}

/**
 * The public files of the browser build outside `assets/` (favicon, brand
 * pictures, page pictures, the web manifest) as URL paths ("/favicon.svg"),
 * read once at start: the build does not change while the server runs.
 */
export function listPublicFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!relative.startsWith("assets/")) files.add(`/${relative}`);
  }
  return files;
}
