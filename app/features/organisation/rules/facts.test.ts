import { describe, expect, it } from "vitest";
import { facts, shownFigures } from "./facts.ts";

describe("shownFigures", () => {
  it("writes the year as it is and the counts as 'more than', grouped as the language groups them", () => {
    expect(shownFigures("de")).toEqual({ activeSince: "2013", rescued: "> 2.900", rescuedLastYear: "> 150", experience: "> 10" });
    // Spanish groups from five digits on.
    expect(shownFigures("es")).toEqual({ activeSince: "2013", rescued: "> 2900", rescuedLastYear: "> 150", experience: "> 10" });
  });

  it("follows the facts", () => {
    expect(shownFigures("de").activeSince).toBe(String(facts.activeSince));
    expect(shownFigures("de").experience).toBe(`> ${facts.yearsOfExperience}`);
  });
});
