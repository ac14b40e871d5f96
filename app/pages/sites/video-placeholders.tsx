import { Clapperboard } from "lucide-react";

/**
 * The places for the three Finca videos (docs/product/content.md#finca-chaos-and-residencia-monika). Until the videos exist
 * each shows a short notice; nothing is loaded from any video platform.
 */
export function VideoPlaceholders({ titles, placeholder }: { titles: readonly string[]; placeholder: string }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {titles.map((title) => (
        <li key={title} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <h3 className="px-5 pt-4 pb-3 font-bold text-stone-900">{title}</h3>
          <div className="flex aspect-video flex-col items-center justify-center gap-3 bg-sea-800 p-4 text-center text-white">
            <Clapperboard aria-hidden="true" className="h-10 w-10" />
            <p className="font-semibold">{placeholder}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
