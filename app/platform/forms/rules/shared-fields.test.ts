import { describe, expect, it } from "vitest";
import { z } from "#app/platform/zod.ts";
import { LONG_TEXT_MAX, LONG_TEXT_MIN, MESSAGE_MIN, NAME_MIN, PHONE_MIN } from "./constants.ts";
import { getMessages } from "./messages.ts";
import { parseForm } from "./parse.ts";
import { applicationMessage, consentFields, longAnswer, requiredPhone, senderFields } from "./shared-fields.ts";

const m = getMessages("de").validation;
const errors = (schema: z.ZodType, value: unknown) => {
  const result = parseForm(z.object({ field: schema }), { field: value });
  return result.ok ? [] : (result.fieldErrors.field ?? []);
};

describe("shared form fields", () => {
  it("a sender gives a name of at least two characters and an e-mail address", () => {
    const sender = z.object(senderFields(m));
    expect(parseForm(sender, { name: " Ana ", email: "ana@example.org" })).toEqual({ ok: true, value: { name: "Ana", email: "ana@example.org" } });
    expect(parseForm(sender, { name: "A".repeat(NAME_MIN - 1), email: "ana" })).toEqual({
      ok: false,
      fieldErrors: { name: [m.nameMin], email: [m.emailInvalid] },
    });
  });

  it("a required phone number has a minimum length", () => {
    expect(errors(requiredPhone(m), "1".repeat(PHONE_MIN - 1))).toEqual([m.phoneMin]);
    expect(errors(requiredPhone(m), "1".repeat(PHONE_MIN))).toEqual([]);
  });

  it("a long answer says its own 'too short' and the common 'too long'", () => {
    const answer = longAnswer(m, m.experienceMin);
    expect(errors(answer, "x".repeat(LONG_TEXT_MIN - 1))).toEqual([m.experienceMin]);
    expect(errors(answer, undefined)).toEqual([m.experienceMin]);
    expect(errors(answer, "x".repeat(LONG_TEXT_MAX + 1))).toEqual([m.longTextMax]);
    expect(errors(answer, "x".repeat(LONG_TEXT_MIN))).toEqual([]);
  });

  it("an application's message has its minimum", () => {
    expect(errors(applicationMessage(m), "x".repeat(MESSAGE_MIN - 1))).toEqual([m.messageMin]);
    expect(errors(applicationMessage(m), "x".repeat(MESSAGE_MIN))).toEqual([]);
  });

  it("every form ends with the checked consent and an empty honeypot", () => {
    const end = z.object(consentFields(m));
    expect(parseForm(end, { privacyAccepted: "on", website: "" })).toEqual({ ok: true, value: { privacyAccepted: true, website: "" } });
    expect(parseForm(end, { website: "x" })).toEqual({ ok: false, fieldErrors: { privacyAccepted: [m.privacy], website: [m.honeypot] } });
  });
});
