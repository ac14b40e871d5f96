import { describe, expect, it } from "vitest";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { adoptionSchema } from "./adoption.ts";
import {
  ADOPTION_FIELDS, CONTACT_FIELDS, DONATION_FIELDS, FLIGHT_SPONSOR_FIELDS, FOSTER_FIELDS, MEMBERSHIP_FIELDS, SPONSORSHIP_FIELDS,
} from "./constants.ts";
import { flightSponsorSchema } from "./flight-sponsor.ts";
import { contactSchema } from "./contact.ts";
import { donationSchema } from "./donation.ts";
import { fosterSchema } from "./foster.ts";
import { membershipSchema, membershipStepSchemas } from "./membership.ts";
import { de, type Messages } from "./messages.de.ts";
import { es } from "./messages.es.ts";
import { fieldLabels, formFieldLabels, getBrowserMessages, getMessages } from "./messages.ts";
import { parseForm } from "./parse.ts";
import { sponsorshipSchema } from "./sponsorship.ts";
import { LOCALES, TODAY, allStrings, chars } from "../../../../tests/support/form-fixtures.ts";

// --- Type-level checks (run by `tsc`): the Spanish catalogue cannot drop or add a key. ---
const { nameMin: _dropped, ...validationWithoutNameMin } = es.validation;
// @ts-expect-error a missing translation is a type error
const _incomplete: Messages = { ...es, validation: validationWithoutNameMin };
// @ts-expect-error an unknown key is a type error
const _extra = { ...es, validation: { ...es.validation, typo: "x" } } satisfies Messages;
void _incomplete;
void _extra;

describe("validation messages, exact wording", () => {
  it.each([
    ["nameMin", "Name muss mindestens 2 Zeichen lang sein", "El nombre debe tener al menos 2 caracteres"],
    ["nameMax", "Name darf maximal 100 Zeichen lang sein", "El nombre no puede tener más de 100 caracteres"],
    ["nameRequired", "Name ist erforderlich", "El nombre es obligatorio"],
    ["emailInvalid", "Ungültige E-Mail-Adresse", "Correo electrónico no válido"],
    ["emailMax", "E-Mail-Adresse darf maximal 255 Zeichen lang sein", "El correo electrónico no puede tener más de 255 caracteres"],
    ["phoneMin", "Telefonnummer muss mindestens 5 Zeichen lang sein", "El teléfono debe tener al menos 5 caracteres"],
    ["phoneMax", "Telefonnummer darf maximal 30 Zeichen lang sein", "El teléfono no puede tener más de 30 caracteres"],
    [
      "livingSituationMin",
      "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
      "Por favor, describe tu situación de vivienda con más detalle (mín. 10 caracteres)",
    ],
    ["messageMin", "Nachricht muss mindestens 20 Zeichen lang sein", "El mensaje debe tener al menos 20 caracteres"],
    ["messageMax", "Nachricht darf maximal 2000 Zeichen lang sein", "El mensaje no puede tener más de 2000 caracteres"],
    ["longTextMax", "Beschreibung darf maximal 500 Zeichen lang sein", "La descripción no puede tener más de 500 caracteres"],
    ["privacy", "Du musst die Datenschutzerklärung akzeptieren", "Debes aceptar la política de privacidad"],
    ["honeypot", "Dieses Feld sollte leer bleiben", "Este campo debe quedar vacío"],
    ["sponsorshipAmountMin", "Betrag muss mindestens 10€ sein", "El importe debe ser de al menos 10 €"],
    ["sponsorshipAmountMax", "Betrag darf maximal 10.000€ sein", "El importe no puede superar los 10.000 €"],
    ["addressMin", "Adresse muss mindestens 5 Zeichen lang sein", "La dirección debe tener al menos 5 caracteres"],
    ["zipMin", "Postleitzahl muss mindestens 4 Zeichen lang sein", "El código postal debe tener al menos 4 caracteres"],
    ["required", "Dieses Feld ist erforderlich", "Este campo es obligatorio"],
  ] as const)("%s", (key, german, spanish) => {
    expect(getMessages("de").validation[key]).toBe(german);
    expect(getMessages("es").validation[key]).toBe(spanish);
  });
});

