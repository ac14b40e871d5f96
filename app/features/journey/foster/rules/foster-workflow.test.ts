import { describe, expect, it } from "vitest";
import {
  checkFosterHomeMove, checkMeetingMove, checkStayMove, FOSTER_HOME_EVENTS, FOSTER_HOME_STAGES, FOSTER_HOME_TABLE, isOpenMeeting, MEETING_EVENTS, MEETING_STAGES, MEETING_TABLE,
  STAY_EVENTS, STAY_STAGES, STAY_TABLE, type FosterMover,
} from "./foster-workflow.ts";

const MOVERS: FosterMover[] = ["coordinator", "foster", "system"];

describe("a foster home's workflow", () => {
  it("allows exactly the table's moves, and nothing from 'ended'", () => {
    for (const stage of FOSTER_HOME_STAGES)
      for (const event of FOSTER_HOME_EVENTS)
        for (const by of MOVERS) {
          const rule = FOSTER_HOME_TABLE[event];
          const allowed = (rule.from as readonly string[]).includes(stage) && rule.by.includes(by);
          expect(checkFosterHomeMove(stage, event, by, { openStays: 0 }).ok, `${stage} ${event} ${by}`).toBe(allowed);
        }
    expect(FOSTER_HOME_EVENTS.some((e) => checkFosterHomeMove("ended", e, "coordinator", { openStays: 0 }).ok)).toBe(false);
  });
  it("ends a home only without dogs living there or on their way", () => {
    expect(checkFosterHomeMove("active", "end", "coordinator", { openStays: 1 })).toEqual({ ok: false, reason: "guard", guard: "noOpenStays" });
    expect(checkFosterHomeMove("paused", "end", "coordinator", { openStays: 0 })).toEqual({ ok: true, to: "ended" });
  });
  it("names unknown events and stages as such", () => {
    expect(checkFosterHomeMove("active", "delete", "coordinator", { openStays: 0 })).toEqual({ ok: false, reason: "unknown_event" });
    expect(checkFosterHomeMove("gone", "pause", "coordinator", { openStays: 0 })).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkFosterHomeMove("active", "pause", "foster", { openStays: 0 })).toEqual({ ok: false, reason: "not_yours" });
  });
});

describe("a stay's workflow", () => {
  it("allows exactly the table's moves", () => {
    for (const stage of STAY_STAGES)
      for (const event of STAY_EVENTS)
        for (const by of MOVERS) {
          const rule = STAY_TABLE[event];
          const allowed = (rule.from as readonly string[]).includes(stage) && rule.by.includes(by);
          expect(checkStayMove(stage, event, by).ok, `${stage} ${event} ${by}`).toBe(allowed);
        }
  });
  it("lets a planned stay arrive or be cancelled, a current one end, and nothing leave 'ended' or 'cancelled'", () => {
    expect(checkStayMove("planned", "arrive", "coordinator")).toEqual({ ok: true, to: "current" });
    expect(checkStayMove("planned", "end", "coordinator").ok).toBe(false);
    expect(checkStayMove("current", "cancel", "coordinator").ok).toBe(false);
    for (const stage of ["ended", "cancelled"]) expect(STAY_EVENTS.some((e) => checkStayMove(stage, e, "coordinator").ok)).toBe(false);
  });
});

describe("a meeting's workflow", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const past = { meetingAt: new Date("2026-12-01T11:00:00Z"), now };
  it("allows exactly the table's moves when the time has come", () => {
    for (const stage of MEETING_STAGES)
      for (const event of MEETING_EVENTS)
        for (const by of MOVERS) {
          const rule = MEETING_TABLE[event];
          const allowed = (rule.from as readonly string[]).includes(stage) && rule.by.includes(by);
          expect(checkMeetingMove(stage, event, by, past).ok, `${stage} ${event} ${by}`).toBe(allowed);
        }
  });
  it("takes how it went only once the confirmed time has come", () => {
    expect(checkMeetingMove("confirmed", "report", "foster", { meetingAt: new Date("2026-12-01T12:00:01Z"), now })).toEqual({ ok: false, reason: "guard", guard: "meetingCome" });
    expect(checkMeetingMove("confirmed", "report", "foster", { meetingAt: now, now })).toEqual({ ok: true, to: "done" });
    expect(checkMeetingMove("confirmed", "report", "foster", { meetingAt: null, now }).ok).toBe(false);
  });
  it("lets only the foster family confirm or decline, and a coordinator or the site cancel", () => {
    expect(checkMeetingMove("proposed", "confirm", "coordinator", past)).toEqual({ ok: false, reason: "not_yours" });
    expect(checkMeetingMove("confirmed", "confirm", "foster", past)).toEqual({ ok: true, to: "confirmed" });
    expect(checkMeetingMove("confirmed", "decline", "foster", past)).toEqual({ ok: false, reason: "not_from_here" });
    expect(checkMeetingMove("confirmed", "cancel", "system", past)).toEqual({ ok: true, to: "cancelled" });
    expect(checkMeetingMove("proposed", "cancel", "foster", past)).toEqual({ ok: false, reason: "not_yours" });
  });
  it("calls proposed and confirmed meetings open, no other", () => {
    expect(MEETING_STAGES.filter(isOpenMeeting)).toEqual(["proposed", "confirmed"]);
  });
});
