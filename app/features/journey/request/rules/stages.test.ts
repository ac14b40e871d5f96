import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { adoptionSteps, fosterSteps } from "./copy.ts";
import {
  ADOPTION_STAGES,
  ALL_STAGES,
  CLOSINGS,
  closingOf,
  FOSTER_STAGES,
  PHASES,
  SIMPLE_STATUSES,
  STATUS_PAGE_FORMS,
  STATUS_TOKEN_PURPOSE,
  closingsOf,
  firstStage,
  hasStatusPage,
  isClosed,
  isOpen,
  isStage,
  isStatusOf,
  nextStage,
  pageStepOf,
  phaseOf,
  stageIndex,
  stageOfOldStatus,
  stagesOf,
  statusesOf,
  statusesOfPhase,
  workflowOf,
  type Stage,
 takesAnswers } from "./stages.ts";

/** Every form the site receives (the four forms and the membership application). */
const FORMS = [...SUBMISSION_KINDS];
const SIMPLE_FORMS = FORMS.filter((form) => form !== "adoption" && form !== "foster_home");
const OLD_STATUSES = ["new", "in_progress", "done", "declined"] as const;

const anyForm = fc.oneof(fc.constantFrom(...FORMS, "unknown", ""), fc.string());
const anyStatus = fc.oneof(fc.constantFrom(...ALL_STAGES, "", "NEW", "Received", "spam"), fc.string());

describe("the workflows (docs/product/journey.md#stages)", () => {
  it("names the stages of an adoption, a foster home and the simple workflow in order", () => {
    expect(ADOPTION_STAGES).toEqual(["received", "getting_to_know", "pre_check", "contract", "travel", "arrived"]);
    expect(FOSTER_STAGES).toEqual(["received", "getting_to_know", "pre_check", "accepted"]);
    expect(SIMPLE_STATUSES).toEqual(["new", "in_progress", "done"]);
    expect(CLOSINGS).toEqual(["declined", "withdrawn", "placed_elsewhere"]);
  });

  it("ALL_STAGES is the union of every workflow and closing, each value once", () => {
    expect([...ALL_STAGES].sort()).toEqual(
      [
        "received",
        "getting_to_know",
        "pre_check",
        "contract",
        "travel",
        "arrived",
        "accepted",
        "new",
        "in_progress",
        "done",
        "declined",
        "withdrawn",
        "placed_elsewhere",
      ].sort(),
    );
    expect(new Set(ALL_STAGES).size).toBe(ALL_STAGES.length);
  });

  it("only an adoption request and a foster application have their own workflow", () => {
    expect(workflowOf("adoption")).toBe("adoption");
    expect(workflowOf("foster_home")).toBe("foster");
    for (const form of SIMPLE_FORMS) expect(workflowOf(form)).toBe("simple");
    expect(workflowOf("")).toBe("simple");
    expect(workflowOf("Adoption")).toBe("simple");
    expect(workflowOf("foster")).toBe("simple");
    expect(workflowOf("unknown")).toBe("simple");
  });

  it("stagesOf gives each form its workflow's stages", () => {
    expect(stagesOf("adoption")).toEqual([...ADOPTION_STAGES]);
    expect(stagesOf("foster_home")).toEqual([...FOSTER_STAGES]);
    for (const form of SIMPLE_FORMS) expect(stagesOf(form)).toEqual(["new", "in_progress", "done"]);
    expect(stagesOf("whatever")).toEqual(["new", "in_progress", "done"]);
  });

  it("placed_elsewhere closes only an adoption request", () => {
    expect(closingsOf("adoption")).toEqual(["declined", "withdrawn", "placed_elsewhere"]);
    expect(closingsOf("foster_home")).toEqual(["declined", "withdrawn"]);
    for (const form of SIMPLE_FORMS) expect(closingsOf(form)).toEqual(["declined", "withdrawn"]);
  });

  it("statusesOf is the stages followed by the closings", () => {
    expect(statusesOf("adoption")).toEqual([
      "received",
      "getting_to_know",
      "pre_check",
      "contract",
      "travel",
      "arrived",
      "declined",
      "withdrawn",
      "placed_elsewhere",
    ]);
    expect(statusesOf("foster_home")).toEqual(["received", "getting_to_know", "pre_check", "accepted", "declined", "withdrawn"]);
    expect(statusesOf("contact")).toEqual(["new", "in_progress", "done", "declined", "withdrawn"]);
    expect(statusesOf("sponsorship")).toEqual(["new", "in_progress", "done", "declined", "withdrawn"]);
    expect(statusesOf("membership")).toEqual(["new", "in_progress", "done", "declined", "withdrawn"]);
  });

  it("firstStage is where a new request starts", () => {
    expect(firstStage("adoption")).toBe("received");
    expect(firstStage("foster_home")).toBe("received");
    for (const form of SIMPLE_FORMS) expect(firstStage(form)).toBe("new");
  });
});

