import { de, type AdminMessages } from "./de.ts";
import { es } from "./es.ts";

export type { AdminMessages };
export const adminMessages: Record<"de" | "es", AdminMessages> = { de, es };

/** Fills {name} placeholders (the public site's `fill`, under the back office's short name). */
export { fill as t } from "#app/platform/i18n/format.ts";
