import type { Locale } from "#app/platform/i18n/locale.ts";

type Localized = Record<Locale, string>;

/** Status labels, including the catalogued adopted label (docs/product/dogs.md#status). */
export const statusLabels = {
  reserved: { de: "Reserviert", es: "Reservado" },
  available: { de: "Verfügbar", es: "Disponible" },
  adopted: { de: "Vermittelt", es: "Adoptado" },
} as const satisfies Record<string, Localized>;

/** Location labels by country and detail (docs/product/dogs.md#location). */
export const locationLabels = {
  germany: {
    transport: { de: "Deutschland (auf dem Weg)", es: "Alemania (en camino)" },
    foster: { de: "Deutschland (Pflegestelle)", es: "Alemania (casa de acogida)" },
  },
  spain: {
    finca: { de: "Spanien (Finca Chaos)", es: "España (Finca Chaos)" },
    foster: { de: "Spanien (Pflegestelle)", es: "España (casa de acogida)" },
    monika: { de: "Spanien (Residencia Monika)", es: "España (Residencia Monika)" },
    hospice: { de: "Spanien (Hospiz)", es: "España (hospicio)" },
  },
} as const satisfies Record<string, Record<string, Localized>>;
