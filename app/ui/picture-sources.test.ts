import { describe, expect, it } from "vitest";
import { photoRecord } from "#app/ui/pictures/page-photos.ts";
import { pictureSources, srcSetOf } from "./picture-sources.ts";

const alt = { de: "Ein Hund am Strand", es: "Un perro en la playa" };

describe("pictureSources", () => {
  it("offers a drawing as its single SVG file, without sources", () => {
    expect(pictureSources({ src: "/images/pages/faq-hero.svg", width: 1920, height: 600, alt })).toEqual({
      sources: [],
      imgSrcSet: undefined,
    });
  });

  it("offers a photo as AVIF first, then WebP, with JPEG widths on the <img>", () => {
    const { sources, imgSrcSet } = pictureSources({ ...photoRecord("homeHero", 1920, 600), alt });
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcSet).toBe(
      "/images/pages/photos/homeHero-640.avif 640w, /images/pages/photos/homeHero-960.avif 960w, /images/pages/photos/homeHero-1280.avif 1280w, /images/pages/photos/homeHero-1920.avif 1920w",
    );
    expect(imgSrcSet).toContain("/images/pages/photos/homeHero-640.jpg 640w");
    expect(imgSrcSet).not.toContain("avif");
  });
});

describe("srcSetOf", () => {
  it("lists the narrowest file first", () => {
    expect(
      srcSetOf([
        { width: 1200, url: "/b.webp", type: "image/webp" },
        { width: 400, url: "/a.webp", type: "image/webp" },
      ]),
    ).toBe("/a.webp 400w, /b.webp 1200w");
  });
});
