import type { RouterContextProvider } from "react-router";
import { localeContext, organisationContext } from "#app/platform/context.ts";
import { messages } from "#app/platform/i18n/messages/index.ts";
import type { RouteKey } from "#app/platform/i18n/routes.ts";
import type { FaqEntryCopy } from "#app/ui/rich-text-model.ts";
import { faqPageJsonLd, webPageJsonLd, type JsonLd } from "../rules/json-ld.ts";
import { pageAddress, seo, type SeoInput } from "../rules/seo.ts";

/** The language, sites, messages and the association's effective details of this request, for a loader. */
export function pageContext(context: Readonly<RouterContextProvider>) {
  const { locale, sites } = context.get(localeContext);
  return { locale, sites, m: messages[locale], organisation: context.get(organisationContext) };
}

/**
 * The head of an ordinary page from the route table and its messages, with a
 * WebPage JSON-LD block, any further blocks and, last, a FAQPage block of the
 * page's questions (`faq`) at the page's address.
 */
export function staticPageHead(
  context: Readonly<RouterContextProvider>,
  // A page whose title and description come with its copy (alerts, watch list, flyer) passes them in `extra`.
  key: RouteKey,
  { faq, ...extra }: Partial<SeoInput> & { jsonLd?: JsonLd[]; faq?: readonly FaqEntryCopy[] } = {},
) {
  const ctx = pageContext(context);
  const { title, description } = extra.title && extra.description ? { title: extra.title, description: extra.description } : ctx.m.pages[key as keyof typeof ctx.m.pages];
  const url = pageAddress(ctx, key);
  return seo(
    ctx,
    {
      title,
      description,
      routeKey: key,
      ...extra,
      jsonLd: [webPageJsonLd(ctx, url, title, description), ...(extra.jsonLd ?? []), ...(faq ? [faqPageJsonLd(url, faq)] : [])],
    },
  );
}
