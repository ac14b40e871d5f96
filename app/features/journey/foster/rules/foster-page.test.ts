import { describe, expect, it } from "vitest";
import { instantIn } from "#app/platform/i18n/dates.ts";
import { fosterPageCopy } from "./foster-page-copy.ts";
import { firstNameOf, invalidTimeField, meetingForms, newsState, stayLine, wallClock } from "./foster-page.ts";
import { readMeetingTime } from "./meeting.ts";

describe("the foster family's page (docs/product/foster.md#the-foster-familys-page)", () => {
  it("says since when a dog lives there, or the day it comes and how", () => {
    expect(stayLine("de", { stage: "current", startsOn: "2026-05-03", arrival: "hand" })).toBe("Bei dir seit dem 3. Mai 2026");
    expect(stayLine("es", { stage: "current", startsOn: "2026-05-03", arrival: "transport" })).toBe("Contigo desde el 3 de mayo de 2026");
    expect(stayLine("de", { stage: "planned", startsOn: "2026-06-12", arrival: "transport" })).toBe("Kommt am 12. Juni 2026 mit unserem Transport zu dir");
    expect(stayLine("de", { stage: "planned", startsOn: "2026-06-12", arrival: "flight" })).toBe("Kommt am 12. Juni 2026 mit einem Flug zu dir");
    expect(stayLine("es", { stage: "planned", startsOn: "2026-06-12", arrival: "hand" })).toBe("Llega el 12 de junio de 2026");
    // An arrival the page does not know reads as one by hand.
    expect(stayLine("de", { stage: "planned", startsOn: "2026-06-12", arrival: "boat" })).toBe("Kommt am 12. Juni 2026 zu dir");
  });

  it("offers confirm and decline for a proposal, moving for a confirmed meeting, and the report once its time has come", () => {
    const now = new Date("2026-05-10T12:00:00Z");
    expect(meetingForms({ stage: "proposed", meetingAt: null }, now)).toEqual({ confirm: true, decline: true, move: false, report: false });
    expect(meetingForms({ stage: "confirmed", meetingAt: new Date("2026-05-11T12:00:00Z") }, now)).toEqual({ confirm: false, decline: false, move: true, report: false });
    expect(meetingForms({ stage: "confirmed", meetingAt: now }, now)).toEqual({ confirm: false, decline: false, move: true, report: true });
    for (const stage of ["done", "cancelled"] as const) expect(meetingForms({ stage, meetingAt: now }, now)).toEqual({ confirm: false, decline: false, move: false, report: false });
  });

  it("tells a sent news' state: only for us, allowed on the dog page, or on it", () => {
    expect(newsState({ publishable: false, publishedAt: null })).toBe("private");
    expect(newsState({ publishable: true, publishedAt: null })).toBe("publishable");
    expect(newsState({ publishable: true, publishedAt: new Date() })).toBe("published");
  });

  it("puts a meeting time's 'invalid' on the day when it is no day, else on the time", () => {
    expect(invalidTimeField("")).toBe("day");
    expect(invalidTimeField(undefined)).toBe("day");
    expect(invalidTimeField("2026-02-30")).toBe("day");
    expect(invalidTimeField("5.12.2026")).toBe("day");
    expect(invalidTimeField("2026-12-05")).toBe("time");
  });

  it("shows a meeting's day and time again as Germany's clocks read them, the way the form sends them back", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    for (const [day, time] of [["2026-03-29", "01:30"], ["2026-07-15", "15:30"], ["2026-10-25", "23:55"], ["2026-12-05", "09:05"]] as const) {
      const at = instantIn("Europe/Berlin", day, time);
      expect(wallClock(at)).toEqual({ day, time });
      const read = readMeetingTime(wallClock(at).day, wallClock(at).time, now);
      expect(read.ok && read.at.getTime()).toBe(at.getTime());
    }
  });

  it("greets the foster family by its first name", () => {
    expect(firstNameOf("  Anna  Maria Müller ")).toBe("Anna");
    expect(firstNameOf("")).toBe("");
  });

  it("names the dog in Spanish without an adjective that would have to agree with its sex", () => {
    // The sentences that carry {dog}: none says what the dog is or how it is with a participle or an adjective.
    const texts = JSON.stringify(fosterPageCopy.es).match(/[^"]*\{dog\}[^"]*/g) ?? [];
    expect(texts.length).toBeGreaterThan(5);
    const gendered = /\{dog\}\s+(?:est[áa]\s+|es\s+|ya\s+est[áa]\s+)?(?:\p{L}+(?:ado|ada|ido|ida|ito|ita|oso|osa)|buen[oa]|list[oa]|nuev[oa]|guap[oa]|tranquil[oa]|content[oa]|sol[oa])\b/u;
    for (const text of texts) expect(text, text).not.toMatch(gendered);
    expect("{dog} está adoptada").toMatch(gendered);
    expect("{dog} llega pronto").not.toMatch(gendered);
  });
});
