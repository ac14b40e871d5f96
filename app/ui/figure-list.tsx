/** A figure and what it counts. */
export interface Figure {
  value: string;
  label: string;
}

/**
 * The looks the pages use: light on the brand colour, in a strip (`strip`) or on tiles of their
 * own (`tiles`); dark on a light box (`facts`).
 */
const looks = {
  strip: { item: "flex flex-col-reverse", label: "text-base text-orange-100", value: "text-3xl font-bold" },
  tiles: { item: "flex flex-col-reverse rounded-xl bg-brand-700 p-5 text-center text-white", label: "text-base text-orange-100", value: "text-3xl font-bold" },
  facts: { item: "flex flex-col-reverse", label: "text-sm text-stone-700", value: "text-xl font-bold text-brand-800 sm:text-2xl" },
} as const;

/**
 * Figures as a description list laid out by `className`: each label is the term (read first)
 * and is shown under its figure.
 */
export function FigureList({ figures, className, look }: { figures: readonly Figure[]; className: string; look: keyof typeof looks }) {
  const style = looks[look];
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={style.item}>
          <dt className={style.label}>{figure.label}</dt>
          <dd className={style.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
