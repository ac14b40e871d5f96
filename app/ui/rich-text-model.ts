/**
 * The small rich-text model of the page copy: paragraphs of plain text with
 * inline links held as data (never as HTML), FAQ entries and process steps.
 * Every copy module and every section that renders copy uses these types.
 * Pure: no React, no I/O.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import { pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";

/** Pages a copy link may point to (pages without parameters). */
export type LinkKey = Exclude<RouteKey, "home" | "dogDetail" | "blogPost" | "guideDetail">;

/** A link from the copy to another page of the site: `path(linkKey)` + `?query` + `#anchor`. */
export interface CopyLink {
  text: string;
  linkKey: LinkKey;
  /** Fragment without "#", e.g. an FAQ id. */
  anchor?: string;
  /** Query string without "?", e.g. "type=adoption". */
  query?: string;
}

export type Inline = string | CopyLink;
/** A paragraph: plain text, or a run of text and links. */
export type Paragraph = string | readonly Inline[];

/** One question of an FAQ list (FAQ page, adoption, foster home, donations, membership). */
export interface FaqEntryCopy {
  /** Stable anchor id: lower case, words joined by hyphens. */
  id: string;
  question: string;
  answer: readonly Paragraph[];
  /** A link shown under the answer (not part of the structured-data answer). */
  more?: CopyLink;
}

export interface FaqGroupCopy {
  /** Id of the group's heading (never the same as an entry id). */
  id: string;
  heading: string;
  entries: readonly FaqEntryCopy[];
}

export interface StepCopy {
  /** Anchor of the step on its page. */
  id: string;
  title: string;
  text: Paragraph;
}

/** The address of a copy link in a language (a path on this site). */
export function copyLinkHref(link: CopyLink, locale: Locale): string {
  return pathFor(link.linkKey, locale) + (link.query ? `?${link.query}` : "") + (link.anchor ? `#${link.anchor}` : "");
}

/** The plain text of a paragraph (for JSON-LD and tests). */
export function paragraphText(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  return paragraph.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** The plain text of an answer: its paragraphs joined by a blank line. */
export function plainText(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map(paragraphText).join("\n\n");
}

/** Every link in a list of paragraphs (tests check their targets). */
export function linksOf(paragraphs: readonly Paragraph[]): CopyLink[] {
  return paragraphs.flatMap((paragraph) =>
    typeof paragraph === "string" ? [] : paragraph.filter((part): part is CopyLink => typeof part !== "string"),
  );
}
