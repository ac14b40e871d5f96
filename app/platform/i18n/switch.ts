import type { SiteUrls } from "./host.ts";
import { otherLocale, type Locale } from "./locale.ts";
import { parseRouteId, pathFor, type RouteParams } from "./routes.ts";

export interface SwitchableMatch {
  id: string;
  params: Record<string, string | undefined>;
  loaderData?: unknown;
}

/** A page may name its own address per language (e.g. a blog post whose slug differs). */
export interface LocalizedPaths {
  localizedPaths?: Partial<Record<Locale, string>>;
  /**
   * The other language's id for each anchor of the page (an FAQ answer:
   * `vorkontrolle` → `control-previo`), so the switch keeps the visitor's place.
   */
  localizedAnchors?: Record<string, string>;
}

/** The anchors the current page names in the other language (the FAQ's answers), if it names any. */
export function localizedAnchors(matches: readonly SwitchableMatch[]): Record<string, string> | undefined {
  return (matches[matches.length - 1]?.loaderData as LocalizedPaths | undefined)?.localizedAnchors;
}

/**
 * The address of the current page on the other language's site (docs/product/routes.md#language-switch):
 * the same page, with the dog slug carried over, or the path the page itself
 * names for that language; the other site's start page when there is no
 * counterpart.
 */
export function languageSwitchHref(
  matches: readonly SwitchableMatch[],
  locale: Locale,
  sites: SiteUrls,
  search = "",
): string {
  const target = otherLocale(locale);
  const leaf = matches[matches.length - 1];
  if (!leaf) return `${sites[target]}/`;
  const named = (leaf.loaderData as LocalizedPaths | undefined)?.localizedPaths;
  if (named) {
    const path = named[target];
    return path ? sites[target] + path : `${sites[target]}/`;
  }
  const parsed = parseRouteId(leaf.id);
  if (!parsed) return `${sites[target]}/`;
  const params: RouteParams = {};
  for (const [k, v] of Object.entries(leaf.params)) if (v !== undefined && k !== "*") params[k] = v;
  try {
    return sites[target] + pathFor(parsed.key, target, params) + search;
  } catch {
    return `${sites[target]}/`;
  }
}
