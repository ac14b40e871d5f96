import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import {
  dogFilterToSearchParams,
  filterCounts,
  filterDogs,
  hasActiveFilter,
  parseDogFilter,
  resetDogFilter,
  toggleFilter,
} from "./filter.ts";

const bello = makeDog({ id: "1", name: "Bello", species: "Hunde DE", publicHeadline: "Ein Schatz" });
const luna = makeDog({ id: "2", title: "Luna", name: "L-22", species: "Hunde ES", tags: ["Patenschaften"] });
const nico = makeDog({ id: "3", name: "Nico", species: "Hunde Residencia Monika", mediated: true, tags: ["Patenschaften"] });
const opa = makeDog({ id: "4", name: "Opa", species: "Hunde Hospiz" });
const dieter = makeDog({ id: "5", name: "Dieter", species: "Hunde DE", tags: ["Patenschaften"] });
const dogs = [bello, luna, nico, opa, dieter];

describe("parseDogFilter (docs/product/dogs.md#filters-and-search 'query parameter type preselects the type filter')", () => {
  it("reads q, type and location", () => {
    expect(parseDogFilter(new URLSearchParams("q=%20bel%20&type=adoption&location=spain"))).toEqual({
      q: "bel",
      type: "adoption",
      location: "spain",
    });
  });
  it("ignores unknown values and blank search", () => {
    expect(parseDogFilter(new URLSearchParams("q=%20&type=cats&location=france&x=1"))).toEqual({});
  });
  it("is case-sensitive on values ('Adoption' is unknown)", () => {
    expect(parseDogFilter(new URLSearchParams("type=Adoption"))).toEqual({});
  });
});

describe("dogFilterToSearchParams", () => {
  it("writes q, type, location in that order, skipping blanks", () => {
    expect(dogFilterToSearchParams({ location: "germany", type: "hospice", q: " opa " }).toString()).toBe(
      "q=opa&type=hospice&location=germany",
    );
    expect(dogFilterToSearchParams({ q: "  " }).toString()).toBe("");
  });
  it("round-trips through parseDogFilter", () => {
    const filter = { q: "Luna", type: "sponsorship", location: "spain" } as const;
    expect(parseDogFilter(dogFilterToSearchParams(filter))).toEqual(filter);
  });
});

describe("filterDogs (docs/product/dogs.md#filters-and-search)", () => {
  it("empty filter keeps all dogs in order", () => {
    expect(filterDogs(dogs, {}, "de")).toEqual(dogs);
  });
  it("type adoption", () => {
    expect(filterDogs(dogs, { type: "adoption" }, "de")).toEqual([bello, luna, dieter]);
  });
  it("type sponsorship", () => {
    expect(filterDogs(dogs, { type: "sponsorship" }, "de")).toEqual([luna, nico, dieter]);
  });
  it("type hospice", () => {
    expect(filterDogs(dogs, { type: "hospice" }, "de")).toEqual([opa]);
  });
  it("location germany = species 'Hunde DE'", () => {
    expect(filterDogs(dogs, { location: "germany" }, "de")).toEqual([bello, dieter]);
  });
  it("location spain = every other species, including inGermany dogs of other species", () => {
    const other = makeDog({ id: "6", name: "Kater", species: "Andere", inGermany: true });
    expect(filterDogs([...dogs, other], { location: "spain" }, "de")).toEqual([luna, nico, opa, other]);
  });
  it("type and location combine", () => {
    expect(filterDogs(dogs, { type: "sponsorship", location: "germany" }, "de")).toEqual([dieter]);
  });
  it("search by display name, case-insensitively and trimmed", () => {
    expect(filterDogs(dogs, { q: "  LUNA " }, "de")).toEqual([luna]);
  });
  it("search does not match the hidden upstream name when a title is shown", () => {
    expect(filterDogs(dogs, { q: "L-22" }, "de")).toEqual([]);
  });
  it("search by public headline", () => {
    expect(filterDogs(dogs, { q: "schatz" }, "de")).toEqual([bello]);
  });
  it("search by species", () => {
    expect(filterDogs(dogs, { q: "residencia" }, "de")).toEqual([nico]);
  });
  it("blank search matches all", () => {
    expect(filterDogs(dogs, { q: "   " }, "de")).toEqual(dogs);
  });
  it("search combines with type", () => {
    expect(filterDogs(dogs, { q: "hunde de", type: "sponsorship" }, "de")).toEqual([dieter]);
  });
});

