import { describe, expect, it } from "vitest";
import { adoptionSteps } from "#app/features/journey/request/rules/copy.ts";
import { adminMessages } from "./index.ts";

/** Every text of a messages object, deep. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the contract stage has one name", () => {
  it("every stage the back office quotes („…“, «…») is named as the stage is named, in both languages", () => {
    for (const locale of ["de", "es"] as const) {
      const m = adminMessages[locale];
      const names = new Set(Object.values(m.statuses as Record<string, string>));
      const quoted = texts(m).flatMap((text) => [...text.matchAll(/[„«]([^“»]+)[“»]/g)].map((q) => q[1]!));
      const stageLike = quoted.filter((q) => /^(Vertrag|Schutzvertrag|Reise|Contrato|Viaje)\b/.test(q));
      expect(stageLike.length).toBeGreaterThan(0);
      expect(stageLike.filter((q) => !names.has(q))).toEqual([]);
    }
  });
  it("the back office, the adoption page's step and the status page's stage say the same", () => {
    for (const locale of ["de", "es"] as const) {
      const step = adoptionSteps[locale][4]!;
      expect(adminMessages[locale].statuses.contract).toBe(step.title);
      expect(adminMessages[locale].contract.section).toBe(step.title);
    }
  });
});