describe("isStatusOf and isStage", () => {
  it("accepts exactly the statuses of the form", () => {
    expect(isStatusOf("adoption", "contract")).toBe(true);
    expect(isStatusOf("adoption", "placed_elsewhere")).toBe(true);
    expect(isStatusOf("adoption", "accepted")).toBe(false);
    expect(isStatusOf("adoption", "new")).toBe(false);
    expect(isStatusOf("adoption", "done")).toBe(false);
    expect(isStatusOf("foster_home", "accepted")).toBe(true);
    expect(isStatusOf("foster_home", "placed_elsewhere")).toBe(false);
    expect(isStatusOf("foster_home", "travel")).toBe(false);
    expect(isStatusOf("foster_home", "arrived")).toBe(false);
    expect(isStatusOf("contact", "new")).toBe(true);
    expect(isStatusOf("contact", "withdrawn")).toBe(true);
    expect(isStatusOf("contact", "received")).toBe(false);
    expect(isStatusOf("contact", "placed_elsewhere")).toBe(false);
    expect(isStatusOf("sponsorship", "placed_elsewhere")).toBe(false);
  });

  it("refuses what is not a string, and other spellings", () => {
    for (const value of [null, undefined, 0, 1, true, {}, ["new"], { toString: () => "new" }]) {
      expect(isStatusOf("contact", value)).toBe(false);
      expect(isStage(value)).toBe(false);
    }
    expect(isStatusOf("contact", "New")).toBe(false);
    expect(isStatusOf("contact", " new")).toBe(false);
    expect(isStatusOf("contact", "")).toBe(false);
    expect(isStage("")).toBe(false);
    expect(isStage("RECEIVED")).toBe(false);
    expect(isStage("spam")).toBe(false);
  });

  it("isStage accepts every stage of every workflow and every closing", () => {
    for (const stage of ALL_STAGES) expect(isStage(stage)).toBe(true);
  });

  it("property: every status of statusesOf is accepted by isStatusOf and is a stage", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        for (const status of statusesOf(form)) {
          expect(isStatusOf(form, status)).toBe(true);
          expect(isStage(status)).toBe(true);
        }
      }),
    );
  });

  it("property: isStatusOf accepts only statuses of statusesOf", () => {
    fc.assert(
      fc.property(anyForm, anyStatus, (form, status) => {
        expect(isStatusOf(form, status)).toBe((statusesOf(form) as readonly string[]).includes(status));
        expect(!isStatusOf(form, status) || isStage(status)).toBe(true);
      }),
    );
  });
});

describe("closed and open", () => {
  it("a request is closed at its last stage or by a closing", () => {
    expect(isClosed("adoption", "arrived")).toBe(true);
    expect(isClosed("adoption", "travel")).toBe(false);
    expect(isClosed("adoption", "received")).toBe(false);
    expect(isClosed("foster_home", "accepted")).toBe(true);
    expect(isClosed("foster_home", "pre_check")).toBe(false);
    expect(isClosed("contact", "done")).toBe(true);
    expect(isClosed("contact", "in_progress")).toBe(false);
    expect(isClosed("contact", "new")).toBe(false);
    for (const form of FORMS) for (const closing of CLOSINGS) expect(isClosed(form, closing)).toBe(true);
  });

  it("the last stage of another workflow does not close a request", () => {
    expect(isClosed("adoption", "accepted")).toBe(false);
    expect(isClosed("adoption", "done")).toBe(false);
    expect(isClosed("foster_home", "arrived")).toBe(false);
    expect(isClosed("contact", "arrived")).toBe(false);
  });

  it("an unknown status counts as open", () => {
    expect(isClosed("adoption", "spam")).toBe(false);
    expect(isOpen("adoption", "spam")).toBe(true);
    expect(isOpen("contact", "")).toBe(true);
  });

  it("property: isOpen is the negation of isClosed", () => {
    fc.assert(
      fc.property(anyForm, anyStatus, (form, status) => {
        expect(isOpen(form, status)).toBe(!isClosed(form, status));
      }),
    );
  });

  it("property: of a form's statuses exactly the last stage and the closings are closed", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const stages = stagesOf(form);
        const closed = statusesOf(form).filter((status) => isClosed(form, status));
        expect(closed).toEqual([stages[stages.length - 1], ...closingsOf(form)]);
      }),
    );
  });
});

