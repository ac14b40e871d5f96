import { createContext } from "react-router";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import type { Services } from "#app/services.server.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";

/** Per-request facts the server knows before any loader runs. */
export interface RequestFacts {
  nonce: string;
  /** The client's address (honouring TRUST_PROXY), for rate limits only; never logged or stored. */
  clientAddress: string;
  /** For a page the page cache may keep and did not have: the key to keep its rendering under (decision 039). */
  pageCacheKey?: string;
  /** A page with a form the page cache serves: the view's form token and key, made before the page (decision 039). */
  formFacts?: { token: string; key: string };
}

/** Long-lived services (database, logger, configuration), set by the server. */
export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestFacts>({ nonce: "", clientAddress: "unknown" });

/** The language of this request, set by the root middleware from the host. */
export interface LocaleFacts {
  locale: Locale;
  sites: SiteUrls;
  /** Absolute origin of this language's site, for canonical URLs. */
  origin: string;
}
export const localeContext = createContext<LocaleFacts>();

/**
 * The association's effective details (defaults with the owner's saved
 * values), read once per request by the root middleware
 * (app/features/organisation/server/effective.server.ts).
 */
export const organisationContext = createContext<Organisation>();
