import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { ALL_STAGES, CLOSINGS, isClosed, phaseOf, stagesOf, statusesOf } from "./stages.ts";
import {
  ANSWER_WAITS_DAYS,
  NEW_WAITS_DAYS,
  STALLED_DAYS,
  WAITING_REASONS,
  daysBetween,
  groupByAssignee,
  waitingReason,
  waitingSince,
  type WaitingCandidate,
} from "./waiting.ts";

const DAY = 86_400_000;
const FORMS = [...SUBMISSION_KINDS];
const now = new Date("2025-06-15T08:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const daysAgo = (days: number) => ago(days * DAY);

/** A request that waits for nothing: taken up, recently moved, nothing unanswered. */
function request(fields: Partial<WaitingCandidate> = {}): WaitingCandidate {
  return {
    formType: "adoption",
    status: "getting_to_know",
    spam: false,
    createdAt: daysAgo(1),
    statusChangedAt: daysAgo(1),
    awaitingReply: false,
    lastMessageAt: null,
    ...fields,
  };
}

describe("the thresholds (docs/product/journey.md#nothing-waits-unseen)", () => {
  it("are 2, 2 and 14 days, and the reasons come most pressing first", () => {
    expect(NEW_WAITS_DAYS).toBe(2);
    expect(ANSWER_WAITS_DAYS).toBe(2);
    expect(STALLED_DAYS).toBe(14);
    expect(WAITING_REASONS).toEqual(["answer", "new", "stalled"]);
  });
});

describe("waitingReason", () => {
  it("nothing waits for a fresh request", () => {
    expect(waitingReason(request(), now)).toBeNull();
    expect(waitingReason(request({ status: "received", createdAt: now, statusChangedAt: now }), now)).toBeNull();
  });

  describe("new: nobody has taken it up for more than 2 days", () => {
    it("waits only after exactly 2 days have passed", () => {
      const base = { status: "received" };
      expect(waitingReason(request({ ...base, createdAt: daysAgo(2), statusChangedAt: daysAgo(2) }), now)).toBeNull();
      expect(waitingReason(request({ ...base, createdAt: ago(2 * DAY + 1), statusChangedAt: ago(2 * DAY + 1) }), now)).toBe("new");
      expect(waitingReason(request({ ...base, createdAt: ago(2 * DAY - 1) }), now)).toBeNull();
    });

    it("counts from the request's arrival, for the first stage of every form", () => {
      expect(waitingReason(request({ formType: "adoption", status: "received", createdAt: daysAgo(3) }), now)).toBe("new");
      expect(waitingReason(request({ formType: "foster_home", status: "received", createdAt: daysAgo(3) }), now)).toBe("new");
      for (const form of ["contact", "sponsorship", "membership"]) {
        expect(waitingReason(request({ formType: form, status: "new", createdAt: daysAgo(3) }), now)).toBe("new");
      }
    });

    it("a request taken up is not new, however old", () => {
      expect(waitingReason(request({ status: "getting_to_know", createdAt: daysAgo(10), statusChangedAt: daysAgo(1) }), now)).toBeNull();
      expect(waitingReason(request({ formType: "contact", status: "in_progress", createdAt: daysAgo(10), statusChangedAt: daysAgo(1) }), now)).toBeNull();
    });

    it("another workflow's first stage is not new", () => {
      expect(waitingReason(request({ formType: "adoption", status: "new", createdAt: daysAgo(5), statusChangedAt: daysAgo(5) }), now)).toBeNull();
      expect(waitingReason(request({ formType: "contact", status: "received", createdAt: daysAgo(5), statusChangedAt: daysAgo(5) }), now)).toBeNull();
    });
  });

  describe("answer: an applicant's answer unanswered for more than 2 days", () => {
    it("waits only after exactly 2 days have passed since the last message", () => {
      expect(waitingReason(request({ awaitingReply: true, lastMessageAt: daysAgo(2) }), now)).toBeNull();
      expect(waitingReason(request({ awaitingReply: true, lastMessageAt: ago(2 * DAY + 1) }), now)).toBe("answer");
      expect(waitingReason(request({ awaitingReply: true, lastMessageAt: daysAgo(7) }), now)).toBe("answer");
    });

    it("needs both the flag and the moment of the last message", () => {
      expect(waitingReason(request({ awaitingReply: false, lastMessageAt: daysAgo(7) }), now)).toBeNull();
      expect(waitingReason(request({ awaitingReply: true, lastMessageAt: null, createdAt: daysAgo(7) }), now)).toBeNull();
    });

    it("counts from the last message, not from the request's arrival or stage change", () => {
      expect(waitingReason(request({ awaitingReply: true, lastMessageAt: daysAgo(1), createdAt: daysAgo(10), statusChangedAt: daysAgo(10) }), now)).toBeNull();
    });
  });

  describe("stalled: no stage change for 14 days", () => {
    it("waits only after exactly 14 days have passed", () => {
      expect(waitingReason(request({ createdAt: daysAgo(30), statusChangedAt: daysAgo(14) }), now)).toBeNull();
      expect(waitingReason(request({ createdAt: daysAgo(30), statusChangedAt: ago(14 * DAY + 1) }), now)).toBe("stalled");
      expect(waitingReason(request({ createdAt: daysAgo(30), statusChangedAt: daysAgo(13) }), now)).toBeNull();
    });

    it("applies to every open stage after the first, in every workflow", () => {
      for (const form of FORMS) {
        for (const status of stagesOf(form).slice(1, -1)) {
          expect(waitingReason(request({ formType: form, status, createdAt: daysAgo(40), statusChangedAt: daysAgo(15) }), now)).toBe("stalled");
        }
      }
    });
  });

  describe("precedence: answer > new > stalled", () => {
    it("an answer waiting beats a new request and a stalled one", () => {
      const all = request({ status: "received", createdAt: daysAgo(20), statusChangedAt: daysAgo(20), awaitingReply: true, lastMessageAt: daysAgo(3) });
      expect(waitingReason(all, now)).toBe("answer");
    });

    it("a new request beats a stalled one", () => {
      expect(waitingReason(request({ status: "received", createdAt: daysAgo(20), statusChangedAt: daysAgo(20) }), now)).toBe("new");
      expect(waitingReason(request({ status: "received", createdAt: daysAgo(20), statusChangedAt: daysAgo(20), awaitingReply: true, lastMessageAt: daysAgo(1) }), now)).toBe("new");
    });

    it("a stalled request with a fresh answer is still stalled", () => {
      expect(waitingReason(request({ createdAt: daysAgo(20), statusChangedAt: daysAgo(20), awaitingReply: true, lastMessageAt: daysAgo(1) }), now)).toBe("stalled");
    });
  });

  it("spam never waits", () => {
    const everything = { createdAt: daysAgo(30), statusChangedAt: daysAgo(30), awaitingReply: true, lastMessageAt: daysAgo(30), spam: true };
    expect(waitingReason(request({ ...everything, status: "received" }), now)).toBeNull();
    expect(waitingReason(request({ ...everything, status: "contract" }), now)).toBeNull();
    expect(waitingReason(request({ ...everything, formType: "contact", status: "new" }), now)).toBeNull();
  });

  it("a closed request never waits, whether at its last stage or closed early", () => {
    const everything = { createdAt: daysAgo(30), statusChangedAt: daysAgo(30), awaitingReply: true, lastMessageAt: daysAgo(30) };
    for (const form of FORMS) {
      for (const status of [stagesOf(form).at(-1)!, ...CLOSINGS]) {
        expect(waitingReason(request({ ...everything, formType: form, status }), now)).toBeNull();
      }
    }
  });

  it("a moment in the future waits for nothing", () => {
    const future = new Date(now.getTime() + 5 * DAY);
    expect(waitingReason(request({ status: "received", createdAt: future, statusChangedAt: future, awaitingReply: true, lastMessageAt: future }), now)).toBeNull();
  });

  it("property: the reason is null exactly when spam, closed or no threshold is passed, and follows the precedence", () => {
    const time = fc.integer({ min: -2 * DAY, max: 40 * DAY }).map((ms) => ago(ms));
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMS, "unknown"),
        fc.constantFrom(...ALL_STAGES, "spam"),
        fc.boolean(),
        time,
        time,
        fc.boolean(),
        fc.option(time),
        (formType, status, spam, createdAt, statusChangedAt, awaitingReply, lastMessageAt) => {
          const candidate = { formType, status, spam, createdAt, statusChangedAt, awaitingReply, lastMessageAt };
          const reason = waitingReason(candidate, now);
          const waited = (date: Date, days: number) => now.getTime() - date.getTime() > days * DAY;
          const answer = awaitingReply && lastMessageAt !== null && waited(lastMessageAt, 2);
          const fresh = phaseOf(formType, status) === "new" && waited(createdAt, 2);
          const stalled = waited(statusChangedAt, 14);
          const expected = spam || isClosed(formType, status) ? null : answer ? "answer" : fresh ? "new" : stalled ? "stalled" : null;
          expect(reason).toBe(expected);
          const waitedDays = reason ? daysBetween(waitingSince(candidate, reason), now) : null;
          expect(waitedDays === null || waitedDays >= (reason === "stalled" ? 14 : 2)).toBe(true);
        },
      ),
    );
  });

  it("property: no status a form may have waits once closed", () => {
    for (const form of FORMS) {
      for (const status of statusesOf(form).filter((s) => isClosed(form, s))) {
        expect(waitingReason(request({ formType: form, status, createdAt: daysAgo(99), statusChangedAt: daysAgo(99), awaitingReply: true, lastMessageAt: daysAgo(99) }), now)).toBeNull();
      }
    }
  });
});

