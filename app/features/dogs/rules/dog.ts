import { z } from "#app/platform/zod.ts";

export { SPECIES } from "./species.ts";

/**
 * A lenient optional string: null, a wrong type or a blank string become `undefined`
 * instead of failing the whole dog.
 */
const optionalText = z
  .string()
  .transform((value) => (value.trim() === "" ? undefined : value))
  .optional()
  .catch(undefined);

/** A string or number, coerced to a trimmed string; anything else becomes `undefined`. */
const optionalId = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || undefined)
  .optional()
  .catch(undefined);

/** A flag that defaults to false when missing or not a boolean. */
const flag = z.boolean().catch(false);

/** Keeps only the string items of a list; a missing or non-list value becomes []. */
const stringList = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === "string"));

/** An image reference object; unknown keys are dropped. */
const imageRefObject = z.object({ id: optionalId, imageId: optionalId });

/** One image reference: an image id, or an object carrying `id` or `imageId`. */
export type DogImageRef = string | z.output<typeof imageRefObject>;

/** A list of image references; items that are neither a string nor an object are dropped. */
const imageRefList = z
  .array(z.unknown())
  .transform((items) =>
    items.flatMap((item): DogImageRef[] => {
      if (typeof item === "string") return [item];
      const parsed = imageRefObject.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  )
  .optional()
  .catch(undefined);

/**
 * Parses one dog of the fetch-dogs answer leniently (docs/product/dogs.md#data, docs/product/dogs.md#source).
 * Only non-objects fail; bad fields fall back to their default and unknown keys are dropped.
 */
export const upstreamDogSchema = z.object({
  id: optionalId,
  name: optionalText,
  title: optionalText,
  species: optionalText,
  tags: stringList,
  reserved: flag,
  mediated: flag,
  inGermany: flag,
  publicHeadline: optionalText,
  publicDescription: optionalText,
  description: optionalText,
  imageId: optionalId,
  imageIds: stringList.optional(),
  images: imageRefList,
  /**
   * Our extension: Spanish headline and description, when the source has
   * them. The Spanish site falls back to the German texts without them.
   */
  publicHeadline_es: optionalText,
  publicDescription_es: optionalText,
});

/** A dog as used by the whole app (docs/product/dogs.md#data). */
export type Dog = z.output<typeof upstreamDogSchema>;
