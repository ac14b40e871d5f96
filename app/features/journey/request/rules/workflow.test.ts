import { describe, expect, it } from "vitest";
import { ALL_STAGES, isOpen, statusesOf, stagesOf, CLOSINGS } from "./stages.ts";
import {
  checkMove,
  endedStagesOf,
  entryEffectsOf,
  eventsOf,
  eventTo,
  isEventOf,
  nextSteps,
  openStagesOf,
  ruleOf,
  TABLES,
  travelStages,
  type GuardFacts,
  type Mover,
} from "./workflow.ts";

const FORMS = ["adoption", "foster_home", "contact"] as const;
const MOVERS: Mover[] = ["coordinator", "applicant", "system"];
const FACTS: GuardFacts[] = [
  { reserved: false, onTransport: false },
  { reserved: true, onTransport: false },
  { reserved: false, onTransport: true },
  { reserved: true, onTransport: true },
];

/** Every move the table allows, written out by hand: (form, from, event) → to, who, and the guard's facts it needs. */
const ALLOWED: Record<string, string> = {
  "adoption received accept": "getting_to_know",
  "adoption received start_precheck": "pre_check",
  "adoption getting_to_know start_precheck": "pre_check",
  "adoption getting_to_know prepare_contract": "contract",
  "adoption pre_check prepare_contract": "contract",
  "adoption received on_transport": "travel",
  "adoption getting_to_know on_transport": "travel",
  "adoption pre_check on_transport": "travel",
  "adoption contract on_transport": "travel",
  "adoption travel arrive": "arrived",
  "foster_home received accept": "getting_to_know",
  "foster_home received start_precheck": "pre_check",
  "foster_home getting_to_know start_precheck": "pre_check",
  "foster_home getting_to_know accept_home": "accepted",
  "foster_home pre_check accept_home": "accepted",
  "contact new start": "in_progress",
  "contact new finish": "done",
  "contact in_progress finish": "done",
  "contact done reopen": "in_progress",
};
for (const stage of ["received", "getting_to_know", "pre_check", "contract", "travel"]) {
  ALLOWED[`adoption ${stage} decline`] = "declined";
  ALLOWED[`adoption ${stage} withdraw`] = "withdrawn";
  ALLOWED[`adoption ${stage} place_elsewhere`] = "placed_elsewhere";
}
for (const stage of CLOSINGS) ALLOWED[`adoption ${stage} reopen`] = "getting_to_know";
for (const stage of ["received", "getting_to_know", "pre_check"]) {
  ALLOWED[`foster_home ${stage} decline`] = "declined";
  ALLOWED[`foster_home ${stage} withdraw`] = "withdrawn";
}
for (const stage of ["declined", "withdrawn"]) ALLOWED[`foster_home ${stage} reopen`] = "getting_to_know";
for (const stage of ["new", "in_progress"]) {
  ALLOWED[`contact ${stage} decline`] = "declined";
  ALLOWED[`contact ${stage} withdraw`] = "withdrawn";
}
for (const stage of ["declined", "withdrawn"]) ALLOWED[`contact ${stage} reopen`] = "in_progress";

function expectedMover(event: string): Mover[] {
  if (event === "withdraw") return ["applicant"];
  if (event === "on_transport") return ["system"];
  if (event === "start_precheck" || event === "place_elsewhere" || event === "start") return ["coordinator", "system"];
  return ["coordinator"];
}

function expectedGuard(form: string, stage: string, event: string, facts: GuardFacts): boolean {
  if (form === "adoption" && event === "on_transport") return stage === "contract" || facts.reserved;
  if (form === "adoption" && event === "arrive") return facts.onTransport;
  return true;
}

/** What checkMove must answer, from the written-out list above. */
function expectedCheck(form: string, stage: string, event: string, by: Mover, facts: GuardFacts): unknown {
  const to = ALLOWED[`${form} ${stage} ${event}`];
  if (!isEventOf(form, event)) return { ok: false, reason: "unknown_event" };
  if (!to) return { ok: false, reason: "not_from_here" };
  if (!expectedMover(event).includes(by)) return { ok: false, reason: "not_yours" };
  if (!expectedGuard(form, stage, event, facts)) return { ok: false, reason: "guard", guard: event === "arrive" ? "onTransport" : "travelReady" };
  return { ok: true, to };
}

