import type { MetaDescriptor } from "react-router";

/** The head link to this site's RSS feed of the blog. */
export function feedLink(origin: string, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: `${origin}/blog/feed.xml` };
}

function xml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  date: string;
  category: string | null;
}

/** RSS 2.0 with an atom:link to itself. */
export function rssXml(channel: { title: string; link: string; self: string; description: string; language: string }, items: FeedItem[]): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.link)}</link>
      <guid isPermaLink="true">${xml(item.link)}</guid>
      <pubDate>${new Date(item.date).toUTCString()}</pubDate>
${item.category ? `      <category>${xml(item.category)}</category>\n` : ""}      <description>${xml(item.description)}</description>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(channel.link)}</link>
    <atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>
    <description>${xml(channel.description)}</description>
    <language>${xml(channel.language)}</language>
${entries}
  </channel>
</rss>
`;
}
