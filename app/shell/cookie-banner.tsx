import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useMessages, usePathFor, useRootData } from "#app/platform/i18n/use-locale.ts";
import {
  BANNER_DELAY_MS,
  CONSENT_GRANTED_EVENT,
  OPEN_SETTINGS_EVENT,
  loadAnalytics,
  readConsent,
  writeConsent,
} from "../ui/consent-store.ts";

const buttonClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold sm:flex-none";

/** Keys typed here belong to the field (Escape clears a search box): they do not answer the banner. */
const TYPING = "input, textarea, select, [contenteditable]";

/**
 * Cookie banner (docs/product/content.md#consent-and-analytics): hidden at first, shown after 3 s when nothing is
 * stored. Accept and reject sit side by side and look alike; the footer link
 * reopens it. Nothing is loaded from a third party before consent.
 *
 * For keyboard users (WCAG 2.1.1, 2.4.3, 2.4.11): it comes right after the
 * skip link in the tab order but never takes focus on its own (except when
 * opened from a settings link); Escape closes it as "reject", like its close
 * button; while it shows, the page keeps room for it at the bottom and
 * scrolls a focused element clear of it; after a choice, focus goes back to
 * where it was before it entered the banner.
 */
export function CookieBanner() {
  const { analyticsScriptUrl } = useRootData();
  const m = useMessages();
  const path = usePathFor();
  const [visible, setVisible] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const focusOnShow = useRef(false);
  /** Where focus was before it entered the banner (undefined: it has not entered). */
  const returnTo = useRef<Element | null | undefined>(undefined);

  useEffect(() => {
    const stored = readConsent(window.localStorage, Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (stored?.analytics) {
      window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
      loadAnalytics(analyticsScriptUrl);
    } else if (!stored) {
      timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    }
    const reopen = () => {
      focusOnShow.current = true;
      setVisible(true);
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
    };
  }, [analyticsScriptUrl]);

  useEffect(() => {
    if (visible && focusOnShow.current) {
      focusOnShow.current = false;
      returnTo.current = document.activeElement;
      heading.current?.focus();
    }
  }, [visible]);

  const choose = useCallback(
    (analytics: boolean) => {
      writeConsent(window.localStorage, analytics, Date.now());
      // Focus goes back where it came from rather than falling to <body> with the banner.
      if (banner.current?.contains(document.activeElement)) {
        const back = returnTo.current;
        if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
        else document.getElementById("main")?.focus({ preventScroll: true });
      }
      returnTo.current = undefined;
      setVisible(false);
      if (analytics) {
        window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
        loadAnalytics(analyticsScriptUrl);
      }
    },
    [analyticsScriptUrl],
  );

  // Escape answers "reject", like the close button (unless something else used it, a modal dialog is open, or it was
  // typed into a field).
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // An open modal dialog (the site plan) owns Escape: it closes the dialog, not the banner behind it.
      if (document.querySelector("dialog:modal")) return;
      const target = document.activeElement;
      if (!banner.current?.contains(target) && target?.closest(TYPING)) return;
      event.preventDefault();
      choose(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [visible, choose]);

  // Remembers where focus came from when it first enters (a Tab from the skip link, a click from a field).
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (returnTo.current === undefined && !(from instanceof Node && element.contains(from))) {
        returnTo.current = from instanceof Element ? from : null;
      }
    };
    element.addEventListener("focusin", onFocusIn);
    return () => element.removeEventListener("focusin", onFocusIn);
  }, [visible]);

  // While it shows, it never covers the focused element (WCAG 2.4.11): the page keeps its height free at the
  // bottom (the footer can scroll above it), and focus scrolling keeps a focused element above it.
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener("resize", reserve);
    // Checked again a moment later: leaving a field can show its message above the next one and push it down.
    let later: ReturnType<typeof setTimeout>[] = [];
    const clear = (target: Element) => {
      if (document.activeElement !== target) return;
      if (target.getBoundingClientRect().bottom > element.getBoundingClientRect().top) target.scrollIntoView({ block: "nearest" });
    };
    const keepClear = (event: FocusEvent) => {
      const target = event.target;
      later.forEach(clearTimeout);
      if (!(target instanceof Element) || element.contains(target)) return;
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
  }, [visible]);

  if (!visible) return null;
  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-brand-700 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border-4"
      data-testid="cookie-banner"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="cookie-banner-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-stone-900">
          {m.cookie.title}
        </h2>
        <button
          type="button"
          onClick={() => choose(false)}
          className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
          aria-label={m.cookie.close}
        >
          <span aria-hidden="true" className="icon-close" />
        </button>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">
        {m.cookie.text}{" "}
        <Link to={`${path("privacy")}#cookies`} className="text-brand-700 underline">
          {m.cookie.more}
        </Link>
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={() => choose(false)} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
          {m.cookie.reject}
        </button>
        <button type="button" onClick={() => choose(true)} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
          {m.cookie.accept}
        </button>
      </div>
    </section>
  );
}
