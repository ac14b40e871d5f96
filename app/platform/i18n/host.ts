import type { Locale } from "./locale.ts";

export interface SiteUrls {
  de: string;
  es: string;
}

function hostnameOf(hostOrUrl: string): string {
  const value = hostOrUrl.includes("://") ? new URL(hostOrUrl).hostname : hostOrUrl.replace(/:\d+$/, "");
  return value.toLowerCase().replace(/\.$/, "");
}

/**
 * The language follows the host name alone (docs/product/routes.md#language): the Spanish site's host
 * or any host under the Spanish country suffix is Spanish; everything else,
 * German (the default).
 */
export function localeForHost(host: string, sites: SiteUrls): Locale {
  const hostname = hostnameOf(host);
  if (hostname === hostnameOf(sites.es) || hostname.endsWith(".es")) return "es";
  return "de";
}

/** Only the configured hosts are served; anything else is refused. */
export function isServedHost(host: string, sites: SiteUrls, extra: readonly string[] = []): boolean {
  const hostname = hostnameOf(host);
  return hostname === hostnameOf(sites.de) || hostname === hostnameOf(sites.es) || extra.includes(hostname);
}
