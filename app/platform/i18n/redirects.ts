import type { Locale } from "./locale.ts";
import { matchPath, pathFor, type RouteKey } from "./routes.ts";

/**
 * Old addresses of the association's previous sites (docs/product/routes.md#redirects-and-not-found). We take the
 * reading where the full legacy set exists on both hosts, each pointing at the
 * host's own form of the target page.
 */
export const legacyRedirects: Readonly<Record<string, RouteKey>> = {
  "/adopt-a-dog": "adoption",
  "/adoption-hund-aus-spanien": "adoption",
  "/privacy-policy": "privacy",
  "/become-a-foster-home": "fosterHome",
  "/pflegestelle-werden": "fosterHome",
  "/pflegestelle-werden-strassenhunde-spanien": "fosterHome",
  "/become-a-member": "membership",
  "/mitglied-im-tierschutzverein-werden": "membership",
  "/beitrittserklaerung": "membership",
  "/membresia": "membership",
  "/imprint": "imprint",
  "/about-us": "about",
  "/team": "about",
  "/founder": "about",
  "/unser-team": "about",
  "/die-gruender": "about",
  "/contact-us": "contact",
  "/share-your-experiences": "contact",
  "/teile-erfahrungen-mit-anderen": "contact",
  "/help-us": "donations",
  "/spenden-teaming": "donations",
  "/teaming-gemeinsam-tierschutz": "donations",
  "/teaming": "donations",
  "/patenhunde": "donations",
  "/hund-in-not-unterstuetzen": "donations",
  "/hunde-aus-spanien": "dogs",
};

export interface ExternalRedirectTargets {
  paypalHospice: string;
  paypalGeneral: string;
  teamingResidencia: string;
}

export type RedirectDecision =
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "none" };

/** One slash between segments and none at the end: `//x//y/` is `/x/y`. */
function canonicalPath(pathname: string): string {
  const single = pathname.replace(/\/{2,}/g, "/");
  return single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
}

/**
 * Where a redirect may send the browser, as an absolute URL: a path on the
 * request's own origin, or exactly one of the configured external targets.
 * Anything else (`//evil.example`, `/\evil.example`, another host) is null,
 * so no redirect ever leaves for a host that is not in the configuration.
 */
export function safeLocation(location: string, ownOrigin: string, external: ExternalRedirectTargets): string | null {
  if (location !== "" && Object.values(external).includes(location)) return location;
  const own = new URL(ownOrigin).origin;
  if (location.startsWith(`${own}/`)) location = location.slice(own.length);
  if (!location.startsWith("/") || location.startsWith("//") || location.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(location, own);
  } catch {
    return null;
  }
  return url.origin === own ? url.href : null;
}

/** Whether a path is one of the short addresses that lead to a payment platform (their targets are settings). */
export function leadsOutside(pathname: string): boolean {
  const lower = canonicalPath(pathname).toLowerCase();
  return lower === "/teaming-residenz" || lower.startsWith("/paypal");
}

/** No external target: for requests that cannot lead outside. */
export const NO_EXTERNAL_TARGETS: ExternalRedirectTargets = { paypalHospice: "", paypalGeneral: "", teamingResidencia: "" };

/**
 * Decides, from the path alone, whether a request must be redirected before a
 * page is rendered: external payment links, legacy addresses, a page path in
 * the other language's form, and trailing slashes. Query strings are kept for
 * internal targets. Pure: the server applies the decision.
 */
export function resolveRedirect(
  locale: Locale,
  pathname: string,
  search: string,
  external: ExternalRedirectTargets,
): RedirectDecision {
  const path = canonicalPath(pathname);
  const lower = path.toLowerCase();

  // Temporary (302): an owner may change the targets in the back office at any time.
  if (lower === "/paypal-hospiz") return { kind: "redirect", location: external.paypalHospice, status: 302 };
  if (lower === "/teaming-residenz") return { kind: "redirect", location: external.teamingResidencia, status: 302 };
  if (lower.startsWith("/paypal")) return { kind: "redirect", location: external.paypalGeneral, status: 302 };

  const legacy = legacyRedirects[lower];
  if (legacy) return { kind: "redirect", location: pathFor(legacy, locale) + search, status: 301 };

  const matches = matchPath(path);
  if (matches.length > 0 && !matches.some((m) => m.locale === locale)) {
    const other = matches[0]!;
    return { kind: "redirect", location: pathFor(other.key, locale, other.params) + search, status: 301 };
  }

  if (path !== pathname) return { kind: "redirect", location: path + search, status: 301 };
  return { kind: "none" };
}
