/**
 * The page behind a link of an alert e-mail (confirm or unsubscribe): a
 * button that posts, then the result. A GET changes nothing.
 */
import { Link } from "react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { DogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { outlineButton, primaryButton } from "#app/ui/styles.ts";

export interface LinkResult {
  done: boolean;
  refused?: string;
}

/** The words of one link's page; only the confirmation offers to ask again (`again`). */
type LinkCopy = DogAlertsCopy["unsubscribe"] & { again?: string };

export function AlertLinkPage({
  link,
  copy: alerts,
  valid,
  result,
}: {
  /** Which link's page: its words are the alerts' copy under this name. */
  link: "confirm" | "unsubscribe";
  copy: DogAlertsCopy;
  valid: boolean;
  result: LinkResult | undefined;
}) {
  const copy: LinkCopy = alerts[link];
  const { backToDogs } = alerts;
  const path = usePathFor();
  const succeeded = result?.done === true;
  const failed = result !== undefined && !result.done && !result.refused;
  return (
    <>
      <PageHero title={copy.heading} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {succeeded ? (
          <div role="status" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <CircleCheck aria-hidden="true" className="size-10 text-emerald-700" />
            <h2 className="mt-3 text-2xl font-bold text-stone-900">{copy.doneTitle}</h2>
            <p className="mt-3 text-stone-700">{copy.doneText}</p>
          </div>
        ) : !valid || failed ? (
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
            <h2 className="mt-3 text-2xl font-bold text-stone-900">{copy.invalidTitle}</h2>
            <p className="mt-3 text-stone-700">{copy.invalidText}</p>
            {copy.again ? (
              <Link to={path("dogAlerts")} className={`mt-6 ${outlineButton}`}>
                {copy.again}
              </Link>
            ) : null}
          </div>
        ) : (
          <form method="post" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <p className="text-lg text-stone-800">{copy.text}</p>
            {result?.refused ? (
              <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>{result.refused}</span>
              </p>
            ) : null}
            <button type="submit" className={`mt-6 ${primaryButton}`}>
              {copy.button}
            </button>
          </form>
        )}
        <p className="mt-8">
          <Link to={path("dogs")} className="font-semibold">
            {backToDogs}
          </Link>
        </p>
      </div>
    </>
  );
}
