import { Link } from "react-router";
import { PawPrint } from "lucide-react";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

/** The not-found page of docs/product/routes.md#redirects-and-not-found: heading, a playful message and the way back to the start page. */
export function NotFoundView() {
  const m = useMessages();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <PawPrint aria-hidden="true" className="mx-auto h-16 w-16 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{m.notFound.heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{m.notFound.text}</p>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white no-underline hover:bg-brand-800"
      >
        {m.notFound.back}
      </Link>
    </section>
  );
}
