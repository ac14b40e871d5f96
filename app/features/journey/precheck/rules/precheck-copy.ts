import type { Locale } from "#app/platform/i18n/locale.ts";

/**
 * What the applicant's status page says of the pre-check (docs/product/journey.md#pre-check): that
 * a volunteer will call to arrange a visit, and once it is done, that it is done; never the
 * volunteer's notes or recommendation. Read on the server only (the page gets the sentence).
 */
export const precheckStatusCopy = {
  de: {
    assigned: "Eine Ehrenamtliche oder ein Ehrenamtlicher unseres Vereins aus deiner Nähe meldet sich bei dir, um einen Besuch zu vereinbaren.",
    done: "Die Vorkontrolle ist erledigt. Danke, dass du dir die Zeit genommen hast!",
  },
  es: {
    assigned: "Una persona voluntaria de nuestra asociación cerca de ti se pondrá en contacto contigo para acordar una visita.",
    done: "El control previo está hecho. ¡Gracias por dedicarnos tu tiempo!",
  },
} as const satisfies Record<Locale, Record<"assigned" | "done", string>>;

/** The sentence for a pre-check's state, or null when there is none to tell. */
export function precheckStatusText(status: string | null, locale: Locale): string | null {
  if (status === "assigned" || status === "done") return precheckStatusCopy[locale][status];
  return null;
}
