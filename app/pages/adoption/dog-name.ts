/**
 * The dog name an adoption request starts with (pure, in the page's client code): from the address
 * or from navigation state. A module of its own, so the page's JavaScript does not carry its copy
 * (which reaches the page as loader data, decision 010).
 */

/** Longest dog name taken from the address (docs/product/README.md#numbers-and-limits name limit). */
export const DOG_NAME_MAX = 100;

/**
 * The dog name handed over in the query (`?hund=` / `?perro=`), for links that
 * work without JavaScript: a trimmed string of at most 100 characters, else none.
 */
export function dogNameFromQuery(value: string | null | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = value.trim();
  if (name.length === 0 || name.length > DOG_NAME_MAX) return undefined;
  return name;
}

/** The dog name from navigation state (`{ dogName }`), if it is a usable string. */
export function dogNameFromState(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("dogName" in state)) return undefined;
  const value = (state as { dogName: unknown }).dogName;
  return typeof value === "string" ? dogNameFromQuery(value) : undefined;
}