describe("membership messages, exact wording", () => {
  it.each([
    ["chooseType", "Bitte wähle eine Mitgliedschaftsvariante", "Por favor, elige una modalidad de socio"],
    ["missingInfoTitle", "Fehlende Angaben", "Faltan datos"],
    ["missingInfo", "Bitte fülle alle Pflichtfelder aus", "Por favor, rellena todos los campos obligatorios"],
    ["invalidBirthdayTitle", "Ungültiges Geburtsdatum", "Fecha de nacimiento no válida"],
    ["mustBe18", "Du musst mindestens 18 Jahre alt sein", "Debes tener al menos 18 años"],
    ["missingPhoneTitle", "Telefonnummer fehlt", "Falta el número de teléfono"],
    ["missingPhone", "Bitte gib mindestens eine Telefonnummer an", "Por favor, indica al menos un número de teléfono"],
    ["invalidEmailTitle", "Ungültige E-Mail-Adresse", "Correo electrónico no válido"],
    ["chooseEntryAndInterval", "Bitte wähle ein Eintrittsdatum und einen Zahlungsrhythmus", "Por favor, elige una fecha de alta y una periodicidad de pago"],
    ["nextBlocked", "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst", "Por favor, rellena todos los campos obligatorios antes de continuar"],
    ["submitErrorTitle", "Fehler", "Error"],
  ] as const)("%s", (key, german, spanish) => {
    expect(getMessages("de").membership[key]).toBe(german);
    expect(getMessages("es").membership[key]).toBe(spanish);
  });

  it.each(LOCALES)("%s: the phone format message names +49 for Germany and +34 for Spain", (locale) => {
    const text = getMessages(locale).membership.phoneFormat;
    expect(text).toContain("+49");
    expect(text).toContain("+34");
    expect(text).toContain(locale === "de" ? "Deutschland" : "Alemania");
    expect(text).toContain(locale === "de" ? "Spanien" : "España");
    expect(text).toContain("10");
  });
});

describe("status messages (docs/product/forms.md#messages)", () => {
  it("German and Spanish", () => {
    expect(de.status.honeypotBlocked).toBe("Formular konnte nicht gesendet werden");
    expect(es.status.honeypotBlocked).toBe("No se pudo enviar el formulario");
    expect(de.status.sendErrorTitle).toBe("Fehler beim Senden");
    expect(es.status.sendErrorTitle).toBe("Error al enviar");
    expect(de.status.retry).toBe("Erneut versuchen");
    expect(es.status.retry).toBe("Intentar de nuevo");
    expect(de.status.success.foster_home).toBe("Bewerbung gesendet!");
    expect(de.status.success.contact).toBe("Nachricht gesendet!");
    expect(es.status.success.foster_home).toBe("¡Solicitud enviada!");
    expect(es.status.success.contact).toBe("¡Mensaje enviado!");
    expect(de.status.sendErrorText.foster_home).toContain("Bewerbung");
    expect(de.status.sendErrorText.contact).toContain("Nachricht");
    expect(es.status.sendErrorText.contact).toContain("mensaje");
    expect(de.status.success.flight_sponsor).toBe("Angebot gesendet!");
    expect(es.status.success.flight_sponsor).toBe("¡Oferta enviada!");
    expect(de.status.sendErrorText.flight_sponsor).toContain("Angebots");
    expect(es.status.sendErrorText.flight_sponsor).toContain("oferta");
  });
});

describe("catalogue structure", () => {
  const keyPaths = (value: unknown, prefix = ""): string[] =>
    value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];

  it("German and Spanish have the same keys", () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(de).sort());
  });

  it.each(LOCALES)("%s: no empty or untrimmed text", (locale) => {
    for (const text of allStrings(getMessages(locale))) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.trim()).toBe(text);
    }
  });

  it("validation messages differ between the languages", () => {
    for (const key of Object.keys(de.validation) as (keyof Messages["validation"])[]) {
      expect(es.validation[key]).not.toBe(de.validation[key]);
    }
  });
});

