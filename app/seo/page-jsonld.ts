/** JSON-LD blocks of the content pages (FAQPage, HowTo, Offer). Pure. */
import type { JsonLd } from "./seo.ts";

export interface FaqEntry {
  /** Stable anchor id (lower-case, hyphens). */
  id: string;
  question: string;
  /** Plain text of the answer (the page may render richer markup). */
  answer: string;
}

export function faqPageJsonLd(url: string, entries: readonly FaqEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export interface HowToStep {
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
  steps: readonly HowToStep[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
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

export function offerJsonLd(input: {
  name: string;
  description: string;
  url: string;
  price: string;
  priceCurrency: string;
  sellerName: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
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
