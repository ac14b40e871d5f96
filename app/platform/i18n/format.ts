import { intlLocale, type Locale } from "./locale.ts";

/** Fills `{name}` placeholders of a message. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** Fills `{name}` placeholders in every string of a copy object (arrays and nested objects too). */
export function fillDeep<T>(copy: T, values: Record<string, string | number>): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item) => fillDeep(item, values)) as T;
  if (typeof copy === "object" && copy !== null) {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillDeep(value, values)])) as T;
  }
  return copy;
}

/**
 * Made once per language, on first use, and kept: an `Intl` formatter is costly
 * to build and cheap to use, so formatters are never made per call or render.
 * Usage: `const euro = perLocale((l) => new Intl.NumberFormat(intlLocale[l], {…}))`, then `euro(locale).format(x)`.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made: Partial<Record<Locale, T>> = {};
  return (locale) => (made[locale] ??= make(locale));
}

/** Whole numbers in the language's locale ('2.900' / '2900'). */
export const integerFormat = perLocale((l) => new Intl.NumberFormat(intlLocale[l]));
