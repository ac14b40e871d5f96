/**
 * Text input is normalised once, before any rule looks at it, on the browser
 * and on the server alike (`parseForm`, and `submit` before anything is
 * stored): Unicode NFC (a name typed on a Mac and on Windows is the same
 * name), and no control characters but tab and line feed (a NUL byte or an
 * escape sequence is never part of what a person typed; a carriage return
 * only ends a line). A lone surrogate cannot be stored or read back at all:
 * such a field is reported, not silently changed.
 */

// C0 controls except tab (09) and line feed (0A), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** NFC, CRLF and CR as LF, other control characters removed. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROLS, "").normalize("NFC");
}

/** True when the string holds an unpaired surrogate (JSON can carry one, "\ud800"; UTF-8 cannot). */
export function hasLoneSurrogate(value: string): boolean {
  return wellFormed(value) !== value;
}

/**
 * The string with every unpaired surrogate replaced by U+FFFD (what
 * `String.prototype.toWellFormed` does; written out for the older phone
 * browsers that lack it).
 */
export function wellFormed(value: string): string {
  let out = "";
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    out += value.slice(start, i) + "\uFFFD";
    start = i + 1;
  }
  return start === 0 ? value : out + value.slice(start);
}

function normaliseValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return normaliseText(wellFormed(value));
  if (depth > 4 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [normaliseText(wellFormed(key)), normaliseValue(item, depth + 1)]),
  );
}

function containsLoneSurrogate(value: unknown, depth: number): boolean {
  if (typeof value === "string") return hasLoneSurrogate(value);
  if (depth > 4 || typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, item]) => hasLoneSurrogate(key) || containsLoneSurrogate(item, depth + 1));
}

/**
 * Every string of a submitted record normalised (keys too, nested values a
 * few levels deep), with the names of the top-level fields that held a lone
 * surrogate. Those fields come back with U+FFFD in its place, so even a
 * record kept as spam evidence can be stored.
 */
export function normaliseFields(fields: Record<string, unknown>): { fields: Record<string, unknown>; malformed: string[] } {
  const malformed = Object.entries(fields)
    .filter(([key, value]) => hasLoneSurrogate(key) || containsLoneSurrogate(value, 0))
    .map(([key]) => normaliseText(wellFormed(key)));
  return { fields: normaliseValue(fields, 0) as Record<string, unknown>, malformed };
}
