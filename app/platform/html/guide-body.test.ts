import { describe, expect, it } from "vitest";
import { GUIDE_FIGURE_CLASS, sanitizeGuideHtml } from "./guide-body.ts";

const gallery = ["https://files.example.org/guide-images/a.jpg", "https://files.example.org/guide-images/b.jpg"];
const guide = (html: string, extra: Partial<Parameters<typeof sanitizeGuideHtml>[1]> = {}) =>
  sanitizeGuideHtml(html, { gallery, ...extra });

const figure = (src: string, alt = "") =>
  `<figure class="${GUIDE_FIGURE_CLASS}"><img src="${src}" alt="${alt}" loading="lazy" decoding="async"></figure>`;

describe("sanitizeGuideHtml: unescaping (docs/product/content.md#sanitised-html)", () => {
  it("unescapes an HTML-escaped body into real tags", () => {
    expect(guide("&lt;p&gt;Hallo &lt;strong&gt;Welt&lt;/strong&gt;&lt;/p&gt;")).toBe("<p>Hallo <strong>Welt</strong></p>");
  });

  it("unescapes named and numeric entities in text", () => {
    expect(guide("<p>Gr&uuml;&szlig;e &#8211; &quot;Hund&quot;</p>")).toBe('<p>Grüße – "Hund"</p>');
  });

  it("still sanitises after unescaping: an escaped script cannot run", () => {
    expect(guide("&lt;p&gt;a&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;")).toBe(
      "<p>a</p>",
    );
  });

  it("drops an escaped javascript: link", () => {
    expect(guide("&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;")).toBe("<a>x</a>");
  });

  it("unescapes once only: double-escaped markup stays visible text", () => {
    expect(guide("&amp;lt;b&amp;gt;x&amp;lt;/b&amp;gt;")).toBe("&lt;b&gt;x&lt;/b&gt;");
  });

  it("handles real (unescaped) HTML too", () => {
    expect(guide("<h2>Titel</h2><p>Text</p>")).toBe("<h2>Titel</h2><p>Text</p>");
  });
});

describe("sanitizeGuideHtml: classes (docs/product/content.md#sanitised-html)", () => {
  it("strips every class attribute", () => {
    expect(guide('<div class="x"><p class="lead">a</p><img src="/storage/guide-images/a.jpg" class="w-full"></div>')).toBe(
      '<div><p>a</p><img src="/storage/guide-images/a.jpg" alt="" /></div>',
    );
  });

  it("strips escaped class attributes", () => {
    expect(guide("&lt;p class=&quot;fixed inset-0&quot;&gt;a&lt;/p&gt;")).toBe("<p>a</p>");
  });

  it("keeps the other allowed attributes", () => {
    expect(guide('<h2 id="futter" title="t">Futter</h2>')).toBe('<h2 id="futter" title="t">Futter</h2>');
  });

  it("applies the general rules (external rel, empty paragraphs, <br> runs)", () => {
    expect(
      guide('<p><a href="https://andere.example.org">x</a></p><p>&nbsp;</p>a<br><br><br>b', {
        siteOrigins: ["https://strassenhunde.example.de"],
      }),
    ).toBe('<p><a href="https://andere.example.org" rel="noopener noreferrer">x</a></p>a<br /><br />b');
  });
});

