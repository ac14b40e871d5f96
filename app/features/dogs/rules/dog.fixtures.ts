import { upstreamDogSchema, type Dog } from "./dog.ts";

/** Test helper: a dog from upstream-shaped fields, with the schema's defaults applied. */
export function makeDog(fields: Record<string, unknown> = {}): Dog {
  return upstreamDogSchema.parse(fields);
}
