import { data } from "react-router";
import type { Route } from "./+types/happy-end-photo";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { consentedNewsPhoto } from "#app/features/journey/aftercare/public.server.ts";

/**
 * A news photo for the editors (docs/product/journey.md#happy-ends): only of news the family allowed
 * to publish (any other is a 404), private and never cached until a happy end publishes its copy.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "content");
  const photo = await consentedNewsPhoto(services.db, args.params.photoId ?? "");
  if (!photo) throw data(null, { status: 404 });
  return new Response(Buffer.from(photo.bytes), {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" },
  });
}
