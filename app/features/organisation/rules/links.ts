/** Links built from the association's details (pure, client-safe). */

/** A WhatsApp chat with a number (digits with country code), optionally with a prefilled text. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** Country calling codes of the association's two countries (docs/product/organisation.md). */
const CALLING_CODES = ["49", "34"];

/**
 * A WhatsApp number (digits with country code, as stored) as people read it: "+49 15100000000".
 * The digits stay the ones the link dials, so what is shown is what is called.
 */
export function whatsappDisplay(number: string): string {
  const digits = number.replace(/\D/g, "");
  const code = CALLING_CODES.find((c) => digits.startsWith(c) && digits.length > c.length);
  return code ? `+${code} ${digits.slice(code.length)}` : `+${digits}`;
}
