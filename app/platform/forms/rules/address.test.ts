import { describe, expect, it } from "vitest";
import { formatPostalAddress, visitAddressLine } from "./address.ts";

describe("postal addresses on one line", () => {
  it("put the postcode before the town, in Germany and in Spain", () => {
    expect(formatPostalAddress({ street: "Kaiserstraße 12", postalCode: "76131", city: "Karlsruhe", country: "DE" }, "DE")).toBe("Kaiserstraße 12, 76131 Karlsruhe");
    expect(formatPostalAddress({ street: "Calle Mayor 3", postalCode: "12580", city: "Benicarló", country: "ES" }, "ES")).toBe("Calle Mayor 3, 12580 Benicarló");
  });
  it("name another country than the letter's own, and leave out what is missing", () => {
    expect(formatPostalAddress({ street: "Calle Mayor 3", postalCode: "12580", city: "Benicarló", country: "es" }, "DE", (c) => ({ ES: "Spanien" })[c])).toBe("Calle Mayor 3, 12580 Benicarló, Spanien");
    expect(formatPostalAddress({ street: " Kaiserstraße  12 ", city: "Karlsruhe" })).toBe("Kaiserstraße 12, Karlsruhe");
    expect(formatPostalAddress({})).toBe("");
  });
  it("make the pre-check's visit address one line with the postcode before the town", () => {
    expect(visitAddressLine("Kaiserstraße 12, Karlsruhe", "76131")).toBe("Kaiserstraße 12, 76131 Karlsruhe");
    expect(visitAddressLine("Kaiserstraße 12\nKarlsruhe", "76131")).toBe("Kaiserstraße 12, 76131 Karlsruhe");
    expect(visitAddressLine("Calle Mayor 3, 12580 Benicarló", "12580")).toBe("Calle Mayor 3, 12580 Benicarló");
    expect(visitAddressLine("Hauptstraße 1", "76131")).toBe("Hauptstraße 1, 76131");
    expect(visitAddressLine("Hauptstraße 1, Karlsruhe", "")).toBe("Hauptstraße 1, Karlsruhe");
  });
});
