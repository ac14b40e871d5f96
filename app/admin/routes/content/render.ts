import type { Route } from "./+types/render";
import { z } from "#app/platform/zod.ts";
import { locales } from "#app/platform/i18n/locale.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { articleFormFields, galleryFromForm, isGalleryPath } from "#app/features/articles/rules/editing.ts";
import { markdownToHtml } from "#app/platform/html/markdown.ts";
import { describedHtml } from "#app/features/dogs/server/own-texts.server.ts";
import { renderBody } from "../../content/preview.server.ts";

/**
 * The editors' live preview: a post's, a guide's or a dog's text being
 * written (Markdown) rendered as its page would show it, by the public
 * pages' Markdown renderer and sanitiser.
 * Stores nothing. Its body is at most `BODY_LIMITS.preview` (server/request-bodies.ts).
 */
type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The preview's one post: which text (a post's, a guide's, a dog's) in which language, its Markdown, and a post's or guide's gallery as the editor holds it. */
const intents = {
  render: defineIntent({
    schema: articleFormFields.pick({ gallery_url: true, gallery_de: true, gallery_es: true, gallery_position: true, gallery_remove: true }).extend({
      kind: z.enum(["blog", "guide", "dog"]),
      lang: z.enum(locales),
      body: z.string(),
    }),
    handle: async ({ kind, lang, body, ...galleryFields }, { services }) => {
      const headers = { "Cache-Control": "private, no-store" };
      if (kind === "dog") return Response.json({ html: describedHtml(body, services.siteOrigins) ?? "" }, { headers });
      const gallery = galleryFromForm(galleryFields).filter((g) => isGalleryPath(g.url));
      const html = await renderBody(services, kind, lang, markdownToHtml(body), gallery);
      return Response.json({ html }, { headers });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "render" });
}
