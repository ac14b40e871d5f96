import { describe, expect, it } from "vitest";
import { formGate } from "./gate.ts";
import { getMessages } from "./messages.ts";

const m = getMessages("de");
const fresh = { ok: true as const, ageMs: 5_000, idempotencyKey: "key-1" };

describe("formGate", () => {
  it("lets a form with an empty honeypot, a good token and readable text through, with the token's age and key", () => {
    expect(formGate({ website: "" }, [], fresh, m)).toEqual({ passed: true, ageMs: 5_000, idempotencyKey: "key-1" });
  });

  it("refuses a filled or missing honeypot as spam, before looking at the token", () => {
    expect(formGate({ website: "x" }, [], { ok: false, reason: "expired" }, m)).toEqual({
      passed: false,
      refusal: { status: "spam", reason: "honeypot", message: m.status.honeypotBlocked },
    });
    expect(formGate({}, [], fresh, m)).toMatchObject({ refusal: { status: "spam", reason: "honeypot_missing" } });
  });

  it("asks to send again with an expired token, and refuses a missing or forged one as spam", () => {
    expect(formGate({ website: "" }, [], { ok: false, reason: "expired" }, m)).toEqual({
      passed: false,
      refusal: { status: "expired", message: m.guard.tokenExpired },
    });
    expect(formGate({ website: "" }, [], { ok: false, reason: "missing" }, m)).toMatchObject({ refusal: { status: "spam", reason: "token_missing" } });
    expect(formGate({ website: "" }, [], { ok: false, reason: "invalid" }, m)).toMatchObject({ refusal: { status: "spam", reason: "token_invalid" } });
  });

  it("names each field whose text could not be read, after the token", () => {
    expect(formGate({ website: "" }, ["name", "message"], fresh, m)).toEqual({
      passed: false,
      refusal: { status: "invalid", fieldErrors: { name: [m.guard.unreadableText], message: [m.guard.unreadableText] } },
    });
    expect(formGate({ website: "" }, ["name"], { ok: false, reason: "missing" }, m)).toMatchObject({ refusal: { status: "spam" } });
  });
});
