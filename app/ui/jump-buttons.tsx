import { outlineButton, primaryButton } from "#app/ui/styles.ts";

/** A jump to a section of the same page: the section's id and the button's words. */
export interface Jump {
  to: string;
  text: string;
}

/**
 * Buttons that jump to sections of the same page (in a page's hero, at the end
 * of a section): the main one, and an outlined second beside it (below it on a phone).
 */
export function JumpButtons({ main, second }: { main: Jump; second?: Jump }) {
  const first = (
    <a href={`#${main.to}`} className={primaryButton}>
      {main.text}
    </a>
  );
  if (!second) return <div className="mt-8">{first}</div>;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      {first}
      <a href={`#${second.to}`} className={outlineButton}>
        {second.text}
      </a>
    </div>
  );
}
