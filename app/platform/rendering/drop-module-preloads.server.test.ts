import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { dropModulePreloads, dropModulePreloadsStream } from "./drop-module-preloads.server.ts";

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="preload" href="/h.svg" as="image" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><title>Adoption</title></head>';
const expectedHead =
  '<!DOCTYPE html><html><head><link rel="preload" href="/h.svg" as="image" fetchPriority="high"/><title>Adoption</title></head>';
const body =
  '<body><p>rel="modulepreload" stays as written in the body</p><script type="module">import "/assets/a.js";</script></body></html>';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(dropModulePreloadsStream()));
}

describe("dropModulePreloads", () => {
  it("removes every module preload and keeps every other link", () => {
    expect(dropModulePreloads(head)).toBe(expectedHead);
  });
});

describe("dropModulePreloadsStream", () => {
  it("rewrites the head and passes the body (with its module script) through unchanged", async () => {
    expect(await through([head, body])).toBe(expectedHead + body);
  });

  it("finds a link split across chunks, wherever the cut falls", async () => {
    const whole = head + body;
    for (let cut = 1; cut < whole.length; cut += 5) {
      expect(await through([whole.slice(0, cut), whole.slice(cut)])).toBe(expectedHead + body);
    }
  });

  it("keeps a document without a head end intact, minus its module preloads", async () => {
    expect(await through(['<link rel="modulepreload" href="/a.js"/><p>x</p>'])).toBe("<p>x</p>");
  });
});
