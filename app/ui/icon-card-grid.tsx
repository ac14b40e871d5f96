import type { ComponentType, SVGProps } from "react";

/** One card: an icon, a title and a short text. */
export interface IconCard {
  key: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

/**
 * The looks the pages use: a large icon over the title (`large`, with an `xl` title: `largeXl`),
 * a small icon on a round badge (`badge`), a medium icon close to the title (`compact`).
 */
const looks = {
  large: { icon: "size-9 text-brand-700", title: "mt-4 text-lg font-bold text-stone-900", badge: false },
  largeXl: { icon: "size-9 text-brand-700", title: "mt-4 text-xl font-bold text-stone-900", badge: false },
  badge: { icon: "size-6 text-brand-700", title: "mt-4 text-xl font-bold", badge: true },
  compact: { icon: "h-8 w-8 text-brand-700", title: "mt-3 text-lg font-bold text-stone-900", badge: false },
} as const;

export type IconCardLook = keyof typeof looks;

/**
 * Cards with an icon, a title and a text, as a list laid out by `className` (the grid's columns):
 * what the site's values, the ways to help, the hospice's steps, the facilities of a site and the
 * like are shown as. The icons are decorative: the title names each card.
 */
export function IconCardGrid({
  items,
  className,
  cardClassName = "rounded-xl border border-stone-200 bg-white p-6",
  look = "large",
}: {
  items: readonly IconCard[];
  className: string;
  cardClassName?: string;
  look?: IconCardLook;
}) {
  const style = looks[look];
  return (
    <ul className={className}>
      {items.map(({ key, icon: Icon, title, text }) => (
        <li key={key} className={cardClassName}>
          {style.badge ? (
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100">
              <Icon aria-hidden="true" className={style.icon} />
            </span>
          ) : (
            <Icon aria-hidden="true" className={style.icon} />
          )}
          <h3 className={style.title}>{title}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
