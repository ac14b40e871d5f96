import type { ReactNode } from "react";
import { sectionHeading } from "#app/ui/styles.ts";

const maxWidth = { "3xl": "max-w-3xl", "5xl": "max-w-5xl", "7xl": "max-w-7xl" } as const;
const bandColour = { white: "bg-white", brand: "bg-brand-50" } as const;

/**
 * The two sizes of section: `standard` (the about, donations, hospice and membership pages) and
 * `large` (the adoption, foster-home and home pages: more room, a larger heading).
 */
const sizes = {
  standard: { padding: "py-12", heading: sectionHeading },
  large: { padding: "py-16", heading: "text-3xl font-bold tracking-tight" },
} as const;

/**
 * A titled section of the content pages: a <section> labelled by its h2, with an intro paragraph
 * when it has one (a page whose intro reads differently passes it as a child). Without `band` the
 * section is the centred column itself; with it, a full-width band (white, brand-tinted, or clear)
 * holds the column.
 */
export function ContentSection({
  id,
  titleId,
  heading,
  intro,
  width = "5xl",
  band,
  size = "standard",
  children,
}: {
  /** The section's anchor, when the page links to it. */
  id?: string;
  /** The h2's id, which labels the section. */
  titleId: string;
  heading: string;
  intro?: string;
  /** The column: 3xl for a form, 5xl for text, 7xl for grids of cards. */
  width?: keyof typeof maxWidth;
  band?: keyof typeof bandColour | "clear";
  size?: keyof typeof sizes;
  children?: ReactNode;
}) {
  const { padding, heading: headingClass } = sizes[size];
  const content = (
    <>
      <h2 id={titleId} className={headingClass}>
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{intro}</p> : null}
      {children}
    </>
  );
  if (!band) {
    return (
      <section id={id} aria-labelledby={titleId} className={`mx-auto ${maxWidth[width]} px-4 ${padding} sm:px-6`}>
        {content}
      </section>
    );
  }
  return (
    <section id={id} aria-labelledby={titleId} className={band === "clear" ? padding : `${bandColour[band]} ${padding}`}>
      <div className={`mx-auto ${maxWidth[width]} px-4 sm:px-6`}>{content}</div>
    </section>
  );
}
