/**
 * An amount of euros in words, as the donation receipt writes it beside the figures ("- in
 * Buchstaben -", the official model's field). Pure.
 *
 * The style, one of those the tax offices accept (the model asks for the amount in letters, in
 * one word or digit by digit), chosen to be read aloud without effort:
 *
 * - the euros always, in words, then "Euro": "null Euro", "ein Euro", "zweihundertvierzig Euro";
 * - the cents only when there are any, after "und", then "Cent": "ein Euro und fünfzig Cent",
 *   "null Euro und ein Cent";
 * - a number is one word below a million ("zweihundertvierzig", "eintausendzweihundert"); a
 *   million and more are separate words ("eine Million zweihunderttausend"), as n2words writes
 *   them;
 * - before "Euro" and "Cent" one is "ein", also at the end of a longer number ("einhundertein
 *   Euro", "einundzwanzig Cent" is unchanged): the form German uses before a noun;
 * - no asterisks, no "X" fillers and no "EUR": the PDF's layout is not a form someone fills in by
 *   hand, so there is no blank space to void.
 */
import { toCardinal } from "n2words/de-DE";

/** A whole number in words, with the "ein" German uses before a noun ("eins" → "ein", "einhunderteins" → "einhundertein"). */
function beforeNoun(n: number): string {
  return toCardinal(n).replace(/eins$/u, "ein");
}

/**
 * `cents` (a whole, non-negative number of cents) in German words: 12000 → "einhundertzwanzig
 * Euro", 12050 → "einhundertzwanzig Euro und fünfzig Cent", 100 → "ein Euro", 1 → "null Euro und
 * ein Cent". Throws on a fraction of a cent, a negative amount, or one too large to be exact.
 */
export function euroAmountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  if (cents < 0) throw new RangeError(`A negative amount: ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const words = `${beforeNoun(euros)} Euro`;
  return rest === 0 ? words : `${words} und ${beforeNoun(rest)} Cent`;
}
