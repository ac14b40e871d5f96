import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, shownDateTime } from "./dates.ts";

describe("dates in each site's own time zone", () => {
  it("day, month, year, hour and minute: Berlin on the German site, Madrid on the Spanish one", () => {
    expect(formatDateTime("2026-11-20T06:30:00.000Z", "de")).toBe("20.11.2026, 07:30");
    expect(formatDateTime("2026-07-20T06:30:00.000Z", "es")).toBe("20/07/2026, 08:30");
  });

  it("the long date, across midnight in the site's zone", () => {
    expect(formatLongDate("2025-03-17T23:30:00.000Z", "de")).toBe("18. März 2025");
    expect(formatLongDate("2025-03-18T12:00:00.000Z", "es")).toBe("18 de marzo de 2025");
  });

  it("a shown date carries its ISO form and its words; no date, nothing", () => {
    expect(shownDateTime("2026-11-20T06:30:00.000Z", "de")).toEqual({ iso: "2026-11-20T06:30:00.000Z", label: "20.11.2026, 07:30" });
    expect(shownDateTime(null, "es")).toBeNull();
  });
});
