import { describe, expect, it } from "vitest";
import { fromApplication, readFosterHome } from "#app/features/journey/foster/public.ts";
import { adminMessages } from "./messages/index.ts";
import { exportTable, formValuesOf, formValuesSent, homeSchema, problemMessages, stageFilterOf, stageQuery } from "./foster-home-form.ts";

const home = {
  stage: "active",
  name: "Anna Müller",
  email: "anna@example.org",
  phone: "+49 171 1234567",
  street: "Hauptstraße 1",
  postalCode: "23701",
  city: "Süsel",
  capacity: 2,
  sizes: "small,large",
  hasCats: true,
  hasChildren: false,
  visits: true,
  visitTimes: "",
  createdAt: new Date("2027-03-01T10:00:00Z"),
  dogs: [
    { dogName: "Luna", stage: "current" as const },
    { dogName: "Max", stage: "planned" as const },
  ],
};

describe("the foster homes' list filter (?stand=)", () => {
  it("is the active and paused homes unless a stage or 'alle' is asked for; anything else is the default", () => {
    const of = (query: string) => stageFilterOf(new URLSearchParams(query));
    expect([of(""), of("stand=active"), of("stand=paused"), of("stand=ended"), of("stand=alle"), of("stand=all"), of("stand=__proto__")]).toEqual(["open", "active", "paused", "ended", "all", "open", "open"]);
    for (const filter of ["open", "active", "paused", "ended", "all"] as const) expect(of(stageQuery(filter).slice(1))).toBe(filter);
  });
});

describe("the details' form", () => {
  it("reads a post as readFosterHome needs it: every ticked size, unticked boxes absent", () => {
    const parsed = homeSchema.parse({ name: "Anna", email: "anna@example.org", phone: "1", street: "S 1", postalCode: "50667", city: "Köln", capacity: "3", sizes: ["small", "large"], hasCats: "on" });
    const read = readFosterHome(parsed);
    expect(read).toMatchObject({ ok: true, values: { capacity: 3, sizes: ["small", "large"], hasCats: true, hasChildren: false, visits: false } });
  });

  it("names each problem in the volunteer's language, a field too long with its limit", () => {
    for (const locale of ["de", "es"] as const) {
      const p = adminMessages[locale].fosterHomes;
      const read = readFosterHome({ name: "x".repeat(101), email: "kein", phone: "", street: "S", postalCode: "1", city: "K", capacity: "0", sizes: [] });
      if (read.ok) throw new Error("read");
      expect(problemMessages(read.problems, p)).toEqual({
        name: p.problems.tooLong.replace("{max}", "100"),
        email: p.problems.email,
        phone: p.problems.required,
        postalCode: p.problems.postalCode,
        capacity: p.problems.capacity,
        sizes: p.problems.sizes,
      });
    }
  });

  it("shows an application's starting values, and a refused post as it was typed", () => {
    const start = formValuesOf(fromApplication({ name: "Anna", email: "a@example.org", phone: "1", address: "Hauptstraße 1, 23701 Süsel", zipCode: "23701" }));
    expect(start).toMatchObject({ street: "Hauptstraße 1", city: "Süsel", postalCode: "23701", capacity: "1", sizes: ["small", "medium", "large"], visits: true, hasCats: false });
    expect(formValuesSent({ capacity: "25", hasChildren: "on" }, ["large", "tiny"])).toMatchObject({ capacity: "25", sizes: ["large"], hasChildren: true, visits: false, name: "" });
  });
});

describe("the foster homes' export", () => {
  it("has one row per home in the volunteer's words: the stage, the sizes, yes and no, the dogs living there (not those on their way), the day it was made", () => {
    for (const locale of ["de", "es"] as const) {
      const p = adminMessages[locale].fosterHomes;
      const { header, rows } = exportTable([home], p);
      expect(header).toEqual(Object.values(p.columns));
      expect(rows).toEqual([[p.stages.active, "Anna Müller", "anna@example.org", "+49 171 1234567", "Hauptstraße 1", "23701", "Süsel", 2, `${p.sizeNames.small}, ${p.sizeNames.large}`, p.yes, p.no, p.yes, null, "Luna", home.createdAt]]);
    }
  });
});
