import type { Page } from "playwright-core";

/**
 * Why the focused element cannot be seen, or null when it can: it has a size,
 * part of it is inside the viewport, and no other element lies on top of it
 * there (`document.elementFromPoint` at the centre of its visible part is the
 * element or inside it; WCAG 2.4.11 Focus Not Obscured). A link that wraps is
 * checked line by line.
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const describe = (el: Element | null) => {
      if (!el) return "nothing";
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
    };
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "focus is on <body>";
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.opacity === "0") return `${describe(el)} is invisible`;
    // Each box of the element (a link that wraps has one per line), cut to the viewport.
    const boxes = [...el.getClientRects()]
      .map((r) => ({ left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, window.innerWidth), bottom: Math.min(r.bottom, window.innerHeight) }))
      .filter((r) => r.right - r.left >= 1 && r.bottom - r.top >= 1);
    if (el.getClientRects().length === 0) return `${describe(el)} has no size`;
    if (boxes.length === 0) return `${describe(el)} is outside the viewport`;
    let hit: Element | null = null;
    for (const box of boxes) {
      hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      if (hit === el || el.contains(hit)) return null;
    }
    return `${describe(el)} is covered by ${describe(hit)}`;
  });
}

/** A short description of the focused element, for messages and for following a walk. */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "<body>";
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> ${text}`;
  });
}

/** Relative luminance of a CSS rgb()/rgba() colour (WCAG 2). */
export function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
