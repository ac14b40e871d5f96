/**
 * The anchor the language switch carries to the other site (docs/product/routes.md#language-switch):
 * a page that names its anchors in both languages (the FAQ: `localizedAnchors`, this anchor's id
 * there) keeps the answer the visitor is at, the one in the address first, else the open one.
 * Pure: no DOM.
 */
export function languageSwitchHash(named: Readonly<Record<string, string>> | undefined, anchor: string, open?: string | null): string {
  if (!named) return "";
  for (const id of [anchor, open]) {
    const target = id ? named[id] : undefined;
    if (target && Object.hasOwn(named, id!)) return `#${target}`;
  }
  return "";
}
