// Puts the association's photos in place of the drawn page pictures.
// Save a photo as content/photos/<key>.jpg, where <key> is the picture's key in
// app/ui/pictures/page-images.ts (homeHero, fincaHero, adoptionWelcome, ...), then
// run: npm run images:photos
// Each photo is cut to its picture's size (hero 1920×600, section 800×600)
// around its most interesting part and written as AVIF, WebP and JPEG at
// several widths to public/images/pages/photos/; page-photos.json records
// them, and the pages serve them with srcset. Remove a photo and run again to
// bring the drawing back. Afterwards describe the photo in the entry's `alt`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drawnImages } from "../app/ui/pictures/page-images.ts";
import { makePagePhotos } from "./lib/page-photos.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const report = await makePagePhotos({
  sourceDir: path.join(root, "content", "photos"),
  publicDir: path.join(root, "public"),
  manifestFile: path.join(root, "app", "config", "page-photos.json"),
  images: drawnImages,
});
for (const photo of report.made) {
  console.log(`${photo.key}: ${photo.files} files, ${(photo.bytes / 1024).toFixed(0)} KB in all`);
}
for (const file of report.unknown) {
  console.error(`content/photos/${file}: no picture has this key (see app/ui/pictures/page-images.ts)`);
}
console.log(`${report.made.length} photos in place${report.made.length ? "; now describe them in the alt texts of app/ui/pictures/page-images.ts" : ""}.`);
if (report.unknown.length > 0) process.exitCode = 1;
