/**
 * The workflow of a request as data (docs/product/journey.md#stages, decision 035): per form, the
 * events that move a request, each with the stages it may start from, who may cause it and the
 * guard it must pass, and what entering a stage does. `moveRequest` (server/request-stage.server.ts)
 * is the one writer that follows this table; the back office offers a coordinator's events of the
 * current stage as buttons; the SQL filters ("open", "closed", "on its way") are read from here.
 * Pure: no I/O, no React.
 */
import { checkTableMove, type MoveCheck as TableMoveCheck, type WorkflowRule } from "#app/platform/workflow/rules/move-check.ts";
import { ADOPTION_STAGES, CLOSINGS, FOSTER_STAGES, SIMPLE_STATUSES, statusesOf, workflowOf, type Stage, type Workflow } from "./stages.ts";

/** Who causes an event: a coordinator (a button, a reply), the applicant (the status page) or the site itself (a step elsewhere). */
export type Mover = "coordinator" | "applicant" | "system";

/**
 * A fact an event needs before it may happen:
 * - `travelReady`: the request is at the contract stage or its dog is reserved for it (who may go on a transport);
 * - `onTransport`: the family has an entry on a transport (a journey or a handover in Benicarló), or its dog is on a traveller's flight.
 */
export type Guard = "travelReady" | "onTransport";

export interface GuardFacts {
  reserved: boolean;
  onTransport: boolean;
}

export type EventRule = WorkflowRule<Stage, Mover, Guard>;

export const ADOPTION_EVENTS = ["accept", "start_precheck", "prepare_contract", "on_transport", "arrive", "decline", "withdraw", "place_elsewhere", "reopen"] as const;
export const FOSTER_EVENTS = ["accept", "start_precheck", "accept_home", "decline", "withdraw", "reopen"] as const;
export const SIMPLE_EVENTS = ["start", "finish", "decline", "withdraw", "reopen"] as const;

export type AdoptionEvent = (typeof ADOPTION_EVENTS)[number];
export type FosterEvent = (typeof FOSTER_EVENTS)[number];
export type SimpleEvent = (typeof SIMPLE_EVENTS)[number];
export type WorkflowEvent = AdoptionEvent | FosterEvent | SimpleEvent;

const ADOPTION_OPEN = ["received", "getting_to_know", "pre_check", "contract", "travel"] as const satisfies readonly (typeof ADOPTION_STAGES)[number][];
const FOSTER_OPEN = ["received", "getting_to_know", "pre_check"] as const satisfies readonly (typeof FOSTER_STAGES)[number][];
const SIMPLE_OPEN = ["new", "in_progress"] as const satisfies readonly (typeof SIMPLE_STATUSES)[number][];

/** The adoption request's table (its stages: stages.ts ADOPTION_STAGES). */
export const ADOPTION_TABLE: Record<AdoptionEvent, EventRule> = {
  accept: { to: "getting_to_know", from: ["received"], by: ["coordinator"] },
  start_precheck: { to: "pre_check", from: ["received", "getting_to_know"], by: ["coordinator", "system"] },
  prepare_contract: { to: "contract", from: ["getting_to_know", "pre_check"], by: ["coordinator"] },
  // Putting the family on a transport (the transport's page) moves it; a family a dog is reserved for may travel before the contract stage.
  on_transport: { to: "travel", from: ["received", "getting_to_know", "pre_check", "contract"], by: ["system"], guard: "travelReady" },
  arrive: { to: "arrived", from: ["travel"], by: ["coordinator"], guard: "onTransport" },
  decline: { to: "declined", from: ADOPTION_OPEN, by: ["coordinator"] },
  withdraw: { to: "withdrawn", from: ADOPTION_OPEN, by: ["applicant"] },
  place_elsewhere: { to: "placed_elsewhere", from: ADOPTION_OPEN, by: ["coordinator", "system"] },
  reopen: { to: "getting_to_know", from: CLOSINGS, by: ["coordinator"] },
};

/** The foster-home application's table. */
export const FOSTER_TABLE: Record<FosterEvent, EventRule> = {
  accept: { to: "getting_to_know", from: ["received"], by: ["coordinator"] },
  start_precheck: { to: "pre_check", from: ["received", "getting_to_know"], by: ["coordinator", "system"] },
  accept_home: { to: "accepted", from: ["getting_to_know", "pre_check"], by: ["coordinator"] },
  decline: { to: "declined", from: FOSTER_OPEN, by: ["coordinator"] },
  withdraw: { to: "withdrawn", from: FOSTER_OPEN, by: ["applicant"] },
  reopen: { to: "getting_to_know", from: ["declined", "withdrawn"], by: ["coordinator"] },
};

