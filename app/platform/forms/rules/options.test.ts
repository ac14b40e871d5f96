import { describe, expect, it } from "vitest";
import {
  COUNTRY_CODES, MEMBERSHIP_TYPES, PAYMENT_INTERVALS, PAYMENTS_PER_YEAR, SALUTATIONS, isCountryCode, isFormType,
  FORM_TYPES, ADDRESS_MAX, EMAIL_MAX, LONG_TEXT_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, ZIP_MAX,
} from "./constants.ts";
import {
  countryLabel, donationMethodOptions, membershipCountries, membershipTypeOptions, paymentIntervalOptions,
  salutationOptions,
} from "./options.ts";

describe("constants (docs/product/README.md#numbers-and-limits)", () => {
  it("text limits", () => {
    expect({ NAME_MAX, EMAIL_MAX, PHONE_MAX, ADDRESS_MAX, ZIP_MAX, LONG_TEXT_MAX, MESSAGE_MAX }).toEqual({
      NAME_MAX: 100, EMAIL_MAX: 255, PHONE_MAX: 30, ADDRESS_MAX: 200, ZIP_MAX: 10, LONG_TEXT_MAX: 500, MESSAGE_MAX: 2000,
    });
  });

  it("membership lists and payments per year", () => {
    expect(MEMBERSHIP_TYPES).toEqual(["active", "supporting"]);
    expect(SALUTATIONS).toEqual(["female", "male"]);
    expect(PAYMENT_INTERVALS).toEqual(["monthly", "quarterly", "biannual", "annual"]);
    expect(PAYMENTS_PER_YEAR).toEqual({ monthly: 12, quarterly: 4, biannual: 2, annual: 1 });
  });

  it("form types", () => {
    expect(FORM_TYPES).toEqual(["adoption", "sponsorship", "contact", "foster_home", "flight_sponsor"]);
    expect(isFormType("foster_home")).toBe(true);
    expect(isFormType("flight_sponsor")).toBe(true);
    expect(isFormType("foster")).toBe(false);
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("de")).toBe(false);
  });
});

describe("membershipCountries", () => {
  it("German order and labels", () => {
    expect(membershipCountries("de").map((c) => c.label)).toEqual([
      "Deutschland", "Österreich", "Schweiz", "Spanien", "Belgien", "Dänemark", "Frankreich", "Italien",
      "Liechtenstein", "Luxemburg", "Niederlande", "Polen", "Tschechien",
    ]);
    expect(membershipCountries("de")[0]).toEqual({ value: "DE", label: "Deutschland" });
  });

  it("Spanish order and labels", () => {
    expect(membershipCountries("es").map((c) => c.label)).toEqual([
      "España", "Alemania", "Austria", "Suiza", "Bélgica", "Dinamarca", "Francia", "Italia", "Liechtenstein",
      "Luxemburgo", "Países Bajos", "Polonia", "República Checa",
    ]);
    expect(membershipCountries("es").map((c) => c.value)).toEqual([
      "ES", "DE", "AT", "CH", "BE", "DK", "FR", "IT", "LI", "LU", "NL", "PL", "CZ",
    ]);
  });

  it.each(["de", "es"] as const)("%s lists each code exactly once", (locale) => {
    expect(membershipCountries(locale).map((c) => c.value).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it("countryLabel", () => {
    expect(countryLabel("NL", "de")).toBe("Niederlande");
    expect(countryLabel("NL", "es")).toBe("Países Bajos");
  });
});

describe("option lists", () => {
  it.each([
    ["de", ["Aktives Mitglied", "Fördermitglied"], ["Frau", "Herr"], ["Monatlich", "Vierteljährlich", "Halbjährlich", "Jährlich"], ["PayPal", "Überweisung"]],
    ["es", ["Socio activo", "Socio colaborador"], ["Señora", "Señor"], ["Mensual", "Trimestral", "Semestral", "Anual"], ["PayPal", "Transferencia bancaria"]],
  ] as const)("%s labels", (locale, types, salutations, intervals, methods) => {
    expect(membershipTypeOptions(locale).map((o) => o.label)).toEqual(types);
    expect(salutationOptions(locale).map((o) => o.label)).toEqual(salutations);
    expect(paymentIntervalOptions(locale).map((o) => o.label)).toEqual(intervals);
    expect(donationMethodOptions(locale).map((o) => o.label)).toEqual(methods);
    expect(paymentIntervalOptions(locale).map((o) => o.value)).toEqual([...PAYMENT_INTERVALS]);
  });
});
