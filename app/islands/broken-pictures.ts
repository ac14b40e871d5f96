import { onEveryPage } from "./page-change.ts";

/**
 * A picture that does not load is hidden rather than shown as a broken frame: an `img` marked
 * `data-hide-broken` hides itself (its `<picture>` with it); inside a container marked
 * `data-hide-broken="figure"` (a post's or legal text's HTML), its figure goes too.
 */
export function brokenPictures(): void {
  const hide = (img: HTMLImageElement) => {
    const own = img.hasAttribute("data-hide-broken");
    const container = own ? null : img.closest("[data-hide-broken]");
    if (!own && !container) return;
    img.hidden = true;
    const picture = img.closest("picture");
    if (picture) picture.hidden = true;
    const figure = container ? img.closest("figure") : null;
    if (figure && container?.contains(figure)) figure.hidden = true;
  };
  // Errors do not bubble: caught on their way down, for pictures added later too.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) hide(event.target);
    },
    true,
  );
  onEveryPage(() => {
    for (const img of document.images) if (img.complete && img.naturalWidth === 0 && img.currentSrc) hide(img);
  });
}
