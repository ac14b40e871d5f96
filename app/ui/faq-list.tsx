import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";

export interface FaqItem {
  /** Stable anchor id: the `<details>` carries it, so /faq#kosten opens that entry. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * An accordion of native `<details>` sharing one `name`, so the browser keeps
 * at most one entry open and every entry can be closed again. Works without
 * JavaScript; with it, a hash in the address opens and scrolls to its entry
 * (on load and when the hash changes: app/islands/faq-from-address.ts).
 */
export function FaqList({ items, name, headingLevel = 3 }: { items: readonly FaqItem[]; name: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} data-faq="" className="group scroll-mt-24">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base leading-snug">{item.question}</Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-stone-700 [&_a]:font-semibold [&_p+p]:mt-3">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
