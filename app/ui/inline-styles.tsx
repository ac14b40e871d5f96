import { createContext, useContext, useState } from "react";

/**
 * The page's stylesheet, provided by the server entry (decision 041): the whole public one (about
 * 10 KB compressed) on a page that hydrates, the back office's on its pages, and on a page that does
 * not hydrate a placeholder the server replaces with the rules the page's HTML uses.
 */
const InlineCssContext = createContext("");
export const InlineCssProvider = InlineCssContext.Provider;

/**
 * The stylesheet inlined into every page, so the first paint needs no second
 * request on a slow phone connection. The browser keeps the text it got from
 * the server; hydration reads it back instead of shipping the CSS in
 * JavaScript (only pages with the whole sheet hydrate).
 */
export function InlineStyles() {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(() =>
    fromServer || (typeof document === "undefined" ? "" : (document.getElementById("site-css")?.textContent ?? "")),
  );
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />;
}