/** The other forms' table (contact, sponsorship, membership …): new → in progress → done. */
export const SIMPLE_TABLE: Record<SimpleEvent, EventRule> = {
  // Matching a dog to a flight sponsor's offer takes it in hand too (docs/product/travel.md#flight-sponsors).
  start: { to: "in_progress", from: ["new"], by: ["coordinator", "system"] },
  finish: { to: "done", from: SIMPLE_OPEN, by: ["coordinator"] },
  decline: { to: "declined", from: SIMPLE_OPEN, by: ["coordinator"] },
  withdraw: { to: "withdrawn", from: SIMPLE_OPEN, by: ["applicant"] },
  reopen: { to: "in_progress", from: ["done", "declined", "withdrawn"], by: ["coordinator"] },
};

export const TABLES: Record<Workflow, Readonly<Record<string, EventRule>>> = { adoption: ADOPTION_TABLE, foster: FOSTER_TABLE, simple: SIMPLE_TABLE };

/** A form's events, in the order the back office offers them. */
export function eventsOf(formType: string): readonly WorkflowEvent[] {
  return Object.keys(TABLES[workflowOf(formType)]) as WorkflowEvent[];
}

export function ruleOf(formType: string, event: string): EventRule | null {
  const table = TABLES[workflowOf(formType)];
  return Object.hasOwn(table, event) ? table[event]! : null;
}

export function isEventOf(formType: string, value: unknown): value is WorkflowEvent {
  return typeof value === "string" && ruleOf(formType, value) !== null;
}

export function guardHolds(guard: Guard | undefined, stage: string, facts: GuardFacts): boolean {
  if (!guard) return true;
  if (guard === "travelReady") return stage === "contract" || facts.reserved;
  return facts.onTransport;
}

export type MoveCheck = TableMoveCheck<Stage, Guard>;

/** Whether `event` may move a request of this form at `stage`, caused by `by`, given the guard's facts. */
export function checkMove(formType: string, stage: string, event: string, by: Mover, facts: GuardFacts): MoveCheck {
  return checkTableMove(TABLES[workflowOf(formType)], stage, event, by, (guard) => guardHolds(guard, stage, facts));
}

/** A coordinator's next steps at this stage: the events whose source it is, with whether the guard lets them through now. */
export function nextSteps(formType: string, stage: string, facts: GuardFacts): { event: WorkflowEvent; to: Stage; blockedBy: Guard | null }[] {
  return eventsOf(formType).flatMap((event) => {
    const rule = ruleOf(formType, event)!;
    if (!rule.by.includes("coordinator") || !(rule.from as readonly string[]).includes(stage)) return [];
    return [{ event, to: rule.to, blockedBy: guardHolds(rule.guard, stage, facts) ? null : rule.guard! }];
  });
}

/** The coordinator's event that moves a request from `stage` to `to`, if there is one (a template's stage → the reply's move). */
export function eventTo(formType: string, stage: string, to: string): WorkflowEvent | null {
  return nextSteps(formType, stage, { reserved: true, onTransport: true }).find((step) => step.to === to)?.event ?? null;
}

/** What entering a stage does, besides writing it (run by the one writer in the same transaction). */
export type EntryEffect = "closeConversation" | "releaseReservation" | "cancelPrecheck" | "cancelMeeting" | "scheduleFollowups";

export function entryEffectsOf(formType: string, stage: Stage): readonly EntryEffect[] {
  if ((CLOSINGS as readonly string[]).includes(stage)) return ["closeConversation", "releaseReservation", "cancelPrecheck", "cancelMeeting"];
  if (workflowOf(formType) === "adoption" && stage === "arrived") return ["scheduleFollowups"];
  return [];
}

/** The stages a form's requests are still open at (not ended, not closed early): for SQL filters. */
export function openStagesOf(formType: string): readonly Stage[] {
  const workflow = workflowOf(formType);
  return workflow === "adoption" ? ADOPTION_OPEN : workflow === "foster" ? FOSTER_OPEN : SIMPLE_OPEN;
}

/** The stages a form's requests have ended at (the last stage, or closed early). */
export function endedStagesOf(formType: string): readonly Stage[] {
  const open = openStagesOf(formType) as readonly string[];
  return statusesOf(formType).filter((stage) => !open.includes(stage));
}

/**
 * The stages at which an adoption request may be on a transport (the transport page's list of
 * families): on its way already, or where the table's "on_transport" may start, given whether
 * the dog is reserved for the family.
 */
export function travelStages(reserved: boolean): readonly Stage[] {
  const rule = ADOPTION_TABLE.on_transport;
  return [...rule.from.filter((stage) => guardHolds(rule.guard, stage, { reserved, onTransport: false })), rule.to];
}

/** Every stage a request of this form can hold: what "correct the stage" offers. */
export function correctableStagesOf(formType: string): readonly Stage[] {
  return statusesOf(formType);
}
