import { createContext, useContext, useState } from "react";

/** The islands script's address (the built, hashed file), provided by the server entry. */
const IslandsScriptContext = createContext("");
export const IslandsScriptProvider = IslandsScriptContext.Provider;

/**
 * The islands script (app/islands/, decision 040): a module, so it runs after the HTML is parsed and
 * never blocks the first paint. Its address is known to the server build only: hydration reads it
 * back from the page, as InlineStyles does with the stylesheet.
 */
export function IslandsScript() {
  const fromServer = useContext(IslandsScriptContext);
  const [src] = useState(
    () => fromServer || (typeof document === "undefined" ? "" : (document.querySelector("script[data-islands]")?.getAttribute("src") ?? "")),
  );
  return <script type="module" src={src} data-islands="" />;
}
