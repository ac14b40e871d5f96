import { Link } from "react-router";
import { useMessages, usePathFor, useRootData } from "#app/platform/i18n/use-locale.ts";

const buttonClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-brand-700 bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:flex-none";

/**
 * The cookie banner's markup (docs/product/content.md#consent-and-analytics), hidden: the consent
 * island (app/islands/consent.ts) shows it when nothing is stored, takes the choice and loads the
 * analytics script after consent. Right after the skip link in the tab order.
 */
export function CookieBanner() {
  const { analyticsScriptUrl } = useRootData();
  const m = useMessages();
  const path = usePathFor();
  return (
    <section
      id="cookie-banner"
      hidden
      aria-labelledby="cookie-banner-title"
      data-analytics-src={analyticsScriptUrl ?? undefined}
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-brand-700 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border-4"
      data-testid="cookie-banner"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="cookie-banner-title" tabIndex={-1} className="text-lg font-bold text-stone-900">
          {m.cookie.title}
        </h2>
        <button
          type="button"
          data-consent="reject"
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
        <button type="button" data-consent="reject" className={buttonClass}>
          {m.cookie.reject}
        </button>
        <button type="button" data-consent="accept" className={buttonClass}>
          {m.cookie.accept}
        </button>
      </div>
    </section>
  );
}
