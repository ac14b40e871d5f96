import { announce } from "./announce.ts";

/** docs/product/README.md#numbers-and-limits: copy feedback lasts 2000 ms. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Buttons that copy a text (`button[data-copy]`: the IBAN, the PayPal address, a guide's link) or,
 * with `data-share-url`, open the device's share sheet where there is one and copy the link
 * otherwise. A copied button carries `data-done` for 2 s (its check icon and word show) and the
 * status line says `data-copied`; a refused copy says `data-copy-failed`.
 */
export function copyButtons(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-copy]") : null;
    if (button) void copy(button);
  });
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const value = button.dataset.copy ?? "";
  const title = button.dataset.shareTitle;
  if (title !== undefined && typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url: value });
      return;
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    announce(button.dataset.copyFailed);
    return;
  }
  button.dataset.done = "";
  announce(button.dataset.copied);
  setTimeout(() => delete button.dataset.done, COPY_FEEDBACK_MS);
}
