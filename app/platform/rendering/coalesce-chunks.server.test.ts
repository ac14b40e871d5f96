import { describe, expect, it } from "vitest";
import { coalesceChunks } from "./coalesce-chunks.server.ts";

function collect(stream: ReturnType<typeof coalesceChunks>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(chunks));
    stream.on("error", reject);
  });
}

describe("coalesceChunks", () => {
  it("joins what is written in one turn into one chunk, and keeps later writes apart", async () => {
    const stream = coalesceChunks();
    const out = collect(stream);
    for (let i = 0; i < 60; i++) stream.write(`<p>${i}</p>`);
    await new Promise((r) => setTimeout(r, 20));
    stream.write("later");
    stream.end("!");
    const chunks = (await out).map(String);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toBe(Array.from({ length: 60 }, (_, i) => `<p>${i}</p>`).join(""));
    expect(chunks[1]).toBe("later!");
  });

  it("lets a chunk go as soon as it reaches the limit", async () => {
    const stream = coalesceChunks(10);
    const out = collect(stream);
    stream.write("12345");
    stream.write("67890");
    stream.write("ab");
    stream.end();
    expect((await out).map(String)).toEqual(["1234567890", "ab"]);
  });
});
