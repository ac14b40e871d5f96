/**
 * The inbox's filters, read from the query string (pure; the list, the counts
 * and the export share them). The back office's pages import this module, so
 * it imports nothing of the public site's at run time (its JavaScript stays
 * apart from the public pages').
 */
import type { SubmissionKind } from "#app/features/submissions/rules/kinds.ts";
import { PHASES, type Phase } from "#app/features/journey/request/public.ts";

/** The stored forms (the same list as SUBMISSION_KINDS in app/features/submissions/rules/kinds.ts; a test keeps them equal). */
export const INBOX_FORMS = ["adoption", "sponsorship", "contact", "foster_home", "flight_sponsor", "membership"] as const satisfies readonly SubmissionKind[];

/** The inbox groups every form's stages in four phases (app/features/journey/request/rules/stages.ts). */
export { PHASES };
export const PAGE_SIZE = 25;

export function isPhase(value: unknown): value is Phase {
  return typeof value === "string" && (PHASES as readonly string[]).includes(value);
}

export interface InboxFilters {
  form: SubmissionKind | null;
  /** The phase (the query's `status`, as before the stages: `?status=new` still lists the new ones). */
  status: Phase | null;
  lang: "de" | "es" | null;
  dog: string | null;
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
  q: string | null;
  spam: "no" | "yes" | "all";
  mine: boolean;
  /** Only submissions with an e-mail that failed for good. */
  failed: boolean;
  /** Only requests whose applicant answered and waits for the association. */
  answer: boolean;
  page: number;
}

const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

export function parseFilters(params: URLSearchParams): InboxFilters {
  const form = params.get("form");
  const status = params.get("status");
  const lang = params.get("lang");
  const spam = params.get("spam");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    form: (INBOX_FORMS as readonly string[]).includes(form ?? "") ? (form as SubmissionKind) : null,
    status: isPhase(status) ? status : null,
    lang: lang === "de" || lang === "es" ? lang : null,
    dog: params.get("dog")?.trim().slice(0, 100) || null,
    from: day(params.get("from")),
    to: day(params.get("to")),
    q: params.get("q")?.trim().slice(0, 100) || null,
    spam: spam === "yes" || spam === "all" ? spam : "no",
    mine: params.get("mine") === "1",
    failed: params.get("delivery") === "failed",
    answer: params.get("answer") === "1",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter set (empty values left out), e.g. for the pages and the export link. */
export function filterQuery(filters: InboxFilters, overrides: Partial<InboxFilters> = {}): string {
  const all = { ...filters, ...overrides };
  const params = new URLSearchParams();
  for (const key of ["form", "status", "lang", "dog", "from", "to", "q"] as const) {
    const value = all[key];
    if (value) params.set(key, value);
  }
  if (all.spam !== "no") params.set("spam", all.spam);
  if (all.mine) params.set("mine", "1");
  if (all.failed) params.set("delivery", "failed");
  if (all.answer) params.set("answer", "1");
  if (all.page > 1) params.set("page", String(all.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
