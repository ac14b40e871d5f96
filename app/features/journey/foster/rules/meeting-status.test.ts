import { describe, expect, it } from "vitest";
import { meetingStatus, meetingStatusCopy, meetingTimeText } from "./meeting-status.ts";
import { MEETING_STAGES } from "./foster-workflow.ts";

const region = { area: "50", city: "Köln" };
// 5 December 2026, 15:30 in Germany (CET: UTC+1).
const at = new Date("2026-12-05T14:30:00Z");
const meeting = (stage: string, meetingAt: Date | null = null) => ({ stage, meetingAt, region, dogName: "Luna" });

describe("the status page's words of a meeting in the foster home", () => {
  it("says the day and time as Germany's clock shows them, in the reader's language", () => {
    expect(meetingTimeText(at, "de")).toBe("Samstag, 5. Dezember 2026 um 15:30 Uhr");
    expect(meetingTimeText(at, "es")).toBe("sábado, 5 de diciembre de 2026, a las 15:30");
    // Summer time: UTC+2.
    expect(meetingTimeText(new Date("2027-06-12T08:05:00Z"), "de")).toBe("Samstag, 12. Juni 2027 um 10:05 Uhr");
  });

  it("proposed: the foster family will call; confirmed: day, time and region only; done: that it took place", () => {
    for (const locale of ["de", "es"] as const) {
      const c = meetingStatusCopy[locale];
      const proposed = meetingStatus(meeting("proposed"), locale, true)!;
      expect(proposed.heading).toBe(c.heading.replace("{dog}", "Luna"));
      expect(proposed.intro).toBe(c.proposed.replace(/\{dog\}/g, "Luna"));
      expect(proposed.when).toBeNull();
      const confirmed = meetingStatus(meeting("confirmed", at), locale, true)!;
      expect(confirmed.when).toEqual({ iso: at.toISOString(), text: c.when.replace("{when}", meetingTimeText(at, locale)) });
      expect(confirmed.lines).toContain(c.where.replace("{city}", "Köln").replace("{area}", "50"));
      expect(confirmed.lines).toContain(c.whereExactly);
      const done = meetingStatus(meeting("done", at), locale, false)!;
      expect(done.heading).toBe(c.headingDone.replace("{dog}", "Luna"));
      expect([done.intro, ...done.lines, done.when]).toEqual([c.done, null]);
    }
    // Without a region (a postcode that cannot be read), no place is named at all.
    expect(meetingStatus({ ...meeting("confirmed", at), region: null }, "de", true)!.lines.join(" ")).not.toMatch(/PLZ/);
  });

  it("tells an open or cancelled meeting only while the request is open; a stage it does not know, never", () => {
    for (const stage of MEETING_STAGES) {
      const closed = meetingStatus(meeting(stage, at), "de", false);
      expect(closed === null, stage).toBe(stage !== "done");
      expect(meetingStatus(meeting(stage, at), "de", true)?.stage).toBe(stage);
    }
    expect(meetingStatus(meeting("confirmed", null), "de", true)).toBeNull();
    expect(meetingStatus(meeting("whatever", at), "de", true)).toBeNull();
    expect(meetingStatus(null, "de", true)).toBeNull();
  });

  it("Spanish speaks to the reader with tú and never assumes a gender", () => {
    const words = Object.values(meetingStatusCopy.es).join(" ");
    expect(words).not.toMatch(/\b(usted|interesad[oa]s?|invitad[oa]s?|bienvenid[oa]s?|seguro|segura|conocerle|conocerla|contento|contenta|listo|lista)\b/i);
    expect(Object.values(meetingStatusCopy.de).join(" ")).not.toMatch(/\b(Sie|Ihnen|Ihr[e]?)\b(?! habt)/);
  });
});
