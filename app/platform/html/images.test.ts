import { describe, expect, it } from "vitest";
import { isPlaceholderImage, resolveImageUrl } from "./images.ts";

const STORAGE = "https://files.example.org/storage/v1/object/public";

describe("resolveImageUrl (docs/product/content.md#blog-posts-and-guides)", () => {
  it("uses an http(s) value as is", () => {
    expect(resolveImageUrl("https://cdn.example.org/a b.jpg", "blog-images", STORAGE)).toBe("https://cdn.example.org/a b.jpg");
    expect(resolveImageUrl("http://cdn.example.org/a.jpg", "guide-images", STORAGE)).toBe("http://cdn.example.org/a.jpg");
    expect(resolveImageUrl("HTTPS://cdn.example.org/a.jpg", "guide-images", STORAGE)).toBe("HTTPS://cdn.example.org/a.jpg");
  });

  it("turns a storage path into a public bucket URL", () => {
    expect(resolveImageUrl("2024/luna.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/2024/luna.jpg`);
    expect(resolveImageUrl("futter.webp", "guide-images", STORAGE)).toBe(`${STORAGE}/guide-images/futter.webp`);
  });

  it("never produces double slashes", () => {
    expect(resolveImageUrl("/2024//luna.jpg/", "blog-images", `${STORAGE}//`)).toBe(`${STORAGE}/blog-images/2024/luna.jpg`);
  });

  it("URL-encodes path segments but keeps /", () => {
    expect(resolveImageUrl("Hunde Mai/Luna & Max#1?.jpg", "blog-images", STORAGE)).toBe(
      `${STORAGE}/blog-images/Hunde%20Mai/Luna%20%26%20Max%231%3F.jpg`,
    );
    expect(resolveImageUrl("grüße/ñandú.jpg", "guide-images", STORAGE)).toBe(
      `${STORAGE}/guide-images/gr%C3%BC%C3%9Fe/%C3%B1and%C3%BA.jpg`,
    );
  });

  it("does not encode an already encoded path twice", () => {
    expect(resolveImageUrl("Hunde%20Mai/a.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/Hunde%20Mai/a.jpg`);
    expect(resolveImageUrl("100%.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/100%25.jpg`);
  });

  it("drops . and .. segments so a path stays in its bucket", () => {
    expect(resolveImageUrl("../guide-images/./a.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/guide-images/a.jpg`);
    expect(resolveImageUrl("%2e%2e/a.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/a.jpg`);
  });

  it("treats a path that merely starts with the letters http as a path", () => {
    expect(resolveImageUrl("http-test/a.jpg", "blog-images", STORAGE)).toBe(`${STORAGE}/blog-images/http-test/a.jpg`);
  });

  it("gives null for an empty value", () => {
    expect(resolveImageUrl("", "blog-images", STORAGE)).toBeNull();
    expect(resolveImageUrl("  ", "blog-images", STORAGE)).toBeNull();
    expect(resolveImageUrl(null, "blog-images", STORAGE)).toBeNull();
    expect(resolveImageUrl(undefined, "blog-images", STORAGE)).toBeNull();
    expect(resolveImageUrl("//", "blog-images", STORAGE)).toBeNull();
  });

  it("gives a root-relative URL for an empty base", () => {
    expect(resolveImageUrl("a.jpg", "guide-images", "")).toBe("/guide-images/a.jpg");
  });
});

describe("isPlaceholderImage (docs/product/content.md#sanitised-html)", () => {
  it.each(["/placeholder.svg", "placeholder.svg", "https://example.org/placeholder.svg", "/img/PLACEHOLDER.SVG", "/placeholder.svg?v=2", " /placeholder.svg#x"])(
    "detects %s",
    (src) => {
      expect(isPlaceholderImage(src)).toBe(true);
    },
  );

  it.each(["/my-placeholder.svg", "/placeholder.svg.png", "/placeholder.png", "/hund.svg", "", null, undefined])(
    "does not flag %s",
    (src) => {
      expect(isPlaceholderImage(src)).toBe(false);
    },
  );
});
