import { describe, expect, it } from "vitest";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { MEMBERSHIP_STEP_FIELDS, MEMBERSHIP_FIELDS } from "./constants.ts";
import { firstOfNextMonth } from "./dates.ts";
import { DEFAULT_MINIMUM_FEES, membershipInitialValues, membershipPayment, membershipSchema, membershipStepSchemas, type MembershipTerms } from "./membership.ts";
import { getMessages } from "./messages.ts";
import { ABSENT, LOCALES, TODAY, chars, emailOfLength, errorsOf, validMembership, valueOf, withField } from "../../../../tests/support/form-fixtures.ts";

type MessageRef = readonly ["validation", keyof ReturnType<typeof getMessages>["validation"]]
  | readonly ["membership", keyof ReturnType<typeof getMessages>["membership"]];

const msg = (locale: Locale, [section, key]: MessageRef): string =>
  (getMessages(locale)[section] as Record<string, string>)[key] as string;

const V = (key: keyof ReturnType<typeof getMessages>["validation"]) => ["validation", key] as const;
const M = (key: keyof ReturnType<typeof getMessages>["membership"]) => ["membership", key] as const;

/** [step, field, value, expected errors per field (message refs) or null] */
type Row = readonly [step: 1 | 2 | 3 | 4, field: string, value: unknown, expected: Record<string, MessageRef> | null];

const rows: Row[] = [
  // Step 1
  [1, "membershipType", ABSENT, { membershipType: M("chooseType") }],
  [1, "membershipType", "", { membershipType: M("chooseType") }],
  [1, "membershipType", "gold", { membershipType: M("chooseType") }],
  [1, "membershipType", "active", null],
  [1, "membershipType", " supporting ", null],
  // Step 2
  [2, "salutation", ABSENT, { salutation: V("required") }],
  [2, "salutation", "diverse", { salutation: V("required") }],
  [2, "salutation", "male", null],
  [2, "firstName", "", { firstName: V("required") }],
  [2, "firstName", "   ", { firstName: V("required") }],
  [2, "firstName", "A", null],
  [2, "firstName", chars(100), null],
  [2, "firstName", chars(101), { firstName: V("nameMax") }],
  [2, "lastName", ABSENT, { lastName: V("required") }],
  [2, "lastName", chars(101), { lastName: V("nameMax") }],
  [2, "birthday", ABSENT, { birthday: V("required") }],
  [2, "birthday", "", { birthday: V("required") }],
  [2, "birthday", "2007-06-15", null],
  [2, "birthday", "2007-06-30", null],
  [2, "birthday", "2007-05-31", null],
  [2, "birthday", "2007-07-01", { birthday: M("mustBe18") }],
  [2, "birthday", "2010-01-01", { birthday: M("mustBe18") }],
  [2, "birthday", "15.06.2000", { birthday: M("birthdayInvalid") }],
  [2, "birthday", "2001-02-30", { birthday: M("birthdayInvalid") }],
  [2, "birthday", "1899-12-31", { birthday: M("birthdayInvalid") }],
  [2, "birthday", "2030-01-01", { birthday: M("birthdayInvalid") }],
  // Step 3
  [3, "street", "", { street: V("required") }],
  [3, "street", chars(200), null],
  [3, "street", chars(201), { street: V("addressMax") }],
  [3, "addressAddition", chars(200), null],
  [3, "addressAddition", chars(201), { addressAddition: V("addressMax") }],
  [3, "postalCode", ABSENT, { postalCode: V("required") }],
  [3, "postalCode", chars(10, "1"), null],
  [3, "postalCode", chars(11, "1"), { postalCode: V("zipMax") }],
  [3, "city", " ", { city: V("required") }],
  [3, "city", chars(101), { city: V("max100") }],
  [3, "country", ABSENT, { country: V("required") }],
  [3, "country", "", { country: V("required") }],
  [3, "country", "US", { country: M("countryInvalid") }],
  [3, "country", "Deutschland", { country: M("countryInvalid") }],
  [3, "country", "es", null],
  [3, "country", "CZ", null],
  [3, "email", ABSENT, { email: V("required") }],
  [3, "email", "", { email: V("required") }],
  [3, "email", "anna@", { email: V("emailInvalid") }],
  [3, "email", emailOfLength(255), null],
  [3, "email", emailOfLength(256), { email: V("emailMax") }],
  [3, "phone", "+49 4524 123456", null],
  [3, "phone", "04524 123456", { phone: M("phoneFormat") }],
  [3, "phone", "+49 1712345", { phone: M("phoneFormat") }],
  [3, "phone", "+49 17123456", null],
  [3, "phone", "+49 171 ABC 4567", { phone: M("phoneFormat") }],
  [3, "phone", `+49 ${chars(27, "1")}`, { phone: V("phoneMax") }],
  [3, "phone", ABSENT, { phone: M("missingPhone"), mobile: M("missingPhone") }],
  [3, "phone", "", { phone: M("missingPhone"), mobile: M("missingPhone") }],
  [3, "phone", "   ", { phone: M("missingPhone"), mobile: M("missingPhone") }],
  [3, "mobile", "0171 1234567", { mobile: M("phoneFormat") }],
  [3, "mobile", "+34 600 123 456", null],
  [3, "facebookUsername", chars(100), null],
  [3, "facebookUsername", chars(101), { facebookUsername: V("max100") }],
  // Step 4
  [4, "entryDate", ABSENT, { entryDate: M("chooseEntryAndInterval") }],
  [4, "entryDate", "", { entryDate: M("chooseEntryAndInterval") }],
  [4, "entryDate", "2025-13", { entryDate: M("chooseEntryAndInterval") }],
  [4, "entryDate", "Juli", { entryDate: M("chooseEntryAndInterval") }],
  [4, "entryDate", "2025-06", { entryDate: M("entryDateTooEarly") }],
  [4, "entryDate", "2025-06-01", { entryDate: M("entryDateTooEarly") }],
  [4, "entryDate", "2025-05", { entryDate: M("entryDateTooEarly") }],
  [4, "entryDate", "2025-07", null],
  [4, "entryDate", "2025-07-20", null],
  [4, "paymentInterval", ABSENT, { paymentInterval: M("chooseEntryAndInterval") }],
  [4, "paymentInterval", "weekly", { paymentInterval: M("chooseEntryAndInterval") }],
  [4, "paymentInterval", "monthly", null],
  [4, "paymentInterval", "quarterly", null],
  [4, "paymentInterval", "biannual", null],
  [4, "paymentInterval", "annual", null],
  [4, "privacyAccepted", ABSENT, { privacyAccepted: V("privacy") }],
  [4, "privacyAccepted", "on", null],
  [4, "website", ABSENT, { website: V("honeypot") }],
  [4, "website", "", null],
  [4, "website", "filled", { website: V("honeypot") }],
];

