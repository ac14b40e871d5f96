/**
 * German message catalogue of the forms. This object defines the catalogue's
 * type (`Messages`); the Spanish catalogue must satisfy it, so a missing or
 * extra key fails the type check.
 */
import type {
  AdoptionField,
  ContactField,
  CountryCode,
  DonationField,
  DonationMethod,
  FormType,
  FosterField,
  MembershipField,
  MembershipType,
  PaymentInterval,
  Salutation,
  SponsorshipField,
} from "./constants.ts";

/** Structural constraints every catalogue must meet (keys that are derived from the domain lists). */
interface CatalogueShape {
  validation: Record<string, string>;
  membership: Record<string, string>;
  labels: {
    adoption: Record<AdoptionField, string>;
    sponsorship: Record<SponsorshipField, string>;
    foster_home: Record<FosterField, string>;
    contact: Record<ContactField, string>;
    membership: Record<MembershipField, string>;
    donation: Record<DonationField, string>;
  };
  options: {
    membershipTypes: Record<MembershipType, string>;
    salutations: Record<Salutation, string>;
    paymentIntervals: Record<PaymentInterval, string>;
    countries: Record<CountryCode, string>;
    donationMethods: Record<DonationMethod, string>;
  };
  status: {
    sendErrorText: Record<FormType, string>;
    success: Record<FormType, string>;
    [key: string]: unknown;
  };
}

