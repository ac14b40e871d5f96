/**
 * Membership application: four wizard steps (docs/product/forms.md#membership).
 *
 * Step 1 membershipType · step 2 salutation, names, birthday · step 3 address,
 * e-mail, phone/mobile, Facebook name · step 4 entry date, payment interval,
 * the fee (at least the settings' smallest for the type and interval), how to
 * pay (SEPA direct debit with account holder, IBAN and the mandate, or bank
 * transfer: docs/product/membership.md#mandate), privacy consent, honeypot.
 *
 * The factories take `today` (default: now) for the age and entry-date rules,
 * and the membership's terms (the smallest fees, whether direct debit is
 * offered); create the schema per request/render rather than caching it for days.
 */
import { z } from "#app/platform/zod.ts";
import { intlLocale, type Locale } from "#app/platform/i18n/locale.ts";
import {
  ACCOUNT_HOLDER_MAX, ADDRESS_MAX, COUNTRY_CODES, IBAN_INPUT_MAX, MEMBERSHIP_TYPES, NAME_MAX, PAYMENT_INTERVALS, PAYMENT_METHODS,
  PHONE_MAX, SALUTATIONS, ZIP_MAX, type MembershipField, type MembershipStep, type MembershipType, type PaymentInterval,
} from "./constants.ts";
import { checkIban, normalizeIban, type IbanProblem } from "#app/platform/payments/rules/iban.ts";
import { firstOfNextMonth, isAtLeast18, isPlausibleBirthday, normaliseEntryDate } from "./dates.ts";
import {
  blankToUndefined, checkboxField, choiceField, emailField, optionalText, requiredText, toCents,
} from "./fields.ts";
import { consentFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";
import { isValidInternationalPhone } from "./phone.ts";

/** The smallest fee (cents) per membership type and interval. */
export type FeeTable = Record<MembershipType, Record<PaymentInterval, number>>;

const MONTHLY_MINIMUM_CENTS = 500;

/** 5 € a month, and the interval's multiple of it, for either type: until owners set their own. */
export const DEFAULT_MINIMUM_FEES: FeeTable = Object.fromEntries(
  MEMBERSHIP_TYPES.map((type) => [
    type,
    { monthly: MONTHLY_MINIMUM_CENTS, quarterly: 3 * MONTHLY_MINIMUM_CENTS, biannual: 6 * MONTHLY_MINIMUM_CENTS, annual: 12 * MONTHLY_MINIMUM_CENTS },
  ]),
) as FeeTable;

/** What the form needs of the membership's settings (docs/product/membership.md#settings). */
export interface MembershipTerms {
  minimumFees: FeeTable;
  /**
   * Whether direct debit is offered: a creditor is set up in the settings and the server can seal
   * account numbers. Without it the form takes bank transfer only.
   */
  directDebit: boolean;
}

export const DEFAULT_MEMBERSHIP_TERMS: MembershipTerms = { minimumFees: DEFAULT_MINIMUM_FEES, directDebit: false };

/** The largest fee per interval the form takes (10,000 €). */
export const MAX_FEE_CENTS = 1_000_000;

/** The messages of a refused IBAN, by problem. */
function ibanMessage(m: ReturnType<typeof getMessages>["membership"], problem: IbanProblem): string {
  return { empty: m.ibanRequired, format: m.ibanFormat, checksum: m.ibanChecksum, country: m.ibanCountry }[problem];
}

function membershipShapes(locale: Locale, today: Date, terms: MembershipTerms) {
  const all = getMessages(locale);
  const v = all.validation;
  const m = all.membership;
  const required = v.required;

  const phone = z.preprocess(
    blankToUndefined,
    z
      .string({ error: m.phoneFormat })
      .max(PHONE_MAX, { error: v.phoneMax, abort: true })
      .refine(isValidInternationalPhone, { error: m.phoneFormat })
      .optional(),
  );

  const step1 = {
    membershipType: choiceField(MEMBERSHIP_TYPES, m.chooseType),
  };

  const step2 = {
    salutation: choiceField(SALUTATIONS, required),
    firstName: requiredText({ max: NAME_MAX, tooShort: required, tooLong: v.nameMax }),
    lastName: requiredText({ max: NAME_MAX, tooShort: required, tooLong: v.nameMax }),
    birthday: z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .refine((value) => isPlausibleBirthday(value, today), { error: m.birthdayInvalid, abort: true })
      .refine((value) => isAtLeast18(value, today), { error: m.mustBe18 }),
  };

  const step3 = {
    street: requiredText({ max: ADDRESS_MAX, tooShort: required, tooLong: v.addressMax }),
    addressAddition: optionalText(ADDRESS_MAX, v.addressMax),
    postalCode: requiredText({ max: ZIP_MAX, tooShort: required, tooLong: v.zipMax }),
    city: requiredText({ max: NAME_MAX, tooShort: required, tooLong: v.max100 }),
    country: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z
        .string({ error: required })
        .min(1, { error: required, abort: true })
        .pipe(z.enum(COUNTRY_CODES, { error: m.countryInvalid })),
    ),
    email: emailField({ invalid: v.emailInvalid, tooLong: v.emailMax, required }),
    phone,
    mobile: phone,
    facebookUsername: optionalText(NAME_MAX, v.max100),
  };

  const step4 = {
    entryDate: z
      .string({ error: m.chooseEntryAndInterval })
      .trim()
      .refine((value) => normaliseEntryDate(value) !== null, { error: m.chooseEntryAndInterval, abort: true })
      .refine((value) => (normaliseEntryDate(value) ?? "") >= firstOfNextMonth(today), {
        error: m.entryDateTooEarly,
        abort: true,
      })
      .overwrite((value) => normaliseEntryDate(value) ?? value),
    paymentInterval: choiceField(PAYMENT_INTERVALS, m.chooseEntryAndInterval),
    feeAmount: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().replace(/\s*€$/, "") : value),
      z
        .string({ error: m.feeRequired })
        .min(1, { error: m.feeRequired, abort: true })
        .refine((value) => toCents(value) !== null && toCents(value)! <= MAX_FEE_CENTS, { error: m.feeInvalid }),
    ),
    // Without direct debit on offer, whatever was posted is a transfer.
    paymentMethod: terms.directDebit
      ? choiceField(PAYMENT_METHODS, m.choosePayment)
      : z.unknown().optional().transform(() => "transfer" as const),
    accountHolder: optionalText(ACCOUNT_HOLDER_MAX, m.accountHolderMax),
    iban: z.preprocess(blankToUndefined, z.string({ error: m.ibanFormat }).max(IBAN_INPUT_MAX, { error: m.ibanFormat }).optional()),
    mandateAccepted: checkboxField(),
    ...consentFields(v),
  };

  /**
   * Step 4 and the whole form: the fee is at least the smallest for the chosen type and interval;
   * a direct debit needs the account holder, a valid IBAN of a SEPA country and the mandate.
   */
  const feeAndPayment = z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      const type = MEMBERSHIP_TYPES.find((t) => t === value.membershipType);
      const interval = PAYMENT_INTERVALS.find((i) => i === value.paymentInterval);
      const cents = toCents(value.feeAmount);
      if (type && interval && cents !== null && cents < terms.minimumFees[type][interval]) {
        const minimum = new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "EUR" }).format(terms.minimumFees[type][interval] / 100);
        ctx.addIssue({ code: "custom", message: m.feeTooLow.replace("{minimum}", minimum), path: ["feeAmount"] });
      }
      if (value.paymentMethod !== "debit") return;
      if (typeof value.accountHolder !== "string" || value.accountHolder.trim() === "") {
        ctx.addIssue({ code: "custom", message: m.accountHolderRequired, path: ["accountHolder"] });
      }
      const iban = checkIban(typeof value.iban === "string" ? value.iban : "");
      if (!iban.ok) ctx.addIssue({ code: "custom", message: ibanMessage(m, iban.reason), path: ["iban"] });
      if (value.mandateAccepted !== true) ctx.addIssue({ code: "custom", message: m.mandateRequired, path: ["mandateAccepted"] });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

  /** Step 3 and the whole form: at least one of phone and mobile. Runs even when other fields fail. */
  const atLeastOnePhone = z.superRefine<{ phone?: unknown; mobile?: unknown }>(
    (value, ctx) => {
      const given = (x: unknown) => typeof x === "string" && x.trim() !== "";
      if (typeof value !== "object" || value === null) return;
      if (!given(value.phone) && !given(value.mobile)) {
        ctx.addIssue({ code: "custom", message: m.missingPhone, path: ["phone"] });
        ctx.addIssue({ code: "custom", message: m.missingPhone, path: ["mobile"] });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

  return { step1, step2, step3, step4, atLeastOnePhone, feeAndPayment };
}

export function membershipStepSchemas(locale: Locale, today: Date = new Date(), terms: MembershipTerms = DEFAULT_MEMBERSHIP_TERMS) {
  const s = membershipShapes(locale, today, terms);
  return {
    1: z.object(s.step1),
    2: z.object(s.step2),
    3: z.object(s.step3).check(s.atLeastOnePhone),
    // Loose: the fee's check reads the membership type chosen in step 1.
    4: z.looseObject(s.step4).check(s.feeAndPayment),
  } as const satisfies Record<MembershipStep, z.ZodType>;
}

export function membershipSchema(locale: Locale, today: Date = new Date(), terms: MembershipTerms = DEFAULT_MEMBERSHIP_TERMS) {
  const s = membershipShapes(locale, today, terms);
  return z
    .object({
      ...s.step1,
      ...s.step2,
      ...s.step3,
      ...s.step4,
    } satisfies Record<MembershipField, z.ZodType>)
    .check(s.atLeastOnePhone)
    .check(s.feeAndPayment);
}

/** The fee as cents and the IBAN as the bank wants it (no spaces, capitals), from parsed values. */
export function membershipPayment(values: MembershipValues): { feeCents: number; iban: string | null } {
  return { feeCents: toCents(values.feeAmount)!, iban: values.paymentMethod === "debit" && values.iban ? normalizeIban(values.iban) : null };
}

export type MembershipSchema = ReturnType<typeof membershipSchema>;
export type MembershipInput = z.input<MembershipSchema>;
export type MembershipValues = z.output<MembershipSchema>;
export type MembershipStepSchemas = ReturnType<typeof membershipStepSchemas>;

/** The wizard's editable state: strings for inputs and selects, a boolean for the consent checkbox. */
export type MembershipDraft = { [K in MembershipField]: K extends "privacyAccepted" | "mandateAccepted" ? boolean : string };

/**
 * Empty wizard state (initial and after a successful submit, docs/product/forms.md#wizard):
 * everything blank, entry date the first of next month.
 */
export function membershipInitialValues(today: Date = new Date()): MembershipDraft {
  return {
    membershipType: "",
    salutation: "",
    firstName: "",
    lastName: "",
    birthday: "",
    street: "",
    addressAddition: "",
    postalCode: "",
    city: "",
    country: "",
    email: "",
    phone: "",
    mobile: "",
    facebookUsername: "",
    entryDate: firstOfNextMonth(today),
    paymentInterval: "",
    feeAmount: "",
    paymentMethod: "",
    accountHolder: "",
    iban: "",
    mandateAccepted: false,
    privacyAccepted: false,
    website: "",
  };
}
