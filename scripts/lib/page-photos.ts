import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { PageImage } from "../../app/ui/pictures/page-images.ts";
import { PHOTO_FORMATS, photoRecord, type PagePhoto } from "../../app/ui/pictures/page-photos.ts";

const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"];

/** Encoder settings: visually clean for photos at a fraction of the JPEG size. */
const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72 },
  jpg: { quality: 78, mozjpeg: true },
} as const;

export interface PagePhotoRun {
  /** Where the association puts its photos: <key>.jpg (or .jpeg, .png, .webp, .avif, .tif). */
  sourceDir: string;
  /** The site's public/ directory; files go to public/images/pages/photos/. */
  publicDir: string;
  /** The record the site reads (app/ui/pictures/page-photos.json). */
  manifestFile: string;
  /** The drawn pictures by key: their size is the size a photo is cut to. */
  images: Record<string, PageImage>;
}

export interface PagePhotoReport {
  made: { key: string; files: number; bytes: number }[];
  /** Source files whose name is no picture key (a typo, most likely). */
  unknown: string[];
}

/**
 * Makes every format and width of every photo in `sourceDir` (cut to the
 * drawn picture's aspect ratio around its most interesting part), removes
 * the files of photos that are gone, and writes the manifest.
 */
export async function makePagePhotos(run: PagePhotoRun): Promise<PagePhotoReport> {
  const outDir = path.join(run.publicDir, "images", "pages", "photos");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const sources = existsSync(run.sourceDir)
    ? readdirSync(run.sourceDir).filter((file) => SOURCE_EXTENSIONS.includes(path.extname(file).toLowerCase()))
    : [];
  const manifest: Record<string, PagePhoto> = {};
  const report: PagePhotoReport = { made: [], unknown: [] };
  for (const file of sources.sort()) {
    const key = path.basename(file, path.extname(file));
    const image = run.images[key];
    if (!image) {
      report.unknown.push(file);
      continue;
    }
    const record = photoRecord(key, image.width, image.height);
    let bytes = 0;
    for (const candidate of [...record.srcSet, { width: record.width, url: record.src, type: "image/jpeg" as const }]) {
      const height = Math.round((image.height * candidate.width) / image.width);
      const extension = PHOTO_FORMATS.find((format) => format.type === candidate.type)!.extension;
      const pipeline = sharp(path.join(run.sourceDir, file))
        .rotate() // honour the camera's orientation
        .resize(candidate.width, height, { fit: "cover", position: sharp.strategy.attention })
        .toFormat(extension === "jpg" ? "jpeg" : extension, ENCODERS[extension]);
      const info = await pipeline.toFile(path.join(run.publicDir, candidate.url));
      bytes += info.size;
    }
    manifest[key] = record;
    report.made.push({ key, files: record.srcSet.length, bytes });
  }
  writeFileSync(run.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return report;
}
