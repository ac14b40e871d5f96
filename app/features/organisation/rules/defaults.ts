import type { Locale } from "#app/platform/i18n/locale.ts";

/**
 * Everything about the association that differs per country site, in one
 * typed place: the DEFAULTS. What an owner saves in the back office
 * ("Einstellungen") takes precedence; pages never import this module, they
 * read the effective values through `app/features/organisation/server/effective.server.ts`
 * (docs/product/organisation.md, decision 017).
 *
 * EXAMPLE VALUES: names, addresses, phone numbers, bank details, register
 * numbers and links below are placeholders for the association to replace with
 * its own. The IBANs are the standard documentation examples, not real accounts.
 *
 * The pictures of the content pages (heroes and section pictures, with their
 * alt texts) are configured next door in page-images.ts; the association's
 * photos replace them with `npm run images:photos` (see README, "Page pictures").
 */
export interface CountryOrganisation {
  /** Legal name as registered. */
  legalName: string;
  /** Short name used in titles and the logo. */
  siteName: string;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  email: string;
  donationEmail: string;
  phone: string;
  /** Digits only, with country code, for wa.me links. */
  whatsapp: string;
  register: { court: string; number: string } | null;
  /** Tax number shown in the imprint where the law asks for it (Spain: NIF, LSSI-CE art. 10). */
  taxId?: string;
  taxNote: string | null;
  board: { role: "president" | "vicePresident" | "secretary" | "treasurer"; name: string }[];
  responsibleForContent: string;
  bank: { beneficiary: string; iban: string; bic: string; bankName: string; paypalEmail: string; paypalMe: string };
  /** The protection fee of an adoption on this country's site, in whole euros (docs/product/journey.md#protection-contract). */
  protectionFee: number;
  geo: { region: string; placename: string; position: string };
  logo: { src: string; og: string };
  /** Social profiles and donation platforms of this country's association. */
  links: OrganisationLinks;
}

export interface OrganisationLinks {
  facebook: string;
  instagram: string;
  /** Targets of the external redirects of docs/product/routes.md#redirects-and-not-found. */
  paypalHospice: string;
  paypalGeneral: string;
  teamingResidencia: string;
  /** Monthly giving (group-donation platform): general group and sponsor-dogs group. */
  teamingGeneral: string;
  teamingSponsorDogs: string;
}

/** Both countries' details. */
export type Organisation = Record<Locale, CountryOrganisation>;

/** Links shared by both sites until an owner gives a country its own (EXAMPLE VALUES to replace). */
const sharedLinks: OrganisationLinks = {
  facebook: "https://www.facebook.com/puentecanino.example",
  instagram: "https://www.instagram.com/puentecanino.example",
  paypalHospice: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEHOSPIZ",
  paypalGeneral: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEGENERAL",
  teamingResidencia: "https://www.teaming.net/puentecanino-residencia-example",
  teamingGeneral: "https://www.teaming.net/puentecanino-example",
  teamingSponsorDogs: "https://www.teaming.net/puentecanino-patenhunde-example",
};

export const organisationDefaults: Record<Locale, CountryOrganisation> = {
  de: {
    legalName: "Puente Canino – Tierhilfe Spanien e. V.",
    siteName: "Puente Canino",
    street: "Lindenweg 12",
    postalCode: "23701",
    city: "Süsel",
    region: "Schleswig-Holstein",
    country: "Deutschland",
    email: "kontakt@puente-canino.example",
    donationEmail: "spenden@puente-canino.example",
    phone: "+49 4524 000 000",
    whatsapp: "4915100000000",
    register: { court: "Amtsgericht Lübeck", number: "VR 0000 HL" },
    taxNote:
      "Der Verein ist vom Finanzamt Ostholstein als gemeinnützig anerkannt (Beispiel). Spenden sind steuerlich absetzbar.",
    board: [
      { role: "president", name: "Monika Beispiel" },
      { role: "vicePresident", name: "Jonas Muster" },
      { role: "secretary", name: "Laura Platzhalter" },
      { role: "treasurer", name: "Peter Exempel" },
    ],
    responsibleForContent: "Monika Beispiel, Lindenweg 12, 23701 Süsel",
    bank: {
      beneficiary: "Puente Canino – Tierhilfe Spanien e. V.",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      bankName: "Beispielbank",
      paypalEmail: "spenden@puente-canino.example",
      paypalMe: "https://www.paypal.me/puentecaninode",
    },
    protectionFee: 490,
    geo: { region: "DE-SH", placename: "Süsel", position: "54.079;10.703" },
    logo: { src: "/brand/logo.svg", og: "/brand/og-de.png" },
    links: sharedLinks,
  },
  es: {
    legalName: "Asociación Puente Canino",
    siteName: "Puente Canino",
    street: "Calle Mayor 1",
    postalCode: "12580",
    city: "Benicarló",
    region: "Castellón",
    country: "España",
    email: "contacto@puente-canino.example",
    donationEmail: "donaciones@puente-canino.example",
    phone: "+34 964 000 000",
    whatsapp: "34600000000",
    register: { court: "Registro de Asociaciones de la Comunitat Valenciana", number: "CV-01-000000-CS" },
    taxId: "G00000000",
    taxNote: null,
    board: [
      { role: "president", name: "Monika Beispiel" },
      { role: "vicePresident", name: "Lucía Ejemplo" },
      { role: "secretary", name: "Javier Modelo" },
      { role: "treasurer", name: "Carmen Muestra" },
    ],
    responsibleForContent: "Monika Beispiel, Calle Mayor 1, 12580 Benicarló",
    bank: {
      beneficiary: "Asociación Puente Canino",
      iban: "ES91 2100 0418 4502 0005 1332",
      bic: "CAIXESBBXXX",
      bankName: "Banco de ejemplo",
      paypalEmail: "donaciones@puente-canino.example",
      paypalMe: "https://www.paypal.me/puentecaninoes",
    },
    protectionFee: 340,
    geo: { region: "ES-CS", placename: "Benicarló", position: "40.417;0.425" },
    logo: { src: "/brand/logo.svg", og: "/brand/og-es.png" },
    links: sharedLinks,
  },
};
