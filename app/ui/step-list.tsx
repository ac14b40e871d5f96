import type { StepCopy } from "#app/ui/rich-text-model.ts";
import { RichInline } from "./rich-text.tsx";

/** A numbered process (adoption: 7 steps, foster home: 5) as an ordered list; each step carries its anchor id. */
export function StepList({ steps }: { steps: readonly StepCopy[] }) {
  return (
    <ol className="mt-10 space-y-6">
      {steps.map((step, index) => (
        <li key={step.id} id={step.id} className="flex gap-5 rounded-xl border border-stone-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl font-bold">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">
              <RichInline paragraph={step.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
