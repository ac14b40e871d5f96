import type { WatchlistPageCopy } from "./copy.ts";
import { Form } from "react-router";
import { fill } from "#app/platform/i18n/format.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";

/** A dog on the list that is no longer in the synced data: named, marked, removable. */
export function GoneDog({ slug, name, copy }: { slug: string; name: string; copy: WatchlistPageCopy }) {
  const listPath = usePathFor()("watchlist");
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-100 p-5" data-watchlist-gone>
      <h3 className="text-lg font-bold text-stone-900">{name}</h3>
      <p className="self-start rounded-full bg-stone-700 px-3 py-1 text-xs font-bold text-white">{copy.goneHeading}</p>
      <p className="text-sm leading-relaxed text-stone-700">{fill(copy.goneText, { name })}</p>
      <Form method="post" action={listPath} className="mt-auto">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="back" value={listPath} />
        <button
          type="submit"
          aria-label={fill(copy.removeName, { name })}
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-400 bg-white px-4 font-semibold text-stone-800 hover:border-brand-700"
        >
          {copy.remove}
        </button>
      </Form>
    </article>
  );
}
