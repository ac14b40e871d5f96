import type { RouterContextProvider } from "react-router";
import { dogName, dogSlug, HOME_DOG_COUNT, homeAdoptionDogs, isHospiceDog, isListedDog, pickRandom } from "#app/features/dogs/rules/index.ts";
import { servicesContext } from "#app/platform/context.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { itemListJsonLd } from "#app/features/seo/rules/json-ld.ts";
import { dogsForRequest } from "./context.server.ts";
import { toDogCard } from "../rules/view.ts";

/** Number of dogs in the home page's structured item list (docs/product/content.md#home). */
export const ITEM_LIST_MAX = 20;

/**
 * The home page's dog block: three random available adoption dogs, their
 * count, and the JSON-LD item list of the first 20 dogs. A failure to read the
 * dogs leaves the block out instead of breaking the start page.
 */
export async function homeDogBlock(context: Readonly<RouterContextProvider>, itemListName: string) {
  try {
    const { snapshot, locale, sites } = await dogsForRequest(context);
    const pool = homeAdoptionDogs(snapshot.dogs);
    const listed = snapshot.dogs.filter(isListedDog);
    return {
      dogs: pickRandom(pool, HOME_DOG_COUNT).map((dog) => toDogCard(dog, locale)),
      total: pool.length,
      itemList: itemListJsonLd(
        itemListName,
        listed.slice(0, ITEM_LIST_MAX).map((dog) => ({
          name: dogName(dog),
          url: sites[locale] + pathFor("dogDetail", locale, { slug: dogSlug(dog) }),
        })),
      ),
    };
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error }, "home dog block could not be read");
    return { dogs: [], total: 0, itemList: null };
  }
}

/** The hospice dogs for the hospice page; a failure is logged and the list stays empty (docs/product/dogs.md#hospice-dogs). */
export async function hospiceDogList(context: Readonly<RouterContextProvider>) {
  try {
    const { snapshot, locale } = await dogsForRequest(context);
    return snapshot.dogs.filter((dog) => isListedDog(dog) && isHospiceDog(dog)).map((dog) => toDogCard(dog, locale));
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error }, "hospice dogs could not be read");
    return [];
  }
}