describe("nextStage and stageIndex", () => {
  it("steps through an adoption", () => {
    expect(nextStage("adoption", "received")).toBe("getting_to_know");
    expect(nextStage("adoption", "getting_to_know")).toBe("pre_check");
    expect(nextStage("adoption", "pre_check")).toBe("contract");
    expect(nextStage("adoption", "contract")).toBe("travel");
    expect(nextStage("adoption", "travel")).toBe("arrived");
    expect(nextStage("adoption", "arrived")).toBeNull();
  });

  it("steps through a foster application and the simple workflow", () => {
    expect(nextStage("foster_home", "pre_check")).toBe("accepted");
    expect(nextStage("foster_home", "accepted")).toBeNull();
    expect(nextStage("contact", "new")).toBe("in_progress");
    expect(nextStage("contact", "in_progress")).toBe("done");
    expect(nextStage("contact", "done")).toBeNull();
  });

  it("has no next stage after a closing, an unknown status or another workflow's stage", () => {
    for (const form of FORMS) for (const closing of CLOSINGS) expect(nextStage(form, closing)).toBeNull();
    expect(nextStage("adoption", "new")).toBeNull();
    expect(nextStage("adoption", "accepted")).toBeNull();
    expect(nextStage("foster_home", "contract")).toBeNull();
    expect(nextStage("contact", "received")).toBeNull();
    expect(nextStage("contact", "")).toBeNull();
  });

  it("stageIndex is the position in the stages, null when closed early or unknown", () => {
    expect(ADOPTION_STAGES.map((stage) => stageIndex("adoption", stage))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(FOSTER_STAGES.map((stage) => stageIndex("foster_home", stage))).toEqual([0, 1, 2, 3]);
    expect(SIMPLE_STATUSES.map((stage) => stageIndex("membership", stage))).toEqual([0, 1, 2]);
    for (const closing of CLOSINGS) expect(stageIndex("adoption", closing)).toBeNull();
    expect(stageIndex("adoption", "accepted")).toBeNull();
    expect(stageIndex("foster_home", "travel")).toBeNull();
    expect(stageIndex("contact", "received")).toBeNull();
  });

  it("property: nextStage walks every workflow from its first stage to its end, one stage at a time", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const walked: Stage[] = [];
        let stage: Stage | null = firstStage(form);
        while (stage !== null && walked.length <= ALL_STAGES.length) {
          walked.push(stage);
          expect(isOpen(form, stage)).toBe(walked.length < stagesOf(form).length);
          stage = nextStage(form, stage);
        }
        expect(walked).toEqual([...stagesOf(form)]);
        expect(isClosed(form, walked[walked.length - 1]!)).toBe(true);
        walked.forEach((s, index) => expect(stageIndex(form, s)).toBe(index));
      }),
    );
  });

  it("property: nextStage of any status is null or the stage one index further", () => {
    fc.assert(
      fc.property(anyForm, anyStatus, (form, status) => {
        const next = nextStage(form, status);
        const index = stageIndex(form, status);
        const last = stagesOf(form).length - 1;
        const expected = index === null || index === last ? null : stagesOf(form)[index + 1];
        expect(next).toBe(expected);
        expect(next === null ? null : stageIndex(form, next)).toBe(next === null ? null : index! + 1);
      }),
    );
  });
});

