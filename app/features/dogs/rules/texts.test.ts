import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { dogDescriptionText, dogHeadlineText } from "./texts.ts";

const translated = makeDog({
  id: "1",
  name: "Bruno",
  publicHeadline: "Der sanfte Riese",
  publicHeadline_es: "El gigante bueno",
  publicDescription: "<p>Deutsch</p>",
  publicDescription_es: "<p>Español</p>",
});
const germanOnly = makeDog({ id: "2", name: "Rocky", publicHeadline: "Rocky wartet", description: "<p>Nur Deutsch</p>" });
const bare = makeDog({ id: "3", name: "Nala" });

describe("dogHeadlineText: the headline a site shows, with its language", () => {
  it("German site: the German headline", () => {
    expect(dogHeadlineText(translated, "de")).toEqual({ text: "Der sanfte Riese", lang: "de" });
    expect(dogHeadlineText(germanOnly, "de")).toEqual({ text: "Rocky wartet", lang: "de" });
  });
  it("Spanish site: the Spanish headline where there is one", () => {
    expect(dogHeadlineText(translated, "es")).toEqual({ text: "El gigante bueno", lang: "es" });
  });
  it("Spanish site without a Spanish headline: the German original, marked as German", () => {
    expect(dogHeadlineText(germanOnly, "es")).toEqual({ text: "Rocky wartet", lang: "de" });
  });
  it("no headline at all: null on both sites", () => {
    expect(dogHeadlineText(bare, "de")).toBeNull();
    expect(dogHeadlineText(bare, "es")).toBeNull();
  });
  it("a Spanish headline alone is never shown on the German site", () => {
    const spanishOnly = makeDog({ id: "4", name: "Lola", publicHeadline_es: "Solo en español" });
    expect(dogHeadlineText(spanishOnly, "de")).toBeNull();
    expect(dogHeadlineText(spanishOnly, "es")).toEqual({ text: "Solo en español", lang: "es" });
  });
});

describe("dogDescriptionText: the description a site shows, with its language", () => {
  it("uses publicDescription, else description (docs/product/README.md#data)", () => {
    expect(dogDescriptionText(translated, "de")).toEqual({ text: "<p>Deutsch</p>", lang: "de" });
    expect(dogDescriptionText(germanOnly, "de")).toEqual({ text: "<p>Nur Deutsch</p>", lang: "de" });
  });
  it("Spanish site: the Spanish text, or the German original marked as German", () => {
    expect(dogDescriptionText(translated, "es")).toEqual({ text: "<p>Español</p>", lang: "es" });
    expect(dogDescriptionText(germanOnly, "es")).toEqual({ text: "<p>Nur Deutsch</p>", lang: "de" });
  });
  it("no description: null", () => {
    expect(dogDescriptionText(bare, "es")).toBeNull();
  });
});
