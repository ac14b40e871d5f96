import { describe, expect, it } from "vitest";
import { IMAGE_LAYOUTS, type ImageLayoutName } from "./layouts.ts";

/** The width `sizes` gives at a viewport width, as a browser reads it (min-width conditions, px and vw). */
function sizesAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((e) => e.trim())) {
    const match = /^(?:\(min-width: (\d+)px\) )?(?:(\d+)(px|vw)|calc\(([\d.]+)vw - (\d+)px\))$/.exec(entry);
    if (!match) throw new Error(`cannot read '${entry}'`);
    const [, min, value, unit, share, minus] = match;
    if (min && viewport < Number(min)) continue;
    if (share) return (Number(share) * viewport) / 100 - Number(minus);
    return unit === "px" ? Number(value) : (Number(value) * viewport) / 100;
  }
  throw new Error("no default width");
}

/** The columns as the page's grid lays them out (Tailwind: px-4, sm:px-6, gap-6, max-w-7xl / max-w-3xl). */
const padding = (vw: number) => (vw >= 640 ? 48 : 32);
const grid = (vw: number, columns: number, gap = 24) => (Math.min(vw, 1280) - padding(vw) - gap * (columns - 1)) / columns;
const exact: Record<ImageLayoutName, (vw: number) => number> = {
  dogCardGrid: (vw) => grid(vw, vw >= 1280 ? 4 : vw >= 1024 ? 3 : vw >= 768 ? 2 : 1),
  dogCardGridHome: (vw) => grid(vw, vw >= 1024 ? 3 : vw >= 640 ? 2 : 1),
  dogCardGridHospice: (vw) => grid(vw, vw >= 1280 ? 4 : vw >= 1024 ? 3 : vw >= 640 ? 2 : 1),
  dogGalleryMain: (vw) => grid(vw, vw >= 1024 ? 2 : 1, 40),
  dogGalleryThumb: (vw) => (grid(vw, vw >= 1024 ? 2 : 1, 40) - 3 * 12) / 4,
  // A fixed square (size-32, sm:size-48).
  requestDog: (vw) => (vw >= 640 ? 192 : 128),
  articleHero: (vw) => Math.min(768, vw - padding(vw)),
  articleCard: (vw) => grid(vw, vw >= 1024 ? 3 : vw >= 768 ? 2 : 1),
  articleGallery: (vw) => (vw >= 640 ? (Math.min(768, vw - padding(vw)) - 24) / 2 : vw - 32),
  fosterNews: (vw) => (vw >= 640 ? (Math.min(768, vw - padding(vw)) - 32) / 3 : (vw - 32 - 12) / 2),
};


describe("each layout's sizes follow its grid", () => {
  for (const name of Object.keys(IMAGE_LAYOUTS) as ImageLayoutName[]) {
    it(`${name}: within 2 % below and 8 % above the column at every viewport from 320 to 1600 px`, () => {
      const off: string[] = [];
      for (let vw = 320; vw <= 1600; vw++) {
        const given = sizesAt(IMAGE_LAYOUTS[name].sizes, vw);
        const real = exact[name](vw);
        if (given < real * 0.98 || given > real * 1.08) off.push(`${vw}px: sizes ${given.toFixed(0)}, column ${real.toFixed(0)}`);
      }
      expect(off.slice(0, 5)).toEqual([]);
    });
  }
});
