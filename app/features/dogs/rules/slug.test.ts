import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import {
  dogIdSuffix,
  dogIdSuffixFromSlug,
  dogSlug,
  findDogBySlug,
  isCanonicalSlug,
  slugifyName,
  UNKNOWN_DOG_SLUG,
} from "./slug.ts";

const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("slugifyName (docs/product/dogs.md#slug)", () => {
  it("'Jürgen Öl-Straße' → 'juergen-oel-strasse'", () => {
    expect(slugifyName("Jürgen Öl-Straße")).toBe("juergen-oel-strasse");
  });
  it("upper-case umlauts: 'ÄÖÜ' → 'aeoeue'", () => {
    expect(slugifyName("ÄÖÜ")).toBe("aeoeue");
  });
  it("'Niño' → 'nino', 'NIÑA' → 'nina'", () => {
    expect(slugifyName("Niño")).toBe("nino");
    expect(slugifyName("NIÑA")).toBe("nina");
  });
  it("'Zoë' → 'zoe' (other accents removed)", () => {
    expect(slugifyName("Zoë")).toBe("zoe");
    expect(slugifyName("José Chloé Çava")).toBe("jose-chloe-cava");
  });
  it("decomposed input 'Mu\\u0308ller' → 'mueller'", () => {
    expect(slugifyName("Mu\u0308ller")).toBe("mueller");
  });
  it("leading/trailing punctuation is removed", () => {
    expect(slugifyName("  ¡¡Bello!! ")).toBe("bello");
    expect(slugifyName("--Max--")).toBe("max");
  });
  it("runs of other characters collapse to one hyphen", () => {
    expect(slugifyName("Max & Moritz / 2")).toBe("max-moritz-2");
  });
  it("a name without sluggable characters becomes ''", () => {
    expect(slugifyName("!!!")).toBe("");
    expect(slugifyName("小白")).toBe("");
  });
});

describe("dogSlug (docs/product/dogs.md#slug)", () => {
  it("'Jürgen Öl-Straße' with a long id → 'juergen-oel-strasse-' + last 8 id chars", () => {
    expect(dogSlug(makeDog({ id: "1234567890123", name: "Jürgen Öl-Straße" }))).toBe("juergen-oel-strasse-67890123");
  });
  it("uses the display name (title) over name", () => {
    expect(dogSlug(makeDog({ id: "12345678", name: "Bello", title: "Niño" }))).toBe("nino-12345678");
  });
  it("id shorter than 8 chars uses the whole id", () => {
    expect(dogSlug(makeDog({ id: "42", name: "Zoë" }))).toBe("zoe-42");
  });
  it("numeric id is coerced", () => {
    expect(dogSlug(makeDog({ id: 987654321, name: "Max" }))).toBe("max-87654321");
  });
  it("missing name → 'unknown-dog'", () => {
    expect(dogSlug(makeDog({ id: "12345678" }))).toBe(UNKNOWN_DOG_SLUG);
  });
  it("missing id → 'unknown-dog'", () => {
    expect(dogSlug(makeDog({ name: "Bello" }))).toBe("unknown-dog");
  });
  it("decision: a name that slugifies to '' uses 'dog' as name part", () => {
    expect(dogSlug(makeDog({ id: "12345678", name: "小白" }))).toBe("dog-12345678");
  });
  it("decision: the id suffix is lower-cased and stripped of non-alphanumerics", () => {
    expect(dogIdSuffix("ABC-12_EF9")).toBe("c12ef9");
    expect(dogSlug(makeDog({ id: "x-1_2", name: "Bello" }))).toBe("bello-x12");
  });
  it("decision: an id with no alphanumeric in its last 8 chars → 'unknown-dog'", () => {
    expect(dogSlug(makeDog({ id: "1--------", name: "Bello" }))).toBe("unknown-dog");
  });
});

