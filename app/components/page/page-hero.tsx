import type { ReactNode } from "react";

/** The heading band at the top of an ordinary page. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
