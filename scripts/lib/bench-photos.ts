// Photo-weight pictures for the benchmarks: real photographs from Debian's opencv-doc package,
// cut square and saved at 500 and 1000 px as JPEG quality 82 (what a shelter's image host
// serves). Fetched once into test-results/bench-photos (apt-get download + dpkg -x, no root needed).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { PhotoSource } from "../../tests/support/image-host.ts";

const SYSTEM_DATA = "/usr/share/doc/opencv-doc/examples/data";
const NAMES = ["baboon", "fruits", "building", "aloeL", "lena", "home", "messi5", "orange", "apple", "butterfly", "HappyFish", "leuvenA", "squirrel_cls", "starry_night", "board", "aero3"];

function originalsDir(cache: string): string {
  if (existsSync(path.join(SYSTEM_DATA, "baboon.jpg"))) return SYSTEM_DATA;
  const extracted = path.join(cache, "opencv-doc", "usr/share/doc/opencv-doc/examples/data");
  if (existsSync(path.join(extracted, "baboon.jpg"))) return extracted;
  const work = path.join(cache, "download");
  mkdirSync(work, { recursive: true });
  console.log("downloading Debian's opencv-doc for its photographs (apt-get download opencv-doc)…");
  try {
    execFileSync("apt-get", ["download", "opencv-doc"], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
    const deb = readdirSync(work).find((f) => f.startsWith("opencv-doc_") && f.endsWith(".deb"));
    if (!deb) throw new Error("no .deb downloaded");
    execFileSync("dpkg", ["-x", path.join(work, deb), path.join(cache, "opencv-doc")]);
  } catch (error) {
    throw new Error(
      `The photo mode needs Debian's opencv-doc photographs: run \`apt-get download opencv-doc && dpkg -x opencv-doc_*.deb ${path.join(cache, "opencv-doc")}\` (${(error as Error).message})`,
      { cause: error },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return extracted;
}

/** The photographs at 500 and 1000 px, and a source that gives each dog photo one of them. */
export async function benchPhotos(cache = path.resolve("test-results/bench-photos")): Promise<{ source: PhotoSource; sizes: { 500: number[]; 1000: number[] } }> {
  mkdirSync(cache, { recursive: true });
  const dir = originalsDir(cache);
  const names = NAMES.filter((n) => existsSync(path.join(dir, `${n}.jpg`)));
  const photos: Record<500 | 1000, Buffer[]> = { 500: [], 1000: [] };
  for (const name of names) {
    const original = readFileSync(path.join(dir, `${name}.jpg`));
    for (const size of [500, 1000] as const) {
      photos[size].push(await sharp(original).resize(size, size, { fit: "cover" }).jpeg({ quality: 82 }).toBuffer());
    }
  }
  return {
    // The same photograph for a dog photo at both sizes, chosen by its id.
    source: async (dogId, imageId, size) => {
      let hash = 0;
      for (const c of `${dogId}/${imageId}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
      return photos[size][hash % photos[size].length]!;
    },
    sizes: { 500: photos[500].map((p) => p.byteLength), 1000: photos[1000].map((p) => p.byteLength) },
  };
}
