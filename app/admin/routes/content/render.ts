import { data } from "react-router";
import type { Route } from "./+types/render";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
import { galleryFromForm, isGalleryPath } from "#app/features/articles/rules/editing.ts";
import { markdownToHtml } from "#app/platform/html/markdown.ts";
import { describedHtml } from "#app/features/dogs/server/own-texts.server.ts";
import { renderBody } from "../../content/preview.server.ts";

/**
 * The editors' live preview: a post's, a guide's or a dog's text being
 * written (Markdown) rendered as its page would show it, by the public
 * pages' Markdown renderer and sanitiser.
 * Stores nothing. Its body is at most `BODY_LIMITS.preview` (server/request-bodies.ts).
 */
export async function action(args: Route.ActionArgs) {
  const { services } = await requireRole(args, "content");
  const form = await adminForm(args.request).catch(() => null);
  const kind = form?.get("kind");
  const lang = form?.get("lang");
  const body = form?.get("body");
  if (!form || (kind !== "blog" && kind !== "guide" && kind !== "dog") || (lang !== "de" && lang !== "es") || typeof body !== "string") {
    throw data(null, { status: 400 });
  }
  const headers = { "Cache-Control": "private, no-store" };
  if (kind === "dog") return Response.json({ html: describedHtml(body, services.siteOrigins) ?? "" }, { headers });
  const gallery = galleryFromForm(form).filter((g) => isGalleryPath(g.url));
  const html = await renderBody(services, kind, lang, markdownToHtml(body), gallery);
  return Response.json({ html }, { headers });
}
