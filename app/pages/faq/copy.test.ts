import { describe, expect, it } from "vitest";
import { locales } from "#app/platform/i18n/locale.ts";
import { pages } from "#app/platform/i18n/routes.ts";
import { adoptionCopy } from "../adoption/copy.ts";
import { dogNameFromQuery, dogNameFromState } from "../adoption/dog-name.ts";
import { linksOf, plainText, type Paragraph } from "#app/ui/rich-text-model.ts";
import { faqAnchors, faqCopy, faqEntries } from "./copy.ts";
import { faqAnchorPairs, faqCounterpartAnchors } from "../../ui/page-anchors.ts";
import { fosterCopy } from "../foster-home/copy.ts";
import { homeCopy } from "../home/copy.ts";

const urlSafeId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function ids(list: readonly { id: string }[]): string[] {
  return list.map((item) => item.id);
}

describe.each(locales)("content pages (%s)", (locale) => {
  const faq = faqCopy[locale];
  const entries = faqEntries(faq);
  const adoption = adoptionCopy[locale];
  const foster = fosterCopy[locale];

  it("FAQ page has 23 to 24 entries with unique, URL-safe ids", () => {
    expect(entries.length).toBeGreaterThanOrEqual(23);
    expect(entries.length).toBeLessThanOrEqual(24);
    const all = [...ids(entries), ...ids(faq.groups), faq.cta.id];
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(urlSafeId);
  });

  it("FAQ page has the anchors other pages link to", () => {
    const entryIds = ids(entries);
    for (const anchor of Object.values(faqAnchors[locale])) expect(entryIds).toContain(anchor);
  });

  it("every FAQ answer has text", () => {
    for (const entry of [...entries, ...adoption.faq.entries, ...foster.faq.entries]) {
      expect(entry.question.trim()).not.toBe("");
      expect(plainText(entry.answer).length).toBeGreaterThan(40);
    }
  });

  it("adoption page: 12 FAQ entries, 7 steps, unique URL-safe ids", () => {
    expect(adoption.faq.entries).toHaveLength(12);
    expect(adoption.process.steps).toHaveLength(7);
    const all = [...ids(adoption.faq.entries), ...ids(adoption.process.steps)];
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(urlSafeId);
    for (const id of ids(adoption.faq.entries)) expect(id).toMatch(/^adop(tion|cion)-/);
  });

  it("foster page: 7 FAQ entries, 5 steps, unique URL-safe ids", () => {
    expect(foster.faq.entries).toHaveLength(7);
    expect(foster.process.steps).toHaveLength(5);
    const all = [...ids(foster.faq.entries), ...ids(foster.process.steps), foster.application.id];
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(urlSafeId);
  });

  it("the adoption steps link to the dog list and the FAQ anchors", () => {
    const links = linksOf(adoption.process.steps.map((step) => step.text));
    expect(links.some((link) => link.linkKey === "dogs")).toBe(true);
    const { preCheck, contract, fee, whySpain } = faqAnchors[locale];
    const anchors = links.filter((link) => link.linkKey === "faq").map((link) => link.anchor);
    expect(anchors).toEqual(expect.arrayContaining([preCheck, contract, fee]));
    expect(adoption.process.whySpain).toMatchObject({ linkKey: "faq", anchor: whySpain });
  });

  it("the foster steps link to the pre-check answer", () => {
    const links = linksOf(foster.process.steps.map((step) => step.text));
    expect(links).toContainEqual(expect.objectContaining({ linkKey: "faq", anchor: faqAnchors[locale].preCheck }));
  });

  it("every FAQ link to an anchor points at an existing entry", () => {
    const entryIds = new Set(ids(entries));
    const paragraphs: Paragraph[] = [
      ...entries.flatMap((entry) => entry.answer),
      ...adoption.faq.entries.flatMap((entry) => entry.answer),
      ...foster.faq.entries.flatMap((entry) => entry.answer),
      ...adoption.process.steps.map((step) => step.text),
      ...foster.process.steps.map((step) => step.text),
      [adoption.process.whySpain, adoption.health.faqLink],
    ];
    const links = linksOf(paragraphs);
    for (const link of links) expect(Object.keys(pages)).toContain(link.linkKey);
    const faqAnchorsUsed = links.filter((link) => link.linkKey === "faq" && link.anchor).map((link) => link.anchor);
    for (const anchor of faqAnchorsUsed) expect(entryIds).toContain(anchor);
  });

  it("the home page has six 'why us' cards", () => {
    expect(homeCopy[locale].whyUs.cards).toHaveLength(6);
  });

});

function faqText(locale: "de" | "es"): string {
  return plainText(faqEntries(faqCopy[locale]).flatMap((entry) => entry.answer));
}

describe("facts that differ per language", () => {
  it("German FAQ: fee 490 €, the transfer points and the receipt rule", () => {
    const text = faqText("de");
    expect(text).toContain("490\u00a0€");
    expect(text).not.toContain("340\u00a0€");
    for (const city of ["Freiburg", "Karlsruhe", "Frankfurt", "Köln", "Dortmund", "Hannover", "Seevetal", "Berlin"]) {
      expect(text).toContain(city);
    }
    expect(text).toContain("300\u00a0€");
  });

  it("Spanish FAQ: fee 340 €, pickup in Benicarló, no German receipt rule", () => {
    const text = faqText("es");
    expect(text).toContain("340\u00a0€");
    expect(text).not.toContain("490\u00a0€");
    expect(text).toContain("Benicarló");
    expect(text).not.toContain("300\u00a0€");
  });
});

describe("dog name for the adoption contact form", () => {
  it("takes a trimmed name of at most 100 characters from the query", () => {
    expect(dogNameFromQuery("  Luna ")).toBe("Luna");
    expect(dogNameFromQuery("a".repeat(100))).toBe("a".repeat(100));
    expect(dogNameFromQuery("a".repeat(101))).toBeUndefined();
    expect(dogNameFromQuery("   ")).toBeUndefined();
    expect(dogNameFromQuery(null)).toBeUndefined();
  });

  it("reads only a string dogName from navigation state", () => {
    expect(dogNameFromState({ dogName: "Rocky" })).toBe("Rocky");
    expect(dogNameFromState({ dogName: 3 })).toBeUndefined();
    expect(dogNameFromState(null)).toBeUndefined();
    expect(dogNameFromState("Rocky")).toBeUndefined();
  });
});

describe("FAQ anchors across the languages (faq-anchors.ts)", () => {
  it("pairs every entry, topic and the closing section of each language exactly once", () => {
    for (const locale of locales) {
      const copy = faqCopy[locale];
      const pageIds = [...ids(faqEntries(copy)), ...ids(copy.groups), copy.cta.id].sort();
      expect(faqAnchorPairs.map((pair) => pair[locale]).sort()).toEqual(pageIds);
    }
  });
  it("pairs entries by meaning: the shared FAQ anchors of docs/product/content.md#adoption map onto each other", () => {
    const map = faqCounterpartAnchors("de");
    for (const key of Object.keys(faqAnchors.de) as (keyof typeof faqAnchors.de)[]) {
      expect(map[faqAnchors.de[key]]).toBe(faqAnchors.es[key]);
    }
    expect(map.uebergabeorte).toBe("recogida-benicarlo");
    expect(faqCounterpartAnchors("es")["control-previo"]).toBe("vorkontrolle");
  });
});
