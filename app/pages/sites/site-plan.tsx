import { useRef, useSyncExternalStore, type ReactNode } from "react";
import { Maximize2, X } from "lucide-react";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

export interface SitePlanCopy {
  id: string;
  open: string;
  dialogTitle: string;
  close: string;
  legendHeading: string;
  legend: Record<LegendKey, string>;
  note: string;
}

type LegendKey = "runs" | "huts" | "house" | "goats" | "livingRoom" | "paths";

/** Swatch colours, as drawn in the plan (scripts/page-images.ts). */
const swatches: Record<LegendKey, string> = {
  runs: "#ecd3a4",
  huts: "#a86f44",
  house: "#b85c38",
  goats: "#d7dfa9",
  livingRoom: "#cbd79e",
  paths: "#f6ecdc",
};

const legendOrder: readonly LegendKey[] = ["runs", "huts", "house", "goats", "livingRoom", "paths"];

/** Nothing to subscribe to: whether dialogs work never changes after load. */
function noSubscription(): () => void {
  return () => {};
}

/** In the browser (after hydration) and with native modal dialogs: the plan opens in a dialog. */
function canShowModal(): boolean {
  return typeof HTMLDialogElement === "function" && typeof HTMLDialogElement.prototype.showModal === "function";
}

const openerClass =
  "group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border border-stone-200 bg-white p-0 text-left no-underline shadow-sm hover:border-brand-700";

/**
 * The site plan of Finca Chaos: a thumbnail that opens the plan enlarged in a
 * native modal <dialog> (Escape closes it, focus returns to the opener).
 * Server-rendered as a link to the full picture, so it also works without
 * JavaScript; once hydrated the link becomes a button that opens the dialog.
 */
export function SitePlan({ copy }: { copy: SitePlanCopy }) {
  const image = pageImages.fincaSitePlan;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const enhanced = useSyncExternalStore(noSubscription, canShowModal, () => false);

  const titleId = `${copy.id}-dialog-title`;
  const dialogId = `${copy.id}-dialog`;
  const thumbnail: ReactNode = (
    <>
      <ResponsiveImage image={image} decorative sizes="(min-width: 1024px) 976px, 100vw" className="block h-auto w-full" />
      <span className="flex min-h-11 items-center justify-center gap-2 bg-brand-700 px-4 py-2 font-semibold text-white group-hover:bg-brand-800 sm:absolute sm:right-3 sm:bottom-3 sm:rounded-lg sm:shadow">
        <Maximize2 aria-hidden="true" className="h-5 w-5" />
        {copy.open}
      </span>
    </>
  );

  return (
    <div className="mt-8">
      {enhanced ? (
        <button
          ref={openerRef}
          type="button"
          aria-haspopup="dialog"
          className={openerClass}
          onClick={() => dialogRef.current?.showModal()}
        >
          {thumbnail}
        </button>
      ) : (
        // Before hydration, and on the page that does not hydrate: the link to the picture, which
        // the islands script (app/islands/dialog-links.ts) makes open the dialog.
        <a href={image.src} className={openerClass} data-dialog={dialogId}>
          {thumbnail}
        </a>
      )}
      <h3 className="mt-8 text-lg font-bold text-stone-900">{copy.legendHeading}</h3>
      <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {legendOrder.map((key) => (
          <li key={key} className="flex items-center gap-3 text-stone-700">
            <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded border border-stone-400" style={{ backgroundColor: swatches[key] }} />
            {copy.legend[key]}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-700">{copy.note}</p>

      <dialog
        id={dialogId}
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => openerRef.current?.focus()}
        className="m-auto max-h-[95vh] w-[min(96vw,1600px)] max-w-none overflow-auto rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/75"
      >
        <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
          <h3 id={titleId} className="text-lg font-bold">
            {copy.dialogTitle}
          </h3>
          <form method="dialog">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 hover:border-brand-700 hover:text-brand-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              {copy.close}
            </button>
          </form>
        </div>
        <div className="p-4 sm:p-6">
          <ResponsiveImage image={image} sizes="96vw" className="mx-auto block h-auto max-h-[calc(95vh-8rem)] w-auto max-w-full" />
        </div>
      </dialog>
    </div>
  );
}
