/** Donation links (pure). */

/** Whole euros without decimals, otherwise two decimals with a dot (PayPal.me's format). */
export function formatPaypalAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** A PayPal.me link that pre-fills the amount in euros, e.g. https://www.paypal.me/verein/25EUR. */
export function paypalMeUrl(base: string, amount: number): string {
  return `${base.replace(/\/+$/, "")}/${formatPaypalAmount(amount)}EUR`;
}