const table = LOCALES.flatMap((locale) =>
  rows.map(([step, field, value, expected]) => ({ locale, step, field, value, expected })),
);

describe("membership rules (today = 2025-06-15)", () => {
  it.each(table)("$locale step $step: $field = $value", ({ locale, step, field, value, expected }) => {
    const input = withField(validMembership(), field, value);
    const want = Object.fromEntries(
      Object.entries(expected ?? {}).map(([key, ref]) => [key, [msg(locale, ref)]]),
    );
    // The step schema and the whole-form schema agree.
    expect(errorsOf(membershipStepSchemas(locale, TODAY)[step], input)).toEqual(want);
    expect(errorsOf(membershipSchema(locale, TODAY), input)).toEqual(want);
  });
});

describe("membershipSchema", () => {
  it.each(LOCALES)("%s: parses a valid application and normalises values", (locale) => {
    const value = valueOf(membershipSchema(locale, TODAY), {
      ...validMembership(),
      firstName: "  Anna ",
      country: " de ",
      entryDate: "2025-08-17",
      mobile: " +49 171 1234567 ",
      extra: "dropped",
    });
    expect(value).toEqual({
      membershipType: "active",
      salutation: "female",
      firstName: "Anna",
      lastName: "Müller",
      birthday: "1980-04-02",
      street: "Hauptstraße 1",
      addressAddition: undefined,
      postalCode: "23701",
      city: "Süsel",
      country: "DE",
      email: "anna@example.de",
      phone: "+49 4524 123456",
      mobile: "+49 171 1234567",
      facebookUsername: undefined,
      entryDate: "2025-08-01",
      paymentInterval: "monthly",
      feeAmount: "60",
      paymentMethod: "transfer",
      accountHolder: undefined,
      iban: undefined,
      mandateAccepted: false,
      privacyAccepted: true,
      website: "",
    });
  });

  it("normalises a month to the first of that month", () => {
    expect(valueOf(membershipSchema("de", TODAY), validMembership()).entryDate).toBe("2025-07-01");
  });

  it("accepts only the mobile number", () => {
    const value = valueOf(membershipSchema("es", TODAY), { ...validMembership(), phone: "", mobile: "+34 600 123 456" });
    expect(value.phone).toBeUndefined();
    expect(value.mobile).toBe("+34 600 123 456");
  });

  it("rolls over the year: in December, December is too early and January is accepted", () => {
    const december = new Date(2025, 11, 10);
    const schema = membershipSchema("de", december);
    expect(errorsOf(schema, { ...validMembership(), entryDate: "2025-12" })).toEqual({
      entryDate: [getMessages("de").membership.entryDateTooEarly],
    });
    expect(valueOf(schema, { ...validMembership(), entryDate: "2026-01" }).entryDate).toBe("2026-01-01");
  });

  it.each(LOCALES)("%s: an empty form reports every required field and the missing phone at once", (locale) => {
    const errors = errorsOf(membershipSchema(locale, TODAY), {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        "birthday", "city", "country", "email", "entryDate", "feeAmount", "lastName", "membershipType", "mobile", "paymentInterval",
        "phone", "postalCode", "privacyAccepted", "salutation", "street", "website", "firstName",
      ].sort(),
    );
    expect(errors["phone"]).toEqual([getMessages(locale).membership.missingPhone]);
  });

  it("uses the current date when no today is given", () => {
    const now = new Date();
    const value = valueOf(membershipSchema("de"), { ...validMembership(), entryDate: firstOfNextMonth(now) });
    expect(value.entryDate).toBe(firstOfNextMonth(now));
  });

  it("rejects a non-object input without throwing", () => {
    expect(membershipSchema("de", TODAY).safeParse(null).success).toBe(false);
    expect(membershipStepSchemas("de", TODAY)[3].safeParse("x").success).toBe(false);
  });
});

