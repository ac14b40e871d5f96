import { describe, expect, it } from "vitest";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import {
  changedFields, mergeOrganisation, parseOrganisationSettings, SETTINGS_FIELDS, settingsOf, storedSettings,
} from "./settings.ts";

const de = organisationDefaults.de;
const es = organisationDefaults.es;

describe("settings of a country", () => {
  it("the defaults are valid settings (every example passes the form's rules)", () => {
    for (const org of [de, es]) {
      const result = parseOrganisationSettings(settingsOf(org));
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
  });

  it("lists every field once", () => {
    expect(new Set(SETTINGS_FIELDS).size).toBe(SETTINGS_FIELDS.length);
    expect(Object.keys(settingsOf(de)).sort()).toEqual([...SETTINGS_FIELDS].sort());
  });
});

describe("parseOrganisationSettings", () => {
  const valid = settingsOf(es);

  it("cleans and normalises: trimmed, IBAN in groups, BIC and e-mail folded, WhatsApp digits only", () => {
    const result = parseOrganisationSettings({
      ...valid,
      phone: "  +34  964 111 222 ",
      iban: "es9121000418450200051332",
      bic: "caixesbbxxx",
      email: "Contacto@Puente-Canino.example",
      whatsapp: "+34 600 111 222",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      phone: "+34 964 111 222",
      iban: "ES91 2100 0418 4502 0005 1332",
      bic: "CAIXESBBXXX",
      email: "contacto@puente-canino.example",
      whatsapp: "34600111222",
    });
  });

  it("names the problem of each wrong field and keeps what was typed", () => {
    const result = parseOrganisationSettings({
      ...valid,
      iban: "ES92 2100 0418 4502 0005 1332",
      bic: "CAIX",
      email: "no-address",
      phone: "964 111",
      whatsapp: "abc",
      facebook: "http://www.facebook.com/x",
      instagram: "javascript:alert(1)",
      city: "",
      street: "x".repeat(201),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      iban: "checksum",
      bic: "bic",
      email: "email",
      phone: "phone",
      whatsapp: "whatsapp",
      facebook: "url",
      instagram: "url",
      city: "required",
      street: "tooLong",
    });
    expect(result.values.iban).toBe("ES92 2100 0418 4502 0005 1332");
  });

  it("treats a missing or non-text field as empty", () => {
    const result = parseOrganisationSettings({ ...valid, phone: undefined, city: ["Benicarló"] });
    expect(result.ok ? {} : result.errors).toEqual({ phone: "required", city: "required" });
  });

  it("drops control characters and folds to NFC", () => {
    const result = parseOrganisationSettings({ ...valid, city: "Benicarlo\u0301\u0007" });
    expect(result.ok && result.values.city).toBe("Benicarló");
  });

  it("refuses links with credentials or without a host name", () => {
    for (const link of ["https://user:pw@www.paypal.me/x", "https://localhost/x", "ftp://www.paypal.me/x"]) {
      const result = parseOrganisationSettings({ ...valid, paypalMe: link });
      expect(result.ok ? null : result.errors.paypalMe).toBe("url");
    }
  });
});

describe("mergeOrganisation: saved values over the defaults", () => {
  it("without saved values gives the defaults", () => {
    expect(mergeOrganisation(es, {})).toEqual(es);
    expect(mergeOrganisation(de, storedSettings(null))).toEqual(de);
  });

  it("takes every saved field and keeps the rest", () => {
    const merged = mergeOrganisation(es, {
      phone: "+34 964 999 888",
      iban: "ES91 2100 0418 4502 0005 1332",
      bic: "CAIXESBB",
      facebook: "https://www.facebook.com/otra",
      president: "Ana Nueva",
    });
    expect(merged.phone).toBe("+34 964 999 888");
    expect(merged.bank).toEqual({ ...es.bank, bic: "CAIXESBB" });
    expect(merged.links).toEqual({ ...es.links, facebook: "https://www.facebook.com/otra" });
    expect(merged.board).toEqual([
      { role: "president", name: "Ana Nueva" },
      ...es.board.filter((member) => member.role !== "president"),
    ]);
    // Not editable: always the defaults.
    expect([merged.legalName, merged.register, merged.geo, merged.logo, merged.taxId]).toEqual([
      es.legalName, es.register, es.geo, es.logo, es.taxId,
    ]);
    expect(merged.email).toBe(es.email);
  });

  it("a stored value that fails its rule (or a damaged row) falls back to the default", () => {
    const saved = storedSettings({ phone: "not a phone", iban: "ES00 0000", city: 42, email: "NEU@Example.org", unknown: "x" });
    expect(saved).toEqual({ email: "neu@example.org" });
    const merged = mergeOrganisation(es, saved);
    expect([merged.phone, merged.bank.iban, merged.city, merged.email]).toEqual([es.phone, es.bank.iban, es.city, "neu@example.org"]);
    expect(storedSettings("garbage")).toEqual({});
    expect(storedSettings([1, 2])).toEqual({});
  });

  it("round-trips: the settings of a merged organisation are the saved values", () => {
    const saved = { ...settingsOf(de), phone: "+49 40 123 456", city: "Hamburg" };
    expect(settingsOf(mergeOrganisation(de, saved))).toEqual(saved);
  });
});

describe("changedFields", () => {
  it("lists the fields whose value differs, in form order", () => {
    const before = settingsOf(de);
    expect(changedFields(before, before)).toEqual([]);
    expect(changedFields(before, { ...before, iban: "x", phone: "y" })).toEqual(["phone", "iban"]);
  });
});
