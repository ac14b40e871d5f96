/** docs/product/README.md#numbers-and-limits: a network's share page opens in a 600×400 popup. */
const POPUP = "width=600,height=400,noopener,noreferrer";

/** A post's share links (`a[data-share]`) open the network's page in a small window instead of a tab. */
export function sharePopups(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-share]") : null;
    if (!link) return;
    event.preventDefault();
    window.open(link.href, "share", POPUP);
  });
}
