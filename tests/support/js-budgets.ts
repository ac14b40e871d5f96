import type { Locale } from "#app/platform/i18n/locale.ts";
import { pageHydration, pathFor, type RouteKey } from "#app/platform/i18n/routes.ts";

/**
 * JavaScript budgets of the public pages (gzip, everything a first load runs;
 * README "Test it"): a page that does not hydrate (decision 040) loads the islands
 * script alone, no framework; of the pages that hydrate, a content page is read,
 * a form page is filled in. Every page of the route table is classified here,
 * once: a new page does not type-check until it is, and `js-budgets.test.ts`
 * holds the classification to the route table's `hydrates`. A page that hydrates on first input
 * (decision 044) loads the islands alone at first, within theirs, and its app at the first input,
 * within its kind's.
 */
export const JS_BUDGET_BYTES = { islands: 15 * 1024, content: 130 * 1024, form: 140 * 1024 } as const;

export type PageKind = keyof typeof JS_BUDGET_BYTES;

export const pageKinds: Record<RouteKey, PageKind> = {
  home: "islands",
  dogs: "content",
  // Its adoption and sponsorship forms are on the page (the forms' rules load when the visitor starts one).
  dogDetail: "form",
  // Its contact form posts; the page does not hydrate (decision 040).
  adoption: "islands",
  fosterHome: "form",
  // A traveller's offer to take a dog along on a flight.
  flightSponsor: "form",
  donations: "islands",
  about: "islands",
  contact: "form",
  imprint: "islands",
  privacy: "islands",
  blog: "islands",
  blogPost: "islands",
  membership: "form",
  // A member's private page: read only, no app.
  memberPage: "islands",
  fosterPage: "islands",
  // The sites' pages: their donation box is a form that the islands script turns into the provider's link.
  hospice: "islands",
  fincaChaos: "islands",
  residenciaMonika: "islands",
  faq: "islands",
  guides: "islands",
  guideDetail: "islands",
  watchlist: "content",
  dogFlyer: "islands",
  // The alerts' subscription form; its confirmation and unsubscribe pages are plain forms (a button each).
  dogAlerts: "form",
  dogAlertsConfirm: "islands",
  dogAlertsUnsubscribe: "islands",
  // A request's status page (its answer form and withdrawal) and the page that sends its link again.
  requestStatus: "form",
  requestLink: "form",
  // A family's news (its form with photos and the consent's withdrawal), and the happy ends' pages.
  requestNews: "form",
  happyEnds: "islands",
  happyEnd: "islands",
};

/** A page to measure: its address in one language and its budget. */
export interface BudgetedPage {
  key: RouteKey | "notFound";
  path: string;
  /** For what the page loads before any input. */
  budget: number;
  /** A page that hydrates on first input: for what that input loads. */
  firstInputBudget: number | null;
}

/** Every public page in one language, pages with parameters filled with `params`, and the 404 page (no hydration). */
export function budgetedPages(locale: Locale, params: Partial<Record<RouteKey, Record<string, string>>>): BudgetedPage[] {
  const pages: BudgetedPage[] = [];
  for (const key of Object.keys(pageKinds) as RouteKey[]) {
    let path: string;
    try {
      path = pathFor(key, locale, params[key]);
    } catch {
      continue; // a page with parameters that the caller has no value for
    }
    const onFirstInput = pageHydration(key) === "on-first-input";
    pages.push({
      key,
      path,
      budget: onFirstInput ? JS_BUDGET_BYTES.islands : JS_BUDGET_BYTES[pageKinds[key]],
      firstInputBudget: onFirstInput ? JS_BUDGET_BYTES[pageKinds[key]] : null,
    });
  }
  pages.push({ key: "notFound", path: "/gibt-es-nicht", budget: JS_BUDGET_BYTES.islands, firstInputBudget: null });
  return pages;
}
