import { describe, expect, it } from "vitest";
import { makeDog } from "./dog.fixtures.ts";
import { dogImageIds, dogImageUrl } from "./images.ts";

describe("dogImageIds (docs/product/dogs.md#images imageId, imageIds, images)", () => {
  it("no images → []", () => {
    expect(dogImageIds(makeDog({}))).toEqual([]);
  });
  it("imageIds first, then images, then imageId", () => {
    const dog = makeDog({ imageId: "main", imageIds: ["a", "b"], images: ["c"] });
    expect(dogImageIds(dog)).toEqual(["a", "b", "c", "main"]);
  });
  it("image objects give their id, else imageId", () => {
    const dog = makeDog({ images: [{ id: "x" }, { imageId: 7 }, { id: "y", imageId: "z" }, { url: "u" }] });
    expect(dogImageIds(dog)).toEqual(["x", "7", "y"]);
  });
  it("duplicates removed, first occurrence kept, blanks skipped", () => {
    const dog = makeDog({ imageId: "a", imageIds: ["b", "a", " ", "b"], images: ["a", { id: "c" }] });
    expect(dogImageIds(dog)).toEqual(["b", "a", "c"]);
  });
  it("only imageId", () => {
    expect(dogImageIds(makeDog({ imageId: 12 }))).toEqual(["12"]);
  });
});

describe("dogImageUrl (docs/product/dogs.md#images)", () => {
  it("builds {base}/vermittlungstiere/{dogId}/images/{imageId}/{size}", () => {
    expect(dogImageUrl("https://img.example.org", "42", "abc", "500x500")).toBe(
      "https://img.example.org/vermittlungstiere/42/images/abc/500x500",
    );
  });
  it("handles trailing slashes on the base", () => {
    expect(dogImageUrl("https://img.example.org/api//", "42", "abc", "1000x1000")).toBe(
      "https://img.example.org/api/vermittlungstiere/42/images/abc/1000x1000",
    );
  });
  it("URL-encodes the segments", () => {
    expect(dogImageUrl("https://img.example.org", "a/b", "c d?", "500x500")).toBe(
      "https://img.example.org/vermittlungstiere/a%2Fb/images/c%20d%3F/500x500",
    );
  });
});
