import { describe, expect, it } from "vitest";
import { EMPTY_PAPERS, PAPERS_FIELDS, papersFormValues, parsePapers } from "./papers-form.ts";

const empty = Object.fromEntries(PAPERS_FIELDS.map((f) => [f, ""]));

describe("the travel papers' form", () => {
  it("takes an empty form as no papers yet", () => {
    expect(parsePapers(empty)).toEqual({ ok: true, papers: EMPTY_PAPERS });
  });
  it("reads every field, the chip without its spaces and each test with its result", () => {
    const result = parsePapers({
      ...empty,
      chipNumber: " 941 000 024 681 357 ",
      chipDate: "2026-10-01",
      birthDate: "2026-06-01",
      rabiesDate: "2026-10-01",
      rabiesValidUntil: "2029-10-01",
      passportNumber: "ES-28-0123456",
      test_leishmaniosis_date: "2026-11-01",
      test_leishmaniosis_result: "negative",
      test_heartworm_date: "2026-11-02",
      test_heartworm_result: "positive",
      neutered: "yes",
      otherVaccinations: "DHPPi 2026-09-01",
      notes: "Sehr lieb",
      healthPublic: "yes",
    });
    expect(result).toEqual({
      ok: true,
      papers: {
        chipNumber: "941000024681357",
        chipDate: "2026-10-01",
        birthDate: "2026-06-01",
        rabiesDate: "2026-10-01",
        rabiesValidUntil: "2029-10-01",
        passportNumber: "ES-28-0123456",
        tests: [
          { disease: "leishmaniosis", date: "2026-11-01", result: "negative" },
          { disease: "heartworm", date: "2026-11-02", result: "positive" },
        ],
        neutered: true,
        otherVaccinations: "DHPPi 2026-09-01",
        notes: "Sehr lieb",
        healthPublic: true,
      },
    });
    expect(parsePapers(papersFormValues(result.ok ? result.papers : EMPTY_PAPERS))).toEqual(result);
  });
  it("names each wrong field, keeping what was typed", () => {
    const result = parsePapers({
      ...empty,
      chipNumber: "94100002468135",
      chipDate: "2026-02-30",
      rabiesDate: "2026-10-01",
      rabiesValidUntil: "2026-09-30",
      passportNumber: "x".repeat(41),
      test_ehrlichiosis_date: "2026-11-01",
      test_anaplasmosis_result: "negative",
      notes: "n".repeat(2001),
      healthPublic: true,
    });
    expect(result).toEqual({
      ok: false,
      values: expect.objectContaining({ chipNumber: "94100002468135", chipDate: "2026-02-30", healthPublic: "yes" }),
      errors: {
        chipNumber: "chip",
        chipDate: "date",
        rabiesValidUntil: "order",
        passportNumber: "tooLong",
        test_ehrlichiosis_result: "result",
        test_anaplasmosis_date: "result",
        notes: "tooLong",
      },
    });
  });
  it("neutered: yes, no, or not known", () => {
    for (const [value, neutered] of [["yes", true], ["no", false], ["", null], ["vielleicht", null]] as const) {
      expect(parsePapers({ ...empty, neutered: value })).toMatchObject({ ok: true, papers: { neutered } });
    }
  });
  it("the health line is public only when ticked: \"yes\" as posted, or true as the form kit reads a tick", () => {
    for (const [value, healthPublic] of [["yes", true], [true, true], ["", false], [false, false], [undefined, false], ["on", false]] as const) {
      expect(parsePapers({ ...empty, healthPublic: value })).toMatchObject({ ok: true, papers: { healthPublic } });
    }
    expect(papersFormValues({ ...EMPTY_PAPERS, healthPublic: true }).healthPublic).toBe("yes");
    expect(papersFormValues(EMPTY_PAPERS).healthPublic).toBe("");
  });
});
