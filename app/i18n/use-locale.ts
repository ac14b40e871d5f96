import { useRouteLoaderData } from "react-router";
import type { SiteUrls } from "./host.ts";
import type { Locale } from "./locale.ts";
import { messages, type Messages } from "./messages/index.ts";
import type { BrowserMessages as FormMessages } from "#app/domain/forms/messages.ts";
import { pathFor, type RouteKey, type RouteParams } from "./routes.ts";

export interface RootData {
  locale: Locale;
  sites: SiteUrls;
  year: number;
  analyticsScriptUrl: string | null;
  /** Time token and idempotency key for the forms of this page (see app/forms). */
  form: { token: string; key: string };
  formMessages: FormMessages;
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
  return messages[useLocale()];
}

/** A function that gives the path of a page in this request's language. */
export function usePathFor(): (key: RouteKey, params?: RouteParams) => string {
  const locale = useLocale();
  return (key, params) => pathFor(key, locale, params);
}
