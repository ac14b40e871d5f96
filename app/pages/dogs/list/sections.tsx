import { Link } from "react-router";
import {
  dogFilterToSearchParams,
  toggleFilter,
  type DogFilter } from "#app/features/dogs/rules/filter.ts";

export function hrefFor(path: string, filter: DogFilter, page = 1) {
  const params = dogFilterToSearchParams(filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function FilterGroup<K extends "type" | "location">({
  label,
  name,
  values,
  labels,
  counts,
  filter,
  path,
}: {
  label: string;
  name: K;
  values: readonly NonNullable<DogFilter[K]>[];
  labels: Record<string, string>;
  counts: Record<string, number> | null;
  filter: DogFilter;
  path: string;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-stone-700">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {values.map((value) => {
          const active = filter[name] === value;
          return (
            <li key={value}>
              <Link
                to={hrefFor(path, toggleFilter(filter, name, value as never))}
                preventScrollReset
                replace
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold no-underline ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:border-brand-700"
                }`}
              >
                {labels[value]}
                <span className={`rounded-full px-2 text-xs ${active ? "bg-white/20" : "bg-stone-100"}`}>
                  {counts?.[value] ?? 0}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
