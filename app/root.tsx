import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { localeContext, organisationContext, servicesContext } from "#app/platform/context.ts";
import { cachedOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { localeForHost } from "#app/platform/i18n/host.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import { shellMessages } from "#app/platform/i18n/messages/shell.ts";
import type { RootData } from "#app/platform/i18n/use-locale.ts";
import { useNonce } from "#app/ui/nonce.tsx";
import { InlineStyles } from "#app/ui/inline-styles.tsx";
import publicSheet from "./app.css?url";
import { IslandsScript } from "#app/ui/islands-script.tsx";
import { LazyToaster } from "#app/ui/lazy-toaster.tsx";
import { Header } from "#app/shell/header.tsx";
import { Footer } from "#app/shell/footer.tsx";
import { CookieBanner } from "#app/shell/cookie-banner.tsx";
import { isAdminPath } from "#app/admin/route-table.ts";
import { documentHydration } from "#app/platform/i18n/routes.ts";
import { RouteFocus } from "#app/shell/route-focus.tsx";
import { readWatchlist } from "#app/features/watchlist/server/watchlist.server.ts";
import { watchKey } from "#app/features/watchlist/rules/watchlist.ts";
import { watchlistMessages } from "#app/features/watchlist/rules/messages.ts";
import { pageCacheMiddleware } from "#app/platform/rendering/page-cache-middleware.server.ts";

/** Decides the language of the request from its host (docs/product/routes.md#language, DESIGN "Language and routes"). */
export const middleware: Route.MiddlewareFunction[] = [
  // A page rendered moments ago for the same address, cookies and data is served again (decision 022).
  pageCacheMiddleware,
  ({ request, context }) => {
    const { env } = context.get(servicesContext);
    const sites = { de: env.SITE_URL_DE, es: env.SITE_URL_ES };
    const locale = localeForHost(new URL(request.url).host, sites);
    context.set(localeContext, { locale, sites, origin: sites[locale] });
  },
  // The association's details as an owner last saved them, for every loader of this request.
  async ({ context }) => {
    context.set(organisationContext, await cachedOrganisation(context.get(servicesContext)));
  },
];

export function loader({ context, request }: Route.LoaderArgs): RootData | null {
  // The back office (app/admin) has its own layout, language and data: none of the public site's.
  if (isAdminPath(new URL(request.url).pathname)) return null;
  const { locale, sites } = context.get(localeContext);
  const { env } = context.get(servicesContext);
  return {
    locale,
    sites,
    year: new Date().getFullYear(),
    // This site's association only: the layout (footer) and the pages' contact and bank details read it.
    organisation: context.get(organisationContext)[locale],
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL ?? null,
    // The watch list lives in a first-party cookie; the server paints hearts and count from it (decision 020).
    watchlist: { keys: readWatchlist(context, request).map((e) => watchKey(e.slug)), text: watchlistMessages[locale] },
    messages: messages[locale],
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/brand/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const nonce = useNonce();
  // The back office has no root data: its layout says the account's language.
  const admin = useRouteLoaderData("admin") as { locale: Locale } | undefined;
  const locale = data?.locale ?? admin?.locale ?? "de";
  const m = shellMessages[locale];
  // Only pages that need React load it (decision 040): the others are their HTML and the islands.
  // In the browser this layout only ever runs hydrated, and stays so across client-side pages.
  const matchIds = useMatches().map((match) => match.id);
  const hydration = documentHydration(matchIds);
  const hydrate = typeof document !== "undefined" || hydration !== null;
  const { key } = useLocation();
  // Marks the document once React has taken over (until then a click gets the
  // page's behaviour without JavaScript); the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // Tells the islands that the app rendered another page in place (PAGE_CHANGE_EVENT of
  // app/islands/page-change.ts: named here, not imported, so that no module is shared between the
  // islands script and the app's chunks).
  useEffect(() => {
    window.dispatchEvent(new Event("pagechange"));
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a new page, a new look
  }, [key]);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Marks that scripts run, before the first paint: the membership wizard shows one step at a time only then. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <InlineStyles />
        <Meta />
        <Links />
        {/* The islands (app/islands/): every public page, hydrated or not; never the back office. */}
        {data ? <IslandsScript /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          // In the flow above the header while focused, so it covers nothing (not the logo either).
          className="sr-only rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:m-2 focus:inline-block focus:self-start"
        >
          {m.skipToContent}
        </a>
        {/* Right after the skip link in the tab order, though it shows at the bottom. */}
        {data ? <CookieBanner /> : null}
        {data ? <Header /> : null}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {data ? <Footer /> : null}
        {/* The page's status line: what an island did ("copied"), read by screen readers (app/islands/announce.ts). */}
        {data ? (
          <p
            id="site-status"
            role="status"
            className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-lg bg-stone-900 px-4 py-3 text-sm font-semibold text-white shadow-lg empty:hidden"
          />
        ) : null}
        {hydrate ? (
          <>
            {/* The whole public stylesheet for what React renders in the browser (decision 041): the
                head inlines only the rules this page's HTML uses. Last in the body; the scripts wait for
                it, so nothing React renders is ever unstyled. Cached across pages. A page that hydrates
                on first input fetches it without letting it hold the first paint (a media that matches
                nothing), and the islands switch it on before they start the app (decision 044). */}
            {data ? <link rel="stylesheet" href={publicSheet} media={hydration === "on-first-input" ? "not all" : undefined} data-app-sheet="" /> : null}
            <LazyToaster label={m.notificationsLabel} />
            <ScrollRestoration nonce={nonce} />
            <RouteFocus />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * An error page (this layout's boundary) keeps what the thrown answer tells a client about trying
 * again: `Retry-After` of a 429 or 503, `Allow` of a 405. Every other header stays as it was.
 */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs) {
  const kept = new Headers(parentHeaders);
  for (const name of ["Retry-After", "Allow"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

export function ErrorBoundary() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const m = shellMessages[data?.locale ?? "de"];
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{m.error.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold">{m.error.title}</h1>
      <p className="mt-4 text-lg text-stone-700">{m.error.text}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white no-underline">
        {m.error.back}
      </Link>
    </section>
  );
}
