import { facts, shownFigures } from "#app/features/organisation/rules/facts.ts";
import { useLocale, useMessages } from "#app/platform/i18n/use-locale.ts";
import { FigureList } from "#app/ui/figure-list.tsx";

/** The strip of key figures of the home and adoption pages (docs/product/content.md#home, docs/product/content.md#adoption): active since 2013, > 2,900 rescued, > 150 in 2024. */
export function StatsStrip() {
  const m = useMessages();
  const shown = shownFigures(useLocale());
  const figures = [
    { value: shown.activeSince, label: m.stats.activeSince },
    { value: shown.rescued, label: m.stats.rescued },
    { value: shown.rescuedLastYear, label: `${m.stats.rescuedYear} ${facts.lastYear}` },
  ];
  return (
    <section aria-label={m.stats.label} className="bg-brand-700 text-white">
      <FigureList figures={figures} look="strip" className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 text-center sm:grid-cols-3 sm:px-6" />
    </section>
  );
}
