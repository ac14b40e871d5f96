/** Localised option lists for selects and radio groups. */
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  COUNTRY_ORDER, DONATION_METHODS, MEMBERSHIP_TYPES, PAYMENT_INTERVALS, SALUTATIONS,
  type CountryCode, type DonationMethod, type MembershipType, type PaymentInterval, type Salutation,
} from "./constants.ts";
import { getMessages } from "./messages.ts";

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** Membership countries as ISO codes with localised labels, in the order of docs/product/forms.md#membership for the language. */
export function membershipCountries(locale: Locale): Option<CountryCode>[] {
  const labels = getMessages(locale).options.countries;
  return COUNTRY_ORDER[locale].map((value) => ({ value, label: labels[value] }));
}

export function countryLabel(code: CountryCode, locale: Locale): string {
  return getMessages(locale).options.countries[code];
}

export function membershipTypeOptions(locale: Locale): Option<MembershipType>[] {
  const labels = getMessages(locale).options.membershipTypes;
  return MEMBERSHIP_TYPES.map((value) => ({ value, label: labels[value] }));
}

export function salutationOptions(locale: Locale): Option<Salutation>[] {
  const labels = getMessages(locale).options.salutations;
  return SALUTATIONS.map((value) => ({ value, label: labels[value] }));
}

export function paymentIntervalOptions(locale: Locale): Option<PaymentInterval>[] {
  const labels = getMessages(locale).options.paymentIntervals;
  return PAYMENT_INTERVALS.map((value) => ({ value, label: labels[value] }));
}

export function donationMethodOptions(locale: Locale): Option<DonationMethod>[] {
  const labels = getMessages(locale).options.donationMethods;
  return DONATION_METHODS.map((value) => ({ value, label: labels[value] }));
}
