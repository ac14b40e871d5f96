import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { locales } from "#app/i18n/locale.ts";
import { pageImages, type PageImage } from "./page-images.ts";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

/** Pixel size from the file itself: SVG root attributes, or the PNG, JPEG, WebP or AVIF header. */
function pixelSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  if (file.endsWith(".svg")) {
    const root = /<svg\b[^>]*>/.exec(data.toString("utf8"))?.[0] ?? "";
    const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(?:px)?"`).exec(root)?.[1]);
    return { width: attribute("width"), height: attribute("height") };
  }
  if (data.subarray(1, 4).toString("latin1") === "PNG") return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset < data.length) {
      const marker = data[offset + 1]!;
      const length = data.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") {
    const chunk = data.subarray(12, 16).toString("latin1");
    if (chunk === "VP8X") return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    if (chunk === "VP8L") {
      const bits = data.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === "VP8 ") return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  const ispe = data.indexOf("ispe", 0, "latin1");
  if (ispe > 0) return { width: data.readUInt32BE(ispe + 8), height: data.readUInt32BE(ispe + 12) };
  throw new Error(`unknown image format: ${file}`);
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
    it("points at a file under public/ with the declared size", () => {
      expect(image.src).toMatch(/^\/[^/]/);
      expect(existsSync(fileOf(image.src)), image.src).toBe(true);
      expect(pixelSize(fileOf(image.src))).toEqual({ width: image.width, height: image.height });
    });

    it("lists only existing files of the declared width and aspect ratio in srcSet", () => {
      for (const candidate of image.srcSet ?? []) {
        expect(existsSync(fileOf(candidate.url)), candidate.url).toBe(true);
        const size = pixelSize(fileOf(candidate.url));
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
