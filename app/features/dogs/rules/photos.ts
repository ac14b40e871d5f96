import type { Dog } from "./dog.ts";
import { dogImageIds } from "./images.ts";
import { dogName } from "./name.ts";
import { dogPhotoBase, dogShareVersion, variantUrl } from "../../../platform/images/rules/variants.ts";

/** The addresses of a dog's photos (variants' bases), in photo order. */
export function dogPhotoBases(dog: Pick<Dog, "id" | "imageIds" | "images" | "imageId">): string[] {
  return dogImageIds(dog).map((imageId) => dogPhotoBase(dog.id!, imageId));
}

/** The sharing picture of a dog with a photo (1200×630 JPEG), or null. */
export function dogShareUrl(dog: Pick<Dog, "id" | "title" | "name" | "imageIds" | "images" | "imageId">): string | null {
  const imageId = dogImageIds(dog)[0];
  const name = dogName(dog);
  if (!imageId || !name) return null;
  return variantUrl(dogPhotoBase(dog.id!, imageId, dogShareVersion(dog.id!, imageId, name)), { kind: "share" });
}