describe("phases of the inbox", () => {
  it("names the four phases", () => {
    expect(PHASES).toEqual(["new", "in_progress", "done", "closed"]);
  });

  it("puts each adoption status in its phase", () => {
    expect(statusesOf("adoption").map((status) => [status, phaseOf("adoption", status)])).toEqual([
      ["received", "new"],
      ["getting_to_know", "in_progress"],
      ["pre_check", "in_progress"],
      ["contract", "in_progress"],
      ["travel", "in_progress"],
      ["arrived", "done"],
      ["declined", "closed"],
      ["withdrawn", "closed"],
      ["placed_elsewhere", "closed"],
    ]);
  });

  it("puts each foster and simple status in its phase", () => {
    expect(statusesOf("foster_home").map((status) => phaseOf("foster_home", status))).toEqual([
      "new",
      "in_progress",
      "in_progress",
      "done",
      "closed",
      "closed",
    ]);
    for (const form of SIMPLE_FORMS) {
      expect(statusesOf(form).map((status) => phaseOf(form, status))).toEqual(["new", "in_progress", "done", "closed", "closed"]);
    }
  });

  it("a closing is closed for every form, even one it does not belong to", () => {
    expect(phaseOf("contact", "placed_elsewhere")).toBe("closed");
    expect(phaseOf("foster_home", "placed_elsewhere")).toBe("closed");
  });

  it("an unknown status or another workflow's stage is in progress", () => {
    expect(phaseOf("adoption", "new")).toBe("in_progress");
    expect(phaseOf("adoption", "done")).toBe("in_progress");
    expect(phaseOf("contact", "received")).toBe("in_progress");
    expect(phaseOf("contact", "arrived")).toBe("in_progress");
    expect(phaseOf("foster_home", "arrived")).toBe("in_progress");
    expect(phaseOf("contact", "")).toBe("in_progress");
  });

  it("property: phaseOf is total and agrees with isClosed and the first stage", () => {
    fc.assert(
      fc.property(anyForm, anyStatus, (form, status) => {
        const phase = phaseOf(form, status);
        expect(PHASES).toContain(phase);
        expect(phase === "new").toBe(status === firstStage(form));
        expect(phase === "closed").toBe((CLOSINGS as readonly string[]).includes(status));
        expect(isClosed(form, status)).toBe(phase === "done" || phase === "closed");
      }),
    );
  });

  it("statusesOfPhase gathers each phase's statuses across the workflows, each once", () => {
    expect(statusesOfPhase("new")).toEqual(["received", "new"]);
    expect(statusesOfPhase("in_progress")).toEqual(["getting_to_know", "pre_check", "contract", "travel", "in_progress"]);
    expect(statusesOfPhase("done")).toEqual(["arrived", "accepted", "done"]);
    expect(statusesOfPhase("closed")).toEqual(["declined", "withdrawn", "placed_elsewhere"]);
  });

  it("the phases' statuses cover every stage exactly once", () => {
    const all = PHASES.flatMap((phase) => statusesOfPhase(phase));
    expect(all.length).toBe(ALL_STAGES.length);
    expect([...all].sort()).toEqual([...ALL_STAGES].sort());
  });

  it("property: every status of every form is found in the statuses of its phase", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), (form) => {
        for (const status of statusesOf(form)) expect(statusesOfPhase(phaseOf(form, status))).toContain(status);
      }),
    );
  });
});

