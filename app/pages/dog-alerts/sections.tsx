import { Link } from "react-router";
import type { DogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { DogAlertForm } from "#app/features/dog-alerts/ui/dog-alert-form.tsx";

/** The new-dog alert page (docs/product/dog-alerts.md#the-form): a short intro and the subscription form. */
export function DogAlertsPage({ copy }: { copy: DogAlertsCopy }) {
  const path = usePathFor();
  return (
    <>
      <PageHero title={copy.head.subscribe.title} intro={copy.head.subscribe.description} />
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <section aria-labelledby="dog-alerts-form-title" className="py-8">
          <h2 id="dog-alerts-form-title" className="text-2xl font-bold tracking-tight text-stone-900">
            {copy.form.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-stone-700">{copy.form.intro}</p>
          <div className="mt-6">
            <DogAlertForm copy={copy.form} anchor={copy.formId} />
          </div>
        </section>
        <p>
          <Link to={path("dogs")} className="font-semibold">
            {copy.backToDogs}
          </Link>
        </p>
      </div>
    </>
  );
}
