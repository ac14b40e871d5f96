/**
 * Business constants and limits of the request forms (docs/product/README.md#numbers-and-limits).
 * Pure data: no Zod, no React, no I/O.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

// ---------------------------------------------------------------------------
// Text limits and lower bounds (docs/product/forms.md#common-rules)
// ---------------------------------------------------------------------------

export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const PHONE_MAX = 30;
export const ADDRESS_MAX = 200;
export const ZIP_MAX = 10;
export const LONG_TEXT_MAX = 500;
export const MESSAGE_MAX = 2000;
/** What the flight number's field takes as typed ("VY 1816" with spaces to spare); the rule is the number's form (airports.ts). */
export const FLIGHT_NUMBER_INPUT_MAX = 16;

export const NAME_MIN = 2;
export const PHONE_MIN = 5;
export const ADDRESS_MIN = 5;
export const ZIP_MIN = 4;
export const LONG_TEXT_MIN = 10;
export const MESSAGE_MIN = 20;
/** The original specification leaves the contact bounds open; we use the adoption bound (20) so the same message text applies. */
export const CONTACT_MESSAGE_MIN = MESSAGE_MIN;

// ---------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------

/** Sponsorship: from 10 € per month, form maximum 10 000 €, presets 10/15/20/30, default 10. */
export const SPONSORSHIP_PRESETS = [10, 15, 20, 30] as const;
export const SPONSORSHIP_DEFAULT = 10;
export const SPONSORSHIP_MIN = 10;
export const SPONSORSHIP_MAX = 10_000;

/**
 * Donation: the original specification shows no validation. Decision: at least 1 € (the smallest
 * amount the association advertises, "monthly giving from 1 euro"), at most
 * 10 000 € like the sponsorship form; presets 10/25/50/100, default 25.
 */
export const DONATION_PRESETS = [10, 25, 50, 100] as const;
export const DONATION_DEFAULT = 25;
export const DONATION_MIN = 1;
export const DONATION_MAX = 10_000;
export const DONATION_METHODS = ["paypal", "transfer"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

// ---------------------------------------------------------------------------
// Forms sent through send-form-email (docs/product/forms.md#json-endpoints)
// ---------------------------------------------------------------------------

export const FORM_TYPES = ["adoption", "sponsorship", "contact", "foster_home", "flight_sponsor"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Membership (docs/product/forms.md#membership)
// ---------------------------------------------------------------------------

export const MEMBERSHIP_TYPES = ["active", "supporting"] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const SALUTATIONS = ["female", "male"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const PAYMENT_INTERVALS = ["monthly", "quarterly", "biannual", "annual"] as const;
/** How a member pays (docs/product/membership.md#mandate): SEPA direct debit under a mandate, or bank transfer. */
export const PAYMENT_METHODS = ["debit", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** An account holder's name as a SEPA mandate takes it. */
export const ACCOUNT_HOLDER_MAX = 70;
export const IBAN_INPUT_MAX = 42;
export type PaymentInterval = (typeof PAYMENT_INTERVALS)[number];

/** How many payments a year each interval means. */
export const PAYMENTS_PER_YEAR = {
  monthly: 12,
  quarterly: 4,
  biannual: 2,
  annual: 1,
} as const satisfies Record<PaymentInterval, number>;

export const MEMBERSHIP_MIN_AGE = 18;
export const MEMBERSHIP_PHONE_MIN_DIGITS = 10;
export const MEMBERSHIP_STEPS = [1, 2, 3, 4] as const;
export type MembershipStep = (typeof MEMBERSHIP_STEPS)[number];

/** ISO 3166-1 alpha-2 codes of the membership countries (German order). */
export const COUNTRY_CODES = ["DE", "AT", "CH", "ES", "BE", "DK", "FR", "IT", "LI", "LU", "NL", "PL", "CZ"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Display order per language: German starts DE, AT, CH, ES; Spanish starts ES, DE, AT, CH; the rest is shared. */
export const COUNTRY_ORDER: Record<Locale, readonly CountryCode[]> = {
  de: COUNTRY_CODES,
  es: ["ES", "DE", "AT", "CH", "BE", "DK", "FR", "IT", "LI", "LU", "NL", "PL", "CZ"],
};

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Field names of every form (used by the label catalogue and checked against the schemas)
// ---------------------------------------------------------------------------

export const ADOPTION_FIELDS = [
  "dog", "name", "email", "phone", "street", "postalCode", "city", "country", "livingSituation", "experience", "message", "privacyAccepted", "website",
] as const;
export const SPONSORSHIP_FIELDS = [
  "dogName", "yourName", "email", "amount", "publishName", "privacyAccepted", "website",
] as const;
export const FOSTER_FIELDS = [
  "name", "email", "phone", "address", "zipCode", "experience", "existingPets", "livingSituation",
  "availability", "message", "privacyAccepted", "website",
] as const;
export const CONTACT_FIELDS = ["name", "email", "phone", "message", "dog", "privacyAccepted", "website"] as const;
/** A flight sponsor's offer (docs/product/forms.md#flight-sponsor); the back office's matching reads these names. */
export const FLIGHT_SPONSOR_FIELDS = [
  "name", "email", "phone", "fromAirport", "toAirport", "flightDate", "flightNumber", "dogsAllowed", "message", "privacyAccepted", "website",
] as const;
export const MEMBERSHIP_FIELDS = [
  "membershipType", "salutation", "firstName", "lastName", "birthday", "street", "addressAddition",
  "postalCode", "city", "country", "email", "phone", "mobile", "facebookUsername", "entryDate",
  "paymentInterval", "feeAmount", "paymentMethod", "accountHolder", "iban", "mandateAccepted", "privacyAccepted", "website",
] as const;
export const DONATION_FIELDS = ["amount", "purpose", "method"] as const;

export type AdoptionField = (typeof ADOPTION_FIELDS)[number];
export type SponsorshipField = (typeof SPONSORSHIP_FIELDS)[number];
export type FosterField = (typeof FOSTER_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FlightSponsorField = (typeof FLIGHT_SPONSOR_FIELDS)[number];
export type MembershipField = (typeof MEMBERSHIP_FIELDS)[number];
export type DonationField = (typeof DONATION_FIELDS)[number];

/** Which membership fields each wizard step validates. */
export const MEMBERSHIP_STEP_FIELDS = {
  1: ["membershipType"],
  2: ["salutation", "firstName", "lastName", "birthday"],
  3: ["street", "addressAddition", "postalCode", "city", "country", "email", "phone", "mobile", "facebookUsername"],
  4: ["entryDate", "paymentInterval", "feeAmount", "paymentMethod", "accountHolder", "iban", "mandateAccepted", "privacyAccepted", "website"],
} as const satisfies Record<MembershipStep, readonly MembershipField[]>;

/** Fields whose absence gives the 'Fehler' toast on final submit (docs/product/forms.md#wizard). */
export const MEMBERSHIP_REQUIRED_FIELDS = [
  "membershipType", "salutation", "firstName", "lastName", "birthday", "email", "street", "postalCode",
  "city", "country", "entryDate", "paymentInterval", "feeAmount", "paymentMethod",
] as const satisfies readonly MembershipField[];
