import { BANNER_DELAY_MS, CONSENT_GRANTED_EVENT, loadAnalytics, readConsent, writeConsent } from "./consent-store.ts";

/** Keys typed here belong to the field (Escape clears a search box): they do not answer the banner. */
const TYPING = "input, textarea, select, [contenteditable]";

/**
 * The cookie banner (docs/product/content.md#consent-and-analytics) over the layout's markup
 * (`#cookie-banner`, app/shell/cookie-banner.tsx, hidden): shown after 3 s when nothing is stored;
 * accept and reject look alike; every `[data-cookie-settings]` link (footer, privacy notice)
 * reopens it, and without JavaScript leads to the privacy notice's cookie section. Nothing is
 * loaded from a third party before consent.
 *
 * For keyboard users (WCAG 2.1.1, 2.4.3, 2.4.11): it comes right after the skip link in the tab
 * order but never takes focus on its own (except when opened from a settings link); Escape closes
 * it as "reject", like its close button; while it shows, the page keeps room for it at the bottom
 * and scrolls a focused element clear of it; after a choice, focus goes back to where it was before
 * it entered the banner.
 */
export function consentBanner(): void {
  const banner = document.getElementById("cookie-banner");
  if (!banner) return;
  const analyticsSrc = banner.dataset.analyticsSrc || null;
  /** Where focus was before it entered the banner (undefined: it has not entered). */
  let returnTo: Element | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;

  const grant = () => {
    window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
    loadAnalytics(analyticsSrc);
  };
  const show = (focus: boolean) => {
    clearTimeout(timer);
    if (banner.hidden) {
      banner.hidden = false;
      release = keepRoomFor(banner);
    }
    if (focus) {
      returnTo = document.activeElement;
      banner.querySelector<HTMLElement>("h2")?.focus();
    }
  };
  const choose = (analytics: boolean) => {
    writeConsent(window.localStorage, analytics, Date.now());
    // Focus goes back where it came from rather than falling to <body> with the banner.
    if (banner.contains(document.activeElement)) {
      const back = returnTo;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
      else document.getElementById("main")?.focus({ preventScroll: true });
    }
    returnTo = undefined;
    banner.hidden = true;
    release?.();
    release = undefined;
    if (analytics) grant();
  };

  const stored = readConsent(window.localStorage, Date.now());
  if (stored?.analytics) grant();
  else if (!stored) timer = setTimeout(() => show(false), BANNER_DELAY_MS);

  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-consent]");
    if (button) choose(button.dataset.consent === "accept");
  });
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest?.("[data-cookie-settings]");
    if (!opener || event.defaultPrevented) return;
    event.preventDefault();
    show(true);
  });
  // Escape answers "reject", like the close button (unless something else used it, a modal dialog is
  // open, or it was typed into a field).
  document.addEventListener("keydown", (event) => {
    if (banner.hidden || event.key !== "Escape" || event.defaultPrevented) return;
    // An open modal dialog (the site plan) owns Escape: it closes the dialog, not the banner behind it.
    if (document.querySelector("dialog:modal")) return;
    const target = document.activeElement;
    if (!banner.contains(target) && target?.closest(TYPING)) return;
    event.preventDefault();
    choose(false);
  });
  // Remembers where focus came from when it first enters (a Tab from the skip link, a click from a field).
  banner.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (returnTo === undefined && !(from instanceof Node && banner.contains(from))) {
      returnTo = from instanceof Element ? from : null;
    }
  });
}

/**
 * While the banner shows, it never covers the focused element (WCAG 2.4.11): the page keeps its
 * height free at the bottom (the footer can scroll above it), and a focused element is scrolled
 * above it. Returns what undoes this.
 */
function keepRoomFor(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const reserve = () => {
    const height = `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px`;
    root.style.scrollPaddingBottom = height;
    document.body.style.paddingBottom = height;
  };
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(banner);
  window.addEventListener("resize", reserve);
  // Checked again a moment later: leaving a field can show its message above the next one and push it down.
  let later: ReturnType<typeof setTimeout>[] = [];
  const clear = (target: Element) => {
    if (document.activeElement !== target) return;
    if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top) target.scrollIntoView({ block: "nearest" });
  };
  const keepClear = (event: FocusEvent) => {
    const target = event.target;
    later.forEach(clearTimeout);
    if (!(target instanceof Element) || banner.contains(target)) return;
    clear(target);
    later = [150, 500].map((ms) => setTimeout(() => clear(target), ms));
  };
  document.addEventListener("focusin", keepClear);
  return () => {
    later.forEach(clearTimeout);
    observer.disconnect();
    window.removeEventListener("resize", reserve);
    document.removeEventListener("focusin", keepClear);
    root.style.scrollPaddingBottom = "";
    document.body.style.paddingBottom = "";
  };
}
