import type { Locale } from "#app/platform/i18n/locale.ts";

/** The contact page's form, which other pages link to (the hospice page's "write to us"). */
export const contactFormAnchor = { de: "formular", es: "formulario" } as const satisfies Readonly<Record<Locale, string>>;

/**
 * The FAQ page's anchors in both languages (docs/product/content.md#faq): each row is one
 * entry (or topic) and is its key across the two sites, so the language
 * switch opens the same answer on the other site (`/faq#vorkontrolle` ↔
 * `/preguntas-frecuentes#control-previo`). The entries are not in the same
 * order in both languages (pick-up and travel are swapped), so a position
 * would not do; a test checks that every id of the page is here once.
 */

export const faqAnchorPairs: readonly Readonly<Record<Locale, string>>[] = [
  { de: "ablauf-adoption", es: "proceso-adopcion" },
  { de: "dauer-adoption", es: "duracion-adopcion" },
  { de: "vorkontrolle", es: "control-previo" },
  { de: "schutzvertrag", es: "contrato-proteccion" },
  { de: "kosten", es: "costos" },
  { de: "warum-spanien", es: "por-que-espana" },
  { de: "passender-hund", es: "perro-adecuado" },
  { de: "welpen", es: "cachorros" },
  { de: "wenn-es-nicht-klappt", es: "si-no-funciona" },
  { de: "haftpflicht", es: "seguro-responsabilidad-civil" },
  { de: "transport", es: "viaje-alemania" },
  { de: "uebergabeorte", es: "recogida-benicarlo" },
  { de: "erste-tage", es: "primeros-dias" },
  { de: "mittelmeerkrankheiten", es: "enfermedades-mediterraneas" },
  { de: "kastration", es: "esterilizacion" },
  { de: "gesundheit", es: "salud" },
  { de: "pflegestelle", es: "casa-de-acogida" },
  { de: "dauer-pflegestelle", es: "duracion-acogida" },
  { de: "patenschaft", es: "apadrinar" },
  { de: "spenden", es: "donativos" },
  { de: "mitgliedschaft", es: "hacerse-socio" },
  { de: "teaming", es: "teaming" },
  { de: "hospiz", es: "hospicio" },
  { de: "standorte", es: "nuestros-centros" },
  { de: "thema-adoption", es: "tema-adopcion" },
  { de: "thema-reise", es: "tema-recogida" },
  { de: "thema-gesundheit", es: "tema-salud" },
  { de: "thema-pflegestellen", es: "tema-acogida" },
  { de: "thema-helfen", es: "tema-ayudar" },
  { de: "thema-ueber-uns", es: "tema-sobre-nosotros" },
  { de: "weitere-fragen", es: "mas-preguntas" },
];

/** The other language's anchor for each anchor of the FAQ page in `locale`. */
export function faqCounterpartAnchors(locale: Locale): Record<string, string> {
  const other: Locale = locale === "de" ? "es" : "de";
  return Object.fromEntries(faqAnchorPairs.map((pair) => [pair[locale], pair[other]]));
}
