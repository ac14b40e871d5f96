import { describe, expect, it } from "vitest";
import { fosterSchema } from "./foster.ts";
import {
  ABSENT, LOCALES, chars, describeRules, emailRows, errorsOf, honeypotRows, longTextRows, messageRows, nameRows,
  privacyRows, requiredPhoneRows, validFoster, valueOf, withField,
} from "../../../../tests/support/form-fixtures.ts";

describe("fosterSchema", () => {
  it.each(LOCALES)("%s: accepts a valid application", (locale) => {
    expect(valueOf(fosterSchema(locale), validFoster())).toEqual({ ...validFoster(), privacyAccepted: true });
  });

  it.each([
    ["absent", ABSENT],
    ["empty", ""],
    ["blank", "   "],
    ["null", null],
  ])("existingPets %s becomes undefined", (_label, value) => {
    const result = valueOf(fosterSchema("de"), withField(validFoster(), "existingPets", value));
    expect(result.existingPets).toBeUndefined();
  });

  it("trims existingPets", () => {
    expect(valueOf(fosterSchema("es"), withField(validFoster(), "existingPets", "  Un gato  ")).existingPets).toBe(
      "Un gato",
    );
  });

  it.each(LOCALES)("%s: all required fields are required", (locale) => {
    expect(Object.keys(errorsOf(fosterSchema(locale), {})).sort()).toEqual([
      "address", "availability", "email", "experience", "livingSituation", "message", "name", "phone",
      "privacyAccepted", "website", "zipCode",
    ]);
  });
});

describeRules("foster rules", fosterSchema, validFoster, [
  ...nameRows,
  ...emailRows,
  ...requiredPhoneRows,
  ["address", ABSENT, "addressMin"],
  ["address", chars(4), "addressMin"],
  ["address", `  ${chars(4)}  `, "addressMin"],
  ["address", chars(5), null],
  ["address", chars(200), null],
  ["address", chars(201), "addressMax"],
  ["zipCode", ABSENT, "zipMin"],
  ["zipCode", "123", "zipMin"],
  ["zipCode", " 123 ", "zipMin"],
  ["zipCode", "1234", null],
  ["zipCode", chars(10, "1"), null],
  ["zipCode", chars(11, "1"), "zipMax"],
  ...longTextRows("experience", "experienceMin"),
  ...longTextRows("livingSituation", "livingSituationMin"),
  ...longTextRows("availability", "availabilityMin"),
  ["existingPets", ABSENT, null],
  ["existingPets", "", null],
  ["existingPets", "K", null],
  ["existingPets", chars(500), null],
  ["existingPets", chars(501), "longTextMax"],
  ["existingPets", 7, "longTextMax"],
  ...messageRows,
  ...privacyRows(),
  ...honeypotRows,
]);