describe("waitingSince", () => {
  const candidate = request({ createdAt: daysAgo(20), statusChangedAt: daysAgo(15), awaitingReply: true, lastMessageAt: daysAgo(4) });

  it("an answer waits since the last message", () => {
    expect(waitingSince(candidate, "answer")).toEqual(daysAgo(4));
  });

  it("an answer without a last message falls back to the request's arrival", () => {
    expect(waitingSince({ ...candidate, lastMessageAt: null }, "answer")).toEqual(daysAgo(20));
  });

  it("a new request waits since its arrival, a stalled one since its last stage change", () => {
    expect(waitingSince(candidate, "new")).toEqual(daysAgo(20));
    expect(waitingSince(candidate, "stalled")).toEqual(daysAgo(15));
  });
});

describe("daysBetween", () => {
  it("counts whole days, rounding down", () => {
    expect(daysBetween(daysAgo(3), now)).toBe(3);
    expect(daysBetween(ago(3 * DAY - 1), now)).toBe(2);
    expect(daysBetween(ago(3 * DAY + 1), now)).toBe(3);
    expect(daysBetween(ago(DAY - 1), now)).toBe(0);
    expect(daysBetween(now, now)).toBe(0);
  });

  it("is never negative", () => {
    expect(daysBetween(now, daysAgo(5))).toBe(0);
    expect(daysBetween(new Date(now.getTime() + 1), now)).toBe(0);
  });

  it("property: at least 0, and within one day of the exact difference", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e12, max: 1e12 }), (a, b) => {
        const days = daysBetween(new Date(a), new Date(b));
        expect(Number.isInteger(days)).toBe(true);
        expect(days).toBeGreaterThanOrEqual(0);
        const exact = Math.max(0, b - a);
        expect(days * DAY).toBeLessThanOrEqual(exact);
        expect((days + 1) * DAY).toBeGreaterThan(exact);
      }),
    );
  });
});

