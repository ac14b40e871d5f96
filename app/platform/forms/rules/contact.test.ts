import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MIN } from "./constants.ts";
import { contactSchema } from "./contact.ts";
import {
  ABSENT, LOCALES, chars, describeRules, emailRows, honeypotRows, messageRows, nameRows, privacyRows, validContact,
  valueOf, withField,
} from "../../../../tests/support/form-fixtures.ts";

describe("contactSchema", () => {
  it("uses a minimum message length of 20", () => {
    expect(CONTACT_MESSAGE_MIN).toBe(20);
  });

  it.each(LOCALES)("%s: accepts a valid request without phone and dog", (locale) => {
    const value = valueOf(contactSchema(locale), validContact());
    expect(value).toEqual({
      name: "Anna Müller",
      email: "anna@example.de",
      phone: undefined,
      dog: undefined,
      message: "Ich habe eine Frage zu eurer Arbeit in Spanien.",
      privacyAccepted: true,
      website: "",
    });
  });

  it.each([
    ["absent", ABSENT, undefined],
    ["empty", "", undefined],
    ["blank", "  ", undefined],
    ["given", " +34 600 000 000 ", "+34 600 000 000"],
  ])("phone %s → %s", (_label, value, expected) => {
    expect(valueOf(contactSchema("de"), withField(validContact(), "phone", value)).phone).toBe(expected);
  });

  it("keeps the dog handed over from a dog page", () => {
    expect(valueOf(contactSchema("es"), { ...validContact(), dog: " Luna " }).dog).toBe("Luna");
  });
});

describeRules("contact rules", contactSchema, validContact, [
  ...nameRows,
  ...emailRows,
  ["phone", ABSENT, null],
  ["phone", "", null],
  ["phone", "1", null],
  ["phone", chars(30, "1"), null],
  ["phone", chars(31, "1"), "phoneMax"],
  ...messageRows,
  ["dog", ABSENT, null],
  ["dog", "", null],
  ["dog", chars(100), null],
  ["dog", chars(101), "dogNameMax"],
  ...privacyRows(),
  ...honeypotRows,
]);
