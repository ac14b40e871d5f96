import { data } from "react-router";
import type { Route } from "./+types/news-photo";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { newsPhotoOfRequest } from "#app/features/journey/aftercare/public.server.ts";

/** A photo of a family's news on its request's page (docs/product/journey.md#news-from-the-family): coordinators and owners, never cached. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const photo = await newsPhotoOfRequest(services.db, args.params.id ?? "", args.params.photoId ?? "");
  if (!photo) throw data(null, { status: 404 });
  return new Response(Buffer.from(photo.bytes), {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" },
  });
}
