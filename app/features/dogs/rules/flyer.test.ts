import { describe, expect, it } from "vitest";
import { FLYER_DESCRIPTION_MAX, flyerDescription } from "./flyer.ts";

describe("flyerDescription (docs/product/dogs.md#flyer)", () => {
  it("keeps a text that fits, whitespace collapsed", () => {
    expect(flyerDescription("  Luna ist lieb.\n\n Sie mag   Kinder. ")).toBe("Luna ist lieb. Sie mag Kinder.");
    const exact = "a".repeat(FLYER_DESCRIPTION_MAX);
    expect(flyerDescription(exact)).toBe(exact);
  });

  it("ends after the last whole sentence that fits", () => {
    const text = "Erster Satz ist hier. Zweiter Satz folgt! Dritter Satz ist zu lang für den Platz.";
    expect(flyerDescription(text, 45)).toBe("Erster Satz ist hier. Zweiter Satz folgt!");
    expect(flyerDescription("¿Quién es? Es Luna. Y mucho más texto aquí", 22)).toBe("¿Quién es? Es Luna.");
  });

  it("keeps closing quotes and brackets with the sentence", () => {
    expect(flyerDescription('Sie sagt „Hallo.“ Dann geht sie weiter und weiter und weiter.', 30)).toBe("Sie sagt „Hallo.“");
    expect(flyerDescription("Er ist ruhig (meistens.) Und dann kommt noch sehr viel mehr.", 30)).toBe("Er ist ruhig (meistens.)");
  });

  it("a sentence end at exactly the limit counts", () => {
    expect(flyerDescription("Zehn Zeich. Rest", 11)).toBe("Zehn Zeich.");
  });

  it("cuts at a word with an ellipsis when the last sentence end leaves too little", () => {
    const text = "Kurz. Dann ein sehr langer Satz ohne Ende, der weit über die Grenze hinaus geht und immer weiter";
    const cut = flyerDescription(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("cuts one endless word inside it, never beyond the limit", () => {
    const cut = flyerDescription("x".repeat(1000));
    expect(cut).toHaveLength(FLYER_DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("an empty text stays empty", () => {
    expect(flyerDescription("   ")).toBe("");
  });
});
