import { describe, expect, it } from "vitest";
import { upstreamLabel } from "./sync-status.server.ts";

describe("upstreamLabel", () => {
  it("shows the upstream's address without credentials, query or fragment", () => {
    expect(upstreamLabel("https://user:secret@dogs.example.org/api/pets?token=abc&x=1#top")).toBe("https://dogs.example.org/api/pets");
    expect(upstreamLabel("http://127.0.0.1:8080/dogs")).toBe("http://127.0.0.1:8080/dogs");
    expect(upstreamLabel("not a url")).toBe("");
  });
});
