import { fill } from "./format.ts";
import { intlLocale, type Locale } from "./locale.ts";

/** A message in the plural forms German and Spanish use; `{count}` is filled with the number. */
export interface PluralMessage {
  one: string;
  other: string;
}

const rules: Record<Locale, Intl.PluralRules> = {
  de: new Intl.PluralRules(intlLocale.de),
  es: new Intl.PluralRules(intlLocale.es),
};

/** The form of `message` that `count` takes in `locale` (Intl.PluralRules), with its placeholders filled. */
export function plural(locale: Locale, message: PluralMessage, count: number, values: Record<string, string | number> = {}): string {
  const form = rules[locale].select(count) === "one" ? message.one : message.other;
  return fill(form, { count, ...values });
}
