import type { ReactNode } from "react";

/** The heading band at the top of an ordinary page. */
export function PageHero({
  title,
  intro,
  narrow = false,
  children,
}: {
  title: string;
  intro?: string;
  /** Text pages (legal) use a narrower column; the heading lines up with it. */
  narrow?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-5xl"} px-4 py-12 sm:px-6 sm:py-16`}>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
