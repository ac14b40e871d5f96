import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { demoDogs } from "#app/features/dogs/demo/demo-dogs.ts";

/**
 * A stand-in for the shelter's servers on loopback: the dog list (`/dogs`, the demo dogs) and the
 * image host (`/vermittlungstiere/{dogId}/images/{imageId}/{500x500|1000x1000}`), as
 * DOGS_API_URL and DOG_IMAGE_BASE_URL point at them. It counts every image request and can be
 * switched off ("down": every request is dropped) or slowed down.
 */
export interface ImageHost {
  url: string;
  /** Image requests received (path per request), since start or the last reset. */
  requests: string[];
  down: boolean;
  delayMs: number;
  reset(): void;
  stop(): Promise<void>;
}

export type PhotoSource = (dogId: string, imageId: string, size: 500 | 1000) => Promise<Buffer | null>;

/** Photo-weight test pictures without any download: noise and gradients that compress like photographs. */
export const syntheticPhotos: PhotoSource = async (dogId, imageId, size) => {
  let seed = 0;
  for (const c of `${dogId}/${imageId}`) seed = (seed * 31 + c.charCodeAt(0)) >>> 0;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    const x = (i / 3) % size;
    const y = Math.floor(i / 3 / size);
    pixels[i] = ((x * 255) / size + (seed & 63)) & 255;
    pixels[i + 1] = ((y * 255) / size + ((seed >> 8) & 63)) & 255;
    pixels[i + 2] = (128 + ((seed >> 16) & 127)) & 255;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 82 }).toBuffer();
};

export async function startImageHost(photoFor: PhotoSource = syntheticPhotos, dogs: unknown[] = demoDogs): Promise<ImageHost> {
  const state = { down: false, delayMs: 0, requests: [] as string[] };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    if (url.pathname === "/dogs") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ dogs, cacheTimestamp: new Date().toISOString() }));
      return;
    }
    const match = /^\/vermittlungstiere\/([^/]+)\/images\/([^/]+)\/(500x500|1000x1000)$/.exec(url.pathname);
    if (url.pathname.startsWith("/vermittlungstiere/")) state.requests.push(url.pathname);
    if (state.down) {
      req.socket.destroy();
      return;
    }
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    const photo = match ? await photoFor(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!), match[3] === "500x500" ? 500 : 1000) : null;
    if (!photo) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.byteLength, "Cache-Control": "public, max-age=86400" });
    res.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get requests() {
      return state.requests;
    },
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    reset() {
      state.requests = [];
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
