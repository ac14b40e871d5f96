import { DomUtils, Parser, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { dogImageSeed, dogLook, drawDogSvg, drawPlaceholderSvg } from "./dog-illustration.ts";

const seeds = Array.from({ length: 60 }, (_, index) => dogImageSeed(String(30000 + index), `img-${30000 + index}-1`));

/**
 * A small well-formedness check: the markup is only tags (no stray text), every attribute
 * value is double-quoted, and every opened element is closed explicitly in the right order.
 * Returns the list of problems (empty when well-formed).
 */
function xmlProblems(markup: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>/g;
  let end = 0;
  const stack: string[] = [];
  const opened: string[] = [];
  let selfClosed = 0;
  for (const match of markup.matchAll(tag)) {
    if (match.index !== end) problems.push(`unexpected text at ${end}: ${markup.slice(end, match.index)}`);
    end = match.index + match[0].length;
    const [, closing, name = "", , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else {
      opened.push(name);
      if (selfClosing) selfClosed++;
      else stack.push(name);
    }
  }
  if (end !== markup.length) problems.push(`unexpected text at ${end}`);
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(", ")}`);

  // htmlparser2 in XML mode must see the same elements; only the self-closing ones may close implicitly.
  const parsedOpened: string[] = [];
  let implied = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        parsedOpened.push(name);
      },
      onclosetag(_name, isImplied) {
        if (isImplied) implied++;
      },
    },
    { xmlMode: true },
  );
  parser.write(markup);
  parser.end();
  if (parsedOpened.join(" ") !== opened.join(" ")) problems.push("htmlparser2 sees other elements");
  if (implied !== selfClosed) problems.push(`${implied} implied closes for ${selfClosed} self-closing tags`);
  return problems;
}

function rootElement(markup: string): { name: string; attribs: Record<string, string> } | undefined {
  const elements = parseDocument(markup, { xmlMode: true }).children.filter(DomUtils.isTag);
  const [root] = elements;
  return elements.length === 1 && root ? { name: root.name, attribs: root.attribs } : undefined;
}

/** The unsafe or external parts found in an SVG: scripts, event handlers, links, external resources, text. */
function unsafeParts(svg: string): string[] {
  const patterns = [/<script/i, /\son[a-z]+\s*=/i, /href/i, /url\(|@import|<image|<text|font|<foreignObject|<style/i];
  return patterns.flatMap((pattern) => svg.match(pattern) ?? []);
}

describe("test helpers", () => {
  it("unsafeParts finds scripts, handlers and links", () => {
    expect(unsafeParts('<svg><script>x</script><a href="y"/><rect onclick="z"/></svg>')).toHaveLength(3);
  });

  it("xmlProblems rejects broken markup", () => {
    expect(xmlProblems('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>')).toEqual([]);
    expect(xmlProblems("<svg><g></svg>")).not.toEqual([]);
    expect(xmlProblems("<svg><g></svg></g>")).not.toEqual([]);
    expect(xmlProblems("<svg><rect width=1/></svg>")).not.toEqual([]);
    expect(xmlProblems("<svg>text</svg>")).not.toEqual([]);
    expect(xmlProblems("<svg><rect></svg>")).not.toEqual([]);
  });
});

describe("drawDogSvg", () => {
  it("is deterministic", () => {
    for (const seed of seeds) expect(drawDogSvg(seed, 500)).toBe(drawDogSvg(seed, 500));
  });

  it("differs for different seeds", () => {
    const drawings = seeds.map((seed) => drawDogSvg(seed, 500));
    expect(new Set(drawings).size).toBe(seeds.length);
    expect(drawDogSvg("30125/img-30125-1", 500)).not.toBe(drawDogSvg("30125/img-30125-2", 500));
  });

  it("varies coat, ears, markings, pose and background across seeds", () => {
    const looks = seeds.map(dogLook);
    expect(new Set(looks.map((look) => look.coat.fur)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(looks.map((look) => look.ears))).toEqual(new Set(["floppy", "pointy", "button"]));
    expect(new Set(looks.map((look) => look.markings))).toEqual(new Set(["plain", "eyePatch", "spots", "blaze"]));
    expect(new Set(looks.map((look) => look.pose))).toEqual(new Set(["sitting", "portrait"]));
    expect(new Set(looks.map((look) => look.background.sky)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(looks.map((look) => look.tilt)).size).toBeGreaterThan(20);
  });

  it("contains no script, event handler, link or external reference", () => {
    for (const seed of [...seeds, "", "<script>alert(1)</script>", '" onload="alert(1)']) {
      expect(unsafeParts(drawDogSvg(seed, 500))).toEqual([]);
    }
  });

  it("is well-formed XML with an <svg> root, the SVG namespace and a square viewBox", () => {
    for (const seed of seeds) {
      const svg = drawDogSvg(seed, 320);
      expect(xmlProblems(svg)).toEqual([]);
      expect(rootElement(svg)).toMatchObject({
        name: "svg",
        attribs: { xmlns: "http://www.w3.org/2000/svg", width: "320", height: "320", viewBox: "0 0 200 200" },
      });
    }
  });

  it("uses the size for width and height, falling back to 500 for unusable sizes", () => {
    expect(rootElement(drawDogSvg("x", 1000))?.attribs).toMatchObject({ width: "1000", height: "1000" });
    expect(rootElement(drawDogSvg("x", 99.6))?.attribs).toMatchObject({ width: "100", height: "100" });
    for (const size of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
      expect(rootElement(drawDogSvg("x", size))?.attribs).toMatchObject({ width: "500", height: "500" });
    }
  });
});

describe("drawPlaceholderSvg", () => {
  it("is a safe, well-formed square SVG on light grey", () => {
    const svg = drawPlaceholderSvg(500);
    expect(unsafeParts(svg)).toEqual([]);
    expect(xmlProblems(svg)).toEqual([]);
    expect(rootElement(svg)).toMatchObject({
      name: "svg",
      attribs: { xmlns: "http://www.w3.org/2000/svg", width: "500", height: "500", viewBox: "0 0 200 200" },
    });
    expect(svg).toContain('fill="#eceef0"');
    expect(drawPlaceholderSvg(500)).toBe(svg);
  });
});
