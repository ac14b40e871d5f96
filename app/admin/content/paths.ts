/** Addresses of the back office's content pages, and which kind (post or guide) a request is about. */
import type { ArticleKind } from "#app/features/articles/rules/format.ts";
import { adminPath } from "../route-table.ts";

const IDS = {
  blog: { new: "admin-post-new", edit: "admin-post", preview: "admin-post-preview", revisions: "admin-post-revisions", delete: "admin-post-delete" },
  guide: { new: "admin-guide-new", edit: "admin-guide", preview: "admin-guide-preview", revisions: "admin-guide-revisions", delete: "admin-guide-delete" },
} as const;

export type ContentPage = keyof (typeof IDS)["blog"];

export function contentPath(kind: ArticleKind, page: ContentPage, id = ""): string {
  return adminPath(IDS[kind][page], { id });
}

/** The kind a content route serves, from its address (the same modules serve posts and guides). */
export function kindOfRequest(request: Request): ArticleKind {
  return /\/inhalte\/ratgeber(\/|$)/.test(new URL(request.url).pathname) ? "guide" : "blog";
}
