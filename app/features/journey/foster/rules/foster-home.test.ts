import { describe, expect, it } from "vitest";
import { fromApplication, readFosterHome, regionLine, regionOf, sizesOf, sizesToText } from "./foster-home.ts";

const good = { name: "Anna Beispiel", email: "anna@example.org", phone: "+49 221 123456", street: "Hauptstraße 5", postalCode: "50667", city: "Köln", capacity: "2", sizes: ["small", "medium"], hasCats: "on", visits: "on", visitTimes: "Samstags", notes: "" };

describe("reading a foster home's form", () => {
  it("reads the values, with ticks and the sizes in their order", () => {
    const read = readFosterHome({ ...good, sizes: ["medium", "small", "huge"] });
    expect(read).toEqual({
      ok: true,
      values: { name: "Anna Beispiel", email: "anna@example.org", phone: "+49 221 123456", street: "Hauptstraße 5", postalCode: "50667", city: "Köln", capacity: 2, sizes: ["small", "medium"], hasCats: true, hasChildren: false, visits: true, visitTimes: "Samstags", notes: "" },
    });
  });
  it("takes one size sent alone as a string", () => {
    const read = readFosterHome({ ...good, sizes: "large" });
    expect(read.ok && read.values.sizes).toEqual(["large"]);
  });
  it("names each field's problem", () => {
    const read = readFosterHome({ name: " ", email: "no-at", phone: "", street: "x".repeat(201), postalCode: "5066", city: "", capacity: "0", sizes: [] });
    expect(read).toEqual({ ok: false, problems: { name: "required", email: "email", phone: "required", street: "tooLong", city: "required", capacity: "capacity", sizes: "sizes" } });
    expect(readFosterHome({ ...good, postalCode: "ABC12" })).toMatchObject({ ok: false, problems: { postalCode: "postalCode" } });
    expect(readFosterHome({ ...good, capacity: "21" })).toMatchObject({ ok: false, problems: { capacity: "capacity" } });
    expect(readFosterHome({ ...good, capacity: "2.5" })).toMatchObject({ ok: false, problems: { capacity: "capacity" } });
    expect(readFosterHome({ ...good, email: "" })).toMatchObject({ ok: false, problems: { email: "required" } });
    expect(readFosterHome({ ...good, notes: "n".repeat(2001) })).toMatchObject({ ok: false, problems: { notes: "tooLong" } });
  });
  it("accepts a four-digit postcode and takes spaces out", () => {
    const read = readFosterHome({ ...good, postalCode: " 10 10 " });
    expect(read.ok && read.values.postalCode).toBe("1010");
  });
});

describe("a new foster home from its application", () => {
  it("splits '12345 City' off the address", () => {
    expect(fromApplication({ name: "A", email: "a@b.de", phone: "1", address: "Hauptstraße 5, 50667 Köln", zipCode: "50667" })).toMatchObject({ street: "Hauptstraße 5", city: "Köln", postalCode: "50667" });
    expect(fromApplication({ address: "Hauptstraße 5 50667 Köln", zipCode: "50667" })).toMatchObject({ street: "Hauptstraße 5", city: "Köln" });
  });
  it("takes the city after a comma, else leaves it to the coordinator", () => {
    expect(fromApplication({ address: "Calle Mayor 3, Bonn", zipCode: "53111" })).toMatchObject({ street: "Calle Mayor 3", city: "Bonn" });
    expect(fromApplication({ address: "Hauptstraße 5", zipCode: "50 667" })).toMatchObject({ street: "Hauptstraße 5", city: "", postalCode: "50667" });
  });
  it("starts with one dog of any size, visits possible", () => {
    expect(fromApplication({})).toMatchObject({ name: "", capacity: 1, sizes: ["small", "medium", "large"], visits: true, hasCats: false });
  });
});

describe("the region a public page may name", () => {
  it("is the postcode's first two digits and the city, never more", () => {
    expect(regionOf({ postalCode: "50667", city: " Köln " })).toEqual({ area: "50", city: "Köln" });
    expect(regionOf({ postalCode: "", city: "Köln" })).toBeNull();
    expect(regionOf({ postalCode: "50667", city: "" })).toBeNull();
  });
  it("reads as a sentence in each language", () => {
    expect(regionLine("de", { area: "50", city: "Köln" })).toBe("Wartet in einer Pflegestelle in Köln (PLZ-Gebiet 50).");
    expect(regionLine("es", { area: "50", city: "Köln" })).toBe("Espera en una casa de acogida en Köln (zona postal 50).");
  });
});

describe("sizes as stored", () => {
  it("round-trips in a fixed order and drops unknown words", () => {
    expect(sizesToText(["large", "small"])).toBe("small,large");
    expect(sizesOf("large,tiny,small")).toEqual(["small", "large"]);
    expect(sizesOf("")).toEqual([]);
  });
});
