import type { Route } from "./+types/dog-photo";
import { servicesContext } from "#app/platform/context.ts";
import { imageResponse } from "#app/platform/images/server/respond.server.ts";

/**
 * A dog photo at one width and format, or the dog's sharing picture
 * (`/img/dog/{dogId}/{imageId}/{version}/{640.avif|share.jpg}`, docs/product/dogs.md#images).
 * Only photos of listed dogs in our snapshot exist; anything else is a 404 without any fetch.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const snapshot = await services.dogs.get();
  return imageResponse(
    await services.dogPhotos.answer(snapshot.dogs, {
      dogId: params.dogId,
      imageId: params.imageId,
      version: params.version,
      variant: params.variant,
    }),
  );
}