describe("fieldLabels", () => {
  it.each(LOCALES)("%s: names every field of every form", (locale) => {
    const labels = fieldLabels(locale);
    const expected = {
      adoption: ADOPTION_FIELDS,
      sponsorship: SPONSORSHIP_FIELDS,
      foster_home: FOSTER_FIELDS,
      contact: CONTACT_FIELDS,
      flight_sponsor: FLIGHT_SPONSOR_FIELDS,
      membership: MEMBERSHIP_FIELDS,
      donation: DONATION_FIELDS,
    };
    expect(Object.keys(labels).sort()).toEqual(Object.keys(expected).sort());
    for (const [form, fields] of Object.entries(expected)) {
      expect(Object.keys(labels[form as keyof typeof labels]).sort()).toEqual([...fields].sort());
    }
  });

  it("the label keys match the schema keys", () => {
    const shapes = {
      adoption: adoptionSchema("de").shape,
      sponsorship: sponsorshipSchema("de").shape,
      foster_home: fosterSchema("de").shape,
      contact: contactSchema("de").shape,
      flight_sponsor: flightSponsorSchema("de", TODAY).shape,
      membership: membershipSchema("de", TODAY).shape,
      donation: donationSchema("de").shape,
    };
    const labels = fieldLabels("de");
    for (const [form, shape] of Object.entries(shapes)) {
      expect(Object.keys(labels[form as keyof typeof labels]).sort()).toEqual(Object.keys(shape).sort());
    }
  });

  it("examples", () => {
    expect(formFieldLabels("de", "foster_home").zipCode).toBe("Postleitzahl");
    expect(formFieldLabels("es", "foster_home").zipCode).toBe("Código postal");
    expect(fieldLabels("de").membership.entryDate).toBe("Eintrittsdatum");
    expect(fieldLabels("es").adoption.livingSituation).toBe("Situación de vivienda");
  });
});

describe("every message a schema produces comes from the visitor's catalogue (no Zod defaults)", () => {
  const factories: Record<string, (locale: Locale) => Parameters<typeof parseForm>[0]> = {
    adoption: adoptionSchema,
    sponsorship: sponsorshipSchema,
    foster: fosterSchema,
    contact: contactSchema,
    flightSponsor: (locale) => flightSponsorSchema(locale, TODAY),
    donation: donationSchema,
    membership: (locale) => membershipSchema(locale, TODAY),
    step1: (locale) => membershipStepSchemas(locale, TODAY)[1],
    step2: (locale) => membershipStepSchemas(locale, TODAY)[2],
    step3: (locale) => membershipStepSchemas(locale, TODAY)[3],
    step4: (locale) => membershipStepSchemas(locale, TODAY)[4],
  };
  const allFields = [
    ...new Set([
      ...ADOPTION_FIELDS, ...SPONSORSHIP_FIELDS, ...FOSTER_FIELDS, ...CONTACT_FIELDS, ...FLIGHT_SPONSOR_FIELDS, ...MEMBERSHIP_FIELDS,
      ...DONATION_FIELDS,
    ]),
  ];
  const garbage: unknown[] = [undefined, null, 0, -1, true, false, "", " ", "x", chars(3000), [], {}, ["a"], Number.NaN];
  const inputs = garbage.map((value) => Object.fromEntries(allFields.map((field) => [field, value])));

  const cases = LOCALES.flatMap((locale) => Object.keys(factories).map((form) => ({ locale, form })));
  it.each(cases)("$locale $form", ({ locale, form }) => {
    const known = new Set(allStrings(getMessages(locale)));
    const schema = factories[form]!(locale);
    for (const input of inputs) {
      const result = parseForm(schema, input);
      if (result.ok) continue;
      for (const message of Object.values(result.fieldErrors).flat()) expect(known).toContain(message);
    }
  });
});

describe("getBrowserMessages", () => {
  it.each(["de", "es"] as const)("sends the browser everything but the e-mail texts (%s)", (locale) => {
    const browser = getBrowserMessages(locale);
    const { mail, ...rest } = getMessages(locale);
    expect(browser).not.toHaveProperty("mail");
    expect(browser).toEqual(rest);
    expect(JSON.stringify(browser)).not.toContain(mail.confirmationBody);
  });
});
