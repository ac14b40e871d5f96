import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { drawnImages } from "#app/ui/pictures/page-images.ts";
import { makePagePhotos } from "../../scripts/lib/page-photos.ts";

const dir = mkdtempSync(path.join(tmpdir(), "page-photos-"));
const sourceDir = path.join(dir, "photos");
const publicDir = path.join(dir, "public");
const manifestFile = path.join(dir, "page-photos.json");
mkdirSync(sourceDir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A camera-sized test photo: a noisy gradient (3000×2000), as JPEG. */
async function writePhoto(file: string) {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120 + ((i * 7919) % 60);
    pixels[i + 2] = 90;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toFile(path.join(sourceDir, file));
}

const manifest = () => JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { src: string; srcSet: { url: string; width: number; type: string }[] }>;

describe("makePagePhotos", () => {
  it("cuts a photo to the picture's size in AVIF, WebP and JPEG at every width, and records it", async () => {
    await writePhoto("homeHero.jpg");
    await writePhoto("fosterHome.jpg");
    await writePhoto("notAKey.jpg");
    const report = await makePagePhotos({ sourceDir, publicDir, manifestFile, images: drawnImages });

    expect(report.made.map((m) => m.key)).toEqual(["fosterHome", "homeHero"]);
    expect(report.unknown).toEqual(["notAKey.jpg"]);
    const recorded = manifest();
    expect(Object.keys(recorded).sort()).toEqual(["fosterHome", "homeHero"]);

    const hero = recorded.homeHero!;
    expect(hero.srcSet).toHaveLength(12);
    for (const candidate of [...hero.srcSet, { url: hero.src, width: 1280, type: "image/jpeg" }]) {
      const meta = await sharp(path.join(publicDir, candidate.url)).metadata();
      expect(meta.width, candidate.url).toBe(candidate.width);
      expect(meta.height, candidate.url).toBe(Math.round((candidate.width * 600) / 1920));
      expect(meta.format, candidate.url).toBe({ "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" }[candidate.type]);
    }
    const section = await sharp(path.join(publicDir, "images/pages/photos/fosterHome-800.avif")).metadata();
    expect([section.width, section.height]).toEqual([800, 600]);

    // A phone gets a phone-sized file: the 640 px AVIF is a fraction of the 1920 px JPEG.
    const size = (url: string) => readFileSync(path.join(publicDir, url)).length;
    expect(size("/images/pages/photos/homeHero-640.avif")).toBeLessThan(size("/images/pages/photos/homeHero-1920.jpg") / 4);
  });

  it("brings the drawing back when the photo is removed", async () => {
    rmSync(path.join(sourceDir, "homeHero.jpg"));
    await makePagePhotos({ sourceDir, publicDir, manifestFile, images: drawnImages });
    expect(Object.keys(manifest())).toEqual(["fosterHome"]);
    expect(existsSync(path.join(publicDir, "images/pages/photos/homeHero-640.avif"))).toBe(false);
    expect(existsSync(path.join(publicDir, "images/pages/photos/fosterHome-400.webp"))).toBe(true);
  });
});
