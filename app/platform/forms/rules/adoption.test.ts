import { describe, expect, it } from "vitest";
import { adoptionSchema } from "./adoption.ts";
import {
  ABSENT, LOCALES, chars, describeRules, emailRows, errorsOf, honeypotRows, longTextRows, messageRows, nameRows,
  privacyRows, requiredPhoneRows, validAdoption, valueOf,
} from "../../../../tests/support/form-fixtures.ts";

describe("adoptionSchema", () => {
  it.each(LOCALES)("%s: accepts a valid request and returns trimmed values", (locale) => {
    const value = valueOf(adoptionSchema(locale), {
      ...validAdoption(),
      name: "  Anna Müller  ",
      message: "  Ich interessiere mich sehr für Luna und würde sie gern kennenlernen.  ",
    });
    expect(value).toEqual({
      ...validAdoption(),
      name: "Anna Müller",
      message: "Ich interessiere mich sehr für Luna und würde sie gern kennenlernen.",
      privacyAccepted: true,
      website: "",
    });
  });

  it.each(LOCALES)("%s: reports every failing field at once", (locale) => {
    const errors = errorsOf(adoptionSchema(locale), {});
    expect(Object.keys(errors).sort()).toEqual(
      ["dog", "email", "experience", "livingSituation", "message", "name", "phone", "privacyAccepted", "website"],
    );
  });

  it("drops unknown keys", () => {
    const value = valueOf(adoptionSchema("de"), { ...validAdoption(), extra: "x" });
    expect(value).not.toHaveProperty("extra");
  });
});

describeRules("adoption rules", adoptionSchema, validAdoption, [
  ["dog", ABSENT, "dogNameRequired"],
  ["dog", "", "dogNameRequired"],
  ["dog", "   ", "dogNameRequired"],
  ["dog", "L", null],
  ["dog", chars(100), null],
  ["dog", chars(101), "dogNameMax"],
  ...nameRows,
  ...emailRows,
  ...requiredPhoneRows,
  ...longTextRows("livingSituation", "livingSituationMin"),
  ...longTextRows("experience", "experienceMin"),
  ...messageRows,
  ...privacyRows(),
  ...honeypotRows,
]);
