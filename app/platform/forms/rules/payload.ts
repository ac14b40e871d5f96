/**
 * Payloads of the backend calls (docs/product/forms.md#submission-and-delivery). Only the listed keys are sent:
 * privacyAccepted, the honeypot and the contact form's `dog` are dropped.
 * Optional text that was left blank is sent as "" so every payload always has
 * the same keys (JSON would drop `undefined`).
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { CountryCode, FormType, MembershipType, PaymentInterval, PaymentMethod, Salutation } from "./constants.ts";
import type { AdoptionValues } from "./adoption.ts";
import type { ContactValues } from "./contact.ts";
import type { FlightSponsorValues } from "./flight-sponsor.ts";
import type { FosterValues } from "./foster.ts";
import { membershipPayment, type MembershipValues } from "./membership.ts";
import type { SponsorshipValues } from "./sponsorship.ts";

export interface FormValuesByType {
  adoption: AdoptionValues;
  sponsorship: SponsorshipValues;
  contact: ContactValues;
  foster_home: FosterValues;
  flight_sponsor: FlightSponsorValues;
}

export interface SendFormEmailData {
  adoption: {
    dog: string;
    name: string;
    email: string;
    phone: string;
    street: string;
    postalCode: string;
    city: string;
    country: CountryCode | "";
    livingSituation: string;
    experience: string;
    message: string;
  };
  sponsorship: { dogName: string; yourName: string; email: string; amount: number; publishName: boolean };
  contact: { name: string; email: string; phone: string; message: string };
  foster_home: {
    name: string;
    email: string;
    phone: string;
    address: string;
    zipCode: string;
    experience: string;
    existingPets: string;
    livingSituation: string;
    availability: string;
    message: string;
  };
  /** The back office's matching reads these names (docs/product/travel.md#flight-sponsors). */
  flight_sponsor: {
    name: string;
    email: string;
    phone: string;
    /** IATA codes from the airports' lists (app/platform/forms/rules/airports.ts). */
    fromAirport: string;
    toAirport: string;
    /** YYYY-MM-DD */
    flightDate: string;
    /** Normalised: "VY 1816". */
    flightNumber: string;
    dogsAllowed: number;
    message: string;
  };
}

export interface SendFormEmailPayload<T extends FormType = FormType> {
  formType: T;
  locale: Locale;
  data: SendFormEmailData[T];
}

const builders: { [K in FormType]: (v: FormValuesByType[K]) => SendFormEmailData[K] } = {
  adoption: (v) => ({
    dog: v.dog,
    name: v.name,
    email: v.email,
    phone: v.phone,
    street: v.street ?? "",
    postalCode: v.postalCode ?? "",
    city: v.city ?? "",
    country: v.country ?? "",
    livingSituation: v.livingSituation,
    experience: v.experience,
    message: v.message,
  }),
  sponsorship: (v) => ({
    dogName: v.dogName,
    yourName: v.yourName,
    email: v.email,
    amount: v.amount,
    publishName: v.publishName,
  }),
  contact: (v) => ({ name: v.name, email: v.email, phone: v.phone ?? "", message: v.message }),
  foster_home: (v) => ({
    name: v.name,
    email: v.email,
    phone: v.phone,
    address: v.address,
    zipCode: v.zipCode,
    experience: v.experience,
    existingPets: v.existingPets ?? "",
    livingSituation: v.livingSituation,
    availability: v.availability,
    message: v.message,
  }),
  flight_sponsor: (v) => ({
    name: v.name,
    email: v.email,
    phone: v.phone,
    fromAirport: v.fromAirport,
    toAirport: v.toAirport,
    flightDate: v.flightDate,
    flightNumber: v.flightNumber,
    dogsAllowed: v.dogsAllowed,
    message: v.message ?? "",
  }),
};

/** The send-form-email body for a parsed (validated) form. */
export function toSendFormEmailPayload<T extends FormType>(
  formType: T,
  locale: Locale,
  parsed: FormValuesByType[T],
): SendFormEmailPayload<T> {
  const build: (v: FormValuesByType[T]) => SendFormEmailData[T] = builders[formType];
  return { formType, locale, data: build(parsed) };
}

/** submit-membership body: every application field plus locale (country as ISO code). */
export interface SubmitMembershipPayload {
  membershipType: MembershipType;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  street: string;
  addressAddition: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  birthday: string;
  email: string;
  phone: string;
  mobile: string;
  entryDate: string;
  paymentInterval: PaymentInterval;
  /** The fee per interval in cents, as the applicant chose it. */
  feeCents: number;
  paymentMethod: PaymentMethod;
  /** The account holder of a direct debit; the IBAN is never part of the payload (sealed apart, decision 043). */
  accountHolder: string;
  facebookUsername: string;
  locale: Locale;
}

export function toSubmitMembershipPayload(locale: Locale, parsed: MembershipValues): SubmitMembershipPayload {
  return {
    membershipType: parsed.membershipType,
    salutation: parsed.salutation,
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    street: parsed.street,
    addressAddition: parsed.addressAddition ?? "",
    postalCode: parsed.postalCode,
    city: parsed.city,
    country: parsed.country,
    birthday: parsed.birthday,
    email: parsed.email,
    phone: parsed.phone ?? "",
    mobile: parsed.mobile ?? "",
    entryDate: parsed.entryDate,
    paymentInterval: parsed.paymentInterval,
    feeCents: membershipPayment(parsed).feeCents,
    paymentMethod: parsed.paymentMethod,
    accountHolder: parsed.paymentMethod === "debit" ? (parsed.accountHolder ?? "") : "",
    facebookUsername: parsed.facebookUsername ?? "",
    locale,
  };
}
