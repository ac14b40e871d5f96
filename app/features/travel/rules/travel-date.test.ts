import { describe, expect, it } from "vitest";
import { earliestTravelDate, MEDITERRANEAN_DISEASES, missingForTravel, retestDate, type DiseaseTest, type TravelPapers } from "./travel-date.ts";

const negative = (date: string): DiseaseTest[] => MEDITERRANEAN_DISEASES.map((disease) => ({ disease, date, result: "negative" }));

/** A dog born 1 June 2026, chipped and vaccinated on 1 October (18 weeks), passport issued, tested on 1 November. */
const ready: TravelPapers = {
  chipNumber: "941000024681357",
  chipDate: "2026-10-01",
  birthDate: "2026-06-01",
  rabiesDate: "2026-10-01",
  rabiesValidUntil: "2029-10-01",
  passportNumber: "ES-28-0123456",
  tests: negative("2026-11-01"),
};

describe("the 21 days after the rabies vaccination", () => {
  it("day 20 is too early, day 21 is the first day of travel", () => {
    expect(missingForTravel(ready, "2026-10-21")).toEqual([{ code: "rabiesWait", until: "2026-10-22" }, ...MEDITERRANEAN_DISEASES.map((disease) => ({ code: "test", disease }))]);
    expect(missingForTravel({ ...ready, tests: negative("2026-10-20") }, "2026-10-21")).toEqual([{ code: "rabiesWait", until: "2026-10-22" }]);
    expect(missingForTravel({ ...ready, tests: negative("2026-10-20") }, "2026-10-22")).toEqual([]);
  });
  it("the earliest travel date is the 21st day after the vaccination, or today when that has passed", () => {
    const tested = { ...ready, tests: negative("2026-10-05") };
    expect(earliestTravelDate(tested, "2026-10-05")).toBe("2026-10-22");
    expect(earliestTravelDate(tested, "2026-10-22")).toBe("2026-10-22");
    expect(earliestTravelDate(tested, "2026-11-10")).toBe("2026-11-10");
  });
  it("counts across a month and a year's end", () => {
    expect(missingForTravel({ ...ready, rabiesDate: "2026-12-20", chipDate: "2026-12-20", tests: negative("2027-01-02") }, "2027-01-09")).toEqual([{ code: "rabiesWait", until: "2027-01-10" }]);
    expect(missingForTravel({ ...ready, rabiesDate: "2026-12-20", chipDate: "2026-12-20", tests: negative("2027-01-02") }, "2027-01-10")).toEqual([]);
  });
  it("a vaccination past its validity on the day of travel must be renewed", () => {
    expect(missingForTravel({ ...ready, rabiesValidUntil: "2026-11-30" }, "2026-11-30")).toEqual([]);
    expect(missingForTravel({ ...ready, rabiesValidUntil: "2026-11-30" }, "2026-12-01")).toEqual([{ code: "rabiesExpired" }]);
    expect(earliestTravelDate({ ...ready, rabiesValidUntil: "2026-11-30" }, "2026-12-01")).toBeNull();
  });
});

describe("the chip before the vaccination", () => {
  it("a chip on the day of the vaccination counts", () => {
    expect(missingForTravel(ready, "2026-11-10")).toEqual([]);
  });
  it("a chip one day after the vaccination makes the vaccination not count: vaccinate again", () => {
    expect(missingForTravel({ ...ready, chipDate: "2026-10-02" }, "2026-11-10")).toEqual([{ code: "chipAfterVaccination" }]);
    expect(earliestTravelDate({ ...ready, chipDate: "2026-10-02" }, "2026-11-10")).toBeNull();
  });
  it("no chip number or no chip date is no chip", () => {
    expect(missingForTravel({ ...ready, chipNumber: null }, "2026-11-10")).toEqual([{ code: "chip" }]);
    expect(missingForTravel({ ...ready, chipNumber: "  " }, "2026-11-10")).toEqual([{ code: "chip" }]);
    expect(missingForTravel({ ...ready, chipDate: null }, "2026-11-10")).toEqual([{ code: "chip" }]);
  });
});

describe("the age at the vaccination", () => {
  it("12 weeks to the day is old enough, a day less is not", () => {
    expect(missingForTravel({ ...ready, birthDate: "2026-07-09" }, "2026-11-10")).toEqual([]);
    expect(missingForTravel({ ...ready, birthDate: "2026-07-10" }, "2026-11-10")).toEqual([{ code: "tooYoungAtVaccination" }]);
  });
  it("without a birth date the age cannot be checked", () => {
    expect(missingForTravel({ ...ready, birthDate: null }, "2026-11-10")).toEqual([{ code: "birthDate" }]);
  });
});

describe("what is missing", () => {
  it("a dog with no papers lacks everything, and has no travel date", () => {
    const none: TravelPapers = { chipNumber: null, chipDate: null, birthDate: null, rabiesDate: null, rabiesValidUntil: null, passportNumber: null, tests: [] };
    expect(missingForTravel(none, "2026-11-10")).toEqual([{ code: "chip" }, { code: "rabies" }, { code: "passport" }, ...MEDITERRANEAN_DISEASES.map((disease) => ({ code: "test", disease }))]);
    expect(earliestTravelDate(none, "2026-11-10")).toBeNull();
  });
  it("a malformed date counts as missing", () => {
    expect(missingForTravel({ ...ready, rabiesDate: "1.10.2026" }, "2026-11-10")).toEqual([{ code: "rabies" }]);
  });
  it("no passport number", () => {
    expect(missingForTravel({ ...ready, passportNumber: "" }, "2026-11-10")).toEqual([{ code: "passport" }]);
  });
});

describe("the Mediterranean diseases", () => {
  it("each disease needs a test no older than 180 days on the day of travel, and none after it", () => {
    expect(missingForTravel(ready, "2027-04-30")).toEqual([]);
    expect(missingForTravel(ready, "2027-05-01")).toEqual(MEDITERRANEAN_DISEASES.map((disease) => ({ code: "test", disease })));
    // A test done after the day of travel does not count for it.
    expect(missingForTravel({ ...ready, tests: negative("2026-11-11") }, "2026-11-10")).toEqual(MEDITERRANEAN_DISEASES.map((disease) => ({ code: "test", disease })));
  });
  it("one disease untested is named alone", () => {
    expect(missingForTravel({ ...ready, tests: ready.tests.filter((t) => t.disease !== "heartworm") }, "2026-11-10")).toEqual([{ code: "test", disease: "heartworm" }]);
  });
  it("a positive test is named for a veterinarian to decide; a later negative one counts", () => {
    const positive: DiseaseTest = { disease: "leishmaniosis", date: "2026-11-02", result: "positive" };
    expect(missingForTravel({ ...ready, tests: [...ready.tests, positive] }, "2026-11-10")).toEqual([{ code: "positive", disease: "leishmaniosis" }]);
    expect(earliestTravelDate({ ...ready, tests: [...ready.tests, positive] }, "2026-11-10")).toBeNull();
    const later: DiseaseTest = { disease: "leishmaniosis", date: "2026-11-05", result: "negative" };
    expect(missingForTravel({ ...ready, tests: [...ready.tests, positive, later] }, "2026-11-10")).toEqual([]);
  });
});

describe("the retest after arrival", () => {
  it("is six months on by default, the month's last day where it has no such day", () => {
    expect(retestDate("2026-12-05")).toBe("2027-06-05");
    expect(retestDate("2026-08-31")).toBe("2027-02-28");
    expect(retestDate("2027-08-31")).toBe("2028-02-29");
    expect(retestDate("2026-12-05", 12)).toBe("2027-12-05");
  });
});
