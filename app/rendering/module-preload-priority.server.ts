import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/**
 * Marks every `<link rel="modulepreload">` in an HTML fragment as low fetch
 * priority. The server HTML is complete without JavaScript, so on a slow
 * phone the document and the hero picture should win the bandwidth; the
 * modules still start downloading at once, in parallel, only behind them.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A stream that applies `lowerModulePreloadPriority` to the document's head
 * (React hoists React Router's module preloads there) and passes everything
 * after `</head>` through untouched. The head is held back until it is
 * complete, so a link split across two chunks is still found.
 */
export function modulePreloadPriorityStream(): Transform {
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
      const out = lowerModulePreloadPriority(head.slice(0, cut)) + head.slice(cut);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, headDone ? undefined : lowerModulePreloadPriority(head));
    },
  });
}
