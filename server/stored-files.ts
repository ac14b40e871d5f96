import type express from "express";
import type { Database } from "#app/platform/db/client.server.ts";
import { fileStore } from "#app/platform/storage/files.server.ts";
import { isStoragePath } from "#app/platform/storage/paths.ts";
import { SVG_POLICY } from "./security-headers.ts";

/**
 * `/storage/<bucket>/<name>`: a stored file as it was stored (the back office's previews of
 * uploads link here), read from the database (decision 028), so every server copy answers it.
 * Anything that is not a stored file goes on to the site's 404 page.
 */
export function storedFiles(db: Database): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let storagePath: string;
    try {
      storagePath = req.path.slice(1).split("/").map(decodeURIComponent).join("/");
    } catch {
      return next();
    }
    if (!isStoragePath(storagePath)) return next();
    fileStore
      .get(db, storagePath)
      .then((file) => {
        if (!file) return next();
        const etag = `"${file.info.sha256}"`;
        res.set({
          "Content-Type": file.info.contentType,
          "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
          ETag: etag,
          // Whatever it claims to be, a stored file opened on its own runs nothing and loads nothing.
          "Content-Security-Policy": SVG_POLICY,
        });
        if (req.headers["if-none-match"] === etag) {
          res.status(304).end();
          return;
        }
        res.send(file.data);
      })
      .catch(next);
  };
}
