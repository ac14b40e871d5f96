import type { Locale } from "./locale.ts";
import { locales } from "./locale.ts";

/**
 * The one table of pages (docs/product/routes.md#pages). Routes, navigation, links, the language
 * switch, canonical and alternate URLs, redirects and the sitemap all read it;
 * no page path is written anywhere else. Client-safe: no I/O.
 */
export const pages = {
  home: { file: "pages/home/route.tsx", paths: { de: "/", es: "/" } },
  dogs: { file: "pages/dogs/list/route.tsx", paths: { de: "/hunde", es: "/perros" }, hydrates: "on-first-input" },
  dogDetail: { file: "pages/dogs/detail/route.tsx", paths: { de: "/hunde/:slug", es: "/perros/:slug" }, forms: true, hydrates: "on-first-input" },
  adoption: { file: "pages/adoption/route.tsx", paths: { de: "/adoption", es: "/adopcion" }, forms: true },
  fosterHome: { file: "pages/foster-home/route.tsx", paths: { de: "/pflegestelle", es: "/casa-de-acogida" }, forms: true, hydrates: "on-first-input" },
  // A traveller from Spain to Germany offers to take a dog along (docs/product/travel.md#flight-sponsors).
  flightSponsor: { file: "pages/flight-sponsor/route.tsx", paths: { de: "/flugpate-werden", es: "/padrino-de-vuelo" }, forms: true, hydrates: "on-first-input" },
  donations: { file: "pages/donations/route.tsx", paths: { de: "/spenden", es: "/donar-y-teaming" } },
  about: { file: "pages/about/route.tsx", paths: { de: "/ueber-uns", es: "/sobre-nosotros" } },
  contact: { file: "pages/contact/route.tsx", paths: { de: "/kontakt", es: "/contacto" }, forms: true, hydrates: "on-first-input" },
  imprint: { file: "pages/legal/imprint/route.tsx", paths: { de: "/impressum", es: "/aviso-legal" } },
  privacy: { file: "pages/legal/privacy/route.tsx", paths: { de: "/datenschutz", es: "/privacidad" } },
  blog: { file: "pages/blog/list/route.tsx", paths: { de: "/blog", es: "/blog" } },
  blogPost: { file: "pages/blog/post/route.tsx", paths: { de: "/blog/:slug", es: "/blog/:slug" } },
  membership: { file: "pages/membership/route.tsx", paths: { de: "/mitgliedschaft", es: "/hacerse-socio" }, forms: true, hydrates: "on-first-input" },
  hospice: { file: "pages/hospice/route.tsx", paths: { de: "/hospiz", es: "/hospicio" }, forms: true },
  fincaChaos: { file: "pages/sites/finca-chaos/route.tsx", paths: { de: "/finca-chaos", es: "/finca-chaos" }, forms: true },
  residenciaMonika: {
    file: "pages/sites/residencia-monika/route.tsx",
    paths: { de: "/residencia-monika", es: "/residencia-monika" },
    forms: true,
  },
  faq: { file: "pages/faq/route.tsx", paths: { de: "/faq", es: "/preguntas-frecuentes" } },
  guides: { file: "pages/guides/list/route.tsx", paths: { de: "/ratgeber", es: "/guia" } },
  dogAlerts: {
    file: "pages/dog-alerts/subscribe/route.tsx",
    paths: { de: "/hunde-benachrichtigung", es: "/avisos-de-perros" },
    forms: true,
    hydrates: "on-first-input",
  },
  dogAlertsConfirm: {
    file: "pages/dog-alerts/confirm/route.tsx",
    paths: { de: "/hunde-benachrichtigung/bestaetigen/:token", es: "/avisos-de-perros/confirmar/:token" },
    noIndex: true,
  },
  dogAlertsUnsubscribe: {
    file: "pages/dog-alerts/unsubscribe/route.tsx",
    paths: { de: "/hunde-benachrichtigung/abmelden/:token", es: "/avisos-de-perros/baja/:token" },
    noIndex: true,
  },
  guideDetail: { file: "pages/guides/detail/route.tsx", paths: { de: "/ratgeber/:slug", es: "/guia/:slug" } },
  // A request's status page and the page that sends its link again (docs/product/journey.md#status-page).
  requestStatus: { file: "pages/request-status/route.tsx", paths: { de: "/anfrage/:token", es: "/solicitud/:token" }, noIndex: true, hydrates: "at-load" },
  requestLink: { file: "pages/request-status/link/route.tsx", paths: { de: "/anfrage", es: "/solicitud" }, noIndex: true, hydrates: "at-load" },
  // A family's news after the handover, under its status page's token (docs/product/journey.md#news-from-the-family).
  requestNews: { file: "pages/request-status/news/route.tsx", paths: { de: "/anfrage/:token/neuigkeiten", es: "/solicitud/:token/novedades" }, noIndex: true, hydrates: "at-load" },
  // A member's private page, reached by the link in the welcome e-mail (docs/product/membership.md#private-page).
  fosterPage: { file: "pages/foster-page/route.tsx", paths: { de: "/meine-pflegestelle/:token", es: "/mi-casa-de-acogida/:token" }, noIndex: true },
  memberPage: { file: "pages/member/route.tsx", paths: { de: "/mitglied/:token", es: "/socio/:token" }, noIndex: true },
  // The happy ends: families' stories of their dogs (docs/product/journey.md#happy-ends).
  happyEnds: { file: "pages/happy-ends/list/route.tsx", paths: { de: "/gluecklich-vermittelt", es: "/finales-felices" } },
  happyEnd: { file: "pages/happy-ends/story/route.tsx", paths: { de: "/gluecklich-vermittelt/:slug", es: "/finales-felices/:slug" } },
  // The visitor's own pages: never indexed, never in the sitemap (docs/product/dogs.md#watch-list, #flyer).
  watchlist: { file: "pages/watchlist/route.tsx", paths: { de: "/merkliste", es: "/favoritos" }, noIndex: true, hydrates: "at-load" },
  dogFlyer: { file: "pages/dogs/flyer/route.tsx", paths: { de: "/hunde/:slug/flyer", es: "/perros/:slug/cartel" }, noIndex: true },
} as const satisfies Record<string, { file: string; paths: Record<Locale, string>; noIndex?: true; forms?: true; hydrates?: Hydration }>;

