import { describe, expect, it } from "vitest";
import { labelled } from "./labelled.ts";

describe("labelled", () => {
  it("gives each value its label, in the order of the values", () => {
    const labels = { b: "Bee", a: "Ay", c: "Sea" };
    expect(labelled(["c", "a"] as const, labels)).toEqual([
      { value: "c", label: "Sea" },
      { value: "a", label: "Ay" },
    ]);
  });

  it("is empty for no values", () => {
    expect(labelled([], {})).toEqual([]);
  });
});
