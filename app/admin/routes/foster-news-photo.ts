import { data } from "react-router";
import type { Route } from "./+types/foster-news-photo";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { fosterNewsPhoto } from "#app/features/journey/foster/public.server.ts";

/**
 * A foster family's news photo for the back office (docs/product/foster.md#news): the private
 * original, any news (coordinators read every news with their foster homes; editors choose what to
 * publish), never kept by a browser or a proxy. The dog page shows only the published copies.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "fosterNews");
  const photo = await fosterNewsPhoto(services.db, args.params.photoId ?? "");
  if (!photo) throw data(null, { status: 404 });
  return new Response(Buffer.from(photo.bytes), {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" },
  });
}
