import { de, type AdminMessages } from "./de.ts";
import { es } from "./es.ts";

export type { AdminMessages };
export const adminMessages: Record<"de" | "es", AdminMessages> = { de, es };

/** Fills {name} placeholders. */
export function t(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
