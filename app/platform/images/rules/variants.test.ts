import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  dogPhotoBase,
  dogPhotoVersion,
  dogShareVersion,
  parseVariant,
  shortHash,
  srcSetOf,
  storedImageBase,
  variantSegment,
  variantUrl,
} from "./variants.ts";
import { IMAGE_LAYOUTS } from "./layouts.ts";
import { bodyImage, shareImageUrl, singleImageUrl } from "./refs.ts";
import { pictureOf } from "./picture.ts";
import { dogPhotoBases, dogShareUrl } from "../../../features/dogs/rules/photos.ts";

describe("parseVariant", () => {
  it.each(IMAGE_WIDTHS.flatMap((w) => (["avif", "webp", "jpg"] as const).map((f) => [`${w}.${f}`, w, f] as const)))(
    "%s is a width in a format",
    (segment, width, format) => {
      expect(parseVariant(segment)).toEqual({ kind: "width", width, format });
      expect(variantSegment(parseVariant(segment)!)).toBe(segment);
    },
  );

  it("share.jpg is the sharing picture", () => {
    expect(parseVariant("share.jpg")).toEqual({ kind: "share" });
  });

  it.each(["641.avif", "640.png", "640.jpeg", "640.AVIF", "0640.avif", "640.avif.jpg", "share.png", "99999.jpg", "", "640", ".avif", "64.avif", "1e3.jpg", "640.avif?x"])(
    "%j is no variant",
    (segment) => {
      expect(parseVariant(segment)).toBeNull();
    },
  );
});

describe("addresses", () => {
  it("a dog photo's base is encoded and versioned; variants hang below it", () => {
    const base = dogPhotoBase("30 1/x", "img?1");
    expect(base).toBe(`/img/dog/30%201%2Fx/img%3F1/${dogPhotoVersion("30 1/x", "img?1")}`);
    expect(variantUrl(base, { kind: "width", width: 640, format: "avif" })).toBe(`${base}/640.avif`);
    expect(variantUrl(base, { kind: "share" })).toBe(`${base}/share.jpg`);
  });

  it("a stored image's base carries the variant before its storage path", () => {
    const base = storedImageBase("blog-images/ä b.jpg", "v1");
    expect(variantUrl(base, { kind: "width", width: 320, format: "webp" })).toBe("/img/file/v1/320.webp/blog-images/%C3%A4%20b.jpg");
    expect(shareImageUrl({ base })).toBe("/img/file/v1/share.jpg/blog-images/%C3%A4%20b.jpg");
    expect(singleImageUrl({ base })).toBe("/img/file/v1/800.webp/blog-images/%C3%A4%20b.jpg");
    expect(shareImageUrl({ src: "https://x.example/a.jpg" })).toBe("https://x.example/a.jpg");
    expect(singleImageUrl({ src: "https://x.example/a.jpg" })).toBe("https://x.example/a.jpg");
  });

  it("versions change with the photo, and the sharing picture's also with the name", () => {
    expect(dogPhotoVersion("1", "a")).toBe(dogPhotoVersion("1", "a"));
    expect(dogPhotoVersion("1", "a")).not.toBe(dogPhotoVersion("1", "b"));
    expect(dogPhotoVersion("1", "a")).not.toBe(dogPhotoVersion("2", "a"));
    expect(dogShareVersion("1", "a", "Luna")).not.toBe(dogShareVersion("1", "a", "Lunita"));
    expect(shortHash("x")).toMatch(/^[0-9a-z]{7}$/);
  });

  it("srcset lists each width with its descriptor", () => {
    expect(srcSetOf("/b", [320, 640], "avif")).toBe("/b/320.avif 320w, /b/640.avif 640w");
  });

  it("every layout offers widths the pipeline makes, narrowest first", () => {
    for (const layout of Object.values(IMAGE_LAYOUTS)) {
      expect(layout.widths.every((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))).toBe(true);
      expect([...layout.widths].sort((a, b) => a - b)).toEqual(layout.widths);
      expect(layout.sizes).toMatch(/(calc\(.+\)|\d+px|\d+vw)$/);
    }
  });

  it("a dog's photos and sharing picture follow its image ids; none without photo or name", () => {
    const dog = { id: "7", title: "Luna", imageIds: ["a", "b"] };
    expect(dogPhotoBases(dog)).toEqual([dogPhotoBase("7", "a"), dogPhotoBase("7", "b")]);
    expect(dogShareUrl(dog)).toBe(`/img/dog/7/a/${dogShareVersion("7", "a", "Luna")}/share.jpg`);
    expect(dogShareUrl({ id: "7", title: "Luna" })).toBeNull();
    expect(dogShareUrl({ id: "7", imageIds: ["a"] })).toBeNull();
  });
});

describe("bodyImage", () => {
  it("a picture of ours gets WebP widths of the article column; an external address stays as it is", () => {
    const inBody = bodyImage({ base: "/img/file/v1" });
    expect(inBody.src).toBe("/img/file/v1/800.webp");
    expect(inBody.srcset).toBe(IMAGE_LAYOUTS.articleHero.widths.map((w) => `/img/file/v1/${w}.webp ${w}w`).join(", "));
    expect(inBody.sizes).toBe(IMAGE_LAYOUTS.articleHero.sizes);
    expect(bodyImage({ src: "https://bucket.example.org/a.jpg" })).toEqual({ src: "https://bucket.example.org/a.jpg" });
  });
});

describe("pictureOf", () => {
  it("an AVIF srcset and a JPEG img at the layout's widths, its sizes and dimensions", () => {
    const p = pictureOf("/img/dog/1/a/v", "dogCardGrid");
    const l = IMAGE_LAYOUTS.dogCardGrid;
    expect(p.avifSrcSet).toBe(srcSetOf("/img/dog/1/a/v", l.widths, "avif"));
    expect(p.srcSet).toBe(srcSetOf("/img/dog/1/a/v", l.widths, "jpg"));
    expect(p.src).toBe(`/img/dog/1/a/v/${l.widths[1]}.jpg`);
    expect([p.sizes, p.width, p.height]).toEqual([l.sizes, l.width, l.height]);
  });
});
