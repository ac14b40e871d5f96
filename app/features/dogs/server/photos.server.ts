/**
 * A dog's photos through the image pipeline (decision 019): which photos a
 * dog has and which versions their addresses carry (app/features/dogs/rules/photos.ts),
 * where the originals come from (the shelter's image host, or the demo
 * drawings without one), the share picture with the dog's name, and the
 * first photo of every new dog prepared in the background.
 */
import type { Logger } from "pino";
import type { ImageAnswer, ImagePipeline } from "#app/platform/images/server/pipeline.server.ts";
import { encodeDogShare, encodeWidth } from "#app/platform/images/server/encode.server.ts";
import { SourceError } from "#app/platform/images/server/fetch-source.server.ts";
import { PREPARED_DOG_WIDTHS, dogPhotoVersion, dogShareVersion, parseVariant, variantSegment, type ImageVariant } from "#app/platform/images/rules/index.ts";
import { dogImageIds, dogImageSizes, dogImageUrl, dogName, isListedDog, type Dog } from "../rules/index.ts";
import { drawDogSvg, dogImageSeed } from "../demo/dog-illustration.ts";
import { demoImageExists } from "../demo/demo-dogs.ts";

export interface DogPhotosConfig {
  /** The shelter's image host; unset: the demo drawings. */
  dogImageBaseUrl: string | undefined;
  /** The site's name on share pictures. */
  siteName: string;
  logger: Logger;
}

const NOT_FOUND: ImageAnswer = { kind: "not-found" };

export class DogPhotos {
  readonly #images: ImagePipeline;
  readonly #config: DogPhotosConfig;
  readonly #dogIndex = new WeakMap<readonly Dog[], Map<string, Dog>>();

  constructor(images: ImagePipeline, config: DogPhotosConfig) {
    this.#images = images;
    this.#config = config;
  }

  /** `/img/dog/{dogId}/{imageId}/{version}/{variant}` against the current dog list. */
  async answer(dogs: readonly Dog[], params: { dogId: string; imageId: string; version: string; variant: string }): Promise<ImageAnswer> {
    const variant = parseVariant(params.variant);
    if (!variant) return NOT_FOUND;
    const dog = this.#dogById(dogs).get(params.dogId);
    if (!dog || !isListedDog(dog) || !dogImageIds(dog).includes(params.imageId)) return NOT_FOUND;
    const name = dogName(dog)!;
    const expected =
      variant.kind === "share" ? dogShareVersion(params.dogId, params.imageId, name) : dogPhotoVersion(params.dogId, params.imageId);
    if (params.version !== expected) return NOT_FOUND;
    return this.#images.answer(
      `dog|${params.dogId}|${params.imageId}|${expected}|${variantSegment(variant)}`,
      variant,
      async () => {
        const source = await this.#original(params.dogId, params.imageId, sizeFor(variant));
        return variant.kind === "share" ? encodeDogShare(source, name, this.#config.siteName) : encodeWidth(source, variant.width, variant.format);
      },
      () => this.#images.placeholder(),
    );
  }

  /**
   * Prepares the first photo of every listed dog whose card and main-photo widths are not cached
   * yet (new or changed dogs), at low priority: visitors' requests always go first.
   * Returns how many encodes were queued.
   */
  prepare(dogs: readonly Dog[]): number {
    let queued = 0;
    for (const dog of dogs) {
      if (!isListedDog(dog)) continue;
      const imageId = dogImageIds(dog)[0];
      if (!imageId) continue;
      const version = dogPhotoVersion(dog.id!, imageId);
      for (const width of PREPARED_DOG_WIDTHS) {
        const variant: ImageVariant = { kind: "width", width, format: "avif" };
        const key = `dog|${dog.id}|${imageId}|${version}|${variantSegment(variant)}`;
        const started = this.#images.prepare(
          key,
          "avif",
          async () => encodeWidth(await this.#original(dog.id!, imageId, sizeFor(variant)), width, "avif"),
          (error) => this.#config.logger.warn({ reason: error instanceof SourceError ? error.kind : "encode" }, "a dog photo could not be prepared"),
        );
        if (started) queued++;
      }
    }
    if (queued > 0) this.#config.logger.info({ encodes: queued }, "preparing dog photos in the background");
    return queued;
  }

  /** The original of a dog photo at an image-host size: from the host (through the disk cache), or the demo drawings. */
  async #original(dogId: string, imageId: string, size: string): Promise<Uint8Array> {
    const base = this.#config.dogImageBaseUrl;
    if (!base) {
      if (!demoImageExists(dogId, imageId)) throw new SourceError("status", "no such demo image");
      return Buffer.from(drawDogSvg(dogImageSeed(dogId, imageId), Number.parseInt(size, 10)));
    }
    return this.#images.fetchOriginal(`src|${dogId}|${imageId}|${size}`, dogImageUrl(base, dogId, imageId, size));
  }

  #dogById(dogs: readonly Dog[]): Map<string, Dog> {
    let index = this.#dogIndex.get(dogs);
    if (!index) {
      index = new Map(dogs.filter((d) => d.id).map((d) => [d.id!, d]));
      this.#dogIndex.set(dogs, index);
    }
    return index;
  }
}

/** The image host's size of the original a variant is made from. */
function sizeFor(variant: ImageVariant): string {
  return variant.kind === "width" && variant.width <= 500 ? dogImageSizes.card : dogImageSizes.main;
}
