import { Transform } from "node:stream";
import { classesInHtml, parseStylesheet, usedStyles, type ParsedStylesheet } from "./used-styles.ts";

/** What the page's `<style id="site-css">` holds until the document is complete (app/ui/inline-styles.tsx). */
export const USED_STYLES_PLACEHOLDER = "/*used-styles*/";

const parsed = new Map<string, ParsedStylesheet>();

/**
 * Holds a document that does not hydrate until its end, then puts the rules of `sheet` its HTML
 * uses in place of the placeholder (decision 041). The sheet is parsed once per process.
 */
export function inlineUsedStyles(sheet: string): Transform {
  let sheetParsed = parsed.get(sheet);
  if (!sheetParsed) {
    sheetParsed = parseStylesheet(sheet);
    parsed.set(sheet, sheetParsed);
  }
  const parts: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      const html = Buffer.concat(parts).toString("utf8");
      const at = html.indexOf(USED_STYLES_PLACEHOLDER);
      if (at < 0) {
        callback(null, html);
        return;
      }
      const css = usedStyles(sheetParsed, classesInHtml(html), html);
      callback(null, html.slice(0, at) + css + html.slice(at + USED_STYLES_PLACEHOLDER.length));
    },
  });
}
