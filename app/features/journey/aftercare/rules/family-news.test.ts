import { describe, expect, it } from "vitest";
import { NEWS_MAX, readNews, takesNews } from "./family-news.ts";

describe("a family's news (docs/product/journey.md#news-from-the-family)", () => {
  it("only an adoption request whose dog has arrived takes news", () => {
    expect(takesNews({ formType: "adoption", spam: false, status: "arrived" })).toBe(true);
    for (const status of ["received", "getting_to_know", "pre_check", "contract", "travel", "declined", "withdrawn", "placed_elsewhere"]) {
      expect(takesNews({ formType: "adoption", spam: false, status })).toBe(false);
    }
    expect(takesNews({ formType: "adoption", spam: true, status: "arrived" })).toBe(false);
    for (const formType of ["foster_home", "sponsorship", "contact", "membership"]) expect(takesNews({ formType, spam: false, status: "arrived" })).toBe(false);
  });

  it("takes the words normalised and trimmed, and the consent only when ticked", () => {
    expect(readNews({ body: "  Luna schläft\r\nim Körbchen.  ", consent: "yes" })).toEqual({ ok: true, body: "Luna schläft\nim Körbchen.", consent: true });
    expect(readNews({ body: "Luna\u0000 ist da", consent: "on" })).toEqual({ ok: true, body: "Luna ist da", consent: false });
    expect(readNews({ body: "Luna ist da" })).toEqual({ ok: true, body: "Luna ist da", consent: false });
  });

  it("refuses empty, whitespace-only and too long words, and keeps what was typed", () => {
    expect(readNews({ body: "" })).toEqual({ ok: false, problem: "tooShort", body: "" });
    expect(readNews({ body: " \n\t " })).toEqual({ ok: false, problem: "tooShort", body: "" });
    expect(readNews({ body: 42 })).toEqual({ ok: false, problem: "tooShort", body: "" });
    const long = "a".repeat(NEWS_MAX + 1);
    expect(readNews({ body: long, consent: "yes" })).toMatchObject({ ok: false, problem: "tooLong" });
    expect(readNews({ body: "a".repeat(NEWS_MAX) }).ok).toBe(true);
  });
});