describe("dogIdSuffixFromSlug (docs/product/dogs.md#slug 'found from the last hyphen-separated part')", () => {
  it("returns the last hyphen-separated part", () => {
    expect(dogIdSuffixFromSlug("juergen-oel-strasse-67890123")).toBe("67890123");
  });
  it("accepts a slug that is only the suffix, and upper case", () => {
    expect(dogIdSuffixFromSlug("ABCD1234")).toBe("abcd1234");
  });
  it("malformed slugs give null", () => {
    expect(dogIdSuffixFromSlug("")).toBeNull();
    expect(dogIdSuffixFromSlug("bello-")).toBeNull();
    expect(dogIdSuffixFromSlug("bello-123456789")).toBeNull();
    expect(dogIdSuffixFromSlug("bello-12%20")).toBeNull();
    expect(dogIdSuffixFromSlug("unknown-dog")).toBeNull();
  });
});

describe("findDogBySlug (docs/product/dogs.md#slug)", () => {
  const bello = makeDog({ id: "1000012345678", name: "Bello" });
  const luna = makeDog({ id: "2000087654321", name: "Luna" });
  const short = makeDog({ id: "345678", name: "Kurz" });
  const dogs = [bello, luna, short];

  it("finds the dog by its canonical slug", () => {
    expect(findDogBySlug(dogs, "luna-87654321")).toBe(luna);
  });
  it("finds the dog from the suffix even when the name part is outdated", () => {
    expect(findDogBySlug(dogs, "old-name-12345678")).toBe(bello);
  });
  it("compares with the id's last 8 chars exactly, not as 'ends with'", () => {
    expect(findDogBySlug(dogs, "bello-5678")).toBeUndefined();
    expect(findDogBySlug(dogs, "kurz-345678")).toBe(short);
  });
  it("returns undefined for unknown, empty or 'unknown-dog' slugs", () => {
    expect(findDogBySlug(dogs, "rex-99999999")).toBeUndefined();
    expect(findDogBySlug(dogs, "")).toBeUndefined();
    expect(findDogBySlug(dogs, "unknown-dog")).toBeUndefined();
  });
  it("prefers the canonical match when two ids share a suffix", () => {
    const twin = makeDog({ id: "9000012345678", name: "Twin" });
    expect(findDogBySlug([bello, twin], "twin-12345678")).toBe(twin);
    expect(findDogBySlug([bello, twin], "other-12345678")).toBe(bello);
  });
});

describe("isCanonicalSlug", () => {
  it("true for the dog's own slug, false otherwise", () => {
    const dog = makeDog({ id: "12345678", name: "Bello" });
    expect(isCanonicalSlug(dog, "bello-12345678")).toBe(true);
    expect(isCanonicalSlug(dog, "old-12345678")).toBe(false);
  });
});

describe("slug properties", () => {
  const anyName = fc.option(fc.string({ unit: "binary", maxLength: 30 }), { nil: undefined });
  const anyId = fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.nat()), { nil: undefined });

  it("every slug has the shape /^[a-z0-9]+(-[a-z0-9]+)*$/ and is stable", () => {
    fc.assert(
      fc.property(anyName, anyName, anyId, (name, title, id) => {
        const dog = makeDog({ name, title, id });
        const slug = dogSlug(dog);
        expect(slug).toMatch(SLUG_SHAPE);
        expect(dogSlug(makeDog({ name, title, id }))).toBe(slug);
        expect(slugifyName(slug)).toBe(slug);
      }),
    );
  });

  it("findDogBySlug(dogs, dogSlug(d)) finds d when the ids' last-8 suffixes are unique", () => {
    const idChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");
    const id = fc.string({ unit: idChar, minLength: 1, maxLength: 14 });
    const dogs = fc
      .uniqueArray(fc.record({ id, name: fc.string({ minLength: 1, maxLength: 12 }) }), {
        minLength: 1,
        maxLength: 20,
        selector: (dog) => dog.id.slice(-8),
      })
      .map((records) => records.map((record) => makeDog({ ...record, name: `N${record.name}` })));
    fc.assert(
      fc.property(dogs, fc.nat(), (list, pick) => {
        const dog = list[pick % list.length]!;
        expect(findDogBySlug(list, dogSlug(dog))).toBe(dog);
      }),
    );
  });
});
