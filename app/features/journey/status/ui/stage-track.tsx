import type { TrackStage } from "#app/features/journey/status/rules/status-view.ts";
import { RichInline } from "#app/ui/rich-text.tsx";

/**
 * A request's stages as an ordered list (docs/product/journey.md#status-page): done ones ticked,
 * the current one marked for the eye and for screen readers (`aria-current="step"` and its words),
 * with the explanation of its step from the adoption or foster page.
 */
export function StageTrack({ stages, currentLabel, doneLabel }: { stages: readonly TrackStage[]; currentLabel: string; doneLabel: string }) {
  return (
    <ol className="mt-4 space-y-3" data-stages>
      {stages.map((stage, index) => (
        <li
          key={stage.stage}
          aria-current={stage.state === "current" ? "step" : undefined}
          data-stage={stage.stage}
          data-state={stage.state}
          className={`flex gap-4 rounded-xl border p-4 ${stage.state === "current" ? "border-brand-700 bg-brand-50" : "border-stone-200 bg-white"}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold ${
              stage.state === "todo" ? "border-2 border-stone-400 text-stone-700" : "bg-brand-700 text-white"
            }`}
          >
            {stage.state === "done" ? "✓" : index + 1}
          </span>
          <div>
            <p className={`text-lg ${stage.state === "current" ? "font-bold text-stone-900" : "font-semibold text-stone-800"}`}>
              {stage.title}
              {stage.state === "current" ? <span className="sr-only"> {currentLabel}</span> : null}
              {stage.state === "done" ? <span className="sr-only"> {doneLabel}</span> : null}
            </p>
            {stage.state === "current" && stage.text ? (
              <p className="mt-1 leading-relaxed text-stone-700">
                <RichInline paragraph={stage.text} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
