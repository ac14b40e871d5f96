import { describe, expect, it } from "vitest";
import { organisationDefaults } from "#app/features/organisation/rules/defaults.ts";
import { mergeOrganisation, parseOrganisationSettings, settingsOf } from "#app/features/organisation/rules/settings.ts";
import {
  chipNumber, contractState, feeCentsOf, formatFee, paymentReference, readGenerateInput, printableName, readSignature, receivedDay, REFERENCE_PATTERN, sameName, signatureName,
} from "./contract-rules.ts";
import { CONTRACT_PLACEHOLDERS, defaultContractTemplates, fillContract, unknownPlaceholders, type ContractValues } from "./contract-text.ts";

const values: ContractValues = {
  association: "Puente Canino – Tierhilfe Spanien e. V.",
  associationAddress: "Lindenweg 12, 23701 Süsel, Deutschland",
  adopter: "Erika Mustermann",
  adopterAddress: "Hauptstraße 5, 76131 Karlsruhe",
  dog: "Luna",
  chip: "941000024681357",
  fee: "490 €",
  date: "3. März 2027",
  reference: "PC-ABC234",
};

describe("the contract's text", () => {
  it("fills every placeholder of both default texts, leaving none", () => {
    for (const locale of ["de", "es"] as const) {
      const text = fillContract(defaultContractTemplates[locale], values);
      expect(text).not.toMatch(/\{\w+\}/);
      for (const value of Object.values(values)) expect(text).toContain(value);
    }
  });
  it("the default texts use only known placeholders, and each of them", () => {
    for (const locale of ["de", "es"] as const) {
      expect(unknownPlaceholders(defaultContractTemplates[locale])).toEqual([]);
      for (const p of CONTRACT_PLACEHOLDERS) expect(defaultContractTemplates[locale]).toContain(`{${p}}`);
    }
  });
  it("names a typo and leaves it unfilled; a value is put on one line", () => {
    expect(unknownPlaceholders("{adoptr} und {dog}")).toEqual(["adoptr"]);
    expect(fillContract("{adoptr}: {adopter}", { ...values, adopter: "Erika\n  Mustermann" })).toBe("{adoptr}: Erika Mustermann");
  });
});

describe("the payment reference", () => {
  it("is PC- and six characters of an unambiguous alphabet, the same for the same request", () => {
    const id = "3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e2f";
    const reference = paymentReference(id);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    expect(paymentReference(id)).toBe(reference);
    expect(paymentReference("3f1c2a9e-0b7d-4c5e-9f21-7a6b5c4d3e30")).not.toBe(reference);
  });
  it("spreads: 2,000 request ids give (almost) 2,000 references", () => {
    const refs = new Set(Array.from({ length: 2000 }, () => paymentReference(crypto.randomUUID())));
    expect(refs.size).toBeGreaterThan(1995);
  });
});

describe("the fee per site", () => {
  it("defaults to 490 € in Germany and 340 € in Spain, written as each language writes it", () => {
    expect(organisationDefaults.de.protectionFee).toBe(490);
    expect(organisationDefaults.es.protectionFee).toBe(340);
    expect(formatFee(feeCentsOf(organisationDefaults.de.protectionFee), "de")).toBe("490 €");
    expect(formatFee(feeCentsOf(organisationDefaults.es.protectionFee), "es")).toBe("340 €");
    expect(formatFee(123_450, "de")).toBe("1.234,50 €");
  });
  it("is an owner's setting per country: whole euros from 1 to 5,000", () => {
    const base = settingsOf(organisationDefaults.de);
    expect(parseOrganisationSettings({ ...base, protectionFee: "450" })).toMatchObject({ ok: true, values: { protectionFee: "450" } });
    for (const wrong of ["0", "5001", "49,50", "abc", ""]) {
      const result = parseOrganisationSettings({ ...base, protectionFee: wrong });
      expect(result.ok).toBe(false);
    }
    expect(mergeOrganisation(organisationDefaults.es, { protectionFee: "300" }).protectionFee).toBe(300);
  });
});

