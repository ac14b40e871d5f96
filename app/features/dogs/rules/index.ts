/** Dog domain: parsing, classification, status, location, slugs, ordering, filters, images (docs/product/dogs.md#derived-values). */
export * from "./dog.ts";
export * from "./species.ts";
export * from "./name.ts";
export * from "./classify.ts";
export * from "./status.ts";
export * from "./location.ts";
export * from "./sex.ts";
export * from "./labels.ts";
export * from "./slug.ts";
export * from "./order.ts";
export * from "./filter.ts";
export * from "./texts.ts";
export * from "./images.ts";
export * from "./home.ts";
export * from "./own-texts.ts";
