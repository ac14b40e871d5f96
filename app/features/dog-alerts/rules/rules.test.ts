import { describe, expect, it } from "vitest";
import { makeDog } from "#app/features/dogs/rules/dog.fixtures.ts";
import { announcedDog, matchesAlert, newDogs, nextDigestAt, zonedTime } from "./rules.ts";

const everything = { types: ["adoption", "sponsorship", "hospice"], locations: ["germany", "spain"] } as const;

describe("matchesAlert (docs/product/dog-alerts.md#matching)", () => {
  const adoptionDe = makeDog({ id: "1", title: "Luna", species: "Hunde DE" });
  const adoptionEs = makeDog({ id: "2", title: "Max", species: "Hunde ES" });
  const sponsorshipEs = makeDog({ id: "3", title: "Pia", species: "Hunde ES", mediated: true, tags: ["Patenschaften"] });
  const hospice = makeDog({ id: "4", title: "Opa", species: "Hunde Hospiz" });
  const both = makeDog({ id: "5", title: "Kira", species: "Hunde DE", tags: ["patenschaften"] });

  it("needs one of the chosen types", () => {
    expect(matchesAlert(adoptionDe, { types: ["adoption"], locations: ["germany"] })).toBe(true);
    expect(matchesAlert(adoptionDe, { types: ["sponsorship"], locations: ["germany"] })).toBe(false);
    expect(matchesAlert(adoptionDe, { types: ["hospice"], locations: ["germany", "spain"] })).toBe(false);
    expect(matchesAlert(sponsorshipEs, { types: ["sponsorship"], locations: ["spain"] })).toBe(true);
    expect(matchesAlert(sponsorshipEs, { types: ["adoption"], locations: ["spain"] })).toBe(false);
    expect(matchesAlert(hospice, { types: ["hospice"], locations: ["spain"] })).toBe(true);
    expect(matchesAlert(hospice, { types: ["adoption", "sponsorship"], locations: ["spain"] })).toBe(false);
    expect(matchesAlert(both, { types: ["sponsorship"], locations: ["germany"] })).toBe(true);
    expect(matchesAlert(both, { types: ["adoption"], locations: ["germany"] })).toBe(true);
  });

  it("needs one of the chosen countries, counted as the dog list's location filter does", () => {
    expect(matchesAlert(adoptionDe, { types: ["adoption"], locations: ["spain"] })).toBe(false);
    expect(matchesAlert(adoptionEs, { types: ["adoption"], locations: ["spain"] })).toBe(true);
    expect(matchesAlert(adoptionEs, { types: ["adoption"], locations: ["germany"] })).toBe(false);
    // A foster dog of another species living in Germany is still "spain" for the filter.
    const other = makeDog({ id: "6", title: "Rex", species: "Katzen", inGermany: true, tags: ["patenschaften"] });
    expect(matchesAlert(other, { types: ["sponsorship"], locations: ["spain"] })).toBe(true);
    expect(matchesAlert(other, { types: ["sponsorship"], locations: ["germany"] })).toBe(false);
  });

  it("never announces a reserved dog or one that is not listed", () => {
    expect(matchesAlert(makeDog({ id: "7", title: "Bo", species: "Hunde DE", reserved: true }), everything)).toBe(false);
    expect(matchesAlert(makeDog({ id: "8", species: "Hunde DE" }), everything)).toBe(false);
    expect(matchesAlert(makeDog({ title: "Nameless id", species: "Hunde DE" }), everything)).toBe(false);
  });

  it("matches nothing with an empty choice", () => {
    expect(matchesAlert(adoptionDe, { types: [], locations: ["germany"] })).toBe(false);
    expect(matchesAlert(adoptionDe, { types: ["adoption"], locations: [] })).toBe(false);
  });
});

describe("newDogs", () => {
  it("keeps the dogs whose id was not there before, in order", () => {
    const list = [makeDog({ id: "3", title: "C" }), makeDog({ id: "1", title: "A" }), makeDog({ id: "2", title: "B" }), makeDog({ title: "no id" })];
    expect(newDogs(list, new Set(["1"])).map((d) => d.id)).toEqual(["3", "2"]);
    expect(newDogs(list, new Set(["1", "2", "3"]))).toEqual([]);
  });
});