export const de = {
  validation: {
    // Names
    nameMin: "Name muss mindestens 2 Zeichen lang sein",
    nameMax: "Name darf maximal 100 Zeichen lang sein",
    nameRequired: "Name ist erforderlich",
    dogNameRequired: "Name des Hundes ist erforderlich",
    dogNameMax: "Name des Hundes darf maximal 100 Zeichen lang sein",
    // Contact data
    emailInvalid: "Ungültige E-Mail-Adresse",
    emailMax: "E-Mail-Adresse darf maximal 255 Zeichen lang sein",
    phoneMin: "Telefonnummer muss mindestens 5 Zeichen lang sein",
    phoneMax: "Telefonnummer darf maximal 30 Zeichen lang sein",
    addressMin: "Adresse muss mindestens 5 Zeichen lang sein",
    addressMax: "Adresse darf maximal 200 Zeichen lang sein",
    zipMin: "Postleitzahl muss mindestens 4 Zeichen lang sein",
    zipMax: "Postleitzahl darf maximal 10 Zeichen lang sein",
    // Long texts
    livingSituationMin: "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
    experienceMin: "Bitte beschreibe deine Erfahrung mit Hunden ausführlicher (mind. 10 Zeichen)",
    availabilityMin: "Bitte beschreibe deine zeitliche Verfügbarkeit ausführlicher (mind. 10 Zeichen)",
    longTextMax: "Beschreibung darf maximal 500 Zeichen lang sein",
    messageMin: "Nachricht muss mindestens 20 Zeichen lang sein",
    messageMax: "Nachricht darf maximal 2000 Zeichen lang sein",
    // Generic
    required: "Dieses Feld ist erforderlich",
    max100: "Maximal 100 Zeichen erlaubt",
    privacy: "Du musst die Datenschutzerklärung akzeptieren",
    honeypot: "Dieses Feld sollte leer bleiben",
    // Amounts
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    sponsorshipAmountMin: "Betrag muss mindestens 10€ sein",
    sponsorshipAmountMax: "Betrag darf maximal 10.000€ sein",
    donationAmountMin: "Betrag muss mindestens 1€ sein",
    donationAmountMax: "Betrag darf maximal 10.000€ sein",
    donationPurposeRequired: "Bitte gib einen Verwendungszweck an",
    donationMethodRequired: "Bitte wähle eine Zahlungsart",
  },
  membership: {
    chooseType: "Bitte wähle eine Mitgliedschaftsvariante",
    missingInfoTitle: "Fehlende Angaben",
    missingInfo: "Bitte fülle alle Pflichtfelder aus",
    invalidBirthdayTitle: "Ungültiges Geburtsdatum",
    birthdayInvalid: "Bitte gib ein gültiges Geburtsdatum ein",
    mustBe18: "Du musst mindestens 18 Jahre alt sein",
    missingPhoneTitle: "Telefonnummer fehlt",
    missingPhone: "Bitte gib mindestens eine Telefonnummer an",
    invalidPhoneTitle: "Ungültige Telefonnummer",
    phoneFormat:
      "Die Telefonnummer muss mit + und der Ländervorwahl beginnen (z. B. +49 für Deutschland, +34 für Spanien) und mindestens 10 Ziffern enthalten",
    invalidEmailTitle: "Ungültige E-Mail-Adresse",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein",
    countryInvalid: "Bitte wähle ein Land aus der Liste",
    chooseEntryAndInterval: "Bitte wähle ein Eintrittsdatum und einen Zahlungsrhythmus",
    invalidEntryDateTitle: "Ungültiges Eintrittsdatum",
    entryDateTooEarly: "Der Eintritt ist frühestens zum 1. des nächsten Monats möglich",
    invalidInputTitle: "Ungültige Eingabe",
    nextBlocked: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst",
    submitErrorTitle: "Fehler",
  },
  status: {
    honeypotBlocked: "Formular konnte nicht gesendet werden",
    sendErrorTitle: "Fehler beim Senden",
    sendErrorText: {
      adoption: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
      sponsorship: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
      foster_home: "Es gab ein Problem beim Senden deiner Bewerbung. Bitte versuche es erneut.",
      contact: "Es gab ein Problem beim Senden deiner Nachricht. Bitte versuche es erneut.",
    },
    membershipErrorText:
      "Es gab ein Problem beim Senden deines Mitgliedsantrags. Bitte versuche es später erneut.",
    retry: "Erneut versuchen",
    sending: "Wird gesendet …",
    success: {
      adoption: "Anfrage gesendet!",
      sponsorship: "Anfrage gesendet!",
      foster_home: "Bewerbung gesendet!",
      contact: "Nachricht gesendet!",
    },
  },
  options: {
    membershipTypes: { active: "Aktives Mitglied", supporting: "Fördermitglied" },
    salutations: { female: "Frau", male: "Herr" },
    paymentIntervals: {
      monthly: "Monatlich",
      quarterly: "Vierteljährlich",
      biannual: "Halbjährlich",
      annual: "Jährlich",
    },
    countries: {
      DE: "Deutschland",
      AT: "Österreich",
      CH: "Schweiz",
      ES: "Spanien",
      BE: "Belgien",
      DK: "Dänemark",
      FR: "Frankreich",
      IT: "Italien",
      LI: "Liechtenstein",
      LU: "Luxemburg",
      NL: "Niederlande",
      PL: "Polen",
      CZ: "Tschechien",
    },
    donationMethods: { paypal: "PayPal", transfer: "Überweisung" },
  },
  labels: {
    adoption: {
      dog: "Hund",
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      livingSituation: "Wohnsituation",
      experience: "Erfahrung mit Hunden",
      message: "Nachricht",
      privacyAccepted: "Datenschutzerklärung akzeptiert",
      website: "Website",
    },
    sponsorship: {
      dogName: "Name des Hundes",
      yourName: "Dein Name",
      email: "E-Mail",
      amount: "Monatlicher Betrag (€)",
      publishName: "Name als Pate veröffentlichen",
      privacyAccepted: "Datenschutzerklärung akzeptiert",
      website: "Website",
    },
    foster_home: {
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
      zipCode: "Postleitzahl",
      experience: "Erfahrung mit Hunden",
      existingPets: "Vorhandene Haustiere",
      livingSituation: "Wohnsituation",
      availability: "Zeitliche Verfügbarkeit",
      message: "Nachricht",
      privacyAccepted: "Datenschutzerklärung akzeptiert",
      website: "Website",
    },
    contact: {
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      message: "Nachricht",
      dog: "Hund",
      privacyAccepted: "Datenschutzerklärung akzeptiert",
      website: "Website",
    },
    membership: {
      membershipType: "Art der Mitgliedschaft",
      salutation: "Anrede",
      firstName: "Vorname",
      lastName: "Nachname",
      birthday: "Geburtsdatum",
      street: "Straße und Hausnummer",
      addressAddition: "Adresszusatz",
      postalCode: "Postleitzahl",
      city: "Ort",
      country: "Land",
      email: "E-Mail",
      phone: "Telefon",
      mobile: "Mobil",
      facebookUsername: "Facebook-Benutzername",
      entryDate: "Eintrittsdatum",
      paymentInterval: "Zahlungsrhythmus",
      privacyAccepted: "Datenschutzerklärung akzeptiert",
      website: "Website",
    },
    donation: {
      amount: "Betrag (€)",
      purpose: "Verwendungszweck",
      method: "Zahlungsart",
    },
  },
} satisfies CatalogueShape;

export type Messages = typeof de;
