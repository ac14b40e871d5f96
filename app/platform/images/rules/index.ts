/** Image pipeline vocabulary and layouts (docs/product/dogs.md#images, decision 019). */
export * from "./variants.ts";
export * from "./layouts.ts";
export * from "./refs.ts";
export * from "./picture.ts";
