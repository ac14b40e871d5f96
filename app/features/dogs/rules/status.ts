import type { Locale } from "#app/platform/i18n/locale.ts";
import { classifyDog } from "./classify.ts";
import type { Dog } from "./dog.ts";
import { statusLabels } from "./labels.ts";

/** The display status of a dog (docs/product/dogs.md#status). */
export type DogStatus = "hidden" | "reserved" | "available";

/**
 * Display status (docs/product/dogs.md#status): hidden if hospice; reserved if reserved;
 * hidden if mediated and sponsorship; otherwise available.
 */
export function dogStatus(dog: Dog): DogStatus {
  const { hospice, sponsorship } = classifyDog(dog);
  if (hospice) return "hidden";
  if (dog.reserved) return "reserved";
  if (dog.mediated && sponsorship) return "hidden";
  return "available";
}

/**
 * The status line text: Reserviert/Reservado, Verfügbar/Disponible, Vermittelt/Adoptado;
 * `null` for hidden dogs, which show no status line (docs/product/dogs.md#status).
 */
export function statusLabel(status: DogStatus | "adopted", locale: Locale): string | null {
  return status === "hidden" ? null : statusLabels[status][locale];
}
