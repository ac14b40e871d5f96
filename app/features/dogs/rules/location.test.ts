import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { dogLocation, livesInGermany, locationLabel, type DogLocation } from "./location.ts";

describe("dogLocation (docs/product/dogs.md#location)", () => {
  it("'Hunde DE' not mediated is Germany, transport", () => {
    expect(dogLocation(makeDog({ species: "Hunde DE" }))).toEqual({ country: "germany", detail: "transport" });
  });
  it("'Hunde DE' mediated is Germany, foster", () => {
    expect(dogLocation(makeDog({ species: "Hunde DE", mediated: true }))).toEqual({ country: "germany", detail: "foster" });
  });
  it("'Hunde Residencia Monika' is Spain, monika, even when mediated", () => {
    expect(dogLocation(makeDog({ species: "Hunde Residencia Monika", mediated: true }))).toEqual({ country: "spain", detail: "monika" });
  });
  it("'Hunde Hospiz' is Spain, hospice", () => {
    expect(dogLocation(makeDog({ species: "Hunde Hospiz", inGermany: true }))).toEqual({ country: "spain", detail: "hospice" });
  });
  it("'Hunde ES' with hospice tag is Spain, hospice", () => {
    expect(dogLocation(makeDog({ species: "Hunde ES", tags: ["Hospiz"] }))).toEqual({ country: "spain", detail: "hospice" });
  });
  it("decision: 'Hunde DE' with hospice tag stays in Germany (species checks come first)", () => {
    expect(dogLocation(makeDog({ species: "Hunde DE", tags: ["Hospiz"] }))).toEqual({ country: "germany", detail: "transport" });
  });
  it("decision: 'Hunde Residencia Monika' with hospice tag stays at Monika", () => {
    expect(dogLocation(makeDog({ species: "Hunde Residencia Monika", tags: ["hospiz"] }))).toEqual({ country: "spain", detail: "monika" });
  });
  it("'Hunde ES' not mediated is Spain, finca", () => {
    expect(dogLocation(makeDog({ species: "Hunde ES" }))).toEqual({ country: "spain", detail: "finca" });
  });
  it("'Hunde ES' mediated is Spain, foster", () => {
    expect(dogLocation(makeDog({ species: "Hunde ES", mediated: true }))).toEqual({ country: "spain", detail: "foster" });
  });
  it("other species in Germany is Germany, foster (decision)", () => {
    expect(dogLocation(makeDog({ species: "Katzen", inGermany: true }))).toEqual({ country: "germany", detail: "foster" });
  });
  it("other or missing species not in Germany is Spain, foster (decision)", () => {
    expect(dogLocation(makeDog({ species: "Katzen" }))).toEqual({ country: "spain", detail: "foster" });
    expect(dogLocation(makeDog({}))).toEqual({ country: "spain", detail: "foster" });
  });
});

describe("locationLabel (docs/product/dogs.md#location)", () => {
  const cases: [DogLocation, string, string][] = [
    [{ country: "germany", detail: "transport" }, "Deutschland (auf dem Weg)", "Alemania (en camino)"],
    [{ country: "germany", detail: "foster" }, "Deutschland (Pflegestelle)", "Alemania (casa de acogida)"],
    [{ country: "spain", detail: "finca" }, "Spanien (Finca Chaos)", "España (Finca Chaos)"],
    [{ country: "spain", detail: "foster" }, "Spanien (Pflegestelle)", "España (casa de acogida)"],
    [{ country: "spain", detail: "monika" }, "Spanien (Residencia Monika)", "España (Residencia Monika)"],
    [{ country: "spain", detail: "hospice" }, "Spanien (Hospiz)", "España (hospicio)"],
  ];
  it.each(cases)("%o → %s / %s", (location, de, es) => {
    expect(locationLabel(location, "de")).toBe(de);
    expect(locationLabel(location, "es")).toBe(es);
  });
});

describe("livesInGermany (issue 34, item 11)", () => {
  it("is a dog in a German foster home, not one on its way there nor one in Spain", () => {
    expect(livesInGermany(makeDog({ species: "Hunde DE", mediated: true }))).toBe(true);
    expect(livesInGermany(makeDog({ species: "Hunde DE" }))).toBe(false);
    expect(livesInGermany(makeDog({ species: "Hunde ES", mediated: true }))).toBe(false);
  });
});
