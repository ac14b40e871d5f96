/**
 * The rules of a built stylesheet that a page's HTML uses (decision 041): "critical CSS" for a page
 * that does not hydrate, whose markup no script re-renders. Pure and client-safe: no I/O.
 *
 * The stylesheet is the build's minified, flattened CSS (Tailwind's output after Lightning CSS: no
 * nesting). A style rule is kept when one of its selectors names only classes the page carries;
 * a rule that names no class (`html`, `*`, `:root`, `[hidden]`) is always kept, and so are
 * `@property`, `@keyframes`, `@font-face` and `@page`. Grouping rules (`@media`, `@supports`,
 * `@layer`, `@container`) keep what they contain that is kept, and go when nothing is.
 */

/** Classes set by a script before the first paint, whatever the HTML says: `js` on `<html>` (app/root.tsx). */
export const CLASSES_SET_BY_SCRIPT = ["js"] as const;

type Node = { kind: "statement"; text: string } | { kind: "rule"; selectors: string[][]; text: string } | { kind: "group"; prelude: string; children: Node[] } | { kind: "kept"; text: string };

/** A stylesheet read once, ready to be reduced to any page's rules. */
export interface ParsedStylesheet {
  nodes: Node[];
}

const GROUPS = /^@(media|supports|layer|container|scope|starting-style)\b/;

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parseBlock(css, 0, css.length) };
}

/**
 * The part of the stylesheet that applies to a page whose class attributes are `used`, without the
 * custom properties nothing in it (nor in `html`'s inline styles) reads: the theme's variables,
 * Tailwind's `--tw-*` defaults on every element and their `@property` rules.
 */
export function usedStyles(sheet: ParsedStylesheet, used: ReadonlySet<string>, html = ""): string {
  return withoutUnreadProperties(sheet.nodes.map((node) => emit(node, used)).join(""), html);
}

const DEFINITION = /([{;])(--[\w-]+):([^;{}]*)(?=[;}])/g;
const READ = /var\((--[\w-]+)/g;

/** Drops `--x:…` definitions and `@property --x` rules for custom properties nobody reads. */
function withoutUnreadProperties(css: string, html: string): string {
  const definitions = new Map<string, string[]>();
  for (const [, , name, value] of css.matchAll(DEFINITION)) definitions.set(name!, [...(definitions.get(name!) ?? []), value!]);
  // Read where they are used: outside definitions, and in the page's inline styles.
  const outside = css.replace(DEFINITION, "$1").replace(/@property\s+--[\w-]+\{[^}]*\}/g, "");
  const read = new Set<string>();
  const queue = [...outside.matchAll(READ), ...html.matchAll(READ)].map((match) => match[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of definitions.get(name) ?? []) for (const match of value.matchAll(READ)) queue.push(match[1]!);
  }
  return css
    .replace(/@property\s+(--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
    .replace(DEFINITION, (definition, before: string, name: string) => (read.has(name) ? definition : before))
    .replace(/;(?=[;}])/g, "")
    .replace(/\{;/g, "{")
    .replace(/(^|[{}])[^{}@]+\{\}/g, "$1");
}

/** Every class named in the HTML's `class` attributes (entities decoded), plus those set by script. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>(CLASSES_SET_BY_SCRIPT);
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function emit(node: Node, used: ReadonlySet<string>): string {
  switch (node.kind) {
    case "statement":
    case "kept":
      return node.text;
    case "rule":
      return node.selectors.some((classes) => classes.every((name) => used.has(name))) ? node.text : "";
    case "group": {
      const inner = node.children.map((child) => emit(child, used)).join("");
      return inner ? `${node.prelude}{${inner}}` : "";
    }
  }
}

function parseBlock(css: string, start: number, end: number): Node[] {
  const nodes: Node[] = [];
  let i = start;
  while (i < end) {
    i = skipSpaceAndComments(css, i, end);
    if (i >= end) break;
    const stop = scanTo(css, i, end, "{;");
    const prelude = css.slice(i, stop).trim();
    if (stop >= end || css[stop] === ";") {
      // A statement (`@layer a, b;`, `@import …;`) or the stylesheet's last, unterminated bit.
      if (prelude) nodes.push({ kind: "statement", text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const close = matchingBrace(css, stop, end);
    if (GROUPS.test(prelude)) {
      nodes.push({ kind: "group", prelude, children: parseBlock(css, stop + 1, close) });
    } else if (prelude.startsWith("@")) {
      nodes.push({ kind: "kept", text: css.slice(i, close + 1) });
    } else {
      nodes.push({ kind: "rule", selectors: splitSelectors(prelude).map(classesOfSelector), text: css.slice(i, close + 1) });
    }
    i = close + 1;
  }
  return nodes;
}

function skipSpaceAndComments(css: string, i: number, end: number): number {
  while (i < end) {
    if (/\s/.test(css[i]!)) i++;
    else if (css.startsWith("/*", i)) {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? end : close + 2;
    } else break;
  }
  return i;
}

/** The index of the first of `stops` at depth 0, outside strings, comments and escapes (or `end`). */
function scanTo(css: string, i: number, end: number, stops: string): number {
  let depth = 0;
  for (; i < end; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = closingQuote(css, i, end);
    else if (css.startsWith("/*", i)) {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? end : close + 1;
    }
    else if (depth === 0 && stops.includes(c)) return i;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
  }
  return end;
}

function closingQuote(css: string, i: number, end: number): number {
  const quote = css[i];
  for (let j = i + 1; j < end; j++) {
    if (css[j] === "\\") j++;
    else if (css[j] === quote) return j;
  }
  return end;
}

function matchingBrace(css: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = closingQuote(css, i, end);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return end - 1;
}

/** A selector list split at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const comma = scanTo(prelude, from, prelude.length, ",");
    parts.push(prelude.slice(from, comma));
    if (comma >= prelude.length) return parts;
    from = comma + 1;
  }
}

/**
 * The classes a selector requires, unescaped (`.hover\:bg-x:hover` → `hover:bg-x`), also those inside
 * `:where(…)`, `:is(…)` and `:has(…)` (Tailwind's `space-y-*` rules are `:where(.space-y-4>…)`, its
 * `group-*` variants name `.group` there, which the page carries wherever it uses them); not those
 * inside `:not(…)`.
 */
function classesOfSelector(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  let notDepth = -1;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      // An attribute selector: skip to its end (its value may hold dots).
      i = scanTo(selector, i + 1, selector.length, "]");
      continue;
    }
    if (c === "(") {
      if (notDepth < 0 && selector.slice(0, i).endsWith(":not")) notDepth = depth;
      depth++;
      continue;
    }
    if (c === ")") {
      depth--;
      if (depth === notDepth) notDepth = -1;
      continue;
    }
    if (c !== ".") continue;
    let name = "";
    let j = i + 1;
    for (; j < selector.length; j++) {
      const d = selector[j]!;
      if (d === "\\") {
        const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(j + 1, j + 8));
        if (hex) {
          name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
          j += hex[0].length;
        } else {
          name += selector[j + 1] ?? "";
          j++;
        }
      } else if (/[\w-]/.test(d) || d.charCodeAt(0) > 127) name += d;
      else break;
    }
    i = j - 1;
    // Inside :not() a class is not required by the rule (it is one the element must not have).
    if (name && notDepth < 0) classes.push(name);
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[name]!);
}
