/**
 * The phone menu (`details[data-menu]` in the header; it opens and closes without JavaScript)
 * closes with Escape (focus back on its button), when focus leaves it (tabbing past its last item),
 * and when one of its links is followed.
 */
export function phoneMenu(): void {
  const menuOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLDetailsElement>("details[data-menu]") : null;
  document.addEventListener("keydown", (event) => {
    const menu = menuOf(event.target);
    if (event.key !== "Escape" || !menu?.open) return;
    event.preventDefault();
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("focusout", (event) => {
    const menu = menuOf(event.target);
    if (menu?.open && event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) menu.open = false;
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const menu = menuOf(link);
    if (menu) menu.open = false;
  });
}
