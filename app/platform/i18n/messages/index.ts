import type { Locale } from "#app/platform/i18n/locale.ts";
import { de, type Messages } from "./de.ts";
import { es } from "./es.ts";

export type { Messages };
export const messages: Record<Locale, Messages> = { de, es };
