import { describe, expect, it } from "vitest";
import { classifyDog } from "./classify.ts";
import { makeDog } from "./dog.fixtures.ts";

describe("classifyDog (docs/product/dogs.md#classification)", () => {
  describe("hospice", () => {
    it("species 'Hunde Hospiz' is hospice", () => {
      expect(classifyDog(makeDog({ species: "Hunde Hospiz" })).hospice).toBe(true);
    });
    it("hospice by tag, mixed case 'HOSPIZ-Hunde'", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES", tags: ["HOSPIZ-Hunde"] })).hospice).toBe(true);
    });
    it("hospice by tag containing 'hospiz' inside a word", () => {
      expect(classifyDog(makeDog({ species: "Hunde DE", tags: ["Althospiz"] })).hospice).toBe(true);
    });
    it("is not hospice without species or tag", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES", tags: ["Senior"] })).hospice).toBe(false);
    });
    it("a hospice dog is neither adoption nor sponsorship", () => {
      const dog = makeDog({ species: "Hunde DE", tags: ["hospiz", "Patenschaften"] });
      expect(classifyDog(dog)).toEqual({ hospice: true, sponsorship: false, adoption: false });
    });
  });

  describe("sponsorship", () => {
    it("tag containing 'patenschaften', case-insensitively", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES", tags: ["PATENSCHAFTEN 2024"] })).sponsorship).toBe(true);
    });
    it("no sponsorship without such a tag", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES", tags: ["Patenschaft"] })).sponsorship).toBe(false);
    });
  });

  describe("adoption", () => {
    it("'Hunde DE' is adoption, mediated or not", () => {
      expect(classifyDog(makeDog({ species: "Hunde DE" })).adoption).toBe(true);
      expect(classifyDog(makeDog({ species: "Hunde DE", mediated: true })).adoption).toBe(true);
    });
    it("'Hunde ES' not mediated is adoption", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES" })).adoption).toBe(true);
    });
    it("'Hunde ES' mediated is not adoption", () => {
      expect(classifyDog(makeDog({ species: "Hunde ES", mediated: true })).adoption).toBe(false);
    });
    it("'Hunde Residencia Monika' not mediated is adoption, mediated is not", () => {
      expect(classifyDog(makeDog({ species: "Hunde Residencia Monika" })).adoption).toBe(true);
      expect(classifyDog(makeDog({ species: "Hunde Residencia Monika", mediated: true })).adoption).toBe(false);
    });
    it("other or missing species is not adoption", () => {
      expect(classifyDog(makeDog({ species: "Katzen" })).adoption).toBe(false);
      expect(classifyDog(makeDog({})).adoption).toBe(false);
    });
    it("a dog can be adoption and sponsorship at once", () => {
      const dog = makeDog({ species: "Hunde ES", tags: ["Patenschaften"] });
      expect(classifyDog(dog)).toEqual({ hospice: false, sponsorship: true, adoption: true });
    });
  });
});
