import { data } from "react-router";
import type { Route } from "./+types/precheck-photo";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { precheckPhoto } from "#app/features/journey/precheck/public.server.ts";

/** A pre-check's photo: only for who may see the pre-check (its volunteer, coordinators, owners), never cached. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "precheck");
  const photo = await precheckPhoto(services.db, user, args.params.id ?? "", args.params.photoId ?? "");
  if (!photo) throw data(null, { status: 404 });
  return new Response(Buffer.from(photo.bytes), {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline" },
  });
}
