/**
 * Every JSON-LD block of the site, built here and nowhere else, typed with
 * the schema.org types of `schema-dts`. Routes and read modules pass facts
 * in; `seo()` puts the blocks into the head (React Router escapes them).
 * Pure: no I/O.
 */
import type {
  AnimalShelter,
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  HowTo,
  ItemList,
  NGO,
  Offer,
  Product,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { plainText, type FaqEntryCopy } from "#app/ui/rich-text-model.ts";
import { STRUCTURED_DATA_DESCRIPTION_MAX, truncate } from "#app/platform/html/text.ts";
import type { SiteUrls } from "#app/platform/i18n/host.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";

/** One JSON-LD block of a page head. */
export type JsonLd = WithContext<Thing>;

/** The language and the sites of a request: enough to name the association and its site. */
export interface JsonLdContext {
  locale: Locale;
  sites: SiteUrls;
  /** The association's effective details (app/features/organisation/server/effective.server.ts). */
  organisation: Organisation;
}

const CONTEXT = "https://schema.org";

function absolute(base: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${base}/`).toString();
}

/**
 * An image size in pixels, written as a plain number as search engines read
 * it; schema-dts types sizes only as text or QuantitativeValue.
 */
function pixels(value: number): string {
  return value as unknown as string;
}

function description(text: string): string {
  return truncate(text, STRUCTURED_DATA_DESCRIPTION_MAX);
}

/** The association as an organisation (home, about, articles). */
export function organisationJsonLd(ctx: JsonLdContext): WithContext<NGO> {
  const org = ctx.organisation[ctx.locale];
  const site = ctx.sites[ctx.locale];
  return {
    "@context": CONTEXT,
    "@type": "NGO",
    "@id": `${site}/#organisation`,
    name: org.legalName,
    alternateName: org.siteName,
    url: `${site}/`,
    logo: absolute(site, org.logo.og),
    email: org.email,
    telephone: org.phone,
    foundingDate: "2013",
    address: {
      "@type": "PostalAddress",
      streetAddress: org.street,
      postalCode: org.postalCode,
      addressLocality: org.city,
      addressRegion: org.region,
      addressCountry: ctx.locale === "de" ? "DE" : "ES",
    },
  };
}

/** The site itself (home page). */
export function websiteJsonLd(ctx: JsonLdContext, text: string): WithContext<WebSite> {
  const site = ctx.sites[ctx.locale];
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${site}/#website`,
    name: ctx.organisation[ctx.locale].siteName,
    url: `${site}/`,
    inLanguage: ctx.locale,
    description: description(text),
    publisher: { "@id": `${site}/#organisation` },
  };
}

/** Minimal structured data for an ordinary page. */
export function webPageJsonLd(ctx: JsonLdContext, url: string, name: string, text: string): WithContext<WebPage> {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    url,
    name,
    inLanguage: ctx.locale,
    description: description(text),
    isPartOf: { "@id": `${ctx.sites[ctx.locale]}/#website` },
  };
}

/** The questions of a page; answers as plain text (the page may render links in them). */
export function faqPageJsonLd(url: string, entries: readonly FaqEntryCopy[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(entry.answer) },
    })),
  };
}

export interface HowToStepInput {
  name: string;
  text: string;
  /** Absolute URL of the step (page + anchor), optional. */
  url?: string;
}

export function howToJsonLd(input: {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. "P14D". */
  totalTime?: string;
  steps: readonly HowToStepInput[];
}): WithContext<HowTo> {
  return {
    "@context": CONTEXT,
    "@type": "HowTo",
    name: input.name,
    description: input.description,
    ...(input.totalTime ? { totalTime: input.totalTime } : {}),
    step: input.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
      ...(step.url ? { url: step.url } : {}),
    })),
  };
}

/** The membership fee as an offer of the association. */
export function offerJsonLd(input: {
  name: string;
  description: string;
  url: string;
  price: string;
  priceCurrency: string;
  sellerName: string;
}): WithContext<Offer> {
  return {
    "@context": CONTEXT,
    "@type": "Offer",
    name: input.name,
    description: input.description,
    url: input.url,
    price: input.price,
    priceCurrency: input.priceCurrency,
    availability: "https://schema.org/InStock",
    seller: { "@type": "Organization", name: input.sellerName },
  };
}

/** One of the places where our dogs live (Finca Chaos, Residencia Monika). */
export function animalShelterJsonLd(
  ctx: JsonLdContext,
  input: {
    name: string;
    description: string;
    url: string;
    /** Path or URL of the page's picture. */
    image: string;
    foundingDate?: string;
    address: { locality: string; region: string; country: string };
  },
): WithContext<AnimalShelter> {
  return {
    "@context": CONTEXT,
    "@type": "AnimalShelter",
    name: input.name,
    description: description(input.description),
    url: input.url,
    ...(input.foundingDate ? { foundingDate: input.foundingDate } : {}),
    image: absolute(ctx.sites[ctx.locale], input.image),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.address.locality,
      addressRegion: input.address.region,
      addressCountry: input.address.country,
    },
  };
}

/** A blog post (BlogPosting) or a guide (Article). */
export function articleJsonLd(
  ctx: JsonLdContext,
  input: {
    type: "BlogPosting" | "Article";
    headline: string;
    description: string;
    url: string;
    published: string;
    modified: string;
    category: string | null;
    /** Absolute URL of the 1200×630 article image. */
    image: string | null;
  },
): WithContext<BlogPosting> | WithContext<Article> {
  const body = {
    headline: input.headline,
    description: description(input.description),
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: ctx.locale,
    datePublished: input.published,
    dateModified: input.modified,
    ...(input.category ? { articleSection: input.category } : {}),
    ...(input.image ? { image: { "@type": "ImageObject" as const, url: input.image, width: pixels(1200), height: pixels(630) } } : {}),
    author: { "@type": "Organization" as const, name: ctx.organisation[ctx.locale].legalName },
    publisher: { "@id": `${ctx.sites[ctx.locale]}/#organisation` },
  };
  return input.type === "BlogPosting"
    ? { "@context": CONTEXT, "@type": "BlogPosting", ...body }
    : { "@context": CONTEXT, "@type": "Article", ...body };
}

/** A trail of links from the home page to this page. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** A named list of links (the home page's dogs). */
export function itemListJsonLd(name: string, items: readonly { name?: string; url: string }[]): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: item.url })),
  };
}

/** A dog of a dog page: a product without a price, offered for adoption. */
export function dogJsonLd(
  ctx: JsonLdContext,
  input: { name: string; description: string; url: string; image?: string; reserved: boolean },
): WithContext<Product> {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: input.name,
    description: description(input.description),
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    brand: { "@type": "Organization", name: ctx.organisation[ctx.locale].legalName },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "EUR",
      url: input.url,
      availability: input.reserved ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock",
    },
  };
}
