import { describe, expect, it } from "vitest";
import { hydrates, routeKeys } from "#app/platform/i18n/routes.ts";
import { JS_BUDGET_BYTES, pageKinds } from "../support/js-budgets.ts";

describe("JavaScript budgets follow the route table (decision 040)", () => {
  it("gives the islands' budget to exactly the pages that do not hydrate", () => {
    const mismatched = routeKeys.filter((key) => (pageKinds[key] === "islands") === hydrates(key));
    expect(mismatched).toEqual([]);
  });

  it("keeps the islands within 15 KB and the pages that hydrate within their budgets", () => {
    expect(JS_BUDGET_BYTES.islands).toBe(15 * 1024);
    expect(JS_BUDGET_BYTES.content).toBeGreaterThan(JS_BUDGET_BYTES.islands);
  });
});
