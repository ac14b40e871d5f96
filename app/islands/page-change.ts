/**
 * Fired by the hydrated app after it rendered another page without a load (app/root.tsx), so the
 * islands look at the new page as they looked at the first one (an answer of the FAQ named in the
 * address, a picture that did not load).
 */
export const PAGE_CHANGE_EVENT = "pagechange";

/** Runs `look` now and after every page the app renders in place. */
export function onEveryPage(look: () => void): void {
  look();
  window.addEventListener(PAGE_CHANGE_EVENT, look);
}
