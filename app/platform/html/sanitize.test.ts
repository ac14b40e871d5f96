import { describe, expect, it } from "vitest";
import { ALLOWED_TAGS } from "./allow-list.ts";
import { mergeRel, sanitizeHtml } from "./sanitize.ts";

const SITE = ["https://strassenhunde.example.de", "https://perros.example.es"];
const clean = (html: string) => sanitizeHtml(html, { siteOrigins: SITE });

describe("sanitizeHtml: tags (docs/product/content.md#sanitised-html)", () => {
  const VOID: Record<string, string> = {
    br: "a<br>b",
    hr: "a<hr>b",
    img: '<img src="https://bilder.example.org/hund.jpg">',
  };

  it.each(ALLOWED_TAGS.filter((tag) => !(tag in VOID)))("keeps <%s>", (tag) => {
    expect(clean(`<${tag}>Inhalt</${tag}>`)).toBe(`<${tag}>Inhalt</${tag}>`);
  });

  it.each(Object.entries(VOID))("keeps void <%s>", (tag, html) => {
    expect(clean(html)).toContain(`<${tag}`);
  });

  it("keeps a whole table", () => {
    const table = "<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Luna</td></tr></tbody></table>";
    expect(clean(table)).toBe(table);
  });

  it.each(["script", "style", "iframe", "svg", "math", "noscript", "template", "textarea", "title"])(
    "drops <%s> with its content",
    (tag) => {
      expect(clean(`<p>vor</p><${tag}>alert(1)</${tag}><p>nach</p>`)).toBe("<p>vor</p><p>nach</p>");
    },
  );

  it.each(["form", "input", "button", "object", "embed", "link", "meta", "base", "figure", "section", "font", "video"])(
    "drops <%s>",
    (tag) => {
      const out = clean(`<div>a<${tag} title="t">b</${tag}>c</div>`);
      expect(out).not.toContain(`<${tag}`);
      expect(out).toMatch(/^<div>a(b)?c<\/div>$/);
    },
  );

  it("keeps the text of an unknown tag but not the tag", () => {
    expect(clean("<p><font color=red>rot</font></p>")).toBe("<p>rot</p>");
  });

  it("drops HTML comments, including conditional comments", () => {
    expect(clean("<p>a<!-- geheim -->b<!--[if IE]><script>x</script><![endif]--></p>")).toBe("<p>ab</p>");
  });

  it("escapes text that looks like markup", () => {
    expect(clean("<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>")).toBe("<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>");
  });

  it("closes unclosed tags", () => {
    expect(clean("<p><strong>fett")).toBe("<p><strong>fett</strong></p>");
  });

  it("returns an empty string for empty input", () => {
    expect(clean("")).toBe("");
    expect(clean("   \n ")).toBe("");
  });
});

describe("sanitizeHtml: attributes (docs/product/content.md#sanitised-html)", () => {
  it.each([
    ["href", '<a href="https://strassenhunde.example.de/hunde">x</a>', 'href="https://strassenhunde.example.de/hunde"'],
    ["src", '<img src="https://cdn.example.org/a.jpg">', 'src="https://cdn.example.org/a.jpg"'],
    ["alt", '<img src="https://cdn.example.org/a.jpg" alt="Luna am Strand">', 'alt="Luna am Strand"'],
    ["alt (empty)", '<img src="https://cdn.example.org/a.jpg" alt="">', 'alt=""'],
    ["title", '<span title="Hinweis">x</span>', 'title="Hinweis"'],
    ["class", '<div class="note wichtig">x</div>', 'class="note wichtig"'],
    ["id", '<h2 id="adoption">x</h2>', 'id="adoption"'],
    ["target", '<a href="/hunde" target="_blank">x</a>', 'target="_blank"'],
    ["rel", '<a href="/hunde" rel="nofollow">x</a>', 'rel="nofollow"'],
    ["width", '<img src="https://cdn.example.org/a.jpg" width="300">', 'width="300"'],
    ["height", '<img src="https://cdn.example.org/a.jpg" height="200">', 'height="200"'],
  ])("keeps %s", (_name, html, expected) => {
    expect(clean(html)).toContain(expected);
  });

  it("keeps allowed attributes on any allowed tag", () => {
    expect(clean('<td class="c" id="i" title="t" width="10" height="20">x</td>')).toBe(
      '<td class="c" id="i" title="t" width="10" height="20">x</td>',
    );
  });

  it.each(["onclick", "onerror", "onload", "onmouseover", "onfocus", "ONCLICK"])("drops the %s handler", (handler) => {
    const out = clean(`<p ${handler}="alert(1)">x</p><img src="/a.jpg" ${handler}="alert(1)">`);
    expect(out.toLowerCase()).not.toContain(handler.toLowerCase());
    expect(out).not.toContain("alert");
  });

  it("drops style", () => {
    expect(clean('<p style="background:url(javascript:alert(1))">x</p>')).toBe("<p>x</p>");
  });

  it("drops data-* attributes", () => {
    expect(clean('<div data-id="5" data-src="x.jpg" data-="y">x</div>')).toBe("<div>x</div>");
  });

  it.each(["srcset", "name", "lang", "dir", "tabindex", "contenteditable", "formaction", "xlink:href", "background"])(
    "drops %s",
    (attribute) => {
      expect(clean(`<div ${attribute}="x">y</div>`)).toBe("<div>y</div>");
    },
  );

  it("drops target values other than _blank, _self, _parent, _top, and lower-cases them", () => {
    expect(clean('<a href="/a" target="evil">x</a>')).toBe('<a href="/a">x</a>');
    expect(clean('<a href="/a" target="_SELF">x</a>')).toBe('<a href="/a" target="_self">x</a>');
  });

  it("drops empty attribute values except alt", () => {
    expect(clean('<a href="" title="" class="">x</a>')).toBe("<a>x</a>");
  });
});

