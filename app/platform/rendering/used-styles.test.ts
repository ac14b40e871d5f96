import { describe, expect, it } from "vitest";
import { classesInHtml, parseStylesheet, usedStyles } from "./used-styles.ts";

const reduce = (css: string, classes: string[]) => usedStyles(parseStylesheet(css), new Set(classes));

describe("the rules a page uses (decision 041)", () => {
  it("keeps a class rule only for a page that carries the class", () => {
    const css = ".a{color:red}.b{color:blue}";
    expect(reduce(css, ["a"])).toBe(".a{color:red}");
    expect(reduce(css, [])).toBe("");
  });

  it("always keeps rules without a class, and @property (of a property read), @keyframes, @font-face, @page", () => {
    const css = "html{color:var(--x)}*,:before{margin:0}[hidden]{display:none}@property --x{syntax:\"*\";inherits:false}@keyframes spin{to{rotate:360deg}}@page flyer{size:A4}";
    expect(reduce(css, [])).toBe(css);
  });

  it("reads Tailwind's escaped classes: variants, arbitrary values, fractions and a leading digit", () => {
    const css = [
      ".hover\\:bg-brand-800:hover{x:1}",
      ".sm\\:max-w-md{x:2}",
      ".\\[\\&_a\\]\\:font-semibold a{x:3}",
      ".max-\\[29rem\\]\\:sr-only{x:4}",
      ".w-1\\/2{x:5}",
      ".py-1\\.5{x:6}",
      ".\\32 xl\\:p-4{x:7}",
      ".group-data-\\[done\\]\\:hidden:is(:where(.group)[data-done] *){x:8}",
    ].join("");
    const used = ["hover:bg-brand-800", "sm:max-w-md", "[&_a]:font-semibold", "max-[29rem]:sr-only", "w-1/2", "py-1.5", "2xl:p-4", "group-data-[done]:hidden", "group"];
    expect(reduce(css, used)).toBe(css);
    expect(reduce(css, ["sm:max-w-md"])).toBe(".sm\\:max-w-md{x:2}");
  });

  it("needs every class of a compound selector, and one selector of a list", () => {
    const css = ".watch-heart[aria-pressed=\"true\"] .icon-heart{x:1}.a,.b{x:2}";
    expect(reduce(css, ["watch-heart"])).toBe("");
    expect(reduce(css, ["watch-heart", "icon-heart"])).toBe(".watch-heart[aria-pressed=\"true\"] .icon-heart{x:1}");
    expect(reduce(css, ["b"])).toBe(".a,.b{x:2}");
  });

  it("does not require a class named inside :not(), and does require those inside :where(), :is() and :has()", () => {
    const css = "html:not(.js) [data-js-only]{display:none}.amount-choice:has(.amount-custom:not(:placeholder-shown)) .amount-preset{x:1}:where(.space-y-4>:not(:last-child)){x:2}";
    expect(reduce(css, [])).toBe("html:not(.js) [data-js-only]{display:none}");
    expect(reduce(css, ["amount-choice", "amount-custom", "amount-preset", "space-y-4"])).toBe(css);
    expect(reduce(css, ["amount-choice", "amount-preset"])).toBe("html:not(.js) [data-js-only]{display:none}");
  });

  it("keeps a grouping rule with what it holds that is used, and drops it when nothing is", () => {
    const css = "@layer utilities{.a{x:1}@media (width>=40rem){.sm\\:a{x:2}.sm\\:b{x:3}}}@supports (color:red){.c{x:4}}@layer base;";
    expect(reduce(css, ["a", "sm:b"])).toBe("@layer utilities{.a{x:1}@media (width>=40rem){.sm\\:b{x:3}}}@layer base;");
  });

  it("is not misled by braces, commas and dots inside strings, attribute values and comments", () => {
    const css = "/* .a{} */.q[data-x=\"a.b,c\"]{content:\"}{\"}.r{x:1}";
    expect(reduce(css, ["q"])).toBe(".q[data-x=\"a.b,c\"]{content:\"}{\"}");
  });

  it("finds the classes of a page's HTML, entities decoded, and the one a script sets before the first paint", () => {
    const classes = classesInHtml('<main class="a  b"><div class="[&amp;_a]:font-semibold"></div><p class=""></p></main>');
    expect([...classes].sort()).toEqual(["[&_a]:font-semibold", "a", "b", "js"]);
  });
});

describe("custom properties nobody reads", () => {
  it("drops theme variables, defaults and @property rules that no kept rule reads, and keeps what they read in turn", () => {
    const css =
      ":root,:host{--font-sans:ui-sans-serif;--default-font:var(--font-sans);--color-a:red;--color-b:blue}" +
      "*,:before{--tw-x:0;--tw-y:0}@property --tw-x{syntax:\"*\";inherits:false}@property --tw-y{syntax:\"*\";inherits:false}" +
      "html{font-family:var(--default-font)}.a{color:var(--color-a);translate:var(--tw-x)}";
    expect(reduce(css, ["a"])).toBe(
      ":root,:host{--font-sans:ui-sans-serif;--default-font:var(--font-sans);--color-a:red}*,:before{--tw-x:0}@property --tw-x{syntax:\"*\";inherits:false}html{font-family:var(--default-font)}.a{color:var(--color-a);translate:var(--tw-x)}",
    );
    // Without .a, what only .a read goes; a rule left empty goes too.
    expect(reduce(css, [])).toBe(":root,:host{--font-sans:ui-sans-serif;--default-font:var(--font-sans)}html{font-family:var(--default-font)}");
  });

  it("keeps a variable the page's inline styles read", () => {
    const css = ":root{--color-b:blue}.z{x:1}";
    expect(usedStyles(parseStylesheet(css), new Set(), '<p style="color:var(--color-b)"></p>')).toBe(":root{--color-b:blue}");
  });
});
