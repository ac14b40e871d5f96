import { useNavigation } from "react-router";
import type { DogCardData } from "#app/features/dogs/rules/view.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { Spinner } from "#app/ui/spinner.tsx";
import { DogCardGrid, type CardCorner } from "./dog-card.tsx";

/** The hospice dogs (docs/product/content.md#hospice): loading, loaded, or the message that none are there. */
export function HospiceDogs({ dogs, watch }: { dogs: DogCardData[]; watch?: CardCorner }) {
  const d = useMessages().dogs;
  const loading = useNavigation().state === "loading";
  return (
    <section aria-labelledby="hospice-dogs" aria-busy={loading} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="hospice-dogs" className="text-2xl font-bold tracking-tight">{d.hospiceListTitle}</h2>
      {loading ? <Spinner label={d.loading} /> : null}
      {dogs.length === 0 ? (
        <p role="status" className="mt-6 rounded-xl border border-stone-200 bg-white p-6">{d.hospiceListEmpty}</p>
      ) : (
        <DogCardGrid dogs={dogs} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" layout="dogCardGridHospice" watch={watch} />
      )}
    </section>
  );
}
