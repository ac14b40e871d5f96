import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { locales } from "#app/platform/i18n/locale.ts";
import { pageImages, type PageImage } from "./page-images.ts";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

/** Pixel size from the file itself (sharp reads SVG, PNG, JPEG, WebP and AVIF). */
async function pixelSize(file: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
}

function fileOf(url: string): string {
  return `${publicDir}${url}`;
}

const entries = Object.entries(pageImages) as [string, PageImage][];

describe("page images", () => {
  it("has pictures", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  describe.each(entries)("%s", (_key, image) => {
    it("points at a file under public/ with the declared size", async () => {
      expect(image.src).toMatch(/^\/[^/]/);
      expect(existsSync(fileOf(image.src)), image.src).toBe(true);
      expect(await pixelSize(fileOf(image.src))).toEqual({ width: image.width, height: image.height });
    });

    it("lists only existing files of the declared width and aspect ratio in srcSet", async () => {
      for (const candidate of image.srcSet ?? []) {
        expect(existsSync(fileOf(candidate.url)), candidate.url).toBe(true);
        const size = await pixelSize(fileOf(candidate.url));
        expect(size.width, candidate.url).toBe(candidate.width);
        expect(Math.abs(size.height - (candidate.width * image.height) / image.width), candidate.url).toBeLessThanOrEqual(1);
      }
    });

    it("has an alt text in every language (empty only when decorative)", () => {
      const problems = locales.flatMap((locale) => {
        const alt = image.alt[locale].trim();
        if (image.decorative) return alt === "" ? [] : [`${locale}: decorative but has an alt text`];
        return alt.length > 10 ? [] : [`${locale}: alt text missing or too short`];
      });
      if (!image.decorative && image.alt.de === image.alt.es) problems.push("de and es alt texts are the same");
      expect(problems).toEqual([]);
    });
  });

  it("keeps the drawn files small", () => {
    const tooLarge = entries
      .filter(([, image]) => image.src.endsWith(".svg"))
      .map(([, image]) => ({ src: image.src, bytes: readFileSync(fileOf(image.src)).length }))
      .filter((file) => file.bytes >= 60 * 1024);
    expect(tooLarge).toEqual([]);
  });
});
