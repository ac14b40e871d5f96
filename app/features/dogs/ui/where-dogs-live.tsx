import { Link } from "react-router";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";

/** 'Wo unsere Schützlinge leben' (docs/product/dogs.md#dog-list): foster homes, Finca Chaos, Residencia Monika, hospice. */
export function WhereDogsLive() {
  const d = useMessages().dogs;
  const path = usePathFor();
  const places = [
    { to: path("fosterHome"), title: d.whereFoster, text: d.whereFosterText },
    { to: path("fincaChaos"), title: d.whereFinca, text: d.whereFincaText },
    { to: path("residenciaMonika"), title: d.whereMonika, text: d.whereMonikaText },
    { to: path("hospice"), title: d.whereHospice, text: d.whereHospiceText },
  ];
  return (
    <section aria-labelledby="where-dogs-live" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="where-dogs-live" className="text-2xl font-bold tracking-tight">
          {d.whereTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {places.map((place) => (
            <li key={place.to} className="relative rounded-2xl border border-stone-200 bg-stone-50 p-6 hover:border-brand-700">
              <h3 className="text-lg font-bold">
                <Link to={place.to} className="text-stone-900 no-underline after:absolute after:inset-0 hover:underline">
                  {place.title}
                </Link>
              </h3>
              <p className="mt-2 text-stone-700">{place.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
