import { describe, expect, it } from "vitest";
import {
  SPECIES,
  classifyDog,
  dogImageIds,
  dogLocation,
  dogName,
  dogStatus,
  isListedDog,
  upstreamDogSchema,
  type Dog,
} from "#app/features/dogs/rules/index.ts";
import { demoCacheTimestamp, demoDogs, demoImageExists } from "./demo-dogs.ts";
import { dogImageSeed, drawDogSvg } from "./dog-illustration.ts";

type RawRecord = Record<string, unknown>;

const raw = demoDogs as RawRecord[];
const parsed: Dog[] = demoDogs.map((record) => upstreamDogSchema.parse(record));
const withId = parsed.filter((dog) => dog.id !== undefined);
const valid = parsed.filter(isListedDog);

function byId(id: string): Dog {
  const dog = parsed.find((candidate) => candidate.id === id);
  if (!dog) throw new Error(`no demo dog ${id}`);
  return dog;
}

function rawById(id: string | number): RawRecord {
  const record = raw.find((candidate) => candidate["id"] === id);
  if (!record) throw new Error(`no raw demo dog ${id}`);
  return record;
}

/** Paragraphs with visible text (tags, &nbsp; and whitespace removed). */
function textParagraphs(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .map((match) => (match[1] ?? "").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim())
    .filter((text) => text !== "");
}

