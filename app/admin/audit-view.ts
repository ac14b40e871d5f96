/**
 * The audit log as a volunteer reads it (pure): each event in words, grouped in areas for the
 * filter, and where its record can be opened. The log itself keeps codes and ids
 * (app/platform/audit/log.server.ts); this is only how the back office shows them.
 */
import type { AdminMessages } from "./messages/index.ts";
import { adminPath } from "./route-table.ts";

/** The areas the "what" filter offers, each with the prefixes of its events. */
export const AUDIT_AREAS = {
  requests: ["submission.", "precheck.", "transport.", "flight.", "contract.", "news.", "foster_home.", "foster_stay.", "foster_meeting.", "foster_news."],
  privacy: ["privacy."],
  content: ["content.", "dog.", "happy_end."],
  settings: ["settings.", "template.", "contract_template."],
  accounts: ["account.", "session.", "passkey."],
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

export function isAuditArea(value: unknown): value is AuditArea {
  return typeof value === "string" && Object.hasOwn(AUDIT_AREAS, value);
}

export function areaOf(action: string): AuditArea | null {
  for (const [area, prefixes] of Object.entries(AUDIT_AREAS) as [AuditArea, readonly string[]][]) {
    if (prefixes.some((prefix) => action.startsWith(prefix))) return area;
  }
  return null;
}

/** An event in words: its own text, or the code for one this version does not know. */
export function eventInWords(action: string, m: AdminMessages): string {
  return (m.audit.events as Record<string, string>)[action] ?? action;
}

/** Where the event's record opens in the back office, or null (a person erased, a removed record, a setting). */
export function recordLink(entry: { targetType: string; targetId: string | null }): string | null {
  const id = entry.targetId;
  switch (entry.targetType) {
    case "submission":
      return id ? adminPath("admin-submission", { id }) : adminPath("admin-inbox");
    case "blog_post":
      return id ? adminPath("admin-post", { id }) : null;
    case "guide":
      return id ? adminPath("admin-guide", { id }) : null;
    case "dog":
      return id ? adminPath("admin-dog", { dogId: id }) : null;
    case "account":
      return adminPath("admin-accounts");
    case "organisation":
      return adminPath("admin-settings");
    case "template":
      return adminPath("admin-templates");
    case "transport":
      return id ? adminPath("admin-transport", { id }) : adminPath("admin-transports");
    case "contract_template":
      return adminPath("admin-contract-templates");
    case "precheck":
      return id ? adminPath("admin-precheck", { id }) : adminPath("admin-prechecks");
    case "happy_end":
      return id ? adminPath("admin-happy-end", { id }) : adminPath("admin-happy-ends");
    case "membership":
      return id ? adminPath("admin-member", { id }) : adminPath("admin-members");
    case "flight":
      return adminPath("admin-flights");
    case "foster_home":
      return id ? adminPath("admin-foster-home", { id }) : adminPath("admin-foster-homes");
    case "travel_settings":
      return adminPath("admin-travel-settings");
    default:
      return null;
  }
}

/** What kind of record it is, in words. */
export function recordInWords(targetType: string, m: AdminMessages): string {
  return (m.audit.records as Record<string, string>)[targetType] ?? targetType;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** An account's id, "applicant" (the status pages), "cli" (the command line), or null for everyone. */
  who: string | null;
  what: AuditArea | null;
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const who = params.get("wer");
  const what = params.get("was");
  const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null);
  const page = Number.parseInt(params.get("seite") ?? "1", 10);
  return {
    who: who === "applicant" || who === "cli" || (who && UUID.test(who)) ? who : null,
    what: isAuditArea(what) ? what : null,
    from: day(params.get("von")),
    to: day(params.get("bis")),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

export function auditQuery(filters: AuditFilters, overrides: Partial<AuditFilters> = {}): string {
  const all = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (all.who) params.set("wer", all.who);
  if (all.what) params.set("was", all.what);
  if (all.from) params.set("von", all.from);
  if (all.to) params.set("bis", all.to);
  if (all.page > 1) params.set("seite", String(all.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A detail of an event shown to a reader: its key in words where known, ids left out (the record link stands for them). */
const HIDDEN_DETAILS = new Set(["note", "message", "passkey", "entries"]);

export function detailsInWords(details: Record<string, unknown>, m: AdminMessages, names: ReadonlyMap<string, string> = new Map()): string[] {
  const words = m.audit.detailKeys as Record<string, string>;
  const statuses = m.statuses as Record<string, string>;
  const valueInWords = (key: string, value: unknown): string => {
    if (typeof value === "boolean") return value ? m.submission.yes : m.submission.no;
    const text = String(value);
    if ((key === "from" || key === "to" || key === "status") && statuses[text]) return statuses[text];
    if (key === "role") return (m.roles as Record<string, string>)[text] ?? text;
    if (key === "assignee") return names.get(text) ?? text;
    if (key === "locale") return (m.languages as Record<string, string>)[text] ?? text;
    if (key === "mail") return (m.submission.mailKinds as Record<string, string>)[text] ?? text;
    if (key === "reason") return (m.audit.reasons as Record<string, string>)[text] ?? text;
    return text;
  };
  // "from" before "to", whatever order the entry was written in.
  const order = (key: string) => (key === "from" ? 0 : key === "to" ? 1 : 2);
  return Object.entries(details)
    .sort(([a], [b]) => order(a) - order(b))
    // Ids of notes, messages and passkeys mean nothing to a reader (the record's link stands for them).
    .filter(([key, value]) => value !== null && value !== "" && !HIDDEN_DETAILS.has(key) && !(key !== "assignee" && typeof value === "string" && UUID.test(value)))
    .map(([key, value]) => `${words[key] ?? key}: ${valueInWords(key, value)}`);
}
