import type { RouterContextProvider } from "react-router";
import { localeContext, organisationContext, servicesContext } from "#app/platform/context.ts";

/** The dog snapshot and the visitor's language, for a loader. */
export async function dogsForRequest(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const snapshot = await services.dogs.get();
  return { snapshot, locale, sites, organisation: context.get(organisationContext), logger: services.logger };
}
