/**
 * Scrolls `element` to the top of the view: smoothly, unless the visitor asked
 * for reduced motion. The page itself does not scroll smoothly (no CSS
 * `scroll-behavior`), so a route change jumps straight to the top.
 */
export function scrollIntoViewGently(element: Element): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}
