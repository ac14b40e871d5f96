import { describe, expect, it } from "vitest";
import { containsLink, honeypotVerdict, nameFieldsWithLinks, spamEvidence } from "./spam.ts";

describe("honeypotVerdict", () => {
  it("accepts only a present, empty field", () => {
    expect(honeypotVerdict({ website: "" })).toBeNull();
    expect(honeypotVerdict({})).toBe("honeypot_missing");
    expect(honeypotVerdict({ website: "x" })).toBe("honeypot");
    expect(honeypotVerdict({ website: " " })).toBe("honeypot");
    expect(honeypotVerdict({ website: null })).toBe("honeypot");
    expect(honeypotVerdict({ website: 0 })).toBe("honeypot");
  });
});

describe("links in name fields", () => {
  it.each(["http://spam.example", "Visit https://x.y", "www.cheap.example", "buy now cheap-pills.com", "[url=x]", "<a href=x>"])(
    "finds %s",
    (value) => expect(containsLink(value)).toBe(true),
  );
  it.each(["Anna Müller", "José María", "O'Brien-Smith", "Dr. Jörg K.", "", "M. Pérez"])("accepts %s", (value) =>
    expect(containsLink(value)).toBe(false),
  );
  it("names the fields", () => {
    expect(nameFieldsWithLinks({ name: "Anna", yourName: "www.x.com", firstName: "http://a", message: "https://ok.example" })).toEqual([
      "yourName",
      "firstName",
    ]);
  });
});

describe("spamEvidence", () => {
  it("keeps strings, numbers and booleans, cut to size", () => {
    const evidence = spamEvidence({ a: "x".repeat(3000), b: 5, c: true, d: { nested: 1 }, e: null });
    expect(evidence).toEqual({ a: "x".repeat(2000), b: "5", c: "true" });
  });
  it("keeps at most 40 fields", () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, "v"]));
    expect(Object.keys(spamEvidence(many))).toHaveLength(40);
  });
});
