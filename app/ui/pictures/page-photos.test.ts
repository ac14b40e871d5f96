import { describe, expect, it } from "vitest";
import type { PageImage } from "./page-images.ts";
import { photoRecord, photoUrl, photoWidths, withPhotos } from "./page-photos.ts";

const drawing = (src: string, width: number, height: number): PageImage => ({
  src,
  width,
  height,
  alt: { de: "Illustration: ein Hund am Meer", es: "Ilustración: un perro en la playa" },
});

describe("photoWidths", () => {
  it("makes phone, tablet, laptop and full-width files for a 1920 px hero", () => {
    expect(photoWidths(1920)).toEqual([640, 960, 1280, 1920]);
  });

  it("makes 1× and 1.5× files for an 800 px section picture", () => {
    expect(photoWidths(800)).toEqual([400, 800, 1200]);
  });

  it("never makes a file wider than 1.5 times the display width", () => {
    expect(photoWidths(400)).toEqual([400]);
    expect(photoWidths(600)).toEqual([400, 800]);
  });
});

describe("photoRecord", () => {
  const record = photoRecord("homeHero", 1920, 600);

  it("offers AVIF, WebP and JPEG at every width", () => {
    expect(record.srcSet).toHaveLength(12);
    for (const type of ["image/avif", "image/webp", "image/jpeg"]) {
      expect(record.srcSet.filter((c) => c.type === type).map((c) => c.width)).toEqual([640, 960, 1280, 1920]);
    }
    expect(record.srcSet).toContainEqual({ width: 640, url: "/images/pages/photos/homeHero-640.avif", type: "image/avif" });
  });

  it("falls back to a 1280 px JPEG of the same aspect ratio", () => {
    expect(record.src).toBe(photoUrl("homeHero", 1280, "jpg"));
    expect(record).toMatchObject({ width: 1280, height: 400 });
  });

  it("keeps a section picture's fallback at its own width", () => {
    expect(photoRecord("fosterHome", 800, 600)).toMatchObject({ src: "/images/pages/photos/fosterHome-800.jpg", width: 800, height: 600 });
  });
});

describe("withPhotos", () => {
  const images = { homeHero: drawing("/images/pages/home-hero.svg", 1920, 600), faqHero: drawing("/images/pages/faq-hero.svg", 1920, 600) };

  it("replaces the drawing of a key that has a photo and keeps its alt text", () => {
    const result = withPhotos(images, { homeHero: photoRecord("homeHero", 1920, 600) });
    expect(result.homeHero.src).toBe("/images/pages/photos/homeHero-1280.jpg");
    expect(result.homeHero.srcSet).toHaveLength(12);
    expect(result.homeHero.alt).toEqual(images.homeHero.alt);
    expect(result.faqHero).toEqual(images.faqHero);
  });

  it("ignores photos of keys that do not exist and leaves the input alone", () => {
    const result = withPhotos(images, { nothing: photoRecord("nothing", 1920, 600) });
    expect(result).toEqual(images);
    expect(Object.keys(result)).toEqual(["homeHero", "faqHero"]);
  });
});