describe("what the coordinator enters", () => {
  it("accepts a name, an address, the dog and a chip number (spaces dropped)", () => {
    expect(readGenerateInput({ name: " Erika  Mustermann ", address: "Hauptstraße 5, 76131 Karlsruhe", dog: "Luna", chip: "941 000 024 681 357" })).toEqual({
      ok: true,
      value: { adopterName: "Erika Mustermann", adopterAddress: "Hauptstraße 5, 76131 Karlsruhe", dogName: "Luna", chip: "941000024681357" },
    });
  });
  it("names each missing or wrong field", () => {
    expect(readGenerateInput({ name: "E", address: "", dog: "", chip: "12" })).toMatchObject({ ok: false, errors: { name: true, address: true, dog: true, chip: true } });
    expect(chipNumber("9410000246813579")).toBeNull();
    expect(chipNumber("276098106235678")).toBe("276098106235678");
  });
});

describe("the signature form", () => {
  const contract = { adopterName: "José Pérez García", bodySha256: "a".repeat(64) };
  it("signs with the contract's name (case, accents and spaces aside), the box ticked and the text's hash", () => {
    expect(readSignature({ name: "jose  perez garcía", confirm: "yes", hash: contract.bodySha256 }, contract)).toEqual({ ok: true, name: "jose perez garcía" });
  });
  it("refuses another name, no tick, a short name, and a text that changed meanwhile", () => {
    expect(readSignature({ name: "Juan Pérez", confirm: "yes", hash: contract.bodySha256 }, contract)).toMatchObject({ ok: false, problem: "mismatch" });
    expect(readSignature({ name: "José Pérez García", hash: contract.bodySha256 }, contract)).toMatchObject({ ok: false, problem: "confirm" });
    expect(readSignature({ name: "J", confirm: "yes", hash: contract.bodySha256 }, contract)).toMatchObject({ ok: false, problem: "name" });
    expect(readSignature({ name: "José Pérez García", confirm: "yes", hash: "b".repeat(64) }, contract)).toMatchObject({ ok: false, problem: "version" });
    expect(sameName("", "")).toBe(false);
  });
  it("stores the name as compared: NFC/NFKC, one line; a combining accent that a letter takes is that letter", () => {
    expect(signatureName("  Jose\u0301  Pe\u0301rez\nGarci\u0301a ")).toBe("José Pérez García");
    expect(signatureName("Ｊｏｓé Pérez García")).toBe("José Pérez García");
    expect(readSignature({ name: "Jose\u0301 Pe\u0301rez Garci\u0301a", confirm: "yes", hash: contract.bodySha256 }, contract)).toEqual({ ok: true, name: "José Pérez García" });
    expect(printableName("Anne-Marie O’Brien Jr.")).toBe(true);
    expect(printableName("Ştefan Ærø Œdipe Łukasz")).toBe(false);
    expect(printableName("Ştefan Ærø Œdipe")).toBe(true);
  });
  it("refuses what cannot be printed: stacked combining marks, direction overrides, invisible characters, other scripts", () => {
    for (const name of [
      "José\u0301\u0301\u0301 Pérez García",
      "\u202eJosé Pérez García",
      "José Pérez\u202d García",
      "Jo\u00adsé Pérez García",
      "Jo\u200bsé Pérez García",
      "Jos\u0435 Pérez García",
      "José Pérez García \u{1F436}",
    ]) {
      expect(readSignature({ name, confirm: "yes", hash: contract.bodySha256 }, contract), JSON.stringify(name)).toMatchObject({ ok: false, problem: "unprintable" });
    }
  });
  it("knows where a contract stands", () => {
    expect(contractState({ signedAt: null, countersignedAt: null })).toBe("ready");
    expect(contractState({ signedAt: new Date(), countersignedAt: null })).toBe("signed");
    expect(contractState({ signedAt: new Date(), countersignedAt: new Date() })).toBe("countersigned");
  });
  it("takes a real day of receipt, not in the future", () => {
    const today = new Date("2027-03-03T10:00:00Z");
    expect(receivedDay("2027-03-01", today)).toBe("2027-03-01");
    expect(receivedDay("2027-02-30", today)).toBeNull();
    expect(receivedDay("2027-04-01", today)).toBeNull();
    expect(receivedDay("1.3.2027", today)).toBeNull();
  });
});
