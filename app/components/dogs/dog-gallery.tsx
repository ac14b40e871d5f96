import { useState } from "react";
import { fill } from "#app/i18n/format.ts";
import { useMessages } from "#app/i18n/use-locale.ts";
import { DogImage } from "./dog-image.tsx";

export interface GalleryImage {
  main: string;
  thumb: string;
}

/**
 * Main image (1000×1000) and thumbnails (500×500) in a 4-column grid when
 * there is more than one (docs/product/dogs.md#dog-page). A thumbnail shows its image as the main
 * one; without JavaScript it opens the image itself.
 */
export function DogGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const m = useMessages().dogs;
  const [current, setCurrent] = useState(0);
  const shown = images[current];
  return (
    <div>
      <DogImage
        src={shown?.main ?? null}
        alt={shown ? fill(m.photoNumber, { n: current + 1, total: images.length, name }) : fill(m.noPhoto, { name })}
        width={1000}
        height={1000}
        fetchPriority="high"
        className="aspect-square w-full rounded-2xl bg-stone-100 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image.thumb}>
              <a
                href={image.main}
                aria-current={index === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(index);
                }}
                className={`block overflow-hidden rounded-lg border-4 ${index === current ? "border-brand-700" : "border-transparent"}`}
              >
                <DogImage
                  src={image.thumb}
                  alt={fill(m.photoNumber, { n: index + 1, total: images.length, name })}
                  width={500}
                  height={500}
                  loading="lazy"
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