describe("pageStepOf: the step of the form's page that explains a stage", () => {
  it("the adoption page's seven steps start with finding the dog, so a stage is one step further", () => {
    expect(ADOPTION_STAGES.map((stage) => pageStepOf("adoption", stage))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(adoptionSteps.de).toHaveLength(7);
    expect(adoptionSteps.es).toHaveLength(7);
    expect(adoptionSteps.de[pageStepOf("adoption", "received")!]!.title).toBe("Schick uns eine Anfrage");
    expect(adoptionSteps.de[pageStepOf("adoption", "pre_check")!]!.title).toBe("Vorkontrolle");
    expect(adoptionSteps.de[pageStepOf("adoption", "contract")!]!.title).toBe("Schutzvertrag und Schutzgebühr");
    expect(adoptionSteps.de[pageStepOf("adoption", "arrived")!]!.title).toBe("Ankommen und Begleitung");
    expect(adoptionSteps.es[pageStepOf("adoption", "received")!]!.title).toBe("Envíanos tu solicitud");
    expect(adoptionSteps.es[pageStepOf("adoption", "travel")!]!.title).toBe("Recogida en Benicarló");
  });

  it("the foster page's five steps start with the application, and accepted is the fourth", () => {
    expect(FOSTER_STAGES.map((stage) => pageStepOf("foster_home", stage))).toEqual([0, 1, 2, 3]);
    expect(fosterSteps.de).toHaveLength(5);
    expect(fosterSteps.es).toHaveLength(5);
    expect(fosterSteps.de[pageStepOf("foster_home", "received")!]!.title).toBe("Bewerbung");
    expect(fosterSteps.de[pageStepOf("foster_home", "accepted")!]!.title).toBe("Der passende Hund");
    expect(fosterSteps.es[pageStepOf("foster_home", "accepted")!]!.title).toBe("El perro adecuado");
  });

  it("no step for a closing, another workflow's stage, or a form without a page", () => {
    for (const closing of CLOSINGS) {
      expect(pageStepOf("adoption", closing)).toBeNull();
      expect(pageStepOf("foster_home", closing)).toBeNull();
    }
    expect(pageStepOf("adoption", "accepted")).toBeNull();
    expect(pageStepOf("adoption", "new")).toBeNull();
    expect(pageStepOf("foster_home", "contract")).toBeNull();
    expect(pageStepOf("foster_home", "arrived")).toBeNull();
    for (const form of SIMPLE_FORMS) for (const stage of ALL_STAGES) expect(pageStepOf(form, stage)).toBeNull();
  });

  it("property: every stage of an adoption or foster home has a step of the page, in both languages", () => {
    for (const [form, steps] of [
      ["adoption", adoptionSteps],
      ["foster_home", fosterSteps],
    ] as const) {
      const indexes = stagesOf(form).map((stage) => pageStepOf(form, stage)!);
      expect(new Set(indexes).size).toBe(indexes.length);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      for (const index of indexes) {
        expect(steps.de[index]).toBeDefined();
        expect(steps.es[index]).toBeDefined();
      }
    }
  });
});

describe("stageOfOldStatus: the migration of the old four states", () => {
  it("maps an adoption's old states onto its stages", () => {
    expect(OLD_STATUSES.map((old) => stageOfOldStatus("adoption", old))).toEqual(["received", "getting_to_know", "arrived", "declined"]);
  });

  it("maps a foster application's old states onto its stages", () => {
    expect(OLD_STATUSES.map((old) => stageOfOldStatus("foster_home", old))).toEqual(["received", "getting_to_know", "accepted", "declined"]);
  });

  it("keeps the simple workflow's states as they are", () => {
    for (const form of SIMPLE_FORMS) expect(OLD_STATUSES.map((old) => stageOfOldStatus(form, old))).toEqual([...OLD_STATUSES]);
  });

  it("keeps a value that is already a stage", () => {
    for (const stage of ADOPTION_STAGES) expect(stageOfOldStatus("adoption", stage)).toBe(stage);
    for (const stage of FOSTER_STAGES) expect(stageOfOldStatus("foster_home", stage)).toBe(stage);
    expect(stageOfOldStatus("adoption", "withdrawn")).toBe("withdrawn");
    expect(stageOfOldStatus("adoption", "placed_elsewhere")).toBe("placed_elsewhere");
  });

  it("property: every old state of every form maps onto a status of that form", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...OLD_STATUSES), (form, old) => {
        const stage = stageOfOldStatus(form, old);
        expect(isStatusOf(form, stage)).toBe(true);
        // The migration keeps the phase: new stays new, in progress stays in progress, done stays done.
        expect(phaseOf(form, stage)).toBe(old === "declined" ? "closed" : old);
      }),
    );
  });

  it("property: mapping twice is mapping once", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...OLD_STATUSES), (form, old) => {
        const once = stageOfOldStatus(form, old);
        expect(stageOfOldStatus(form, once)).toBe(once);
      }),
    );
  });
});

describe("the status page", () => {
  it("only adoption, foster home, sponsorship and a flight sponsor's offer give the applicant a status page", () => {
    expect(STATUS_PAGE_FORMS).toEqual(["adoption", "foster_home", "sponsorship", "flight_sponsor"]);
    expect(hasStatusPage("flight_sponsor")).toBe(true);
    expect(hasStatusPage("adoption")).toBe(true);
    expect(hasStatusPage("foster_home")).toBe(true);
    expect(hasStatusPage("sponsorship")).toBe(true);
    expect(hasStatusPage("contact")).toBe(false);
    expect(hasStatusPage("membership")).toBe(false);
    expect(hasStatusPage("")).toBe(false);
    expect(hasStatusPage("Adoption")).toBe(false);
  });

  it("its token has its own purpose", () => {
    expect(STATUS_TOKEN_PURPOSE).toBe("request-status");
  });
});

describe("takesAnswers", () => {
  it("takes the applicant's answers while open and at the last stage, never once closed early", () => {
    for (const status of ["received", "getting_to_know", "pre_check", "contract", "travel", "arrived", "accepted", "new", "in_progress", "done"]) {
      expect([status, takesAnswers(status)]).toEqual([status, true]);
    }
    for (const status of ["declined", "withdrawn", "placed_elsewhere"]) expect([status, takesAnswers(status)]).toEqual([status, false]);
  });
});

describe("closingOf", () => {
  it("names the closing, and null for every other status", () => {
    expect(closingOf("declined")).toBe("declined");
    expect(closingOf("withdrawn")).toBe("withdrawn");
    expect(closingOf("placed_elsewhere")).toBe("placed_elsewhere");
    for (const stage of [...ADOPTION_STAGES, ...FOSTER_STAGES, ...SIMPLE_STATUSES]) expect(closingOf(stage)).toBeNull();
    expect(closingOf("")).toBeNull();
    expect(closingOf("Declined")).toBeNull();
  });
});
