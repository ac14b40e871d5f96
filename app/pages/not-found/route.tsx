import type { Route } from "./+types/not-found";
import { notFound } from "#app/seo/not-found.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { NotFoundView } from "#app/components/page/not-found-view.tsx";

export function loader({ context, url }: Route.LoaderArgs) {
  return notFound(context, url);
}

export const meta = metaFromLoader;

export default function NotFoundPage() {
  return <NotFoundView />;
}
