import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The type that holds React Router's start-up script in a page that hydrates on first input
 * (decision 044): a data block, which the browser keeps but does not run, until the islands script
 * (app/islands/first-input.ts) runs its text as a module at the visitor's first touch, click,
 * key, focus or wheel turn. Named here and there, never imported across (decision 040).
 */
export const HELD_APP_TYPE = "text/x-app-on-first-input";
/** The attribute that marks the held script (the islands and the page cache's policy find it by it). */
export const HELD_APP_ATTRIBUTE = "data-app-held";

/**
 * React Router's start-up script as React writes it: `<script nonce="…" type="module" async="">`
 * followed by the route modules' imports. The islands script (`src=`, `data-islands`) never matches.
 */
const APP_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/g;
/** Longer than the start of any tag this looks for: what a chunk's end may cut in two is held back. */
const CARRY = 160;

/** The page with React Router's start-up script turned into a held data block. */
export function holdAppScript(html: string): string {
  return html.replace(APP_SCRIPT, `<script$1 type="${HELD_APP_TYPE}" ${HELD_APP_ATTRIBUTE}="">`);
}

/**
 * A stream that applies `holdAppScript`, passing the page on as it comes (streaming keeps its
 * first byte early): only the last few characters of a chunk wait for the next, in case a tag is cut.
 */
export function holdAppScriptStream(): Transform {
  let carry = "";
  // A character that a chunk's end cuts in two waits for its other half.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = holdAppScript(carry + (typeof chunk === "string" ? chunk : decoder.write(chunk)));
      // Never cut inside a tag that was just rewritten or may still be: hold back from the last "<" near the end.
      const lastTag = text.lastIndexOf("<");
      const cut = lastTag >= text.length - CARRY ? lastTag : text.length;
      carry = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      const rest = carry + decoder.end();
      callback(null, rest ? holdAppScript(rest) : undefined);
    },
  });
}
