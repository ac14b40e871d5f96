import type { Route } from "./+types/robots";
import { localeContext } from "#app/platform/context.ts";
import { robotsTxt } from "#app/features/seo/rules/sitemap.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(localeContext);
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
