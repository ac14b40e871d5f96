import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority, modulePreloadPriorityStream } from "./module-preload-priority.server.ts";

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/h.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head>';
const body = '<body><p>rel="modulepreload" stays as written in the body</p><link rel="modulepreload" href="/x.js"/></body></html>';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(modulePreloadPriorityStream()));
}

describe("lowerModulePreloadPriority", () => {
  it("adds fetchpriority=low to every module preload and nothing else", () => {
    const out = lowerModulePreloadPriority(head);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/h.svg" fetchPriority="high"/>');
  });

  it("leaves a link that already names a priority alone", () => {
    const link = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(lowerModulePreloadPriority(link)).toBe(link);
  });
});

describe("modulePreloadPriorityStream", () => {
  it("rewrites the head and passes the body through unchanged", async () => {
    const out = await through([head, body]);
    expect(out).toBe(lowerModulePreloadPriority(head) + body);
  });

  it("finds a link split across chunks, wherever the cut falls", async () => {
    const whole = head + body;
    for (let cut = 1; cut < whole.length; cut += 7) {
      const out = await through([whole.slice(0, cut), whole.slice(cut)]);
      expect(out).toBe(lowerModulePreloadPriority(head) + body);
    }
  });

  it("keeps a document without a head end intact", async () => {
    const fragment = '<link rel="modulepreload" href="/a.js"/>';
    expect(await through([fragment])).toBe(lowerModulePreloadPriority(fragment));
  });
});
