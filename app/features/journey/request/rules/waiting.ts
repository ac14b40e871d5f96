/**
 * What waits for the association (docs/product/journey.md#nothing-waits-unseen): an open request
 * nobody has taken up for more than 2 days, an applicant's answer unanswered for more than 2 days,
 * and a request without a stage change for 14 days. Pure: the dashboard, the daily summary and
 * their tests share it.
 */
import { isOpen, phaseOf } from "./stages.ts";

export const NEW_WAITS_DAYS = 2;
export const ANSWER_WAITS_DAYS = 2;
export const STALLED_DAYS = 14;

export type WaitingReason = "new" | "answer" | "stalled";
export const WAITING_REASONS: readonly WaitingReason[] = ["answer", "new", "stalled"];

export interface WaitingCandidate {
  formType: string;
  status: string;
  spam: boolean;
  createdAt: Date;
  statusChangedAt: Date;
  awaitingReply: boolean;
  lastMessageAt: Date | null;
}

const DAY = 86_400_000;

/** Why a request waits for the association now, or null (the most pressing reason when several apply). */
export function waitingReason(request: WaitingCandidate, now: Date): WaitingReason | null {
  if (request.spam || !isOpen(request.formType, request.status)) return null;
  const ago = (date: Date) => now.getTime() - date.getTime();
  if (request.awaitingReply && request.lastMessageAt && ago(request.lastMessageAt) > ANSWER_WAITS_DAYS * DAY) return "answer";
  if (phaseOf(request.formType, request.status) === "new" && ago(request.createdAt) > NEW_WAITS_DAYS * DAY) return "new";
  if (ago(request.statusChangedAt) > STALLED_DAYS * DAY) return "stalled";
  return null;
}

/** Since when a request has waited for its reason (for "waiting for 3 days"). */
export function waitingSince(request: WaitingCandidate, reason: WaitingReason): Date {
  if (reason === "answer") return request.lastMessageAt ?? request.createdAt;
  if (reason === "new") return request.createdAt;
  return request.statusChangedAt;
}

/** Whole days between two moments (at least 0). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY));
}

/** The rows grouped by assignee (unassigned under null), each group oldest first; groups in the order of their first appearance. */
export function groupByAssignee<T extends { assigneeId: string | null; since: Date }>(rows: readonly T[]): { assigneeId: string | null; rows: T[] }[] {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) groups.set(row.assigneeId, [...(groups.get(row.assigneeId) ?? []), row]);
  return [...groups.entries()].map(([assigneeId, list]) => ({ assigneeId, rows: [...list].sort((a, b) => a.since.getTime() - b.since.getTime()) }));
}
