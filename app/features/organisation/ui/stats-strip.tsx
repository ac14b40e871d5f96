import { facts } from "#app/features/organisation/rules/facts.ts";
import { integerFormat } from "#app/platform/i18n/format.ts";
import { useLocale, useMessages } from "#app/platform/i18n/use-locale.ts";

/** The strip of key figures of the home and adoption pages (docs/product/content.md#home, docs/product/content.md#adoption): active since 2013, > 2,900 rescued, > 150 in 2024. */
export function StatsStrip() {
  const m = useMessages();
  const locale = useLocale();
  const number = integerFormat(locale);
  const stats = [
    { value: String(facts.activeSince), label: m.stats.activeSince },
    { value: `> ${number.format(facts.dogsRescued)}`, label: m.stats.rescued },
    { value: `> ${number.format(facts.dogsRescuedLastYear)}`, label: `${m.stats.rescuedYear} ${facts.lastYear}` },
  ];
  return (
    <section aria-label={m.stats.label} className="bg-brand-700 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 text-center sm:grid-cols-3 sm:px-6">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-base text-orange-100">{stat.label}</dt>
            <dd className="text-3xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
