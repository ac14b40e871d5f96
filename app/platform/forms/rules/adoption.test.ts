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

  it.each(LOCALES)("%s: takes the postal address, optional: trimmed, the country as its code; blank is left out", (locale) => {
    const value = valueOf(adoptionSchema(locale), { ...validAdoption(), street: " Kaiserstraße 12 ", postalCode: "76131", city: "Karlsruhe", country: "de" });
    expect(value).toMatchObject({ street: "Kaiserstraße 12", postalCode: "76131", city: "Karlsruhe", country: "DE" });
    const blank = valueOf(adoptionSchema(locale), { ...validAdoption(), street: " ", postalCode: "", city: "", country: "" });
    expect([blank.street, blank.postalCode, blank.city, blank.country]).toEqual([undefined, undefined, undefined, undefined]);
    const errors = errorsOf(adoptionSchema(locale), { ...validAdoption(), street: chars(201), postalCode: chars(11), city: chars(101), country: "XX" });
    expect(Object.keys(errors).sort()).toEqual(["city", "country", "postalCode", "street"]);
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
