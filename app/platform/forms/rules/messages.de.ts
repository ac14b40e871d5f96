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
  FlightSponsorField,
  FormType,
  FosterField,
  MembershipField,
  MembershipType,
  PaymentInterval,
  PaymentMethod,
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
    flight_sponsor: Record<FlightSponsorField, string>;
    membership: Record<MembershipField, string>;
    donation: Record<DonationField, string>;
  };
  options: {
    membershipTypes: Record<MembershipType, string>;
    salutations: Record<Salutation, string>;
    paymentIntervals: Record<PaymentInterval, string>;
    paymentMethods: Record<PaymentMethod, string>;
    countries: Record<CountryCode, string>;
    donationMethods: Record<DonationMethod, string>;
  };
  guard: Record<string, string>;
  ui: Record<string, string>;
  mail: {
    subject: Record<FormType | "membership", string>;
    confirmationSubject: Record<FormType | "membership", string>;
    confirmationSubjectDog: string;
    answerInBackOffice: string;
    [key: string]: unknown;
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
    dogAlertTypes: "Bitte wähle mindestens eine Art von Hunden",
    dogAlertLocations: "Bitte wähle mindestens ein Land",
    dogAlertFrequency: "Bitte wähle, wie oft du Nachricht bekommen möchtest",
    dogAlertConsent: "Bitte bestätige, dass wir dir diese E-Mails schicken dürfen",
    // Amounts
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    sponsorshipAmountMin: "Betrag muss mindestens 10€ sein",
    sponsorshipAmountMax: "Betrag darf maximal 10.000€ sein",
    donationAmountMin: "Betrag muss mindestens 1€ sein",
    donationAmountMax: "Betrag darf maximal 10.000€ sein",
    donationPurposeRequired: "Bitte gib einen Verwendungszweck an",
    donationMethodRequired: "Bitte wähle eine Zahlungsart",
    // Flight sponsors (docs/product/forms.md#flight-sponsor)
    fromAirport: "Bitte wähle deinen Abflughafen in Spanien aus der Liste",
    toAirport: "Bitte wähle deinen Zielflughafen in Deutschland aus der Liste",
    flightDateInvalid: "Bitte gib das Datum deines Flugs an",
    flightDatePast: "Das Flugdatum darf nicht in der Vergangenheit liegen",
    flightDateTooFar: "Bitte wähle einen Flug innerhalb der nächsten zwölf Monate",
    flightNumberRequired: "Bitte gib deine Flugnummer an",
    flightNumberInvalid: "Bitte gib die Flugnummer so an, wie sie auf deiner Buchung steht: Kürzel der Fluggesellschaft und Nummer, z. B. VY\u00a01816",
    dogsAllowed: "Bitte gib als ganze Zahl von 1 bis 5 an, wie viele Hunde du mitnehmen darfst",
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
    feeRequired: "Bitte gib deinen Beitrag an",
    feeInvalid: "Bitte gib einen Betrag in Euro an, z. B. 10 oder 12,50",
    feeTooLow: "Der Mindestbeitrag für diese Mitgliedschaft und diesen Rhythmus ist {minimum}",
    choosePayment: "Bitte wähle, wie du zahlen möchtest",
    accountHolderRequired: "Bitte gib den Namen der Kontoinhaberin oder des Kontoinhabers an",
    accountHolderMax: "Der Name darf höchstens 70 Zeichen lang sein",
    ibanRequired: "Bitte gib deine IBAN an",
    ibanFormat: "Das ist keine IBAN: Sie beginnt mit zwei Buchstaben für das Land, z. B. DE89 3704 0044 0532 0130 00",
    ibanChecksum: "Diese IBAN stimmt nicht: Bitte prüfe sie Ziffer für Ziffer",
    ibanCountry: "Lastschriften sind nur von Konten im SEPA-Raum möglich; bitte wähle sonst die Überweisung",
    mandateRequired: "Bitte erteile das SEPA-Lastschriftmandat oder wähle die Überweisung",
    invalidInputTitle: "Ungültige Eingabe",
    nextBlocked: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst",
    submitErrorTitle: "Fehler",
  },
  guard: {
    tokenExpired:
      "Das Formular war sehr lange geöffnet. Deine Eingaben sind noch da – bitte sende es einfach noch einmal.",
    tooFast: "Das ging sehr schnell. Bitte prüfe deine Angaben und sende das Formular dann noch einmal.",
    nameLinks: "Bitte gib deinen Namen ohne Links an",
    rateLimited:
      "Von deiner Verbindung kamen gerade sehr viele Anfragen. Bitte warte ein paar Minuten und versuche es dann noch einmal.",
    foreignOrigin: "Diese Anfrage kam nicht von unserer Website und wurde nicht angenommen.",
    tooLarge: "Die Anfrage ist zu groß. Bitte kürze deine Angaben.",
    badRequest: "Die Anfrage konnte nicht gelesen werden.",
    unreadableText: "Dieses Feld enthält Zeichen, die wir nicht speichern können. Bitte tippe den Text noch einmal ein.",
    unavailable: "Wir konnten deine Anfrage gerade nicht speichern. Deine Eingaben sind noch da – bitte versuche es gleich noch einmal.",
  },
  ui: {
    required: "Pflichtfeld",
    requiredNote: "Felder mit * sind Pflichtfelder.",
    privacyBefore: "Ich habe die",
    privacyLink: "Datenschutzerklärung",
    privacyAfter: "gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert werden.",
    honeypotLabel: "Bitte lass dieses Feld leer",
    newRequest: "Neue Anfrage stellen",
    backToForm: "Zurück zum Formular",
    errorSummary: "Bitte prüfe die markierten Felder.",
    draftRestored: "Wir haben deinen Entwurf wiederhergestellt.",
    draftNote: "Deine Eingaben werden nur in diesem Browser zwischengespeichert, bis du sie absendest.",
    sendAdoption: "Adoptionsanfrage senden",
    sendSponsorship: "Patenschaft anfragen",
    sendFoster: "Bewerbung senden",
    sendContact: "Nachricht senden",
    sendMembership: "Mitgliedsantrag senden",
    sendFlightSponsor: "Flug anbieten",
    successAdoption: "Danke! Wir haben deine Anfrage für {dog} erhalten und melden uns in den nächsten Tagen bei dir. Eine Bestätigung ist auf dem Weg in dein Postfach.",
    successSponsorship: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
    successFoster: "Danke, dass du Pflegestelle werden möchtest! Wir melden uns in den nächsten Tagen für ein erstes Gespräch.",
    successContact: "Danke für deine Nachricht! Wir antworten dir so bald wie möglich.",
    successFlightSponsor: "Danke, dass du einen Hund mitnehmen möchtest! Wir schauen, welcher Hund zu deinem Flug passt, und melden uns in den nächsten Tagen bei dir. Eine Bestätigung ist auf dem Weg in dein Postfach.",
    successMembershipTitle: "Antrag gesendet!",
    successMembership: "Willkommen an Bord! Wir haben deinen Mitgliedsantrag erhalten und melden uns mit allen Einzelheiten bei dir.",
    toggleLabel: "Wie möchtest du helfen?",
    toggleAdoption: "Adoptieren",
    toggleSponsorship: "Pate werden",
    adoptionHeading: "Adoptionsanfrage für {dog}",
    /** Above the adoption form of a reserved dog (docs/product/journey.md#waiting-list). */
    waitlistNote: "{dog} ist gerade reserviert. Du kannst trotzdem eine Anfrage schicken: Sie kommt auf die Warteliste, falls die Reservierung nicht zustande kommt – dann melden wir uns bei dir.",
    adoptionAddress: "Deine Adresse (freiwillig)",
    adoptionAddressHint: "Für die Vorkontrolle und den Schutzvertrag brauchen wir sie später. Du kannst sie auch erst dann nennen.",
    adoptionIntro: "Erzähl uns ein wenig von dir. Wir lesen jede Anfrage persönlich und melden uns innerhalb weniger Tage.",
    sponsorshipHeading: "Patenschaft für {dog}",
    sponsorshipIntro: "Mit einer Patenschaft ab 10 € im Monat trägst du Futter, Tierarzt und Pflege von {dog}.",
    amountPresets: "Monatlicher Betrag",
    customAmount: "Anderer Betrag (ab 10 €)",
    perMonth: "{amount} im Monat",
    contactHeading: "Schreib uns",
    fosterHeading: "Bewerbung als Pflegestelle",
    flightSponsorHeading: "Dein Flug",
    flightDateHint: "Der Tag, an dem du in Spanien abfliegst",
    flightNumberHint: "Wie auf deiner Buchung, z. B. VY\u00a01816",
    dogsAllowedHint: "Meist sind es 1 bis 2 Hunde pro Person. Im Zweifel schau in den Regeln deiner Fluggesellschaft nach – oder frag uns.",
    contactDogMessage: "Hallo, ich interessiere mich für {dog} und habe eine Frage:",
    stepOf: "Schritt {step} von {total}",
    next: "Weiter",
    back: "Zurück",
    stepMembership: "Mitgliedschaft",
    stepPersonal: "Persönliche Daten",
    stepAddress: "Adresse und Kontakt",
    stepPayment: "Beitrag und Eintritt",
    chooseOption: "Bitte wählen",
    phoneHint: "Mit Ländervorwahl, z. B. +49 151 23456789",
    entryDateHint: "Der Eintritt gilt immer zum 1. des gewählten Monats.",
    membershipTypeActiveHint: "Mit Stimmrecht in der Mitgliederversammlung – für alle, die aktiv mitmachen möchten.",
    membershipTypeSupportingHint: "Finanzielle Unterstützung ohne Stimmrecht.",
    amountNote: "Deinen Beitrag wählst du im letzten Schritt, ab dem Mindestbeitrag.",
    feeHint: "In Euro je Zahlung, mindestens der Mindestbeitrag aus der Tabelle.",
    minimumFees: "Mindestbeiträge",
    minimumFeesCaption: "Mindestbeitrag je Zahlung",
    mandateHeading: "SEPA-Lastschriftmandat",
    mandateText:
      "Ich ermächtige {creditor} (Gläubiger-Identifikationsnummer {creditorId}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von {creditor} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.",
    mandateReferenceToCome: "Die Mandatsreferenz erhältst du mit der Bestätigung deiner Mitgliedschaft, ebenso jede Abbuchung vorab mit Datum und Betrag.",
    transferNote: "Du überweist deinen Beitrag selbst; deinen Verwendungszweck erhältst du mit der Bestätigung deiner Mitgliedschaft.",
    ibanHint: "Wird verschlüsselt gespeichert und nur für den Einzug deines Beitrags verwendet.",
    donationHeading: "Jetzt spenden",
    donationPurpose: "Verwendungszweck: {purpose}",
    donationPaypal: "Mit PayPal spenden",
    donationPaypalButton: "{amount} mit PayPal spenden",
    donationTransfer: "Per Überweisung spenden",
    donationTransferIntro: "Bitte gib als Verwendungszweck „{purpose}“ an.",
    donationBeneficiary: "Empfänger",
    donationIban: "IBAN",
    donationBic: "BIC",
    donationReference: "Verwendungszweck",
    donationCopy: "{label} kopieren",
    donationCopied: "In Zwischenablage kopiert",
    donationCopyFailed: "Kopieren fehlgeschlagen",
    donationTenPercent: "10 % jeder Spende für {place} fließen in unsere allgemeinen Projekte – so kommt deine Hilfe auch den Hunden zugute, für die gerade niemand spendet.",
    donationContinue: "Weiter zu PayPal: {amount} spenden",
    donationCustom: "Anderer Betrag",
    donationOpensPaypal: "öffnet PayPal",
  },
  mail: {
    subject: {
      adoption: "Adoptionsanfrage für {dog} von {name}",
      sponsorship: "Patenschaftsanfrage für {dog} von {name}",
      contact: "Kontaktanfrage von {name}",
      foster_home: "Bewerbung als Pflegestelle von {name}",
      flight_sponsor: "Angebot als Flugpate von {name}",
      membership: "Mitgliedsantrag von {name}",
    },
    intro: "Über die Website ist eine neue Anfrage eingegangen ({form}) von {name}.",
    // Decision 033: the volunteer answers in the back office (the family reads it on its status page), not by e-mail.
    answerInBackOffice: "Bitte antworte in der Verwaltung: Die Person liest deine Antwort auf ihrer Statusseite und antwortet dort.",
    formNames: {
      adoption: "Adoptionsanfrage",
      sponsorship: "Patenschaftsanfrage",
      contact: "Kontaktanfrage",
      foster_home: "Bewerbung als Pflegestelle",
      flight_sponsor: "Angebot als Flugpatin oder Flugpate",
      membership: "Mitgliedsantrag",
    },
    confirmationForms: {
      adoption: "deine Adoptionsanfrage",
      sponsorship: "deine Patenschaftsanfrage",
      contact: "deine Nachricht",
      foster_home: "deine Bewerbung als Pflegestelle",
      flight_sponsor: "dein Angebot als Flugpatin oder Flugpate",
      membership: "deinen Mitgliedsantrag",
    },
    /** The association's own wording where a form's label speaks to the visitor ("Dein Name") or names a unit the value repeats. */
    staffLabels: {
      sponsorship: { yourName: "Name der Patin / des Paten", amount: "Monatlicher Betrag" },
      flight_sponsor: { dogsAllowed: "Hunde erlaubt (laut Fluggesellschaft)" },
      membership: { feeCents: "Beitrag je Zahlung" },
    },
    reference: "Vorgangsnummer",
    received: "Eingegangen am",
    yes: "Ja",
    no: "Nein",
    empty: "–",
    // Names the form and the dog as our list names it (never anything the sender typed).
    confirmationSubject: {
      adoption: "Puente Canino: Deine Adoptionsanfrage{dog} ist angekommen",
      sponsorship: "Puente Canino: Deine Patenschaftsanfrage{dog} ist angekommen",
      contact: "Puente Canino: Deine Nachricht ist angekommen",
      foster_home: "Puente Canino: Deine Bewerbung als Pflegestelle ist angekommen",
      flight_sponsor: "Puente Canino: Dein Angebot als Flugpatin oder Flugpate ist angekommen",
      membership: "Puente Canino: Dein Mitgliedsantrag ist angekommen",
    },
    confirmationSubjectDog: "für {dog}",
    // Fixed text only: a confirmation repeats nothing the sender typed, not even the name.
    confirmationGreeting: "Hallo,",
    confirmationBody: "vielen Dank! Wir haben {form} erhalten und melden uns so bald wie möglich bei dir – meistens innerhalb weniger Tage.",
    /** In place of confirmationBody for an adoption request for a reserved dog (docs/product/journey.md#waiting-list): {dog} as our list names it. */
    confirmationWaitlist: "vielen Dank! Wir haben {form} erhalten. {dog} ist gerade für eine andere Familie reserviert. Deine Anfrage steht deshalb auf der Warteliste: Falls die Reservierung nicht zustande kommt, melden wir uns bei dir. Bis dahin bekommst du von uns keine weitere Nachricht zu {dog}.",
    confirmationSignature: "Herzliche Grüße\nDein Team von Puente Canino",
    confirmationFooter: "Du erhältst diese E-Mail, weil jemand mit deiner Adresse ein Formular auf unserer Website gesendet hat. Warst du das nicht, kannst du sie einfach löschen.",
  },
  status: {
    honeypotBlocked: "Formular konnte nicht gesendet werden",
    sendErrorTitle: "Fehler beim Senden",
    sendErrorText: {
      adoption: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
      sponsorship: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
      foster_home: "Es gab ein Problem beim Senden deiner Bewerbung. Bitte versuche es erneut.",
      contact: "Es gab ein Problem beim Senden deiner Nachricht. Bitte versuche es erneut.",
      flight_sponsor: "Es gab ein Problem beim Senden deines Angebots. Bitte versuche es erneut.",
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
      flight_sponsor: "Angebot gesendet!",
    },
  },
  options: {
    membershipTypes: { active: "Aktives Mitglied", supporting: "Fördermitglied" },
    salutations: { female: "Frau", male: "Herr" },
    paymentMethods: { debit: "SEPA-Lastschrift", transfer: "Überweisung" },
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
      street: "Straße und Hausnummer",
      postalCode: "Postleitzahl",
      city: "Ort",
      country: "Land",
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
    flight_sponsor: {
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      fromAirport: "Abflughafen in Spanien",
      toAirport: "Zielflughafen in Deutschland",
      flightDate: "Flugdatum",
      flightNumber: "Flugnummer",
      dogsAllowed: "Wie viele Hunde darfst du mitnehmen?",
      message: "Nachricht",
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
      feeAmount: "Dein Beitrag (€)",
      paymentMethod: "Zahlungsweise",
      accountHolder: "Kontoinhaber/in",
      iban: "IBAN",
      mandateAccepted: "Ich erteile das SEPA-Lastschriftmandat",
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
