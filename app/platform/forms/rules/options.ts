/** Localised option lists for selects and radio groups. */
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  COUNTRY_ORDER, DONATION_METHODS, MEMBERSHIP_TYPES, PAYMENT_INTERVALS, SALUTATIONS,
  type CountryCode, type DonationMethod, type MembershipType, type PaymentInterval, type Salutation,
} from "./constants.ts";
import { getMessages } from "./messages.ts";
import { labelled, type Option } from "./labelled.ts";

export type { Option };

/** Membership countries as ISO codes with localised labels, in the order of docs/product/forms.md#membership for the language. */
export function membershipCountries(locale: Locale): Option<CountryCode>[] {
  return labelled(COUNTRY_ORDER[locale], getMessages(locale).options.countries);
}

export function countryLabel(code: CountryCode, locale: Locale): string {
  return getMessages(locale).options.countries[code];
}

export function membershipTypeOptions(locale: Locale): Option<MembershipType>[] {
  return labelled(MEMBERSHIP_TYPES, getMessages(locale).options.membershipTypes);
}

export function salutationOptions(locale: Locale): Option<Salutation>[] {
  return labelled(SALUTATIONS, getMessages(locale).options.salutations);
}

export function paymentIntervalOptions(locale: Locale): Option<PaymentInterval>[] {
  return labelled(PAYMENT_INTERVALS, getMessages(locale).options.paymentIntervals);
}

export function donationMethodOptions(locale: Locale): Option<DonationMethod>[] {
  return labelled(DONATION_METHODS, getMessages(locale).options.donationMethods);
}
