import { readFile } from "node:fs/promises";
import type { ImageAnswer } from "./pipeline.server.ts";

/** Encoded images never change under their address (the version is in it). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The image route's HTTP answer (decision 019). */
export async function imageResponse(answer: ImageAnswer): Promise<Response> {
  switch (answer.kind) {
    case "file": {
      const body = await readFile(answer.file);
      return new Response(body, {
        headers: { "Content-Type": answer.type, "Content-Length": String(body.byteLength), "Cache-Control": IMMUTABLE },
      });
    }
    case "placeholder":
      // The image host failed: the visitor sees the placeholder, and the next visit asks again.
      return new Response(answer.svg, {
        headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "no-store", "X-Image-Fallback": "placeholder" },
      });
    case "busy":
      return new Response("Busy, please retry.", {
        status: 503,
        headers: { "Content-Type": "text/plain", "Retry-After": String(answer.retryAfterSeconds), "Cache-Control": "no-store" },
      });
    case "not-found":
      return new Response("Not found", {
        status: 404,
        headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=300" },
      });
  }
}
