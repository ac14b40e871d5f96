/**
 * How a workflow table decides a move (decision 035): an event names the stage it leads to, the
 * stages it may start from, who may cause it and the fact it may need. A request's table
 * (app/features/journey/request/rules/workflow.ts) and a membership's and a fee's
 * (app/features/membership/rules/workflow.ts) are read the same way, here. Pure: no I/O.
 */

export interface WorkflowRule<S extends string, M extends string, G extends string> {
  to: S;
  from: readonly S[];
  by: readonly M[];
  guard?: G;
}

export type MoveCheck<S extends string, G extends string> =
  | { ok: true; to: S }
  | { ok: false; reason: "unknown_event" | "not_from_here" | "not_yours" | "guard"; guard?: G };

/** Whether `event` may move something at `stage`, caused by `by`, when `holds` says which facts are true. */
export function checkTableMove<S extends string, M extends string, G extends string>(
  table: Readonly<Record<string, WorkflowRule<S, M, G>>>,
  stage: string,
  event: string,
  by: M,
  holds: (guard: G) => boolean,
): MoveCheck<S, G> {
  if (!Object.hasOwn(table, event)) return { ok: false, reason: "unknown_event" };
  const rule = table[event]!;
  if (!(rule.from as readonly string[]).includes(stage)) return { ok: false, reason: "not_from_here" };
  if (!rule.by.includes(by)) return { ok: false, reason: "not_yours" };
  if (rule.guard && !holds(rule.guard)) return { ok: false, reason: "guard", guard: rule.guard };
  return { ok: true, to: rule.to };
}
