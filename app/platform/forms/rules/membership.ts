/**
 * Membership application: four wizard steps (docs/product/forms.md#membership).
 *
 * Step 1 membershipType · step 2 salutation, names, birthday · step 3 address,
 * e-mail, phone/mobile, Facebook name · step 4 entry date, payment interval,
 * privacy consent, honeypot.
 *
 * The factories take `today` (default: now) for the age and entry-date rules;
 * create the schema per request/render rather than caching it for days.
 */
import { z } from "#app/platform/zod.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  ADDRESS_MAX, COUNTRY_CODES, MEMBERSHIP_TYPES, NAME_MAX, PAYMENT_INTERVALS, PHONE_MAX, SALUTATIONS, ZIP_MAX,
  type MembershipField, type MembershipStep,
} from "./constants.ts";
import { firstOfNextMonth, isAtLeast18, isPlausibleBirthday, normaliseEntryDate } from "./dates.ts";
import {
  blankToUndefined, choiceField, emailField, optionalText, requiredText,
} from "./fields.ts";
import { consentFields } from "./shared-fields.ts";
import { getMessages } from "./messages.ts";
import { isValidInternationalPhone } from "./phone.ts";

function membershipShapes(locale: Locale, today: Date) {
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
    ...consentFields(v),
  };

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

  return { step1, step2, step3, step4, atLeastOnePhone };
}

export function membershipStepSchemas(locale: Locale, today: Date = new Date()) {
  const s = membershipShapes(locale, today);
  return {
    1: z.object(s.step1),
    2: z.object(s.step2),
    3: z.object(s.step3).check(s.atLeastOnePhone),
    4: z.object(s.step4),
  } as const satisfies Record<MembershipStep, z.ZodType>;
}

export function membershipSchema(locale: Locale, today: Date = new Date()) {
  const s = membershipShapes(locale, today);
  return z
    .object({
      ...s.step1,
      ...s.step2,
      ...s.step3,
      ...s.step4,
    } satisfies Record<MembershipField, z.ZodType>)
    .check(s.atLeastOnePhone);
}

export type MembershipSchema = ReturnType<typeof membershipSchema>;
export type MembershipInput = z.input<MembershipSchema>;
export type MembershipValues = z.output<MembershipSchema>;
export type MembershipStepSchemas = ReturnType<typeof membershipStepSchemas>;

/** The wizard's editable state: strings for inputs and selects, a boolean for the consent checkbox. */
export type MembershipDraft = { [K in MembershipField]: K extends "privacyAccepted" ? boolean : string };

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
    privacyAccepted: false,
    website: "",
  };
}
