import type { Route } from "./+types/route";
import { notFound } from "#app/features/seo/server/not-found.server.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { NotFoundView } from "#app/ui/not-found-view.tsx";

export function loader({ context, url }: Route.LoaderArgs) {
  return notFound(context, url);
}

export const meta = metaFromLoader;

export default function NotFoundPage() {
  return <NotFoundView />;
}
