import type { Route } from "./+types/stored-image";
import { servicesContext } from "#app/platform/context.ts";
import { imageResponse } from "#app/platform/images/server/respond.server.ts";

/**
 * A stored blog, guide or uploaded image (in the database, decision 028) at one width and format, or its 1200×630
 * sharing picture (`/img/file/{version}/{640.avif|share.jpg}/{bucket}/{file}`,
 * docs/product/content.md#images). Paths no stored file may have, other versions, widths or
 * formats are a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return imageResponse(
    await services.images.storedImage({ version: params.version, variant: params.variant, storagePath: params["*"] ?? "" }),
  );
}
