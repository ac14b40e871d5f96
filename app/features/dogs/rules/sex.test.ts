import { describe, expect, it } from "vitest";
import { dogSex } from "./sex.ts";

describe("dogSex (docs/product/dogs.md#sex)", () => {
  it("reads the tags Rüde / Hündin (and the Spanish macho / hembra), case-insensitive", () => {
    expect(dogSex({ tags: ["Rüde", "verträglich mit Hunden"] })).toBe("male");
    expect(dogSex({ tags: ["Senior", "hündin"] })).toBe("female");
    expect(dogSex({ tags: [" Hembra "] })).toBe("female");
    expect(dogSex({ tags: ["Macho"] })).toBe("male");
  });
  it("is unknown without a tag, or with both", () => {
    expect(dogSex({ tags: [] })).toBeNull();
    expect(dogSex({ tags: ["Welpe"] })).toBeNull();
    expect(dogSex({ tags: ["Rüde", "Hündin"] })).toBeNull();
  });
});
