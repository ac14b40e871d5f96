import type { Route } from "./+types/dog-image";
import { drawDogSvg, dogImageSeed } from "#app/features/dogs/demo/dog-illustration.ts";
import { demoImageExists } from "#app/features/dogs/demo/demo-dogs.ts";

const SIZE = /^(\d{2,4})x\1$/;

/**
 * The demo dog images, in the image host's shape
 * `/vermittlungstiere/{dogId}/images/{imageId}/{size}` (docs/product/dogs.md#images), drawn by the
 * project. A real image host replaces this through DOG_IMAGE_BASE_URL.
 */
export function loader({ params }: Route.LoaderArgs) {
  const size = SIZE.exec(params.size ?? "");
  if (!size || !demoImageExists(params.dogId ?? "", params.imageId ?? "")) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const svg = drawDogSvg(dogImageSeed(params.dogId!, params.imageId!), Math.min(Number(size[1]), 2000));
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
