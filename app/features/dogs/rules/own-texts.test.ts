import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { hasOwnTexts, withAllOwnTexts, withOwnTexts, type OwnDogTexts } from "./own-texts.ts";
import { dogDescriptionText, dogHeadlineText } from "./texts.ts";
import { matchesSearch } from "./filter.ts";

const none: OwnDogTexts = { headlineDe: null, descriptionDe: null, headlineEs: null, descriptionEs: null };
const upstream = makeDog({
  id: "42",
  title: "Luna",
  species: "Hunde ES",
  publicHeadline: "Verschmust",
  description: "<p>Deutsch</p>",
  publicHeadline_es: "Cariñosa (de arriba)",
});

describe("withOwnTexts: our texts over the upstream's", () => {
  it("without texts (or with only blank ones) leaves the dog as it is", () => {
    expect(withOwnTexts(upstream, null)).toBe(upstream);
    expect(withOwnTexts(upstream, undefined)).toBe(upstream);
    expect(withOwnTexts(upstream, { ...none, headlineEs: "  " })).toBe(upstream);
    expect(hasOwnTexts({ ...none, headlineEs: " " })).toBe(false);
    expect(hasOwnTexts({ ...none, descriptionDe: "<p>x</p>" })).toBe(true);
  });

  it("a Spanish headline and description are shown on the Spanish site instead of the German fallback", () => {
    const dog = withOwnTexts(makeDog({ id: "1", title: "Rex", publicHeadline: "Lieb", publicDescription: "<p>Lieb</p>" }), {
      ...none,
      headlineEs: "Bueno",
      descriptionEs: "<p>Bueno</p>",
    });
    expect(dogHeadlineText(dog, "es")).toEqual({ text: "Bueno", lang: "es" });
    expect(dogDescriptionText(dog, "es")).toEqual({ text: "<p>Bueno</p>", lang: "es" });
    expect(dogHeadlineText(dog, "de")).toEqual({ text: "Lieb", lang: "de" });
  });

  it("ours win over the upstream's Spanish extension; unset fields keep the upstream's", () => {
    const dog = withOwnTexts(upstream, { ...none, descriptionEs: "<p>Español</p>" });
    expect(dogHeadlineText(dog, "es")).toEqual({ text: "Cariñosa (de arriba)", lang: "es" });
    expect(dogDescriptionText(dog, "es")).toEqual({ text: "<p>Español</p>", lang: "es" });
    const replaced = withOwnTexts(upstream, { ...none, headlineEs: "Muy cariñosa" });
    expect(dogHeadlineText(replaced, "es")!.text).toBe("Muy cariñosa");
  });

  it("a German correction replaces the German headline and the description (whether it came as publicDescription or description)", () => {
    const dog = withOwnTexts(upstream, { ...none, headlineDe: "Sehr verschmust", descriptionDe: "<p>Korrigiert</p>" });
    expect(dogHeadlineText(dog, "de")).toEqual({ text: "Sehr verschmust", lang: "de" });
    expect(dogDescriptionText(dog, "de")).toEqual({ text: "<p>Korrigiert</p>", lang: "de" });
    // The Spanish site without a Spanish description falls back to the corrected German one.
    expect(dogDescriptionText(dog, "es")).toEqual({ text: "<p>Korrigiert</p>", lang: "de" });
    // Nothing else of the record changes.
    expect({ ...dog, publicHeadline: upstream.publicHeadline, publicDescription: upstream.publicDescription }).toEqual(upstream);
  });

  it("the search finds a dog by its Spanish headline on the Spanish site", () => {
    const dog = withOwnTexts(upstream, { ...none, headlineEs: "Busca familia tranquila" });
    expect(matchesSearch(dog, "tranquila", "es")).toBe(true);
    expect(matchesSearch(upstream, "tranquila", "es")).toBe(false);
  });

  it("withAllOwnTexts applies each dog's texts by id and keeps the order", () => {
    const a = makeDog({ id: "1", title: "A", publicHeadline: "a" });
    const b = makeDog({ id: "2", title: "B", publicHeadline: "b" });
    const result = withAllOwnTexts([b, a], new Map([["1", { ...none, headlineEs: "uno" }]]));
    expect(result.map((d) => [d.id, d.publicHeadline_es])).toEqual([["2", undefined], ["1", "uno"]]);
    expect(result[0]).toBe(b);
  });
});
