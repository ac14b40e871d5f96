import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#app/platform/images/rules/uploads.ts";
import { normaliseImage, readUploads } from "./uploads.server.ts";

describe("uploaded pictures (docs/product/content.md#pictures)", () => {
  it("recognises a picture by its content: text named .jpg is not one", async () => {
    expect(await normaliseImage(new TextEncoder().encode("just text\n".repeat(100)))).toEqual({ ok: false, problem: "notImage" });
    expect(await normaliseImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]))).toEqual({ ok: false, problem: "notImage" });
  });

  it("refuses a file over the limit before looking at it", async () => {
    expect(await normaliseImage(new Uint8Array(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("refuses formats other than JPEG, PNG and WebP", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    expect(await normaliseImage(gif)).toEqual({ ok: false, problem: "notImage" });
  });

  it("turns a photo upright, strips its metadata and limits it to 2400 px, keeping its format", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#c2410c" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "GPS 41.40N 0.44E" } })
      .toBuffer();
    const result = await normaliseImage(photo);
    if (!result.ok) throw new Error(result.problem);
    expect(result.image.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const meta = await sharp(result.image.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual(["jpeg", 1800, 2400, undefined, undefined]);
    const png = await normaliseImage(await sharp({ create: { width: 20, height: 10, channels: 4, background: "#0000" } }).png().toBuffer());
    expect(png.ok && [png.image.name.endsWith(".png"), png.image.width]).toEqual([true, 20]);
  });
});

describe("readUploads: the one way a form's pictures are read", () => {
  const jpeg = () => sharp({ create: { width: 30, height: 20, channels: 3, background: "#0a0" } }).jpeg().toBuffer();
  const file = (bytes: Uint8Array | Buffer, name = "foto.jpg") => new File([new Uint8Array(bytes)], name);

  it("reads every picture, normalised, with its content type", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#0000" } }).png().toBuffer();
    const read = await readUploads([file(await jpeg()), file(png, "b.png")]);
    if (!read.ok) throw new Error(read.problem);
    expect(read.uploads.map((u) => [u.contentType, u.width])).toEqual([["image/jpeg", 30], ["image/png", 10]]);
    expect(await readUploads([])).toEqual({ ok: true, uploads: [] });
  });

  it("refuses more than the form takes (400), and one too large (413) before reading it, keeping none", async () => {
    const photo = await jpeg();
    expect(await readUploads(Array.from({ length: 6 }, () => file(photo)))).toEqual({ ok: false, problem: "tooMany", status: 400 });
    expect(await readUploads([file(photo), file(photo)], 1)).toEqual({ ok: false, problem: "tooMany", status: 400 });
    expect(await readUploads([file(photo), file(new Uint8Array(MAX_IMAGE_BYTES + 1))])).toEqual({ ok: false, problem: "tooLarge", status: 413 });
  });

  it("names the first problem: a file that is no picture (400)", async () => {
    expect(await readUploads([file(new TextEncoder().encode("no picture")), file(new Uint8Array(MAX_IMAGE_BYTES + 1))])).toEqual({ ok: false, problem: "notImage", status: 400 });
  });
});
