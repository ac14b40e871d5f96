import { onEveryPage } from "./page-change.ts";

/** docs/product/README.md#numbers-and-limits: a URL hash opens and scrolls to its question after 100 ms. */
export const FAQ_HASH_DELAY_MS = 100;

/**
 * An answer of an accordion (`details[data-faq]`, app/ui/faq-list.tsx) named in the address opens
 * and scrolls into view with its question focused: on load, when the hash changes, and on a page the
 * app renders in place.
 */
export function faqFromAddress(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute("data-faq")) return;
      target.open = true;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      target.querySelector("summary")?.focus({ preventScroll: true });
    }, FAQ_HASH_DELAY_MS);
  };
  onEveryPage(open);
  window.addEventListener("hashchange", open);
}
