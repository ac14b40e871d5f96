import { createContext, useContext, useState } from "react";

/** The site's whole stylesheet (about 5 KB compressed), provided by the server entry. */
const InlineCssContext = createContext("");
export const InlineCssProvider = InlineCssContext.Provider;

/**
 * The stylesheet inlined into every page, so the first paint needs no second
 * request on a slow phone connection. The browser keeps the text it got from
 * the server; hydration reads it back instead of shipping the CSS in
 * JavaScript.
 */
export function InlineStyles() {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(() =>
    fromServer || (typeof document === "undefined" ? "" : (document.getElementById("site-css")?.textContent ?? "")),
  );
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />;
}
