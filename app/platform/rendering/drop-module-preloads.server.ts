import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes the `<link rel="modulepreload">` hints from an HTML fragment.
 *
 * Every page is complete without JavaScript (server HTML, inline CSS, forms
 * that post), so the first paint should not wait for it. With the hints in
 * the head, the modules finish downloading while the document is parsed, and
 * the browser runs them (React's start-up) before it paints anything. Without
 * them the modules are fetched from the `<script type="module">` at the end of
 * the body: the page paints first and hydrates right after. Measured with
 * Lighthouse mobile (docs/decisions/009-paint-before-javascript.md).
 */
export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/**
 * A stream that applies `dropModulePreloads` to the document's head (React
 * hoists React Router's module preloads there) and passes everything after
 * `</head>` through untouched. The head is held back until it is complete,
 * so a link split across two chunks is still found.
 */
export function dropModulePreloadsStream(): Transform {
  let head = "";
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      head += chunk.toString();
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      headDone = true;
      const cut = end + HEAD_END.length;
      const out = dropModulePreloads(head.slice(0, cut)) + head.slice(cut);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, headDone ? undefined : dropModulePreloads(head));
    },
  });
}
