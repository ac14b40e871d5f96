import type { DogClassification } from "#app/features/dogs/rules/index.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Badges for adoption, sponsorship and hospice (docs/product/dogs.md#dog-list, docs/product/dogs.md#dog-page). */
export function TypeBadges({ types }: { types: DogClassification }) {
  const m = useMessages().dogs;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {types.adoption ? <li className={`${badge} bg-brand-100 text-brand-900`}>{m.typeAdoption}</li> : null}
      {types.sponsorship ? <li className={`${badge} bg-sky-100 text-sky-900`}>{m.typeSponsorship}</li> : null}
      {types.hospice ? <li className={`${badge} bg-violet-100 text-violet-900`}>{m.typeHospice}</li> : null}
    </ul>
  );
}
