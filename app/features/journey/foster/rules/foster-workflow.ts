/**
 * Foster homes, the dogs' stays in them and the families' meetings there as workflows
 * (docs/product/foster.md, decision 035): per event, the stages it may start from, who may cause it
 * and the fact it needs. Each has one writer (server/) that follows its table; nothing else changes a
 * stage. Pure: no I/O, no React.
 */
import { checkTableMove, type MoveCheck, type WorkflowRule } from "#app/platform/workflow/rules/move-check.ts";

/** Who causes a move: a coordinator (the back office), the foster family (its page) or the site itself (a request that closes). */
export type FosterMover = "coordinator" | "foster" | "system";

export const FOSTER_HOME_STAGES = ["active", "paused", "ended"] as const;
export type FosterHomeStage = (typeof FOSTER_HOME_STAGES)[number];
export const FOSTER_HOME_EVENTS = ["pause", "resume", "end"] as const;
export type FosterHomeEvent = (typeof FOSTER_HOME_EVENTS)[number];
/** `noOpenStays`: no dog lives in the home or is on its way there. */
export type FosterHomeGuard = "noOpenStays";

/** A foster home: active (takes dogs) ⇄ paused (keeps its dogs, takes no new one) → ended (no dog left). Nothing leaves "ended": a new application starts a new home. */
export const FOSTER_HOME_TABLE: Record<FosterHomeEvent, WorkflowRule<FosterHomeStage, FosterMover, FosterHomeGuard>> = {
  pause: { to: "paused", from: ["active"], by: ["coordinator"] },
  resume: { to: "active", from: ["paused"], by: ["coordinator"] },
  end: { to: "ended", from: ["active", "paused"], by: ["coordinator"], guard: "noOpenStays" },
};

export function checkFosterHomeMove(stage: string, event: string, by: FosterMover, facts: { openStays: number }): MoveCheck<FosterHomeStage, FosterHomeGuard> {
  return checkTableMove(FOSTER_HOME_TABLE, stage, event, by, (guard) => guard === "noOpenStays" && facts.openStays === 0);
}

export const STAY_STAGES = ["planned", "current", "ended", "cancelled"] as const;
export type StayStage = (typeof STAY_STAGES)[number];
export const STAY_EVENTS = ["arrive", "cancel", "end"] as const;
export type StayEvent = (typeof STAY_EVENTS)[number];

/**
 * A stay: planned (the dog is on its way, by a transport, a flight or brought by hand) → current (it
 * lives there) → ended (adopted, moved to another home, returned); a planned stay can be cancelled.
 * A move ends the current stay ("end", reason "moved") and starts a current one in the other home,
 * in one transaction. A new placement is a new stay.
 */
export const STAY_TABLE: Record<StayEvent, WorkflowRule<StayStage, FosterMover, never>> = {
  arrive: { to: "current", from: ["planned"], by: ["coordinator"] },
  cancel: { to: "cancelled", from: ["planned"], by: ["coordinator"] },
  end: { to: "ended", from: ["current"], by: ["coordinator"] },
};

export function checkStayMove(stage: string, event: string, by: FosterMover): MoveCheck<StayStage, never> {
  return checkTableMove(STAY_TABLE, stage, event, by, () => true);
}

/** Why a stay ended. */
export const STAY_END_REASONS = ["adopted", "moved", "returned", "other"] as const;
export type StayEndReason = (typeof STAY_END_REASONS)[number];

/** How a dog comes to its foster home. */
export const ARRIVALS = ["transport", "flight", "hand"] as const;
export type Arrival = (typeof ARRIVALS)[number];

export const MEETING_STAGES = ["proposed", "confirmed", "done", "cancelled"] as const;
export type MeetingStage = (typeof MEETING_STAGES)[number];
export const MEETING_EVENTS = ["confirm", "decline", "cancel", "report"] as const;
export type MeetingEvent = (typeof MEETING_EVENTS)[number];
/** `meetingCome`: the confirmed day and time has come (how it went can be told only afterwards). */
export type MeetingGuard = "meetingCome";

/**
 * A meeting: proposed by a coordinator → confirmed by the foster family with a day and time (which it
 * may confirm again, moved) → done when the foster family tells how it went, once the time has come.
 * The foster family may decline a proposal; a coordinator (or the site, when the request closes) may
 * cancel an open one. Nothing leaves "done" or "cancelled": a new proposal is a new meeting.
 */
export const MEETING_TABLE: Record<MeetingEvent, WorkflowRule<MeetingStage, FosterMover, MeetingGuard>> = {
  confirm: { to: "confirmed", from: ["proposed", "confirmed"], by: ["foster"] },
  decline: { to: "cancelled", from: ["proposed"], by: ["foster"] },
  cancel: { to: "cancelled", from: ["proposed", "confirmed"], by: ["coordinator", "system"] },
  report: { to: "done", from: ["confirmed"], by: ["foster"], guard: "meetingCome" },
};

export function checkMeetingMove(stage: string, event: string, by: FosterMover, facts: { meetingAt: Date | null; now: Date }): MoveCheck<MeetingStage, MeetingGuard> {
  return checkTableMove(MEETING_TABLE, stage, event, by, (guard) => guard === "meetingCome" && facts.meetingAt !== null && facts.meetingAt.getTime() <= facts.now.getTime());
}

/** A meeting the foster family still has to arrange or hold: only then does it see the family's first name, place and phone. */
export function isOpenMeeting(stage: string): boolean {
  return stage === "proposed" || stage === "confirmed";
}

/** How the foster family says the meeting went. */
export const MEETING_OUTCOMES = ["good", "unsure", "not_suitable"] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