describe("the workflow table", () => {
  const allEvents = [...new Set(FORMS.flatMap((form) => eventsOf(form)))];

  it("checks every (form, stage, event, mover, facts) exactly as the written-out list says", () => {
    let checked = 0;
    for (const form of FORMS) {
      for (const stage of [...ALL_STAGES, "bogus"]) {
        for (const event of [...allEvents, "bogus", "__proto__", "toString"]) {
          for (const by of MOVERS) {
            for (const facts of FACTS) {
              checked++;
              const key = `${form} ${stage} ${event} by ${by} ${JSON.stringify(facts)}`;
              expect(checkMove(form, stage, event, by, facts), key).toEqual(expectedCheck(form, stage, event, by, facts));
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("never moves a received adoption request straight to arrived, whoever asks and whatever the facts", () => {
    const destinations = eventsOf("adoption").flatMap((event) =>
      MOVERS.flatMap((by) => FACTS.map((facts) => checkMove("adoption", "received", event, by, facts)).flatMap((result) => (result.ok ? [result.to] : []))),
    );
    expect(destinations.length).toBeGreaterThan(0);
    expect(destinations).not.toContain("arrived");
  });

  it("moves only to stages of the request's own form, and from stages of its form", () => {
    for (const form of FORMS) {
      for (const event of eventsOf(form)) {
        const rule = ruleOf(form, event)!;
        expect(statusesOf(form)).toContain(rule.to);
        for (const from of rule.from) expect(statusesOf(form)).toContain(from);
        expect(rule.from).not.toContain(rule.to);
      }
    }
  });

  it("reaches every stage of every form from its first stage", () => {
    for (const form of FORMS) {
      const reached = new Set<string>([stagesOf(form)[0]!]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const event of eventsOf(form)) {
          const rule = ruleOf(form, event)!;
          if (!reached.has(rule.to) && rule.from.some((s) => reached.has(s))) {
            reached.add(rule.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort()).toEqual([...statusesOf(form)].sort());
    }
  });

  it("offers a coordinator only their own events of the stage, naming a guard that blocks", () => {
    expect(nextSteps("adoption", "received", FACTS[0]!).map((s) => s.event)).toEqual(["accept", "start_precheck", "decline", "place_elsewhere"]);
    expect(nextSteps("adoption", "travel", FACTS[0]!)).toEqual([
      { event: "arrive", to: "arrived", blockedBy: "onTransport" },
      { event: "decline", to: "declined", blockedBy: null },
      { event: "place_elsewhere", to: "placed_elsewhere", blockedBy: null },
    ]);
    expect(nextSteps("adoption", "travel", FACTS[2]!)[0]).toEqual({ event: "arrive", to: "arrived", blockedBy: null });
    expect(nextSteps("adoption", "arrived", FACTS[3]!)).toEqual([]);
    expect(nextSteps("adoption", "withdrawn", FACTS[0]!).map((s) => s.event)).toEqual(["reopen"]);
    for (const form of FORMS) for (const stage of ALL_STAGES) for (const step of nextSteps(form, stage, FACTS[3]!)) expect(step.event).not.toBe("withdraw");
  });

  it("finds the coordinator's event towards a template's stage, or none", () => {
    expect(eventTo("adoption", "received", "getting_to_know")).toBe("accept");
    expect(eventTo("adoption", "pre_check", "contract")).toBe("prepare_contract");
    expect(eventTo("adoption", "received", "arrived")).toBeNull();
    expect(eventTo("adoption", "received", "withdrawn")).toBeNull();
    expect(eventTo("adoption", "received", "travel")).toBeNull();
    expect(eventTo("contact", "new", "done")).toBe("finish");
  });

  it("closing releases, cancels and ends the conversation; arriving schedules the follow-ups; nothing else has an effect", () => {
    for (const form of FORMS) {
      for (const stage of statusesOf(form)) {
        const expected = (CLOSINGS as readonly string[]).includes(stage)
          ? ["closeConversation", "releaseReservation", "cancelPrecheck", "cancelMeeting"]
          : form === "adoption" && stage === "arrived"
            ? ["scheduleFollowups"]
            : [];
        expect(entryEffectsOf(form, stage), `${form} ${stage}`).toEqual(expected);
      }
    }
  });

  it("open and ended stages split every form's stages the way isOpen does", () => {
    for (const form of FORMS) {
      expect([...openStagesOf(form)]).toEqual(statusesOf(form).filter((s) => isOpen(form, s)));
      expect([...endedStagesOf(form)]).toEqual(statusesOf(form).filter((s) => !isOpen(form, s)));
    }
  });

  it("lets a family travel from the contract stage, or from any open stage when its dog is reserved for it", () => {
    expect(travelStages(false)).toEqual(["contract", "travel"]);
    expect(travelStages(true)).toEqual(["received", "getting_to_know", "pre_check", "contract", "travel"]);
  });

  it("holds one table per workflow, each event named once", () => {
    expect(Object.keys(TABLES)).toEqual(["adoption", "foster", "simple"]);
    for (const table of Object.values(TABLES)) expect(new Set(Object.keys(table)).size).toBe(Object.keys(table).length);
  });
});
