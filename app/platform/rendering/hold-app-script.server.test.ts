import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HELD_APP_TYPE, holdAppScript, holdAppScriptStream } from "./hold-app-script.server.ts";

const page = [
  '<html><head><script type="module" src="/assets/islands-1.js" data-islands=""></script></head><body><main>Ä dog ü</main>',
  '<script nonce="abc+/=">window.__reactRouterContext = {};</script>',
  '<script nonce="abc+/=" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("");

async function streamed(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  let out = "";
  for await (const piece of Readable.from(chunks).pipe(holdAppScriptStream())) out += piece.toString();
  return out;
}

describe("holding React Router's start-up script until the first input", () => {
  it("turns only the router's module script into a held data block, nonce and text kept", () => {
    const held = holdAppScript(page);
    expect(held).toContain(`<script nonce="abc+/=" type="${HELD_APP_TYPE}" data-app-held="">import "/assets/manifest-1.js";`);
    expect(held).not.toMatch(/type="module" async/);
    // The islands script and the router's context script run as they are.
    expect(held).toContain('<script type="module" src="/assets/islands-1.js" data-islands=""></script>');
    expect(held).toContain('<script nonce="abc+/=">window.__reactRouterContext');
  });

  it("holds a script without a nonce too (a page served from the cache)", () => {
    expect(holdAppScript('<script type="module" async="">import("/e.js")</script>')).toBe(
      `<script type="${HELD_APP_TYPE}" data-app-held="">import("/e.js")</script>`,
    );
  });

  it("gives the same page whatever size the stream's chunks are, even cut inside a tag or a character", async () => {
    const expected = holdAppScript(page);
    for (const size of [1, 2, 3, 7, 16, 50, 64, 100, 1000]) expect(await streamed(page, size)).toBe(expected);
  });
});
