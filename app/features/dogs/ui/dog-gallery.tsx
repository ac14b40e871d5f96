import { useState } from "react";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { variantUrl } from "#app/platform/images/rules/variants.ts";
import { DogImage } from "./dog-image.tsx";

/**
 * Main photo and thumbnails in a 4-column grid when there is more than one
 * (docs/product/dogs.md#dog-page); `photos` are addresses in the image pipeline. A thumbnail shows
 * its photo as the main one; without JavaScript it opens the photo itself (1000 px JPEG).
 */
export function DogGallery({ name, photos }: { name: string; photos: string[] }) {
  const m = useMessages().dogs;
  const [current, setCurrent] = useState(0);
  const shown = photos[current];
  return (
    <div>
      <DogImage
        key={shown ?? "none"}
        photo={shown ?? null}
        alt={shown ? fill(m.photoNumber, { n: current + 1, total: photos.length, name }) : fill(m.noPhoto, { name })}
        layout="dogGalleryMain"
        priority={current === 0}
        eager
        className="aspect-square w-full rounded-2xl bg-stone-100 object-cover"
      />
      {photos.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3">
          {photos.map((photo, index) => (
            <li key={photo}>
              <a
                href={variantUrl(photo, { kind: "width", width: 1000, format: "jpg" })}
                aria-current={index === current ? "true" : undefined}
                // Tapped before the app has started: it waits for it (app/islands/first-input.ts).
                data-needs-app=""
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(index);
                }}
                className={`block overflow-hidden rounded-lg border-4 ${index === current ? "border-brand-700" : "border-transparent"}`}
              >
                <DogImage
                  photo={photo}
                  alt={fill(m.photoNumber, { n: index + 1, total: photos.length, name })}
                  layout="dogGalleryThumb"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
