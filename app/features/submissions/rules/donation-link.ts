/** Donation links (pure): shared by the donation box and its island (app/islands/donation-links.ts). */

/** A typed amount as euros, or null when it is not a plain number ("10,50" and "10.50" both read as 10.5). */
export function typedAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** Whole euros without decimals, otherwise two decimals with a dot (PayPal.me's format). */
export function formatPaypalAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** A PayPal.me link that pre-fills the amount in euros, e.g. https://www.paypal.me/verein/25EUR. */
export function paypalMeUrl(base: string, amount: number): string {
  return `${base.replace(/\/+$/, "")}/${formatPaypalAmount(amount)}EUR`;
}