describe("search in the site's language (matchesSearch)", () => {
  const bruno = makeDog({
    id: "7",
    name: "Bruno",
    species: "Hunde DE",
    publicHeadline: "Der sanfte Riese",
    publicHeadline_es: "El gigante bueno",
  });
  const rocky = makeDog({ id: "8", name: "Rocky", species: "Hunde ES", publicHeadline: "Rocky wartet auf Paten" });
  const both = [bruno, rocky];

  it("the German site searches the German headline", () => {
    expect(filterDogs(both, { q: "riese" }, "de")).toEqual([bruno]);
    expect(filterDogs(both, { q: "gigante" }, "de")).toEqual([]);
  });
  it("the Spanish site searches the Spanish headline, not the German one it replaces", () => {
    expect(filterDogs(both, { q: "GIGANTE" }, "es")).toEqual([bruno]);
    expect(filterDogs(both, { q: "riese" }, "es")).toEqual([]);
  });
  it("the Spanish site searches the German original it shows while there is no Spanish headline", () => {
    expect(filterDogs(both, { q: "paten" }, "es")).toEqual([rocky]);
  });
  it("the name and the species are searched on both sites", () => {
    for (const locale of ["de", "es"] as const) {
      expect(filterDogs(both, { q: "bru" }, locale)).toEqual([bruno]);
      expect(filterDogs(both, { q: "hunde es" }, locale)).toEqual([rocky]);
    }
  });
  it("a dog without any headline is found by name only", () => {
    const plain = makeDog({ id: "9", name: "Nala", species: "Hunde DE" });
    expect(filterDogs([plain], { q: "nala" }, "es")).toEqual([plain]);
    expect(filterDogs([plain], { q: "gigante" }, "es")).toEqual([]);
  });
  it("the counts follow the site's language", () => {
    expect(filterCounts(both, { q: "gigante" }, "es").type.adoption).toBe(1);
    expect(filterCounts(both, { q: "gigante" }, "de").type.adoption).toBe(0);
  });
});

describe("filterCounts (docs/product/dogs.md#filters-and-search 'Each button shows a count')", () => {
  it("without filter: counts of each type and location", () => {
    expect(filterCounts(dogs, {}, "de")).toEqual({
      type: { adoption: 3, sponsorship: 3, hospice: 1 },
      location: { germany: 2, spain: 3 },
    });
  });
  it("decision: a button counts what would show if it were active, with the other dimension applied", () => {
    expect(filterCounts(dogs, { location: "germany", type: "hospice" }, "de")).toEqual({
      type: { adoption: 2, sponsorship: 1, hospice: 0 },
      location: { germany: 0, spain: 1 },
    });
  });
  it("search applies to every count", () => {
    expect(filterCounts(dogs, { q: "o" }, "de")).toEqual({
      type: { adoption: 1, sponsorship: 1, hospice: 1 },
      location: { germany: 1, spain: 2 },
    });
  });
});

describe("toggleFilter (docs/product/dogs.md#filters-and-search 'Clicking an active filter clears it')", () => {
  it("sets a value", () => {
    expect(toggleFilter({ q: "x" }, "type", "hospice")).toEqual({ q: "x", type: "hospice" });
  });
  it("replaces another value", () => {
    expect(toggleFilter({ type: "hospice" }, "type", "adoption")).toEqual({ type: "adoption" });
  });
  it("clicking the active value clears it", () => {
    expect(toggleFilter({ type: "hospice", location: "spain" }, "type", "hospice")).toEqual({ location: "spain" });
    expect(toggleFilter({ location: "spain" }, "location", "spain")).toEqual({});
  });
  it("does not change its input", () => {
    const filter = { type: "hospice" } as const;
    toggleFilter(filter, "type", "hospice");
    expect(filter).toEqual({ type: "hospice" });
  });
});

describe("hasActiveFilter (docs/product/dogs.md#filters-and-search 'A reset button appears only while a filter is active')", () => {
  it("false without type and location, even with a search", () => {
    expect(hasActiveFilter({})).toBe(false);
    expect(hasActiveFilter({ q: "bello" })).toBe(false);
  });
  it("true with a type or a location", () => {
    expect(hasActiveFilter({ type: "adoption" })).toBe(true);
    expect(hasActiveFilter({ location: "germany" })).toBe(true);
  });
  it("reset clears type and location and keeps the search", () => {
    expect(resetDogFilter({ q: "bel", type: "adoption", location: "spain" })).toEqual({ q: "bel" });
    expect(resetDogFilter({ type: "adoption" })).toEqual({});
  });
});
