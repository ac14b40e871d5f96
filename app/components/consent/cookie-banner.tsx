import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";
import { useMessages, usePathFor, useRootData } from "#app/i18n/use-locale.ts";
import {
  BANNER_DELAY_MS,
  CONSENT_GRANTED_EVENT,
  OPEN_SETTINGS_EVENT,
  loadAnalytics,
  readConsent,
  writeConsent,
} from "./consent-store.ts";

const buttonClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold sm:flex-none";

/**
 * Cookie banner (SPEC §4): hidden at first, shown after 3 s when nothing is
 * stored. Accept and reject sit side by side and look alike; the footer link
 * reopens it. Nothing is loaded from a third party before consent.
 */
export function CookieBanner() {
  const { analyticsScriptUrl } = useRootData();
  const m = useMessages();
  const path = usePathFor();
  const [visible, setVisible] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnShow = useRef(false);

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
      heading.current?.focus();
    }
  }, [visible]);

  const choose = useCallback(
    (analytics: boolean) => {
      writeConsent(window.localStorage, analytics, Date.now());
      setVisible(false);
      if (analytics) {
        window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
        loadAnalytics(analyticsScriptUrl);
      }
    },
    [analyticsScriptUrl],
  );

  if (!visible) return null;
  return (
    <section
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
          <X aria-hidden="true" className="h-5 w-5" />
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