describe("sanitizeHtml: URLs (docs/product/content.md#sanitised-html)", () => {
  it.each([
    "https://example.org/a",
    "http://example.org/a",
    "mailto:info@example.org?subject=Adoption",
    "tel:+4912345678",
    "/hunde/luna",
    "../hunde",
    "#faq",
    "?type=adoption",
  ])("keeps href %s", (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
  });

  it.each(["https://example.org/a.jpg", "http://example.org/a.jpg", "/storage/blog-images/a.jpg", "/storage/guide-images/b.jpg"])(
    "keeps src %s",
    (src) => {
      expect(clean(`<img src="${src}">`)).toContain(`src="${src}"`);
    },
  );

  // A relative image would fetch one of our pages (the 404 page, 48 KB) as a picture.
  it.each(["x", "/bilder/a.jpg", "bilder/a.jpg", "../a.jpg", "/storage/../assets/x.js", "/storage/other/a.jpg", "?a"])(
    "drops an image whose src %s is neither absolute http(s) nor in our buckets",
    (src) => {
      expect(clean(`<p>a<img src="${src}" alt="x">b</p>`)).toBe("<p>ab</p>");
    },
  );

  it("gives every image an alt, empty when the author gave none", () => {
    expect(clean('<img src="https://cdn.example.org/a.jpg">')).toBe('<img src="https://cdn.example.org/a.jpg" alt="" />');
    expect(clean('<img src="https://cdn.example.org/a.jpg" alt="Luna">')).toBe('<img src="https://cdn.example.org/a.jpg" alt="Luna" />');
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["mixed-case JaVaScRiPt:", "JaVaScRiPt:alert(1)"],
    ["entity-encoded &#106;avascript:", "&#106;avascript:alert(1)"],
    ["hex entity &#x6A;avascript:", "&#x6A;avascript:alert(1)"],
    ["entity without semicolon &#0000106", "&#0000106avascript:alert(1)"],
    ["&colon; entity", "javascript&colon;alert(1)"],
    ["tab inside the scheme", "java&#9;script:alert(1)"],
    ["newline inside the scheme", "java\nscript:alert(1)"],
    ["leading space and control character", " &#1;javascript:alert(1)"],
    ["double-encoded &amp;#106;", "&amp;#106;avascript:alert(1)"],
    ["U+180E before the scheme", "&#x180E;javascript:alert(1)"],
    ["no-break space before the scheme", "&#xA0;javascript:alert(1)"],
    ["zero-width space inside the scheme", "java&#x200B;script:alert(1)"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["ftp:", "ftp://example.org/"],
    ["protocol-relative //", "//evil.example/x"],
    ["protocol-relative with backslashes", "\\\\evil.example/x"],
    ["protocol-relative /\\", "/\\evil.example/x"],
    ["protocol-relative with a tab", "/\t/evil.example/x"],
  ])("drops href with %s", (_name, href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["mixed-case JaVaScRiPt:", "JaVaScRiPt:alert(1)"],
    ["entity-encoded &#106;avascript:", "&#106;avascript:alert(1)"],
    ["data:", "data:image/png;base64,iVBORw0KGgo="],
    ["data: svg", "data:image/svg+xml,<svg onload=alert(1)>"],
    ["mailto:", "mailto:a@example.org"],
    ["tel:", "tel:+49123"],
    ["protocol-relative //", "//evil.example/a.jpg"],
  ])("drops src with %s (and the image that is left without a src)", (_name, src) => {
    expect(clean(`<p>a<img src="${src}" alt="x">b</p>`)).toBe("<p>ab</p>");
  });

  it("drops a src with a data: URL on a non-image tag too", () => {
    expect(clean('<div src="data:text/html,x">y</div>')).toBe("<div>y</div>");
  });

  it("trims a kept URL", () => {
    expect(clean('<a href="  https://example.org/  ">x</a>')).toContain('href="https://example.org/"');
  });
});

describe("sanitizeHtml: clean-up before sanitising (docs/product/content.md#sanitised-html)", () => {
  it.each(["<p></p>", "<p> </p>", "<p>&nbsp;</p>", "<p>\u00a0</p>", "<p><br></p>", "<p><br/></p>", "<p class=x> <br /> &nbsp; </p>"])(
    "removes the empty paragraph %s",
    (empty) => {
      expect(clean(`<p>a</p>${empty}<p>b</p>`)).toBe("<p>a</p><p>b</p>");
    },
  );

  it("removes a paragraph that only held dropped content", () => {
    expect(clean("<p>a</p><p><script>alert(1)</script></p><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });

  it("keeps a paragraph with content", () => {
    expect(clean("<p>.</p>")).toBe("<p>.</p>");
  });

  it("collapses 3 or more <br> to 2", () => {
    expect(clean("a<br><br><br>b")).toBe("a<br /><br />b");
    expect(clean("a<br>\n<br/>\n<br />\n<br>b")).toBe("a<br /><br />b");
  });

  it("keeps 2 <br>", () => {
    expect(clean("a<br><br>b")).toBe("a<br /><br />b");
  });

  it("collapses 3 or more line breaks to 2", () => {
    expect(clean("a\n\n\n\nb")).toBe("a\n\nb");
    expect(clean("a\r\n\r\n\r\nb")).toBe("a\n\nb");
    expect(clean("a\n \n\t\n b")).toBe("a\n\nb");
  });

  it("collapses whitespace", () => {
    expect(clean("<p>Hallo    \t  Welt</p>   \n   <p> x </p>")).toBe("<p>Hallo Welt</p>\n<p> x </p>");
  });

  it("trims the result", () => {
    expect(clean("  \n <p>x</p> \n ")).toBe("<p>x</p>");
  });

  it("leaves whitespace inside <pre> alone", () => {
    expect(clean("<pre>  a\n\n\n\n    b</pre>")).toBe("<pre>  a\n\n\n\n    b</pre>");
  });

  it("removes control characters, also entity-encoded ones", () => {
    expect(clean("<p>a\u0001b&#2;c\u007f</p>")).toBe("<p>abc</p>");
    expect(clean('<span title="x&#1;y">z</span>')).toBe('<span title="xy">z</span>');
  });

  it("keeps non-breaking spaces that are content", () => {
    expect(clean("<p>10&nbsp;kg</p>")).toBe("<p>10\u00a0kg</p>");
  });
});

describe("sanitizeHtml: links", () => {
  it("adds rel=noopener noreferrer to an external link", () => {
    expect(clean('<a href="https://andere-seite.example.org/x">x</a>')).toBe(
      '<a href="https://andere-seite.example.org/x" rel="noopener noreferrer">x</a>',
    );
  });

  it("merges rel with existing values and keeps nofollow", () => {
    expect(clean('<a href="http://andere.example.org" rel="nofollow NoOpener">x</a>')).toBe(
      '<a href="http://andere.example.org" rel="nofollow NoOpener noreferrer">x</a>',
    );
  });

  it("drops rel=opener on an external link", () => {
    expect(clean('<a href="https://andere.example.org" rel="opener">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it("keeps the target of an external link and does not add one", () => {
    expect(clean('<a href="https://andere.example.org" target="_blank">x</a>')).toBe(
      '<a href="https://andere.example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://andere.example.org">x</a>')).not.toContain("target");
  });

  it("leaves internal links untouched (relative, same origin, mailto, tel)", () => {
    for (const html of [
      '<a href="/hunde">x</a>',
      '<a href="https://strassenhunde.example.de/hunde" target="_blank">x</a>',
      '<a href="https://STRASSENHUNDE.example.de:443/hunde">x</a>',
      '<a href="https://perros.example.es/perros" rel="nofollow">x</a>',
      '<a href="mailto:info@example.org">x</a>',
      '<a href="tel:+49123">x</a>',
    ]) {
      expect(clean(html)).toBe(html);
    }
  });

  it("treats another port or scheme as another origin", () => {
    expect(clean('<a href="http://strassenhunde.example.de/x">x</a>')).toContain("noopener");
    expect(clean('<a href="https://strassenhunde.example.de:8443/x">x</a>')).toContain("noopener");
  });

  it("treats every absolute http(s) link as external without siteOrigins", () => {
    expect(sanitizeHtml('<a href="https://strassenhunde.example.de/x">x</a>')).toContain("noopener noreferrer");
  });

  it("mergeRel adds missing tokens once", () => {
    expect(mergeRel(undefined, ["noopener", "noreferrer"])).toBe("noopener noreferrer");
    expect(mergeRel("  nofollow   noreferrer ", ["noopener", "noreferrer"])).toBe("nofollow noreferrer noopener");
  });
});

describe("sanitizeHtml: placeholder images (docs/product/content.md#sanitised-html)", () => {
  it("removes an image that is the placeholder file", () => {
    expect(clean('<p>a<img src="/placeholder.svg" alt="x">b</p>')).toBe("<p>ab</p>");
  });

  it("keeps other images", () => {
    expect(clean('<img src="https://bilder.example.org/hund.svg" alt="x">')).toBe('<img src="https://bilder.example.org/hund.svg" alt="x" />');
  });
});
