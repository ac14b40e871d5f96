import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MAX_PHOTOS_PER_FORM, UPLOAD_PROBLEMS, uploadMessage, uploadStatus } from "./uploads.ts";

describe("the limits of uploaded pictures", () => {
  it("answers 413 for a picture over the limit and 400 for every other problem", () => {
    expect(UPLOAD_PROBLEMS.map((p) => [p, uploadStatus(p)])).toEqual([["tooMany", 400], ["tooLarge", 413], ["notImage", 400], ["heic", 400]]);
  });
  it("names the limits in a message from the limits themselves", () => {
    const texts = { tooMany: "Höchstens {max} Fotos.", tooLarge: "Größer als {mb} MB.", notImage: "Kein Bild.", heic: "HEIC." };
    expect(uploadMessage(texts, "tooMany")).toBe(`Höchstens ${MAX_PHOTOS_PER_FORM} Fotos.`);
    expect(uploadMessage(texts, "tooLarge")).toBe(`Größer als ${MAX_IMAGE_MB} MB.`);
    expect(MAX_IMAGE_BYTES).toBe(MAX_IMAGE_MB * 1024 * 1024);
  });
});
