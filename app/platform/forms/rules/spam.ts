/** Signs that a submission comes from a bot (pure). */

export type SpamReason = "honeypot" | "honeypot_missing" | "token_missing" | "token_invalid" | "too_fast" | "links_in_name";

/** Fields that hold a person's name: a link there is a bot's advertisement. */
export const NAME_FIELDS = ["name", "yourName", "firstName", "lastName"] as const;

const LINK_PATTERN = /(?:https?:\/\/|www\.|\[url|<a[\s>]|\b[a-z0-9-]+\.(?:com|net|org|ru|xyz|top|info|biz|io|click|shop)\b)/i;

export function containsLink(value: unknown): boolean {
  return typeof value === "string" && LINK_PATTERN.test(value);
}

/** The name fields that contain a link. */
export function nameFieldsWithLinks(fields: Record<string, unknown>): string[] {
  return NAME_FIELDS.filter((field) => containsLink(fields[field]));
}

/** The honeypot key must be present and empty; absent and filled are both refused. */
export function honeypotVerdict(fields: Record<string, unknown>): SpamReason | null {
  if (!("website" in fields)) return "honeypot_missing";
  return fields.website === "" ? null : "honeypot";
}

/** Fields whose value is never stored as spam evidence: bank data. */
const NEVER_KEPT = new Set(["iban"]);

/**
 * What is kept of a refused submission for review: string values only, each
 * cut to 2000 characters, at most 40 fields.
 */
export function spamEvidence(fields: Record<string, unknown>): Record<string, string> {
  const evidence: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields).slice(0, 40)) {
    // An account number is never kept as evidence (decision 043): only that one was sent.
    if (NEVER_KEPT.has(key)) {
      if (value !== undefined && value !== "") evidence[key] = "[not kept]";
      continue;
    }
    if (typeof value === "string") evidence[key.slice(0, 50)] = value.slice(0, 2000);
    else if (typeof value === "number" || typeof value === "boolean") evidence[key.slice(0, 50)] = String(value);
  }
  return evidence;
}
