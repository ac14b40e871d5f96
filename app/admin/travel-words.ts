/** A dog's travel papers in the coordinator's words (the papers page, the transport's entries). Pure. */
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { TravelProblem } from "#app/features/travel/rules/travel-date.ts";
import { t, type AdminMessages } from "./messages/index.ts";

/** A missing paper in the coordinator's words. */
export function missingInWords(problem: TravelProblem, p: AdminMessages["papers"], locale: "de" | "es"): string {
  if (problem.code === "rabiesWait") return t(p.missing.rabiesWait, { date: formatLongDate(problem.until, locale) });
  if (problem.code === "test" || problem.code === "positive") return t(p.missing[problem.code], { disease: p.diseases[problem.disease] });
  return p.missing[problem.code];
}

