import { useRouteLoaderData } from "react-router";
import type { SiteUrls } from "./host.ts";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import type { Locale } from "./locale.ts";
import type { Messages } from "./messages/index.ts";
import type { WatchlistMessages } from "../../features/watchlist/rules/messages.ts";
import { pathFor, type RouteKey, type RouteParams } from "./routes.ts";

export interface RootData {
  locale: Locale;
  sites: SiteUrls;
  year: number;
  /** This site's association, with what an owner saved in the back office (app/features/organisation/server/effective.server.ts). */
  organisation: CountryOrganisation;
  analyticsScriptUrl: string | null;
  /** The dogs on the visitor's watch list (from its cookie), by their watch keys, and the watch list's short texts. */
  watchlist: { keys: string[]; text: WatchlistMessages };
  /** The interface texts in this request's language only: the other language never reaches the browser. */
  messages: Messages;
}

/** The root loader's facts about this request's language and sites. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData outside the root route");
  return data;
}

export function useLocale(): Locale {
  return useRootData().locale;
}

export function useMessages(): Messages {
  return useRootData().messages;
}

/** A function that gives the path of a page in this request's language. */
export function usePathFor(): (key: RouteKey, params?: RouteParams) => string {
  const locale = useLocale();
  return (key, params) => pathFor(key, locale, params);
}

/** This site's association as the root loader read it for this request. */
export function useOrganisation(): CountryOrganisation {
  return useRootData().organisation;
}
