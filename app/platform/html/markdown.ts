import { Marked } from "marked";

/**
 * The one Markdown renderer of the site (docs/product/content.md#blog-posts-and-guides):
 * posts, guides and our own dog descriptions are written in Markdown
 * (GitHub-flavoured, HTML inside kept) and stored as HTML that the
 * sanitiser then cleans. Server-side only: it is not exported from the
 * package's index, so no page's JavaScript carries the parser.
 */
const markdown = new Marked({ gfm: true, breaks: false });

export function markdownToHtml(source: string): string {
  return (markdown.parse(source, { async: false }) as string).trim();
}
