import { Link, NavLink, useLocation, useMatches } from "react-router";
import { useLocale, useMessages, useRootData } from "#app/platform/i18n/use-locale.ts";
import { mainNavigation, pathFor } from "#app/platform/i18n/routes.ts";
import { languageSwitchHref, localizedAnchors } from "#app/platform/i18n/switch.ts";
import { otherLocale } from "#app/platform/i18n/locale.ts";
import { LogoMark } from "./logo.tsx";

function useNavItems() {
  const locale = useLocale();
  const m = useMessages();
  return mainNavigation.map((key) => ({ key, to: pathFor(key, locale), label: m.nav[key] }));
}

function navClass({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-3 py-2 font-medium no-underline hover:bg-orange-100 focus-visible:bg-orange-100 ${
    isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-stone-800"
  }`;
}

/**
 * The watch list's link with the number of dogs on it (docs/product/dogs.md#watch-list). Its
 * text is a polite live region: a heart pressed without a reload has the new
 * number said ("Merkliste: 3"); the first paint is not announced.
 */
function WatchlistLink() {
  const { locale, watchlist } = useRootData();
  return (
    <Link
      to={pathFor("watchlist", locale)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-stone-300 px-2.5 py-2 text-sm font-semibold text-stone-800 no-underline hover:border-brand-700 hover:text-brand-700"
    >
      <span aria-hidden="true" className={`icon-heart text-brand-700 ${watchlist.keys.length > 0 ? "icon-heart-filled" : ""}`} />
      <span aria-live="polite" aria-atomic="true">
        <span className="sr-only">{watchlist.text.link} </span>
        <span data-watchlist-count>{watchlist.keys.length}</span>
      </span>
    </Link>
  );
}

/** Sticky top bar (docs/product/routes.md#pages): logo to the start page, main navigation, language switch. */
export function Header() {
  const { locale, sites } = useRootData();
  const m = useMessages();
  const items = useNavItems();
  const matches = useMatches();
  const location = useLocation();
  const switchHref = languageSwitchHref(matches, locale, sites, location.search);
  const anchors = localizedAnchors(matches);

  const languageLink = (
    <a
      href={switchHref}
      // The same answer of the FAQ opens on the other site (its anchor in the other language): app/islands/language-switch.ts.
      data-anchors={anchors ? JSON.stringify(anchors) : undefined}
      hrefLang={otherLocale(locale)}
      lang={otherLocale(locale)}
      aria-label={m.layout.languageSwitchLabel}
      className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 no-underline hover:border-brand-700 hover:text-brand-700"
    >
      {m.layout.languageSwitch}
    </a>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Link to="/" className="flex items-center gap-2 no-underline" aria-label={m.layout.homeLinkLabel}>
          <LogoMark className="h-10 w-10" />
          {/* On a narrow phone the mark alone stands for the name (the link is named by its label), so the watch list's count fits. */}
          <span className="text-lg font-bold tracking-tight text-stone-900 max-[29rem]:sr-only">Puente Canino</span>
        </Link>

        <nav aria-label={m.layout.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.key === "home"} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <WatchlistLink />
          {languageLink}
          {/* The <details> says whether the menu is open (its summary is exposed as expanded or collapsed,
              so its name stays "Menü"); the icon turns from ☰ into ✕ with it, with or without JavaScript. */}
          <details data-menu="" className="group lg:hidden">
            <summary
              className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 px-3 py-2 font-semibold text-stone-800 [&::-webkit-details-marker]:hidden"
            >
              {/* The icon classes set their own display: the outer spans show and hide them. */}
              <span aria-hidden="true" className="inline-flex shrink-0 group-open:hidden">
                <span className="icon-menu" />
              </span>
              <span aria-hidden="true" className="hidden shrink-0 group-open:inline-flex">
                <span className="icon-close" />
              </span>
              {m.layout.openMenu}
            </summary>
            <nav
              aria-label={m.layout.mainNavigation}
              className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 pb-4 shadow-lg"
            >
              <ul className="mx-auto flex max-w-7xl flex-col gap-1 pt-2">
                {items.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end={item.key === "home"}
                      className={navClass}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