export type RouteKey = keyof typeof pages;
export const routeKeys = Object.keys(pages) as RouteKey[];
export type RouteParams = Record<string, string>;

/** Main navigation in the documented order (docs/product/routes.md). */
export const mainNavigation = [
  "home",
  "dogs",
  "adoption",
  "fosterHome",
  "donations",
  "about",
  "contact",
] as const satisfies readonly RouteKey[];

/** False for pages that are `noindex` and left out of the sitemap (the watch list, the flyer). */
export function isIndexed(key: RouteKey): boolean {
  return !("noIndex" in pages[key]);
}

/**
 * True for pages with a form that sends a submission (a managed form or a donation box). Only they get
 * the forms' time token, idempotency key and texts, from the forms layout (app/pages/forms-layout/route.ts):
 * every other page's HTML and loader data go without them.
 */
export function hasForms(key: RouteKey): boolean {
  return "forms" in pages[key];
}

/**
 * When a page that loads React starts it (decisions 040 and 044): `"on-first-input"` for the public pages
 * with a form or an in-place search (the dog list and dog page, membership, foster home, flight sponsors,
 * contact, the dog alerts), whose server HTML works on its own, so the app loads at the visitor's first touch, click,
 * key, focus or wheel turn, and a visitor who only reads never pays for it; `"at-load"` for the applicant's own
 * pages (status, link, news, the watch list), opened to act, and for the back office.
 */
export type Hydration = "at-load" | "on-first-input";

/**
 * True for pages that load React and hydrate (decision 040): the dog list and dog page, the pages with a
 * form, the applicant's own pages. Every other public page is its server HTML, the inline styles and
 * the islands script alone (app/islands/): no framework JavaScript and no loader data in its HTML.
 */
export function hydrates(key: RouteKey): boolean {
  return pageHydration(key) !== null;
}

/** When a page loads React, or null for a page that never does. */
export function pageHydration(key: RouteKey): Hydration | null {
  const page = pages[key];
  return "hydrates" in page ? page.hydrates : null;
}

/**
 * When a document whose matched routes are `routeIds` loads React, or null if it never does: a public
 * page as its page says, the back office always at load; the 404 and the layouts decide nothing by themselves.
 */
