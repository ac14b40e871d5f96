import type { RouterContextProvider } from "react-router";
import { localeContext } from "#app/context.ts";
import { messages } from "#app/i18n/messages/index.ts";
import type { RouteKey } from "#app/i18n/routes.ts";
import { webPageJsonLd, type JsonLd } from "./json-ld.ts";
import { pageAddress, seo, type SeoInput } from "./seo.ts";

/** The language, sites and messages of this request, for a loader. */
export function pageContext(context: Readonly<RouterContextProvider>) {
  const { locale, sites } = context.get(localeContext);
  return { locale, sites, m: messages[locale] };
}

/**
 * The head of an ordinary page from the route table and its messages, with a
 * WebPage JSON-LD block and any further blocks.
 */
export function staticPageHead(
  context: Readonly<RouterContextProvider>,
  key: Exclude<RouteKey, "home">,
  extra: Partial<SeoInput> & { jsonLd?: JsonLd[] } = {},
) {
  const { locale, sites, m } = pageContext(context);
  const { title, description } = m.pages[key];
  const url = pageAddress({ locale, sites }, key);
  return seo(
    { locale, sites },
    {
      title,
      description,
      routeKey: key,
      ...extra,
      jsonLd: [webPageJsonLd({ locale, sites }, url, title, description), ...(extra.jsonLd ?? [])],
    },
  );
}
