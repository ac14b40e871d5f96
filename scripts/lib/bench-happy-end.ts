// A published happy end with a photograph for the benchmarks of its pages (bench:lighthouse happyEnd,
// happyEnds): stored into a test server's embedded database before it starts, as an editor's
// publishing would (the photo a copy in stored_files, docs/product/journey.md#happy-ends).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../../app/platform/db/client.server.ts";
import { happyEnds } from "../../app/platform/db/schema.ts";
import { fileStore } from "../../app/platform/storage/files.server.ts";
import { benchPhotos } from "./bench-photos.ts";

export const BENCH_HAPPY_END_SLUG = "luna";

/** A phone photograph as the upload rules keep it (at most 2400 px, JPEG): one of opencv-doc's, larger than a dog photo. */
async function photograph(): Promise<Buffer> {
  await benchPhotos();
  const dirs = ["/usr/share/doc/opencv-doc/examples/data", path.resolve("test-results/bench-photos/opencv-doc/usr/share/doc/opencv-doc/examples/data")];
  const file = dirs.map((d) => path.join(d, "building.jpg")).find((f) => existsSync(f));
  if (!file) throw new Error("no photograph for the happy end (opencv-doc)");
  return sharp(readFileSync(file)).resize({ width: 1600, height: 1200, fit: "cover" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/** Stores the happy end into the embedded database under `dataDir` (the server must not run yet). */
export async function seedBenchHappyEnd(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    const photoPath = "happy-ends/bench-luna.jpg";
    await fileStore.put(handle.db, photoPath, await photograph(), { contentType: "image/jpeg" });
    const words = "Luna schläft jeden Abend auf dem Sofa und liebt den Wald. Am Anfang war sie scheu, heute begrüßt sie jeden Besuch an der Tür.\n\nDanke, dass ihr sie aus Spanien zu uns gebracht habt!";
    const palabras = "Luna duerme cada noche en el sofá y le encanta el monte. Al principio era tímida; hoy recibe a cada visita en la puerta.\n\n¡Gracias por traerla desde España!";
    await handle.db.insert(happyEnds).values({
      dogName: "Luna",
      slug: BENCH_HAPPY_END_SLUG,
      titleDe: "Luna ist zu Hause angekommen",
      titleEs: "Luna ya está en casa",
      textDe: words,
      textEs: palabras,
      photoAltDe: "Luna im neuen Zuhause",
      photoAltEs: "Luna en su nuevo hogar",
      photoPaths: [photoPath],
      redirectDog: false,
      status: "published",
      publishedAt: new Date(),
    });
  } finally {
    await handle.close();
  }
}
