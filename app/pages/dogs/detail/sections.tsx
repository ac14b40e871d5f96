import { Link } from "react-router";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";

export function DogNotFound() {
  const d = useMessages().dogs;
  const path = usePathFor();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{d.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{d.notFoundText}</p>
      <Link
        to={path("dogs")}
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white no-underline hover:bg-brand-800"
      >
        <span aria-hidden="true" className="icon-arrow-left" />
        {d.backToList}
      </Link>
    </section>
  );
}
