import { useState } from "react";
import { useLocation, useSubmit } from "react-router";
import { isWatched } from "#app/features/watchlist/rules/watchlist.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { usePathFor, useRootData } from "#app/platform/i18n/use-locale.ts";

/**
 * The heart that puts a dog on the watch list or takes it off (docs/product/dogs.md#watch-list).
 * A real form: without JavaScript it posts to the watch list page, which sets the
 * cookie and sends the visitor back to this spot; with JavaScript the same post
 * is sent without a navigation (`navigate: false`: a fetcher, after which the
 * page's data, hearts and count included, is read again). The server paints the
 * state from the cookie; while a post is under way the button shows its outcome already.
 */
export function WatchButton({ slug, name, withText = false, className = "" }: {
  slug: string;
  name: string;
  /** Shows the short word beside the heart (dog page); cards show the heart alone. */
  withText?: boolean;
  className?: string;
}) {
  const { watchlist } = useRootData();
  const submit = useSubmit();
  const location = useLocation();
  const action = usePathFor()("watchlist");
  const [pending, setPending] = useState<boolean | null>(null);
  const watched = pending ?? isWatched(watchlist.keys, slug);
  const id = `merken-${slug}`;
  return (
    <form
      id={id}
      method="post"
      // Like every form of the site, it names the spot its answer comes back to (this heart).
      action={`${action}#${id}`}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("reply", "data");
        setPending(!watched);
        void submit(form, { method: "post", action, navigate: false }).finally(() => setPending(null));
      }}
    >
      <input type="hidden" name="intent" value={watched ? "remove" : "add"} />
      <input type="hidden" name="slug" value={slug} />
      {/* Without JavaScript the answer leads back here: same page, this heart. */}
      <input type="hidden" name="back" value={`${location.pathname}${location.search}#${id}`} />
      {/* Looks (pressed or not) come from app.css (.watch-heart), keyed on aria-pressed. */}
      <button type="submit" aria-pressed={watched} aria-label={fill(watchlist.text.heart, { name })} className="watch-heart">
        <span aria-hidden="true" className="icon-heart" />
        {withText ? watchlist.text.heartShort : null}
      </button>
    </form>
  );
}

