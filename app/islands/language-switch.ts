import { languageSwitchHash } from "./switch-hash.ts";

/**
 * The language switch (`a[data-anchors]`, a map of this page's anchors to the other language's)
 * opens the same answer of the FAQ on the other site: the one in the address, else the open one.
 */
export function languageSwitch(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-anchors]") : null;
    if (!link) return;
    let named: Record<string, string> | undefined;
    try {
      named = JSON.parse(link.dataset.anchors ?? "") as Record<string, string>;
    } catch {
      return;
    }
    const open = document.querySelector<HTMLDetailsElement>("#main details[open][id]")?.id;
    const hash = languageSwitchHash(named, decodeURIComponent(window.location.hash.slice(1)), open);
    if (hash) link.href = link.href.split("#")[0] + hash;
  });
}
