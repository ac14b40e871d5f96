import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX, STRUCTURED_DATA_DESCRIPTION_MAX, metaDescription, stripHtml, truncate } from "./text.ts";

describe("stripHtml", () => {
  it("removes tags and keeps the text", () => {
    expect(stripHtml("<p>Hallo <strong>Welt</strong></p>")).toBe("Hallo Welt");
  });

  it("separates blocks and line breaks with a space", () => {
    expect(stripHtml("<h2>Titel</h2><p>Eins</p><p>Zwei<br>Drei</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Titel Eins Zwei Drei a b",
    );
  });

  it("drops script and style content", () => {
    expect(stripHtml("<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>")).toBe("a b");
  });

  it("decodes entities and collapses whitespace, including non-breaking spaces", () => {
    expect(stripHtml("<p>Tom &amp; Jerry&nbsp;&nbsp;&lt;3 &quot;x&quot;\n\n  y</p>")).toBe('Tom & Jerry <3 "x" y');
  });

  it("returns plain text that is not HTML-escaped", () => {
    expect(stripHtml("1 &lt; 2")).toBe("1 < 2");
  });

  it("returns an empty string for empty input", () => {
    expect(stripHtml("")).toBe("");
    expect(stripHtml(null)).toBe("");
    expect(stripHtml("<p> </p>")).toBe("");
  });
});

describe("truncate (docs/product/content.md#page-head)", () => {
  it("returns text that fits unchanged", () => {
    expect(truncate("Kurzer Text", 150)).toBe("Kurzer Text");
    expect(truncate("x".repeat(150), 150)).toBe("x".repeat(150));
  });

  it("cuts at a word boundary and adds an ellipsis", () => {
    expect(truncate("Das ist ein ziemlich langer Satz", 20)).toBe("Das ist ein…");
  });

  it("uses the whole room when the cut falls on a space", () => {
    expect(truncate("aaaa bbbb cccc", 10)).toBe("aaaa bbbb…");
  });

  it("drops punctuation left dangling at the cut", () => {
    expect(truncate("Hunde, Katzen, Pferde und mehr", 16)).toBe("Hunde, Katzen…");
  });

  it("cuts inside a single word that is too long", () => {
    expect(truncate("Donaudampfschifffahrtsgesellschaft", 10)).toBe("Donaudamp…");
  });

  it("never splits an emoji", () => {
    const out = truncate("🐶🐶🐶🐶🐶🐶", 6);
    expect(out).toBe("🐶🐶…");
    expect(out.length).toBeLessThanOrEqual(6);
  });

  it("collapses whitespace first", () => {
    expect(truncate("  a \n\n b  ", 10)).toBe("a b");
  });

  it("handles tiny limits", () => {
    expect(truncate("abc def", 1)).toBe("…");
    expect(truncate("abc def", 0)).toBe("");
  });

  it("is never longer than max (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 0, max: 250 }), (text, max) => {
        const out = truncate(text, max);
        expect(out.length).toBeLessThanOrEqual(max);
        const beforeEllipsis = out.endsWith("…") ? out.slice(0, -1) : "";
        expect(/[\uD800-\uDBFF]$/.test(beforeEllipsis)).toBe(false);
      }),
    );
  });

  it("keeps the limits of the product rules", () => {
    expect(META_DESCRIPTION_MAX).toBe(150);
    expect(STRUCTURED_DATA_DESCRIPTION_MAX).toBe(200);
    const long = "<p>" + "Straßenhunde brauchen ein Zuhause. ".repeat(20) + "</p>";
    const meta = metaDescription(long);
    expect(meta.length).toBeLessThanOrEqual(150);
    expect(meta.endsWith("…")).toBe(true);
    expect(truncate(stripHtml(long), STRUCTURED_DATA_DESCRIPTION_MAX).length).toBeLessThanOrEqual(200);
  });
});
