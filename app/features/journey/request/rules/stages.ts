/**
 * Where a request stands (docs/product/journey.md#stages): an adoption request
 * and a foster-home application move through the stages of their page's steps,
 * and can end as declined or withdrawn at any stage (an adoption request also
 * as "placed elsewhere" once its dog found another family); the other forms keep
 * the simple workflow new → in progress → done / declined. The stage is the
 * submission's `status`. Pure: no I/O, no React.
 */

export const ADOPTION_STAGES = ["received", "getting_to_know", "pre_check", "contract", "travel", "arrived"] as const;
export const FOSTER_STAGES = ["received", "getting_to_know", "pre_check", "accepted"] as const;
export const SIMPLE_STATUSES = ["new", "in_progress", "done"] as const;
/** How a request ends before its last stage. */
export const CLOSINGS = ["declined", "withdrawn", "placed_elsewhere"] as const;

export type AdoptionStage = (typeof ADOPTION_STAGES)[number];
export type FosterStage = (typeof FOSTER_STAGES)[number];
export type Closing = (typeof CLOSINGS)[number];
export type Stage = AdoptionStage | FosterStage | (typeof SIMPLE_STATUSES)[number] | Closing;

/** Every value a request's status can hold (the union of all workflows). */
export const ALL_STAGES: readonly Stage[] = [
  ...new Set<Stage>([...ADOPTION_STAGES, ...FOSTER_STAGES, ...SIMPLE_STATUSES, ...CLOSINGS]),
];

export type Workflow = "adoption" | "foster" | "simple";

export function workflowOf(formType: string): Workflow {
  if (formType === "adoption") return "adoption";
  if (formType === "foster_home") return "foster";
  return "simple";
}

/** The stages a request goes through, in order (the simple workflow's too). */
export function stagesOf(formType: string): readonly Stage[] {
  const workflow = workflowOf(formType);
  return workflow === "adoption" ? ADOPTION_STAGES : workflow === "foster" ? FOSTER_STAGES : SIMPLE_STATUSES;
}

/** How a request of this form can end early. */
export function closingsOf(formType: string): readonly Closing[] {
  const workflow = workflowOf(formType);
  if (workflow === "adoption") return CLOSINGS;
  return ["declined", "withdrawn"];
}

/** Every status a request of this form may have. */
export function statusesOf(formType: string): readonly Stage[] {
  return [...stagesOf(formType), ...closingsOf(formType)];
}

export function isStatusOf(formType: string, value: unknown): value is Stage {
  return typeof value === "string" && (statusesOf(formType) as readonly string[]).includes(value);
}

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (ALL_STAGES as readonly string[]).includes(value);
}

/** The status a new request starts with. */
export function firstStage(formType: string): Stage {
  return stagesOf(formType)[0]!;
}

/** Ended: the last stage reached, or closed early. */
/** How the request ended early, or null while it is open or at its last stage. */
export function closingOf(status: string): Closing | null {
  return (CLOSINGS as readonly string[]).includes(status) ? (status as Closing) : null;
}

export function isClosed(formType: string, status: string): boolean {
  const stages = stagesOf(formType);
  return (CLOSINGS as readonly string[]).includes(status) || status === stages[stages.length - 1];
}

export function isOpen(formType: string, status: string): boolean {
  return !isClosed(formType, status);
}

/**
 * Whether the applicant can still write on the status page: while the request is open, and at its
 * last stage too (a family with its dog, a foster home at work still has questions and news); not
 * once it was declined, withdrawn or placed elsewhere.
 */
export function takesAnswers(status: string): boolean {
  return !(CLOSINGS as readonly string[]).includes(status);
}

/** The stage after this one, or null at the last stage or when closed. */
export function nextStage(formType: string, status: string): Stage | null {
  const stages = stagesOf(formType);
  const index = stages.indexOf(status as Stage);
  return index >= 0 && index < stages.length - 1 ? stages[index + 1]! : null;
}

/** Where a request is in its stages (0-based), or null when it was closed early. */
export function stageIndex(formType: string, status: string): number | null {
  const index = stagesOf(formType).indexOf(status as Stage);
  return index >= 0 ? index : null;
}

/**
 * The inbox's four groups, the same for every form: new (nobody has taken it up), in progress
 * (any open stage after that), done (the last stage), closed (declined, withdrawn, placed elsewhere).
 */
export const PHASES = ["new", "in_progress", "done", "closed"] as const;
export type Phase = (typeof PHASES)[number];

export function phaseOf(formType: string, status: string): Phase {
  if ((CLOSINGS as readonly string[]).includes(status)) return "closed";
  const stages = stagesOf(formType);
  if (status === stages[0]) return "new";
  if (status === stages[stages.length - 1]) return "done";
  return "in_progress";
}

/** The statuses of a phase across every form (for the inbox's filter). */
export function statusesOfPhase(phase: Phase): Stage[] {
  const all: Stage[] = [];
  for (const formType of ["adoption", "foster_home", "contact"]) {
    for (const status of statusesOf(formType)) if (phaseOf(formType, status) === phase && !all.includes(status)) all.push(status);
  }
  return all;
}

/**
 * The step of the form's page that explains a stage to the applicant (0-based index into the
 * page's steps, docs/product/journey.md#stages): the adoption page's seven steps begin with
 * "find your dog", so "request received" is its second; the foster page's five steps begin with
 * the application, and "accepted" is its fourth ("the right dog").
 */
export function pageStepOf(formType: string, stage: Stage): number | null {
  const workflow = workflowOf(formType);
  if (workflow === "adoption") {
    const index = (ADOPTION_STAGES as readonly string[]).indexOf(stage);
    return index >= 0 ? index + 1 : null;
  }
  if (workflow === "foster") {
    const index = (FOSTER_STAGES as readonly string[]).indexOf(stage);
    return index >= 0 ? index : null;
  }
  return null;
}

/** How a form's old four-state workflow maps onto its stages (the migration does the same in SQL). */
export function stageOfOldStatus(formType: string, old: string): Stage {
  const workflow = workflowOf(formType);
  if (workflow === "simple" || old === "declined") return old as Stage;
  if (old === "new") return "received";
  if (old === "in_progress") return "getting_to_know";
  if (old === "done") return workflow === "adoption" ? "arrived" : "accepted";
  return old as Stage;
}

/** The forms whose applicant gets a status page (docs/product/journey.md#status-page). */
export const STATUS_PAGE_FORMS = ["adoption", "foster_home", "sponsorship", "flight_sponsor"] as const;

export function hasStatusPage(formType: string): boolean {
  return (STATUS_PAGE_FORMS as readonly string[]).includes(formType);
}

/** The purpose the status-page token is derived for (decision 025; app/platform/links/tokens.server.ts). */
export const STATUS_TOKEN_PURPOSE = "request-status";
