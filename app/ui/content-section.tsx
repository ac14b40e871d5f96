import type { ReactNode } from "react";
import { sectionHeading } from "#app/ui/styles.ts";

/** The centred column of a section inside a band, and of a section that is the column itself. */
const column = { "5xl": "mx-auto max-w-5xl px-4 sm:px-6", "7xl": "mx-auto max-w-7xl px-4 sm:px-6" };
const columnSection = { "5xl": "mx-auto max-w-5xl px-4 py-12 sm:px-6", "7xl": "mx-auto max-w-7xl px-4 py-12 sm:px-6" };

/**
 * A titled section of the content pages (about, donations, hospice, membership): a <section>
 * labelled by its h2, with an intro paragraph when it has one. Without `band` the section is
 * the centred column itself; with it, a full-width band (white, or clear) holds the column.
 */
export function ContentSection({
  id,
  titleId,
  heading,
  intro,
  width = "5xl",
  band,
  children,
}: {
  /** The section's anchor, when the page links to it. */
  id?: string;
  /** The h2's id, which labels the section. */
  titleId: string;
  heading: string;
  intro?: string;
  /** The column: 5xl for text, 7xl for grids of cards. */
  width?: "5xl" | "7xl";
  band?: "white" | "clear";
  children?: ReactNode;
}) {
  const content = (
    <>
      <h2 id={titleId} className={sectionHeading}>
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
      {children}
    </>
  );
  if (!band) {
    return (
      <section id={id} aria-labelledby={titleId} className={columnSection[width]}>
        {content}
      </section>
    );
  }
  return (
    <section id={id} aria-labelledby={titleId} className={band === "white" ? "bg-white py-12" : "py-12"}>
      <div className={column[width]}>{content}</div>
    </section>
  );
}
