import type { Route } from "./+types/api-dogs";
import { servicesContext } from "#app/platform/context.ts";

/**
 * The dog list for any client (a partner site, a widget), shaped like docs/product/dogs.md#source
 * fetch-dogs: `{ dogs, cacheTimestamp }`, from our database, never from the
 * upstream at request time.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { dogs } = context.get(servicesContext);
  const snapshot = await dogs.get();
  const cacheTimestamp = snapshot.cacheTimestamp ?? snapshot.syncedAt?.toISOString() ?? null;
  return Response.json(
    { dogs: snapshot.dogs, cacheTimestamp },
    { headers: { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" } },
  );
}
