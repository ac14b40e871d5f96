/** How long a short confirmation ("Copied") stays in the page's status line. */
export const STATUS_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Says a short outcome in the page's status line (`#site-status`, a polite live region the layout
 * renders on every public page): shown at the bottom of the screen and read by screen readers.
 */
export function announce(text: string | undefined): void {
  const status = document.getElementById("site-status");
  if (!status || !text) return;
  clearTimeout(timer);
  // A repeated message must be read again: the region is emptied first.
  status.textContent = "";
  requestAnimationFrame(() => {
    status.textContent = text;
  });
  timer = setTimeout(() => {
    status.textContent = "";
  }, STATUS_MS);
}
