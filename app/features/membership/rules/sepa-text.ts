/**
 * Text for SEPA bank files. The scheme guarantees only the Latin set
 * `a-z A-Z 0-9 / - ? : ( ) . , ' + space`; a bank may refuse a file with anything else, or
 * garble it on the member's statement. Names and remittance lines are transliterated
 * (ä → ae, ß → ss, é → e, ñ → n …), everything else becomes a space, and each field is cut to
 * its length. Identifiers are never rewritten: an end-to-end id or mandate reference that
 * changed on the way would no longer match, so they are checked instead. Pure, no I/O.
 */

/** Characters with a conventional spelling in the Latin set; the rest lose their accents through Unicode decomposition. */
const TRANSLITERATIONS: Record<string, string> = {
  ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss", ẞ: "SS",
  æ: "ae", Æ: "AE", œ: "oe", Œ: "OE", ø: "o", Ø: "O", å: "a", Å: "A",
  ł: "l", Ł: "L", đ: "d", Đ: "D", ð: "d", Ð: "D", þ: "th", Þ: "Th", ı: "i",
  "&": "+", "\"": "'", "„": "'", "“": "'", "”": "'", "«": "'", "»": "'", "‚": "'", "‘": "'", "’": "'", "`": "'", "´": "'",
  "–": "-", "—": "-", "‐": "-", "‑": "-", "_": "-", "€": "EUR", "º": "o", "ª": "a",
};

const OUTSIDE_LATIN_SET = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * A name or remittance text in the SEPA Latin set, whitespace collapsed, at most `max`
 * characters (counted after transliteration, which can lengthen it). May return '' when
 * nothing of the text is left (a name in another script): the caller decides whether that is
 * allowed.
 */
export function sepaText(value: string, max: number): string {
  const latin = value
    .normalize("NFC")
    .replace(/[^\sA-Za-z0-9]/gu, (char) => TRANSLITERATIONS[char] ?? char)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(OUTSIDE_LATIN_SET, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return latin.slice(0, max).trimEnd();
}

/**
 * Whether a value can be an identifier of a SEPA file (message, payment, end-to-end id,
 * mandate reference): 1 to 35 characters of the Latin set without a space (banks refuse
 * spaces in identifiers), not starting or ending with '/' and without '//' (EPC rulebook).
 */
export function isSepaIdentifier(value: string): boolean {
  return /^[A-Za-z0-9/\-?:().,'+]{1,35}$/.test(value) && !value.startsWith("/") && !value.endsWith("/") && !value.includes("//");
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or an attribute value safe inside XML. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}
