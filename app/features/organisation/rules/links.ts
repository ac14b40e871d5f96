/** Links built from the association's details (pure, client-safe). */

/** A WhatsApp chat with a number (digits with country code), optionally with a prefilled text. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
