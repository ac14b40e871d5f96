import { useEffect, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { scrollIntoViewGently } from "#app/ui/scroll.ts";

export interface FaqItem {
  /** Stable anchor id: the `<details>` carries it, so /faq#kosten opens that entry. */
  id: string;
  question: string;
  answer: ReactNode;
}

/** docs/product/README.md#numbers-and-limits: a URL hash opens and scrolls to its question after 100 ms. */
export const FAQ_HASH_DELAY_MS = 100;

/**
 * An accordion of native `<details>` sharing one `name`, so the browser keeps
 * at most one entry open and every entry can be closed again. Works without
 * JavaScript; with it, a hash in the address opens and scrolls to its entry
 * (on load and when the hash changes).
 */
export function FaqList({ items, name, headingLevel = 3 }: { items: readonly FaqItem[]; name: string; headingLevel?: 2 | 3 }) {
  useEffect(() => {
    let timer: number | undefined;
    const openFromHash = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const id = decodeURIComponent(window.location.hash.slice(1));
        if (!id) return;
        const target = document.getElementById(id);
        if (!(target instanceof HTMLDetailsElement) || target.getAttribute("name") !== name) return;
        target.open = true;
        scrollIntoViewGently(target);
        target.querySelector("summary")?.focus({ preventScroll: true });
      }, FAQ_HASH_DELAY_MS);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", openFromHash);
    };
  }, [name]);

  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group scroll-mt-24">
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