describe("announcedDog", () => {
  it("keeps the public facts only, with the Spanish headline falling back to the German one", () => {
    const dog = makeDog({ id: "00012345", title: "Müller", species: "Hunde DE", publicHeadline: "Lieb", reserved: false });
    expect(announcedDog(dog)).toEqual({ id: "00012345", name: "Müller", slug: "mueller-00012345", headline: { de: "Lieb", es: "Lieb" } });
    const spanish = makeDog({ id: "9", title: "Sol", publicHeadline: "Lieb", publicHeadline_es: "Cariñoso" });
    expect(announcedDog(spanish).headline).toEqual({ de: "Lieb", es: "Cariñoso" });
    expect(announcedDog(makeDog({ id: "10", name: "X" })).headline).toEqual({ de: null, es: null });
  });
});

describe("nextDigestAt (docs/product/dog-alerts.md#frequency)", () => {
  const berlin = "Europe/Berlin";
  it("has no due time for immediate alerts", () => {
    expect(nextDigestAt("immediate", new Date("2026-11-22T10:00:00Z"), berlin)).toBeNull();
  });
  it("daily: 07:00 site time on the same day while it is ahead, else the next day", () => {
    // Winter: Berlin is UTC+1, so 07:00 is 06:00 UTC.
    expect(nextDigestAt("daily", new Date("2026-11-22T05:59:00Z"), berlin)?.toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(nextDigestAt("daily", new Date("2026-11-22T06:00:00Z"), berlin)?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(nextDigestAt("daily", new Date("2026-11-22T22:30:00Z"), berlin)?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
    // Summer: UTC+2.
    expect(nextDigestAt("daily", new Date("2026-07-01T12:00:00Z"), berlin)?.toISOString()).toBe("2026-07-02T05:00:00.000Z");
    // Late evening in UTC is already the next day in Berlin.
    expect(nextDigestAt("daily", new Date("2026-07-01T23:30:00Z"), berlin)?.toISOString()).toBe("2026-07-02T05:00:00.000Z");
  });
  it("daily across the changes of summer time", () => {
    // Spring forward on 29 March 2026: 07:00 on the 29th is UTC+2 already.
    expect(nextDigestAt("daily", new Date("2026-03-28T12:00:00Z"), berlin)?.toISOString()).toBe("2026-03-29T05:00:00.000Z");
    // Fall back on 25 October 2026: 07:00 on the 25th is UTC+1 again.
    expect(nextDigestAt("daily", new Date("2026-10-24T12:00:00Z"), berlin)?.toISOString()).toBe("2026-10-25T06:00:00.000Z");
  });
  it("weekly: the next Monday at 07:00 site time", () => {
    // Sunday 22 November 2026 → Monday 23rd.
    expect(nextDigestAt("weekly", new Date("2026-11-22T10:00:00Z"), berlin)?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
    // Monday before 07:00 → the same Monday; after → a week later.
    expect(nextDigestAt("weekly", new Date("2026-11-23T05:00:00Z"), berlin)?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(nextDigestAt("weekly", new Date("2026-11-23T06:00:00Z"), berlin)?.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextDigestAt("weekly", new Date("2026-11-25T12:00:00Z"), berlin)?.toISOString()).toBe("2026-11-30T06:00:00.000Z");
  });
  it("follows the site's time zone (Madrid)", () => {
    expect(nextDigestAt("daily", new Date("2026-11-22T10:00:00Z"), "Europe/Madrid")?.toISOString()).toBe("2026-11-23T06:00:00.000Z");
  });
  it("is always in the future, for every hour of a year", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 * 13) {
      const from = new Date(t);
      const daily = nextDigestAt("daily", from, berlin)!;
      const weekly = nextDigestAt("weekly", from, berlin)!;
      expect(daily.getTime()).toBeGreaterThan(t);
      expect(daily.getTime() - t).toBeLessThanOrEqual(25 * 3_600_000);
      expect(weekly.getTime() - t).toBeLessThanOrEqual(7 * 24 * 3_600_000 + 3_600_000);
      expect(new Intl.DateTimeFormat("en-GB", { timeZone: berlin, hour: "2-digit", minute: "2-digit", weekday: "short" }).format(weekly)).toBe("Mon 07:00");
    }
  });
  it("zonedTime finds the instant of a wall-clock time", () => {
    expect(zonedTime(berlin, 2026, 1, 15, 7).toISOString()).toBe("2026-01-15T06:00:00.000Z");
    expect(zonedTime("Europe/Madrid", 2026, 8, 15, 7).toISOString()).toBe("2026-08-15T05:00:00.000Z");
  });
});