describe("membershipStepSchemas", () => {
  it("each step validates only its own fields", () => {
    const schemas = membershipStepSchemas("de", TODAY);
    for (const step of [1, 2, 3, 4] as const) {
      const ownFields = MEMBERSHIP_STEP_FIELDS[step] as readonly string[];
      const errors = errorsOf(schemas[step], {});
      for (const key of Object.keys(errors)) expect(ownFields).toContain(key);
      // A complete step passes even if the other steps are empty.
      const onlyThisStep = Object.fromEntries(
        Object.entries(validMembership()).filter(([key]) => ownFields.includes(key)),
      );
      expect(errorsOf(schemas[step], onlyThisStep)).toEqual({});
    }
  });

  it("the steps together cover every membership field exactly once", () => {
    const all = [1, 2, 3, 4].flatMap((step) => MEMBERSHIP_STEP_FIELDS[step as 1 | 2 | 3 | 4] as readonly string[]);
    expect([...all].sort()).toEqual([...MEMBERSHIP_FIELDS].sort());
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("membershipInitialValues", () => {
  it("is blank with the entry date on the first of next month", () => {
    const initial = membershipInitialValues(TODAY);
    expect(initial.entryDate).toBe("2025-07-01");
    expect(initial.privacyAccepted).toBe(false);
    expect(initial.mandateAccepted).toBe(false);
    expect(Object.keys(initial).sort()).toEqual([...MEMBERSHIP_FIELDS].sort());
    const others = Object.entries(initial).filter(([key]) => key !== "entryDate" && key !== "privacyAccepted" && key !== "mandateAccepted");
    for (const [, value] of others) expect(value).toBe("");
  });
});

describe("the fee and how to pay (docs/product/membership.md#mandate)", () => {
  const debit: MembershipTerms = { minimumFees: DEFAULT_MINIMUM_FEES, directDebit: true };
  const transferOnly: MembershipTerms = { minimumFees: DEFAULT_MINIMUM_FEES, directDebit: false };
  const aDebit = { paymentMethod: "debit", accountHolder: "Anna Müller", iban: "de89 3704 0044 0532 0130 00", mandateAccepted: "on" };
  const both = (locale: Locale, input: Record<string, unknown>, terms: MembershipTerms) => {
    const step = errorsOf(membershipStepSchemas(locale, TODAY, terms)[4], input);
    expect(errorsOf(membershipSchema(locale, TODAY, terms), input)).toEqual(step);
    return step;
  };

  it.each(LOCALES)("%s: the fee is a sum in euros, at least the smallest for the type and interval", (locale) => {
    const m = getMessages(locale).membership;
    const base = { ...validMembership(), paymentInterval: "monthly" };
    const cases: [unknown, string | null][] = [
      [ABSENT, m.feeRequired], ["", m.feeRequired], ["zehn", m.feeInvalid], ["-5", m.feeInvalid], ["5,555", m.feeInvalid], ["10000,01", m.feeInvalid],
      ["5", null], ["5,00", null], ["5.5", null], ["12,50 €", null], ["10000", null],
    ];
    for (const [fee, message] of cases) expect(both(locale, withField(base, "feeAmount", fee), transferOnly), String(fee)).toEqual(message ? { feeAmount: [message] } : {});
    const low = both(locale, { ...base, feeAmount: "4,99" }, transferOnly).feeAmount?.[0] ?? "";
    expect(low).toBe(m.feeTooLow.replace("{minimum}", locale === "de" ? "5,00\u00a0€" : "5,00\u00a0€"));
    // Per interval and per type, as the settings say.
    expect(both(locale, { ...base, paymentInterval: "annual", feeAmount: "59" }, transferOnly)).toHaveProperty("feeAmount");
    const dearer: MembershipTerms = { minimumFees: { ...DEFAULT_MINIMUM_FEES, supporting: { ...DEFAULT_MINIMUM_FEES.supporting, monthly: 1000 } }, directDebit: false };
    expect(both(locale, { ...base, membershipType: "supporting", feeAmount: "9" }, dearer)).toHaveProperty("feeAmount");
    expect(both(locale, { ...base, membershipType: "active", feeAmount: "9" }, dearer)).toEqual({});
  });

  it.each(LOCALES)("%s: a direct debit needs the account holder, a SEPA IBAN with right check digits and the mandate", (locale) => {
    const m = getMessages(locale).membership;
    const base = validMembership();
    expect(both(locale, { ...base, ...aDebit }, debit)).toEqual({});
    expect(both(locale, { ...base, paymentMethod: "" }, debit)).toEqual({ paymentMethod: [m.choosePayment] });
    expect(both(locale, { ...base, paymentMethod: "debit" }, debit)).toEqual({
      accountHolder: [m.accountHolderRequired], iban: [m.ibanRequired], mandateAccepted: [m.mandateRequired],
    });
    const iban = (value: string) => both(locale, { ...base, ...aDebit, iban: value }, debit).iban;
    expect(iban("DE89 3704 0044 0532 0130 01")).toEqual([m.ibanChecksum]);
    expect(iban("12345")).toEqual([m.ibanFormat]);
    expect(iban("US64SVBKUS6S3300958879")).toEqual([m.ibanCountry]);
    expect(iban("x".repeat(43))).toEqual([m.ibanFormat]);
    expect(both(locale, { ...base, ...aDebit, accountHolder: "A".repeat(71) }, debit)).toEqual({ accountHolder: [m.accountHolderMax] });
    // A transfer asks for none of it.
    expect(both(locale, { ...base, paymentMethod: "transfer", iban: "nonsense" }, debit)).toEqual({});
  });

  it("gives the fee in cents and the IBAN as the bank wants it; a transfer keeps no IBAN", () => {
    const value = valueOf(membershipSchema("de", TODAY, debit), { ...validMembership(), ...aDebit, feeAmount: "12,50" });
    expect(membershipPayment(value)).toEqual({ feeCents: 1250, iban: "DE89370400440532013000" });
    const transfer = valueOf(membershipSchema("de", TODAY, debit), { ...validMembership(), paymentMethod: "transfer", iban: "DE89 3704 0044 0532 0130 00" });
    expect(membershipPayment(transfer)).toEqual({ feeCents: 6000, iban: null });
  });

  it("without direct debit on offer, whatever is posted is a transfer, and its account fields are not kept", () => {
    const value = valueOf(membershipSchema("es", TODAY, transferOnly), { ...validMembership(), ...aDebit });
    expect(value.paymentMethod).toBe("transfer");
    expect(membershipPayment(value).iban).toBeNull();
  });
});
