import { describe, expect, it } from "vitest";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { parseForm } from "#app/platform/forms/rules/parse.ts";
import { dogAlertSchema } from "./form.ts";

const valid = {
  email: "  ana@example.org ",
  typeAdoption: "on",
  locationSpain: "on",
  frequency: "daily",
  privacyAccepted: "on",
  website: "",
};

describe("dogAlertSchema (docs/product/dog-alerts.md#the-form)", () => {
  it("gathers the checkboxes into lists", () => {
    const result = parseForm(dogAlertSchema("de"), { ...valid, typeHospice: "on", locationGermany: "on" });
    expect(result).toEqual({
      ok: true,
      value: { email: "ana@example.org", types: ["adoption", "hospice"], locations: ["germany", "spain"], frequency: "daily" },
    });
  });

  it("names every problem at once, each under its field, in the visitor's language", () => {
    for (const locale of ["de", "es"] as const) {
      const m = getMessages(locale).validation;
      const result = parseForm(dogAlertSchema(locale), { email: "nope", website: "" });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors).toEqual({
        email: [m.emailInvalid],
        frequency: [m.dogAlertFrequency],
        privacyAccepted: [m.dogAlertConsent],
        typeAdoption: [m.dogAlertTypes],
        locationGermany: [m.dogAlertLocations],
      });
    }
  });

  it("asks for at least one kind and one country", () => {
    const none = parseForm(dogAlertSchema("de"), { ...valid, typeAdoption: undefined, locationSpain: "off" });
    expect(none.ok ? {} : Object.keys(none.fieldErrors)).toEqual(["typeAdoption", "locationGermany"]);
  });

  it("refuses an unknown frequency, a filled or missing honeypot and an address over 255 characters", () => {
    const v = getMessages("de").validation;
    const errors = (input: Record<string, unknown>) => {
      const r = parseForm(dogAlertSchema("de"), input);
      return r.ok ? {} : r.fieldErrors;
    };
    expect(errors({ ...valid, frequency: "hourly" })).toEqual({ frequency: [v.dogAlertFrequency] });
    expect(errors({ ...valid, website: "x" })).toEqual({ website: [v.honeypot] });
    const { website: _w, ...noHoneypot } = valid;
    expect(errors(noHoneypot)).toEqual({ website: [v.honeypot] });
    expect(errors({ ...valid, email: `${"a".repeat(250)}@example.org` })).toEqual({ email: [v.emailMax] });
  });
});