describe("groupByAssignee", () => {
  const row = (id: string, assigneeId: string | null, day: number) => ({ id, assigneeId, since: new Date(Date.UTC(2025, 5, day)) });

  it("groups by assignee in the order of first appearance, each group oldest first", () => {
    const rows = [row("a", "u1", 10), row("b", null, 5), row("c", "u1", 3), row("d", "u2", 7), row("e", null, 1), row("f", "u1", 8)];
    expect(groupByAssignee(rows).map((group) => ({ assigneeId: group.assigneeId, ids: group.rows.map((r) => r.id) }))).toEqual([
      { assigneeId: "u1", ids: ["c", "f", "a"] },
      { assigneeId: null, ids: ["e", "b"] },
      { assigneeId: "u2", ids: ["d"] },
    ]);
  });

  it("is empty for no rows", () => {
    expect(groupByAssignee([])).toEqual([]);
  });

  it("keeps the rows' own order for equal moments, and leaves the input untouched", () => {
    const rows = [row("x", "u1", 4), row("y", "u1", 4), row("z", "u1", 2)];
    const copy = [...rows];
    expect(groupByAssignee(rows)[0]!.rows.map((r) => r.id)).toEqual(["z", "x", "y"]);
    expect(rows).toEqual(copy);
  });

  it("keeps the rows as they are (same objects, all fields)", () => {
    const rows = [row("a", "u1", 2)];
    expect(groupByAssignee(rows)[0]!.rows[0]).toBe(rows[0]);
  });

  it("property: every row lands once, in its assignee's group, sorted by since", () => {
    const anyRow = fc.record({
      id: fc.uuid(),
      assigneeId: fc.option(fc.constantFrom("u1", "u2", "u3")),
      since: fc.integer({ min: 0, max: 1e12 }).map((ms) => new Date(ms)),
    });
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 30 }), (rows) => {
        const groups = groupByAssignee(rows);
        expect(groups.flatMap((g) => g.rows).length).toBe(rows.length);
        expect(new Set(groups.map((g) => g.assigneeId)).size).toBe(groups.length);
        expect(groups.map((g) => g.assigneeId)).toEqual([...new Set(rows.map((r) => r.assigneeId))]);
        for (const group of groups) {
          expect(group.rows.length).toBeGreaterThan(0);
          for (const r of group.rows) expect(r.assigneeId).toBe(group.assigneeId);
          const times = group.rows.map((r) => r.since.getTime());
          expect(times).toEqual([...times].sort((a, b) => a - b));
        }
      }),
    );
  });
});
