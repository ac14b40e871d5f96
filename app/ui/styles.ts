/** Button looks shared by the content pages (at least 44 px high, white text only on dark fills). */
export const primaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white no-underline shadow hover:bg-brand-800";
export const outlineButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-6 py-3 text-base font-semibold text-brand-800 no-underline hover:bg-brand-50";
export const whatsappButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white no-underline shadow hover:bg-emerald-800";
/** A section heading (h2) of the content pages. */
export const sectionHeading = "text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl";

const inputBase =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

/** The look of a text input, select or textarea; a red border when its value is invalid. */
export function inputClass(invalid: boolean) {
  return `${inputBase} ${invalid ? "border-red-600" : "border-stone-400"}`;
}