describe("demo dogs: parsing", () => {
  it("every record is an object that parses with upstreamDogSchema", () => {
    for (const record of demoDogs) {
      expect(typeof record).toBe("object");
      expect(upstreamDogSchema.safeParse(record).success).toBe(true);
    }
  });

  it("exactly one record has no id (the one the sync must skip)", () => {
    const withoutId = parsed.filter((dog) => dog.id === undefined);
    expect(withoutId.map((dog) => dog.name)).toEqual(["Lotte"]);
    expect(raw.filter((record) => !("id" in record))).toHaveLength(1);
  });

  it("ids are unique", () => {
    const ids = withId.map((dog) => dog.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has at least 44 records and at least 40 valid (listed) dogs", () => {
    expect(demoDogs.length).toBeGreaterThanOrEqual(44);
    expect(valid.length).toBeGreaterThanOrEqual(40);
  });

  it("ids come as numeric strings, longer hex / UUID strings and one JSON number", () => {
    const rawIds = raw.map((record) => record["id"]).filter((id) => id !== undefined);
    expect(rawIds.filter((id) => typeof id === "number")).toEqual([30077]);
    expect(byId("30077").id).toBe("30077");
    expect(rawIds.filter((id) => typeof id === "string" && /^\d+$/.test(id)).length).toBeGreaterThanOrEqual(35);
    expect(rawIds).toContain("a1b2c3d4e5f60718");
    expect(rawIds).toContain("0f9e8d7c6b5a4321");
    expect(rawIds).toContain("7c3e9a12b4d6f058");
    expect(rawIds).toContain("d3f1c2a4-5b6e-4f70-8a91-b2c3d4e5f607");
  });

  it("the cache timestamp is an ISO string", () => {
    expect(new Date(demoCacheTimestamp).toISOString()).toBe(demoCacheTimestamp);
  });
});

describe("demo dogs: species, classification, status, location (docs/product/README.md#states-and-derived-values)", () => {
  it("covers every species and an unknown species in and outside Germany", () => {
    const species = new Set(withId.map((dog) => dog.species));
    for (const value of Object.values(SPECIES)) expect(species).toContain(value);
    const other = withId.filter((dog) => !Object.values<string | undefined>(SPECIES).includes(dog.species));
    expect(other.map((dog) => [dog.id, dog.species, dog.inGermany])).toEqual([
      ["30078", "Hunde Pflegestelle", true],
      ["30077", "Hunde Pflegestelle", false],
    ]);
  });

  it("classifies at least 3 hospice, 5 sponsorship and 20 adoption dogs", () => {
    const classes = valid.map(classifyDog);
    expect(classes.filter((c) => c.hospice).length).toBeGreaterThanOrEqual(3);
    expect(classes.filter((c) => c.sponsorship).length).toBeGreaterThanOrEqual(5);
    expect(classes.filter((c) => c.adoption).length).toBeGreaterThanOrEqual(20);
  });

  it("hospice by species, by tag 'Hospiz' on another species and by mixed-case tag", () => {
    expect(byId("30081").species).toBe(SPECIES.hospice);
    expect(classifyDog(byId("30081")).hospice).toBe(true);
    expect(byId("30113")).toMatchObject({ species: SPECIES.germany, tags: expect.arrayContaining(["Hospiz"]) });
    expect(classifyDog(byId("30113")).hospice).toBe(true);
    expect(byId("30097")).toMatchObject({ species: SPECIES.spain, tags: expect.arrayContaining(["HOSPIZ-Hunde"]) });
    expect(classifyDog(byId("30097"))).toEqual({ hospice: true, sponsorship: false, adoption: false });
    // A hospice dog with a sponsorship tag stays hospice only.
    expect(classifyDog(byId("30080"))).toEqual({ hospice: true, sponsorship: false, adoption: false });
  });

  it("sponsorship by 'Patenschaften' and 'patenschaften-hunde'", () => {
    expect(classifyDog(byId("30115"))).toEqual({ hospice: false, sponsorship: true, adoption: true });
    expect(byId("30098").tags).toContain("patenschaften-hunde");
    expect(classifyDog(byId("30098")).sponsorship).toBe(true);
  });

  it("a mediated sponsorship dog is hidden", () => {
    expect(dogStatus(byId("30098"))).toBe("hidden");
    expect(dogStatus(byId("30084"))).toBe("hidden");
  });

  it("a reserved adoption dog is reserved", () => {
    expect(classifyDog(byId("30122")).adoption).toBe(true);
    expect(dogStatus(byId("30122"))).toBe("reserved");
  });

  it("a mediated 'Hunde ES' dog is in a Spanish foster home and not an adoption dog", () => {
    const chispa = byId("30102");
    expect(chispa).toMatchObject({ species: SPECIES.spain, mediated: true });
    expect(dogLocation(chispa)).toEqual({ country: "spain", detail: "foster" });
    expect(classifyDog(chispa).adoption).toBe(false);
    expect(dogStatus(chispa)).toBe("available");
  });

  it("reserved, mediated and inGermany appear in useful combinations", () => {
    const combos = new Set(withId.map((dog) => `${dog.reserved}/${dog.mediated}/${dog.inGermany}`));
    for (const combo of [
      "false/false/false",
      "false/false/true",
      "false/true/true",
      "false/true/false",
      "true/false/false",
      "true/true/true",
      "true/true/false",
    ]) {
      expect(combos).toContain(combo);
    }
  });

  it("every status and every location occurs", () => {
    expect(new Set(valid.map(dogStatus))).toEqual(new Set(["hidden", "reserved", "available"]));
    const locations = new Set(valid.map((dog) => JSON.stringify(dogLocation(dog))));
    for (const location of [
      { country: "germany", detail: "transport" },
      { country: "germany", detail: "foster" },
      { country: "spain", detail: "finca" },
      { country: "spain", detail: "foster" },
      { country: "spain", detail: "monika" },
      { country: "spain", detail: "hospice" },
    ]) {
      expect(locations).toContain(JSON.stringify(location));
    }
    expect(dogLocation(byId("30078"))).toEqual({ country: "germany", detail: "foster" });
    expect(dogLocation(byId("30077"))).toEqual({ country: "spain", detail: "foster" });
  });

  it("uses the common tags", () => {
    const tags = new Set(withId.flatMap((dog) => dog.tags));
    for (const tag of ["Patenschaften", "patenschaften-hunde", "Hospiz", "HOSPIZ-Hunde", "Senior", "Welpe", "verträglich mit Katzen"]) {
      expect(tags).toContain(tag);
    }
  });
});

describe("demo dogs: names and texts", () => {
  it("has names with umlauts, ß and ñ", () => {
    expect(dogName(byId("30121"))).toBe("Jürgen");
    expect(dogName(byId("30119"))).toBe("Bärbel");
    expect(dogName(byId("30116"))).toBe("Größchen");
    expect(dogName(byId("30100"))).toBe("Señorita Ñoña");
  });

  it("has a dog without name and title, which is not listed", () => {
    const nameless = byId("30076");
    expect(nameless.name).toBeUndefined();
    expect(nameless.title).toBeUndefined();
    expect(isListedDog(nameless)).toBe(false);
  });

  it("has titles that differ from the name; the title is the display name", () => {
    expect(byId("30106")).toMatchObject({ name: "Schoko 2", title: "Schoko" });
    expect(dogName(byId("30106"))).toBe("Schoko");
    expect(byId("30081")).toMatchObject({ name: "Rosa", title: "Oma Rosa" });
  });

  it("has a description with unsafe HTML", () => {
    const html = byId("30095").publicDescription ?? "";
    for (const unsafe of ["<script>alert(1)</script>", "onerror=alert(1)", 'href="javascript:alert(1)"', "style=", "<iframe", "onclick="]) {
      expect(html).toContain(unsafe);
    }
  });

  it("has a description with empty paragraphs and many <br>", () => {
    const html = byId("30094").publicDescription ?? "";
    expect(html).toMatch(/<p><\/p>/);
    expect(html).toMatch(/<p>&nbsp;<\/p>/);
    expect(html.match(/<br\s*\/?>/g)?.length).toBeGreaterThanOrEqual(8);
  });

  it("has a dog whose text comes in `description` instead of `publicDescription`", () => {
    expect(byId("30089").publicDescription).toBeUndefined();
    expect(byId("30089").description).toContain("Tango");
  });

  it("every dog has a headline and a description of 2 to 5 paragraphs", () => {
    for (const dog of parsed) {
      expect(dog.publicHeadline, dog.id).toBeDefined();
      const paragraphs = textParagraphs(dog.publicDescription ?? dog.description ?? "");
      expect(paragraphs.length, dog.id).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, dog.id).toBeLessThanOrEqual(5);
    }
  });

  it("headlines and descriptions are distinct", () => {
    const headlines = parsed.map((dog) => dog.publicHeadline);
    const descriptions = parsed.map((dog) => dog.publicDescription ?? dog.description);
    expect(new Set(headlines).size).toBe(headlines.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("at least half of the dogs have a Spanish headline and description (our extension, kept by the schema)", () => {
    const spanish = raw.filter(
      (record) => typeof record["publicHeadline_es"] === "string" && typeof record["publicDescription_es"] === "string",
    );
    expect(spanish.length * 2).toBeGreaterThanOrEqual(raw.length);
    expect(byId("30125").publicHeadline_es).toBe(rawById("30125")["publicHeadline_es"]);
  });
});

describe("demo dogs: images", () => {
  it("covers no image (missing and blank fields), exactly one and many images", () => {
    expect(rawById("30115")).not.toHaveProperty("imageId");
    expect(dogImageIds(byId("30115"))).toEqual([]);
    expect(rawById("30093")).toMatchObject({ imageId: "", imageIds: [], images: [] });
    expect(dogImageIds(byId("30093"))).toEqual([]);
    expect(dogImageIds(byId("30124"))).toEqual(["img-30124-1"]);
    expect(dogImageIds(byId("30103"))).toEqual(["img-30103-1"]);
    expect(dogImageIds(byId("30122"))).toHaveLength(6);
    expect(dogImageIds(byId("30096"))).toHaveLength(8);
  });

  it("covers every way of sending image references", () => {
    expect(dogImageIds(byId("30118"))).toEqual(["img-30118-1", "img-30118-2"]); // images as strings
    expect(dogImageIds(byId("30121"))).toHaveLength(3); // images as { id }
    expect(dogImageIds(byId("30116"))).toEqual(["img-30116-1"]); // images as { imageId }
    expect(dogImageIds(byId("30087"))).toEqual([1, 2, 3, 4, 5].map((n) => `img-30087-${n}`)); // mixed
  });

  it("image ids are short, unique across dogs and known to the demo image route", () => {
    const all = withId.flatMap((dog) => dogImageIds(dog).map((imageId) => ({ dogId: dog.id ?? "", imageId })));
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all.map((image) => image.imageId)).size).toBe(all.length);
    for (const { dogId, imageId } of all) {
      expect(imageId).toMatch(/^img-[0-9a-f]{4,8}-\d$/);
      expect(demoImageExists(dogId, imageId)).toBe(true);
      expect(drawDogSvg(dogImageSeed(dogId, imageId), 500)).toMatch(/^<svg /);
    }
  });

  it("demoImageExists rejects unknown dogs and images", () => {
    expect(demoImageExists("30125", "img-30125-9")).toBe(false);
    expect(demoImageExists("30125", "img-30124-1")).toBe(false);
    expect(demoImageExists("99999", "img-30125-1")).toBe(false);
  });
});
