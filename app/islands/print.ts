/** A `button[data-print]` (the dog's flyer) opens the browser's print dialog. */
export function printButtons(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("button[data-print]")) window.print();
  });
}