describe("sanitizeGuideHtml: [image:N] placeholders (docs/product/content.md#sanitised-html)", () => {
  it("replaces [image:0] with the first gallery image as a lazy figure", () => {
    expect(guide("<p>Vorher</p>[image:0]<p>Nachher</p>")).toBe(
      `<p>Vorher</p>${figure(gallery[0]!)}<p>Nachher</p>`,
    );
  });

  it("is zero-based: [image:1] is the second image", () => {
    expect(guide("[image:1]")).toBe(figure(gallery[1]!));
  });

  it("replaces a paragraph that only holds the placeholder by the figure", () => {
    expect(guide("<p>[image:0]</p>")).toBe(figure(gallery[0]!));
  });

  it("splits a paragraph around a placeholder inside it", () => {
    expect(guide("<p>Text [image:0] mehr</p>")).toBe(`<p>Text </p>${figure(gallery[0]!)}<p> mehr</p>`);
  });

  it("splits inline elements around a placeholder and drops the empty rest", () => {
    expect(guide("<p>a <strong>b [image:0]</strong></p>")).toBe(`<p>a <strong>b </strong></p>${figure(gallery[0]!)}`);
  });

  it("keeps an id only once when a paragraph is split", () => {
    expect(guide('<p id="x">a [image:0] b</p>')).toBe(`<p id="x">a </p>${figure(gallery[0]!)}<p> b</p>`);
    expect(guide('<p id="x">[image:0] b</p>')).toBe(`${figure(gallery[0]!)}<p id="x"> b</p>`);
  });

  it("puts the figure directly into list items and other containers", () => {
    expect(guide("<ul><li>[image:0]</li></ul>")).toBe(`<ul><li>${figure(gallery[0]!)}</li></ul>`);
  });

  it("replaces [image:5] that is missing with an invisible comment", () => {
    expect(guide("<p>a</p>[image:5]<p>b</p>")).toBe("<p>a</p><!-- image:5 missing --><p>b</p>");
  });

  it("replaces a paragraph that only holds a missing placeholder by the comment", () => {
    expect(guide("<p>[image:5]</p>")).toBe("<!-- image:5 missing -->");
  });

  it("leaves a missing placeholder inside text as an inline comment", () => {
    expect(guide("<p>a [image:5] b</p>")).toBe("<p>a <!-- image:5 missing --> b</p>");
  });

  it("treats an empty gallery as missing", () => {
    expect(guide("[image:0]", { gallery: [] })).toBe("<!-- image:0 missing -->");
  });

  it("treats an unsafe, empty or placeholder gallery URL as missing", () => {
    const bad = ["javascript:alert(1)", "data:image/png;base64,xx", "//evil.example/a.jpg", "", "/placeholder.svg"];
    expect(guide("[image:0][image:1][image:2][image:3][image:4]", { gallery: bad })).toBe(
      [0, 1, 2, 3, 4].map((index) => `<!-- image:${index} missing -->`).join(""),
    );
  });

  it("uses the alt text callback and escapes every value", () => {
    const out = guide("[image:0]", {
      gallery: ['https://files.example.org/a".jpg?x=1&y=<2>'],
      alt: (index) => `Bild ${index + 1}: "Luna" & <Max>`,
      figureClass: 'a" onload="x',
    });
    expect(out).toBe(
      '<figure class="a&quot; onload=&quot;x"><img src="https://files.example.org/a&quot;.jpg?x=1&amp;y=&lt;2&gt;" ' +
        'alt="Bild 1: &quot;Luna&quot; &amp; &lt;Max&gt;" loading="lazy" decoding="async"></figure>',
    );
  });

  it("accepts spaces and any case inside the placeholder", () => {
    expect(guide("[ Image : 1 ]")).toBe(figure(gallery[1]!));
  });

  it("replaces several placeholders, also the same one twice", () => {
    expect(guide("[image:0][image:1][image:0]")).toBe(figure(gallery[0]!) + figure(gallery[1]!) + figure(gallery[0]!));
  });

  it("never replaces a placeholder inside an attribute value", () => {
    expect(guide('<a href="/x" title="[image:0]">x</a>')).toBe('<a href="/x" title="[image:0]">x</a>');
  });

  it("replaces an escaped placeholder (it is unescaped first)", () => {
    expect(guide("&#91;image:0&#93;")).toBe(figure(gallery[0]!));
  });

  it("leaves other bracket text alone", () => {
    expect(guide("<p>[image:x] [img:0] [image:]</p>")).toBe("<p>[image:x] [img:0] [image:]</p>");
  });
});

describe("sanitizeGuideHtml: gallery pictures with widths (decision 019)", () => {
  const base = "/img/file/abc1234";
  const picture = {
    src: `${base}/800.webp/guide-images/a.jpg`,
    srcset: `${base}/480.webp/guide-images/a.jpg 480w, ${base}/800.webp/guide-images/a.jpg 800w`,
    sizes: "(min-width: 816px) 768px, calc(100vw - 32px)",
  };

  it("writes srcset and sizes, so a phone loads a narrower file than a wide screen", () => {
    expect(guide("<p>[image:0]</p>", { gallery: [picture], alt: () => "Ein Hund" })).toBe(
      `<figure class="${GUIDE_FIGURE_CLASS}"><img src="${picture.src}" srcset="${picture.srcset}" sizes="${picture.sizes}" alt="Ein Hund" loading="lazy" decoding="async"></figure>`,
    );
  });

  it("leaves out a srcset with an address the sanitiser would refuse, or without widths, or without sizes", () => {
    for (const srcset of [`javascript:alert(1) 480w`, `${base}/480.webp/a.jpg`, `${base}/480.webp/a.jpg 2x`, `${base}/480.webp/a.jpg 480w extra`, " , "]) {
      expect(guide("[image:0]", { gallery: [{ ...picture, srcset }] })).toBe(figure(picture.src));
    }
    expect(guide("[image:0]", { gallery: [{ src: picture.src, srcset: picture.srcset }] })).toBe(figure(picture.src));
  });

  it("escapes what it writes into the attributes", () => {
    const html = guide("[image:0]", { gallery: [{ ...picture, sizes: '100vw" onerror="alert(1)' }] });
    expect(html).not.toContain('" onerror="');
    expect(html).toContain("&quot; onerror=&quot;");
  });

  it("a picture without an address is missing, as a plain one is", () => {
    expect(guide("<p>[image:0]</p>", { gallery: [{ src: " " }] })).toBe("<!-- image:0 missing -->");
  });
});
