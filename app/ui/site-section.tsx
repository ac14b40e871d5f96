import type { ReactNode } from "react";

/**
 * A titled band of the Finca Chaos and Residencia Monika pages: a <section>
 * with an id (anchor) whose h2 labels it.
 */
export function SiteSection({
  id,
  heading,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  /** "white" sets the band off from the stone-50 page background. */
  tone?: "plain" | "white" | "warm";
  children?: ReactNode;
}) {
  const background = tone === "white" ? "bg-white" : tone === "warm" ? "bg-brand-50" : "";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={background}>
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
