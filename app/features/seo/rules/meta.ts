import type { MetaDescriptor } from "react-router";

/** Every page builds its head in its loader (with `seo()`); `meta` only hands it over. */
export function metaFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as { head?: MetaDescriptor[] } | undefined)?.head ?? [];
}
