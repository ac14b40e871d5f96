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

/**
 * The WhatsApp number (digits with country code) of a mobile phone number as a person typed it, or
 * null when it is not a German or Spanish mobile number. A number without a country code is read as
 * one of `country` (the request's site). German mobile numbers begin 15, 16 or 17; Spanish ones 6 or 7.
 */
export function mobileWhatsappNumber(phone: string, country: "de" | "es"): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) digits = digits.slice(2);
  else if (country === "de" && digits.startsWith("0")) digits = `49${digits.slice(1)}`;
  else if (country === "es" && /^[67]/.test(digits) && digits.length === 9) digits = `34${digits}`;
  else return null;
  if (/^49(15|16|17)\d{7,9}$/.test(digits)) return digits;
  if (/^34[67]\d{8}$/.test(digits)) return digits;
  return null;
}
