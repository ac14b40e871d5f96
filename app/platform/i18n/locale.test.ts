import { describe, expect, it } from "vitest";
import { defaultLocale, localeOf } from "./locale.ts";

describe("localeOf", () => {
  it("reads the two languages as themselves and anything else as the default", () => {
    expect(localeOf("es")).toBe("es");
    expect(localeOf("de")).toBe("de");
    for (const other of ["ES", "en", "", " es", null, undefined, 1, {}, ["es"]]) expect(localeOf(other)).toBe(defaultLocale);
    expect(defaultLocale).toBe("de");
  });
});
