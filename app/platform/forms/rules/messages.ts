/** Access to the form message catalogues by locale. */
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { FormType } from "./constants.ts";
import { de, type Messages } from "./messages.de.ts";
import { es } from "./messages.es.ts";

export type { Messages };

const catalogues: Record<Locale, Messages> = { de, es };

export function getMessages(locale: Locale): Messages {
  return catalogues[locale];
}

export type FieldLabels = Messages["labels"];

/** Labels of every field of every form, keyed by form (send-form-email types plus membership and donation). */
export function fieldLabels(locale: Locale): FieldLabels {
  return catalogues[locale].labels;
}

/** Labels of the fields of one send-form-email form. */
export function formFieldLabels<T extends FormType>(locale: Locale, formType: T): FieldLabels[T] {
  return catalogues[locale].labels[formType];
}

/** What the browser needs: everything but the e-mail texts, which only the server writes. */
export type BrowserMessages = Omit<Messages, "mail">;

/** The catalogue of `locale` without its e-mail texts (sent with the data of every page that has a form). */
export function getBrowserMessages(locale: Locale): BrowserMessages {
  const { mail: _mail, ...browser } = catalogues[locale];
  return browser;
}
