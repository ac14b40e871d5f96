import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { donationsCopy } from "./donations/copy.ts";
import { hospiceCopy } from "./hospice/copy.ts";
import { membershipCopy, membershipFaqTopics } from "./membership/copy.ts";
import { copyModules, shape, strings } from "../../tests/support/copy-modules.ts";

describe("the copy modules", () => {
  it("are all checked: every copy.ts and <part>-copy.ts of the pages and features is in the list", () => {
    const app = fileURLToPath(new URL("..", import.meta.url));
    const files = readdirSync(app, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /(\/|-)copy\.ts$/.test(file));
    expect(Object.keys(copyModules).sort()).toEqual(files.sort());
  });
});

describe.each(Object.entries(copyModules))("%s copy", (_name, copy) => {
  it("has the same keys in German and Spanish (deep)", () => {
    expect(shape(copy.es)).toEqual(shape(copy.de));
  });

  it("has no placeholder text", () => {
    for (const locale of ["de", "es"] as const) {
      for (const text of strings(copy[locale])) {
        // "TODO" as a marker (upper case): Spanish "todo" / "todos" is an ordinary word.
        expect(text, text).not.toMatch(/lorem|ipsum/i);
        expect(text, text).not.toMatch(/\bTODO\b|FIXME|XXX/);
        expect(text.trim(), "empty string").not.toBe("");
      }
    }
  });
});

describe("membership FAQ", () => {
  it.each(["de", "es"] as const)("answers the five topics in %s", (locale) => {
    const items = membershipCopy[locale].faq.items;
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.topic).sort()).toEqual([...membershipFaqTopics].sort());
  });

  it.each(["de", "es"] as const)("names every payment interval and the cancellation at month end in %s", (locale) => {
    const text = (topic: string) =>
      membershipCopy[locale].faq.items
        .filter((item) => item.topic === topic)
        .flatMap((item) => item.answer)
        .join(" ");
    const [intervals, cancellation, cost] = [text("intervals"), text("cancellation"), text("cost")];
    const expected =
      locale === "de"
        ? { intervals: ["monatlich", "vierteljährlich", "halbjährlich", "jährlich"], cancellation: /Ende des Monats/ }
        : { intervals: ["cada mes", "cada trimestre", "cada semestre", "una vez al año"], cancellation: /final de mes/ };
    for (const word of expected.intervals) expect(intervals).toContain(word);
    expect(cancellation).toMatch(expected.cancellation);
    // The smallest fee comes from the settings (docs/product/membership.md#settings), filled in by the page.
    expect(cost).toContain("{minimum}");
  });

  it.each(["de", "es"] as const)("has unique anchor ids in %s", (locale) => {
    const ids = membershipCopy[locale].faq.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("donations", () => {
  it.each(["de", "es"] as const)("lists the four purposes in %s", (locale) => {
    const ids = donationsCopy[locale].purposes.items.map((item) => item.id);
    expect(ids).toEqual(["food", "medical", "transport", "mediation"]);
  });

  it("shows the tax-receipt note on the German site only", () => {
    expect(donationsCopy.de.taxText).toMatch(/300\u00a0€/);
    expect(donationsCopy.es.taxHeading).toBeNull();
    expect(donationsCopy.es.taxText).toBeNull();
  });

  it.each(["de", "es"] as const)("has five or six FAQ entries with unique anchor ids in %s", (locale) => {
    const ids = donationsCopy[locale].faq.items.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(["de", "es"] as const)("has no FAQ anchor that repeats a section anchor in %s", (locale) => {
    const copy = donationsCopy[locale];
    const anchors = [...Object.values(copy.ids), ...copy.faq.items.map((item) => item.id)];
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

describe("hospice", () => {
  it.each(["de", "es"] as const)("says that 10 % of hospice donations go to general projects in %s", (locale) => {
    expect(hospiceCopy[locale].donate.text).toContain("10\u00a0%");
  });
});