export function documentHydration(routeIds: readonly string[]): Hydration | null {
  for (const id of routeIds) {
    if (id === "admin") return "at-load";
    const parsed = parseRouteId(id);
    const hydration = parsed ? pageHydration(parsed.key) : null;
    if (hydration) return hydration;
  }
  return null;
}

/** True when the page has the same path in both languages (served by one route). */
export function isSharedPath(key: RouteKey): boolean {
  return pages[key].paths.de === pages[key].paths.es;
}

/** Route ids: `key` for pages with one shared path, `key.de` / `key.es` otherwise. */
export function routeId(key: RouteKey, locale: Locale): string {
  return isSharedPath(key) ? key : `${key}.${locale}`;
}

/** Reads the route key (and the language, for language-specific routes) back from a route id. */
export function parseRouteId(id: string): { key: RouteKey; locale: Locale | null } | null {
  const [key, locale] = id.split(".");
  if (!key || !(key in pages)) return null;
  if (locale === undefined) return { key: key as RouteKey, locale: null };
  if (locale !== "de" && locale !== "es") return null;
  return { key: key as RouteKey, locale };
}

export function hasParams(key: RouteKey): boolean {
  return pages[key].paths.de.includes(":");
}

/** The path of a page in a language, with its parameters filled in (URL-encoded). */
export function pathFor(key: RouteKey, locale: Locale, params: RouteParams = {}): string {
  return filled(pages[key].paths[locale], params, `pathFor(${key})`);
}

/**
 * The routes that answer a language's own path with a file, not a page (docs/product/routes.md#files):
 * the signed protection contract beside the status page (docs/product/journey.md#protection-contract) and a member's donation receipts beside the private page (docs/product/membership.md#receipts).
 * `app/routes.ts` makes their routes from here and every link to them is `filePathFor`'s, as a page's is
 * `pathFor`'s. Not pages: no head, no navigation, no sitemap, no language switch.
 */
export const files = {
  contractPdf: { file: "resources/contract-pdf.ts", paths: { de: "/anfrage/:token/vertrag.pdf", es: "/solicitud/:token/contrato.pdf" } },
  memberReceipt: { file: "resources/member-receipt.ts", paths: { de: "/mitglied/:token/bestaetigung/:number", es: "/socio/:token/certificado/:number" } },
} as const satisfies Record<string, { file: string; paths: Record<Locale, string> }>;

export type FileRouteKey = keyof typeof files;
export const fileRouteKeys = Object.keys(files) as FileRouteKey[];

/** A file route's id: `key.de`, `key.es`. */
export function fileRouteId(key: FileRouteKey, locale: Locale): string {
  return `${key}.${locale}`;
}

/** The path of a file route in a language, with its parameters filled in (URL-encoded). */
export function filePathFor(key: FileRouteKey, locale: Locale, params: RouteParams = {}): string {
  return filled(files[key].paths[locale], params, `filePathFor(${key})`);
}

function filled(pattern: string, params: RouteParams, caller: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`${caller}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export interface PathMatch {
  key: RouteKey;
  locale: Locale;
  params: RouteParams;
}

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        names.push(segment.slice(1));
        return "([^/]+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { regex: new RegExp(`^${source}$`), names };
}

const compiled = routeKeys.flatMap((key) =>
  locales.map((locale) => ({ key, locale, ...compile(pages[key].paths[locale]) })),
);

/**
 * Every (page, language) whose path matches. Static paths win over
 * parameterised ones, as in the router. A shared path matches both languages.
 */
export function matchPath(pathname: string): PathMatch[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const found: PathMatch[] = [];
  for (const entry of compiled) {
    const m = entry.regex.exec(path);
    if (!m) continue;
    const params: RouteParams = {};
    let ok = true;
    entry.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1] ?? "");
      } catch {
        ok = false;
      }
    });
    if (ok) found.push({ key: entry.key, locale: entry.locale, params });
  }
  const staticFirst = found.filter((f) => !hasParams(f.key));
  return staticFirst.length > 0 ? staticFirst : found;
}

/** The page a path shows on a host of the given language, if it is this language's form. */
export function matchLocalPath(pathname: string, locale: Locale): PathMatch | null {
  return matchPath(pathname).find((m) => m.locale === locale) ?? null;
}
