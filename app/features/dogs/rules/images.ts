import type { Dog } from "./dog.ts";

/** Image sizes used by the pages (docs/product/README.md#numbers-and-limits): card 500x500, gallery main 1000x1000, thumbnails 500x500. */
export const dogImageSizes = {
  card: "500x500",
  main: "1000x1000",
  thumbnail: "500x500",
} as const;

/**
 * All image ids of a dog (docs/product/dogs.md#images: imageId, imageIds, images): first `imageIds`, then
 * `images` (a string is an id; an object gives its `id`, else its `imageId`), then `imageId`.
 * Blank ids are skipped, duplicates dropped, the first occurrence keeps its place.
 */
export function dogImageIds(dog: Pick<Dog, "imageIds" | "images" | "imageId">): string[] {
  const fromImages = (dog.images ?? []).map((image) =>
    typeof image === "string" ? image : (image.id ?? image.imageId),
  );
  const all = [...(dog.imageIds ?? []), ...fromImages, dog.imageId];
  const ids = all.flatMap((id) => (id?.trim() ? [id.trim()] : []));
  return [...new Set(ids)];
}

/**
 * Image URL `{base}/vermittlungstiere/{dogId}/images/{imageId}/{size}` (docs/product/dogs.md#images Dog).
 * Trailing slashes of the base are ignored; the path segments are URL-encoded.
 */
export function dogImageUrl(baseUrl: string, dogId: string, imageId: string, size: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  const path = [dogId, "images", imageId, size].map(encodeURIComponent).join("/");
  return `${base}/vermittlungstiere/${path}`;
}
