import type { Route } from "./+types/detail";
import { notFound } from "#app/seo/not-found.server.ts";
import { metaFromLoader } from "#app/seo/meta.ts";
import { NotFoundView } from "#app/components/page/not-found-view.tsx";

// Content for this page is not stored yet: every address answers 404.
export function loader({ context, url }: Route.LoaderArgs) {
  return notFound(context, url);
}

export const meta = metaFromLoader;

export default function DogDetailPage() {
  return <NotFoundView />;
}
