import { describe, expect, it } from "vitest";
import { applicantForFoster, canProposeMeeting, readMeetingReport, readMeetingTime } from "./meeting.ts";

describe("when a meeting may be proposed", () => {
  it("after the first approval and before the dog travels, for an adoption request only", () => {
    const at = (status: string, formType = "adoption", spam = false) => canProposeMeeting({ formType, status, spam });
    expect(["received", "getting_to_know", "pre_check", "contract", "travel", "arrived", "declined", "withdrawn"].filter((s) => at(s))).toEqual(["getting_to_know", "pre_check", "contract"]);
    expect(at("getting_to_know", "foster_home")).toBe(false);
    expect(at("getting_to_know", "adoption", true)).toBe(false);
  });
});

describe("what the foster family sees of the applicant", () => {
  it("is the first name, the place and the phone, nothing more", () => {
    const seen = applicantForFoster({ name: "Maria Canario Müller", email: "maria@example.org", phone: " 0170 1234 ", street: "Geheimweg 1", postalCode: "50667", city: "Köln", message: "secret" });
    expect(seen).toEqual({ firstName: "Maria", place: "50667 Köln", phone: "0170 1234" });
    expect(JSON.stringify(seen)).not.toMatch(/Canario|Geheimweg|example|secret/);
  });
  it("leaves out what was not given", () => {
    expect(applicantForFoster({ name: "Ana", city: "Bonn" })).toEqual({ firstName: "Ana", place: "Bonn", phone: "" });
  });
});

describe("the day and time the foster family confirms", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  it("is read in Germany's time zone, winter and summer", () => {
    expect(readMeetingTime("2026-12-05", "15:30", now)).toEqual({ ok: true, at: new Date("2026-12-05T14:30:00Z") });
    expect(readMeetingTime("2027-07-05", "15:30", now)).toEqual({ ok: true, at: new Date("2027-07-05T13:30:00Z") });
  });
  it("refuses what is not a day or a time, the past and more than a year ahead", () => {
    expect(readMeetingTime("2026-02-30", "10:00", now)).toEqual({ ok: false, problem: "invalid" });
    expect(readMeetingTime("2026-12-05", "24:00", now)).toEqual({ ok: false, problem: "invalid" });
    expect(readMeetingTime(undefined, "10:00", now)).toEqual({ ok: false, problem: "invalid" });
    expect(readMeetingTime("2026-12-01", "10:59", now)).toEqual({ ok: false, problem: "past" });
    expect(readMeetingTime("2026-12-01", "11:01", now).ok).toBe(true);
    expect(readMeetingTime("2028-01-01", "10:00", now)).toEqual({ ok: false, problem: "tooFar" });
  });
});

describe("how it went", () => {
  it("takes one of the outcomes and at most 2000 characters", () => {
    expect(readMeetingReport("good", "  Lief gut. ")).toEqual({ ok: true, outcome: "good", report: "Lief gut." });
    expect(readMeetingReport("great", "")).toEqual({ ok: false, problem: "outcome" });
    expect(readMeetingReport("unsure", "x".repeat(2001))).toEqual({ ok: false, problem: "tooLong" });
    expect(readMeetingReport("not_suitable", undefined)).toEqual({ ok: true, outcome: "not_suitable", report: "" });
  });
});
