import { describe, expect, it } from "vitest";
import { areaLabel, areasText, closeness, coversPostcode, isPostcode, parseAreas, postcodeDigits } from "./precheck-areas.ts";

describe("pre-check areas", () => {
  it("reads German postcode beginnings and Spanish provinces (by code or name), sorted, without repeats", () => {
    expect(parseAreas("DE", "76, 77;761\n76")).toEqual({ ok: true, areas: ["DE:76", "DE:761", "DE:77"] });
    expect(parseAreas("ES", "12, 46, valencia, Castellón, 8")).toEqual({ ok: true, areas: ["ES:08", "ES:12", "ES:46"] });
    expect(parseAreas("DE", "")).toEqual({ ok: true, areas: [] });
    expect(parseAreas("DE", " , ;")).toEqual({ ok: true, areas: [] });
  });

  it("names every entry that is not an area", () => {
    expect(parseAreas("DE", "76, Karlsruhe, 123456")).toEqual({ ok: false, invalid: ["Karlsruhe", "123456"] });
    expect(parseAreas("ES", "12, 53, Atlantis, 123")).toEqual({ ok: false, invalid: ["53", "Atlantis", "123"] });
  });

  it("covers a postcode by its beginning (Germany) or its province (Spain), never across countries", () => {
    const areas = ["DE:76", "DE:790", "ES:12"];
    expect(coversPostcode(areas, "DE", "76131")).toBe(true);
    expect(coversPostcode(areas, "DE", "D-76131")).toBe(true);
    expect(coversPostcode(areas, "DE", "79098")).toBe(true);
    expect(coversPostcode(areas, "DE", "79100")).toBe(false);
    expect(coversPostcode(areas, "DE", "12580")).toBe(false);
    expect(coversPostcode(areas, "ES", "12580")).toBe(true);
    expect(coversPostcode(areas, "ES", "12 580")).toBe(true);
    expect(coversPostcode(areas, "ES", "46001")).toBe(false);
    expect(coversPostcode(areas, "ES", "76131")).toBe(false);
    expect(coversPostcode([], "DE", "76131")).toBe(false);
  });

  it("a postcode that is not one covers nothing", () => {
    expect(coversPostcode(["DE:7"], "DE", "7613")).toBe(false);
    expect(coversPostcode(["DE:0"], "DE", "00000")).toBe(false);
    expect(coversPostcode(["ES:99"], "ES", "99000")).toBe(false);
    expect(isPostcode("DE", "76131")).toBe(true);
    expect(isPostcode("ES", "53000")).toBe(false);
    expect(isPostcode("ES", "08001")).toBe(true);
    expect(postcodeDigits(" D-761 31 ")).toBe("76131");
  });

  it("ranks the closer area first and says each in words", () => {
    expect(closeness(["DE:7", "DE:761"], "DE", "76131")).toBe(3);
    expect(closeness(["DE:7"], "DE", "76131")).toBe(1);
    expect(closeness(["DE:8"], "DE", "76131")).toBe(0);
    expect(closeness(["ES:12"], "ES", "12580")).toBe(2);
    expect(areaLabel("DE:76", "de")).toBe("PLZ 76…");
    expect(areaLabel("DE:76", "es")).toBe("CP 76…");
    expect(areaLabel("ES:12", "de")).toBe("Castellón (12)");
    expect(areasText(["DE:76", "ES:12", "DE:77"], "DE")).toBe("76, 77");
    expect(areasText(["DE:76", "ES:12"], "ES")).toBe("12");
  });
});
