import type { RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/context.ts";

/** The dog snapshot and where dog images come from, for a loader. */
export async function dogsForRequest(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const snapshot = await services.dogs.get();
  // Without an image host, the app serves the demo images itself.
  const imageBase = services.env.DOG_IMAGE_BASE_URL ?? "";
  return { snapshot, imageBase, locale, sites, logger: services.logger };
}
