// Draws the hero and section pictures of the content pages (warm, flat
// Mediterranean scenes: coast, the finca with its runs and goats, old dogs
// resting, people with dogs, a van on the road, the site plan) as small SVG
// files into public/images/pages/, at the sizes app/ui/pictures/page-images.ts
// declares. The dogs come from the demo dog drawings
// (app/features/dogs/demo/dog-illustration.ts), like scripts/draw-scenes.ts.
//
// SVG on purpose: flat drawings are sharper and smaller as vectors than as
// AVIF/WebP at any width (the home hero: 2.7 KB gzipped as SVG, 5 KB as a
// 640 px AVIF, 10 KB at 1280 px), so no srcset is needed. Photos of the
// association go through scripts/page-photos.ts instead. Deterministic: the
// same run gives the same files.
//
// Usage: node scripts/page-images.ts   (Node 24 runs TypeScript directly; where
// the system Node is older: npx node scripts/page-images.ts)
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dogLook, drawDogSvg } from "../app/features/dogs/demo/dog-illustration.ts";
import { drawnImages, type PageImageKey } from "../app/ui/pictures/page-images.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

// ---------------------------------------------------------------- basics

/** Rounds to one decimal, to keep the files small. */
function n(value: number): number {
  return Math.round(value * 10) / 10;
}

/** mulberry32, seeded from a string: deterministic variation per picture. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svgDocument(width: number, height: number, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    body.join("") +
    `</svg>\n`
  );
}

const C = {
  ink: "#2b1d16",
  terracotta: "#b85c38",
  wall: "#f6ecdc",
  wood: "#a86f44",
  woodDark: "#7b4a2c",
  shutter: "#2f6f7e",
  olive: ["#7f8f4e", "#93a35d", "#6c7b42"],
  cypress: "#4a6741",
  trunk: "#6f5e4e",
  sand: "#ecd3a4",
  sandDark: "#dcb883",
  grass: "#b9c47e",
  grassDark: "#9aaa62",
  road: "#8d8279",
  brand: "#c2531f",
  sea: ["#3f9aa6", "#1f6f7d"],
};

function linear(id: string, stops: readonly string[], vertical = true): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 1;
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
    stops.map((color, index) => `<stop offset="${n(index * step)}" stop-color="${color}"/>`).join("") +
    `</linearGradient>`
  );
}

function sky(width: number, height: number, stops: readonly string[]): string {
  return `<defs>${linear("sky", stops)}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
}

function sun(x: number, y: number, radius: number, color = "#fff3da"): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 1.6)}" fill="${color}" fill-opacity="0.35"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${color}"/>`
  );
}

function cloud(x: number, y: number, size: number): string {
  return (
    `<g fill="#ffffff" fill-opacity="0.6">` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.28)}"/>` +
    `<ellipse cx="${n(x - size * 0.3)}" cy="${n(y - size * 0.18)}" rx="${n(size * 0.4)}" ry="${n(size * 0.26)}"/>` +
    `<ellipse cx="${n(x + size * 0.25)}" cy="${n(y - size * 0.22)}" rx="${n(size * 0.35)}" ry="${n(size * 0.3)}"/></g>`
  );
}

/** A soft rolling ridge from left to right, filled down to the bottom. */
function ridge(width: number, height: number, y: number, amplitude: number, fill: string, seed: string, segments = 5): string {
  const rand = random(seed);
  const step = width / segments;
  let d = `M0 ${n(y + (rand() - 0.5) * amplitude)}`;
  for (let index = 1; index <= segments; index++) {
    const x = index * step;
    const yy = y + (rand() - 0.5) * 2 * amplitude;
    d += ` S${n(x - step / 2)} ${n(yy)} ${n(x)} ${n(yy)}`;
  }
  return `<path d="${d} V${height} H0Z" fill="${fill}"/>`;
}

/** Jagged far mountains. */
function mountains(width: number, height: number, y: number, amplitude: number, fill: string, seed: string, peaks = 7): string {
  const rand = random(seed);
  const step = width / peaks;
  let d = `M0 ${n(y)}`;
  for (let index = 0; index < peaks; index++) {
    const x = index * step;
    d += ` L${n(x + step * (0.3 + rand() * 0.4))} ${n(y - amplitude * (0.4 + rand() * 0.6))} L${n(x + step)} ${n(y - rand() * amplitude * 0.2)}`;
  }
  return `<path d="${d} V${height} H0Z" fill="${fill}"/>`;
}

function sea(width: number, top: number, bottom: number, seed: string): string {
  const rand = random(seed);
  const waves: string[] = [];
  for (let index = 0; index < Math.round(width / 90); index++) {
    const x = rand() * width;
    const y = top + 8 + rand() * (bottom - top - 16);
    const length = 18 + rand() * 40;
    waves.push(`M${n(x)} ${n(y)}h${n(length)}`);
  }
  return (
    `<defs>${linear("sea", C.sea)}</defs>` +
    `<rect y="${n(top)}" width="${width}" height="${n(bottom - top)}" fill="url(#sea)"/>` +
    `<path d="${waves.join("")}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`
  );
}

function sailboat(x: number, y: number, size: number): string {
  return (
    `<path d="M${n(x - size * 0.5)} ${n(y)}h${n(size)}l${n(-size * 0.15)} ${n(size * 0.18)}h${n(-size * 0.7)}Z" fill="#f6ecdc"/>` +
    `<path d="M${n(x)} ${n(y - 2)}V${n(y - size * 0.9)}L${n(x + size * 0.4)} ${n(y - 4)}Z" fill="#ffffff"/>` +
    `<path d="M${n(x - 3)} ${n(y - 4)}V${n(y - size * 0.7)}L${n(x - size * 0.3)} ${n(y - 4)}Z" fill="#fde3c4"/>`
  );
}

// ---------------------------------------------------------------- plants and buildings

function oliveTree(x: number, ground: number, size: number, seed: string, spread = 1): string {
  const rand = random(seed);
  const crown: string[] = [];
  for (let index = 0; index < 6; index++) {
    const cx = x + (rand() - 0.5) * size * 0.7 * spread;
    const cy = ground - size * (0.72 + rand() * 0.18);
    const color = C.olive[index % C.olive.length]!;
    crown.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(size * (0.22 + rand() * 0.1) * spread)}" ry="${n(size * (0.13 + rand() * 0.06))}" fill="${color}"/>`);
  }
  const s = size;
  return (
    `<ellipse cx="${n(x)}" cy="${n(ground)}" rx="${n(s * 0.35)}" ry="${n(s * 0.04)}" fill="#000000" fill-opacity="0.08"/>` +
    `<path d="M${n(x - s * 0.07)} ${n(ground)}C${n(x - s * 0.1)} ${n(ground - s * 0.3)} ${n(x + s * 0.06)} ${n(ground - s * 0.35)} ${n(x - s * 0.02)} ${n(ground - s * 0.68)}` +
      `L${n(x + s * 0.06)} ${n(ground - s * 0.66)}C${n(x + s * 0.14)} ${n(ground - s * 0.35)} ${n(x + s * 0.02)} ${n(ground - s * 0.22)} ${n(x + s * 0.09)} ${n(ground)}Z" fill="${C.trunk}"/>` +
    crown.join("")
  );
}

function cypress(x: number, ground: number, height: number): string {
  return (
    `<rect x="${n(x - height * 0.02)}" y="${n(ground - height * 0.12)}" width="${n(height * 0.04)}" height="${n(height * 0.12)}" fill="${C.trunk}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ground - height * 0.56)}" rx="${n(height * 0.11)}" ry="${n(height * 0.48)}" fill="${C.cypress}"/>`
  );
}

function palm(x: number, ground: number, height: number, lean = 1): string {
  const topX = x + lean * height * 0.18;
  const topY = ground - height;
  const fronds: string[] = [];
  const angles = [-160, -125, -90, -55, -20, 15, 195];
  for (const angle of angles) {
    const rad = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * height * 0.42;
    const ey = topY + Math.sin(rad) * height * 0.26 + height * 0.12;
    const mx = topX + Math.cos(rad) * height * 0.22;
    const my = topY + Math.sin(rad) * height * 0.22 - height * 0.04;
    fronds.push(`M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - height * 0.05)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + height * 0.04)} ${n(topX)} ${n(topY)}Z`);
  }
  return (
    `<path d="M${n(x)} ${n(ground)}Q${n(x + lean * height * 0.02)} ${n(ground - height * 0.6)} ${n(topX)} ${n(topY)}" fill="none" stroke="#8a6a4a" stroke-width="${n(height * 0.05)}" stroke-linecap="round"/>` +
    `<path d="${fronds.join("")}" fill="#5f8a4a"/>`
  );
}

function bush(x: number, ground: number, size: number, color: string, flowers?: string): string {
  let out =
    `<ellipse cx="${n(x)}" cy="${n(ground - size * 0.35)}" rx="${n(size * 0.6)}" ry="${n(size * 0.4)}" fill="${color}"/>` +
    `<ellipse cx="${n(x + size * 0.35)}" cy="${n(ground - size * 0.25)}" rx="${n(size * 0.4)}" ry="${n(size * 0.28)}" fill="${color}"/>`;
  if (flowers) {
    const rand = random(`${x}/${ground}`);
    const dots: string[] = [];
    for (let index = 0; index < 9; index++) {
      dots.push(`<circle cx="${n(x + (rand() - 0.4) * size)}" cy="${n(ground - size * (0.15 + rand() * 0.5))}" r="${n(size * 0.07)}"/>`);
    }
    out += `<g fill="${flowers}">${dots.join("")}</g>`;
  }
  return out;
}

/** A white Mediterranean house with a terracotta roof; x is the left wall. */
function house(x: number, ground: number, width: number, height: number, litWindows = false): string {
  const roof = height * 0.32;
  const windowColor = litWindows ? "#ffd98a" : C.shutter;
  const windows: string[] = [];
  const count = Math.max(2, Math.round(width / (height * 0.7)));
  for (let index = 0; index < count; index++) {
    const wx = x + width * ((index + 0.5) / (count + 1)) - height * 0.08;
    windows.push(
      `<rect x="${n(wx)}" y="${n(ground - height * 0.62)}" width="${n(height * 0.16)}" height="${n(height * 0.2)}" rx="${n(height * 0.02)}" fill="${windowColor}"/>`,
    );
  }
  const doorX = x + width * (count / (count + 1)) + height * 0.02;
  return (
    `<rect x="${n(x)}" y="${n(ground - height)}" width="${n(width)}" height="${n(height)}" fill="${C.wall}"/>` +
    `<rect x="${n(x)}" y="${n(ground - height * 0.12)}" width="${n(width)}" height="${n(height * 0.12)}" fill="#e8d8bf"/>` +
    `<path d="M${n(x - height * 0.1)} ${n(ground - height)}L${n(x + width * 0.12)} ${n(ground - height - roof)}H${n(x + width * 0.88)}L${n(x + width + height * 0.1)} ${n(ground - height)}Z" fill="${C.terracotta}"/>` +
    `<rect x="${n(x + width * 0.7)}" y="${n(ground - height - roof * 1.25)}" width="${n(height * 0.1)}" height="${n(roof * 0.6)}" fill="${C.wall}"/>` +
    windows.join("") +
    `<path d="M${n(doorX)} ${n(ground)}V${n(ground - height * 0.4)}a${n(height * 0.1)} ${n(height * 0.1)} 0 0 1 ${n(height * 0.2)} 0V${n(ground)}Z" fill="${C.woodDark}"/>`
  );
}

/** A small wooden hut with a pitched roof; x is the left wall. */
function hut(x: number, ground: number, width: number): string {
  const height = width * 0.6;
  return (
    `<rect x="${n(x)}" y="${n(ground - height)}" width="${n(width)}" height="${n(height)}" fill="${C.wood}"/>` +
    `<path d="M${n(x + width * 0.2)} ${n(ground - height)}V${n(ground)}M${n(x + width * 0.8)} ${n(ground - height)}V${n(ground)}" stroke="${C.woodDark}" stroke-opacity="0.4" stroke-width="${n(width * 0.02)}"/>` +
    `<path d="M${n(x - width * 0.08)} ${n(ground - height)}L${n(x + width / 2)} ${n(ground - height - width * 0.35)}L${n(x + width * 1.08)} ${n(ground - height)}Z" fill="${C.woodDark}"/>` +
    `<path d="M${n(x + width * 0.36)} ${n(ground)}V${n(ground - height * 0.55)}a${n(width * 0.14)} ${n(width * 0.14)} 0 0 1 ${n(width * 0.28)} 0V${n(ground)}Z" fill="#3b2a20"/>`
  );
}

/** A run's fence seen from the side: posts and wires between x1 and x2. */
function fence(x1: number, x2: number, ground: number, height: number, color = "#8b6b4a"): string {
  const posts: string[] = [];
  const gap = height * 0.9;
  for (let x = x1; x <= x2 + 0.1; x += gap) posts.push(`M${n(x)} ${n(ground)}V${n(ground - height)}`);
  return (
    `<path d="${posts.join("")}" stroke="${color}" stroke-width="${n(height * 0.08)}" stroke-linecap="round"/>` +
    `<path d="M${n(x1)} ${n(ground - height * 0.45)}H${n(x2)}M${n(x1)} ${n(ground - height * 0.85)}H${n(x2)}" stroke="${color}" stroke-opacity="0.7" stroke-width="${n(height * 0.035)}"/>`
  );
}

function bench(x: number, ground: number, width: number): string {
  const seat = ground - width * 0.22;
  return (
    `<path d="M${n(x + width * 0.1)} ${n(ground)}V${n(seat)}M${n(x + width * 0.9)} ${n(ground)}V${n(seat)}" stroke="${C.woodDark}" stroke-width="${n(width * 0.04)}"/>` +
    `<rect x="${n(x)}" y="${n(seat - width * 0.04)}" width="${n(width)}" height="${n(width * 0.05)}" rx="${n(width * 0.015)}" fill="${C.wood}"/>` +
    `<rect x="${n(x)}" y="${n(seat - width * 0.28)}" width="${n(width)}" height="${n(width * 0.05)}" rx="${n(width * 0.015)}" fill="${C.wood}"/>` +
    `<rect x="${n(x)}" y="${n(seat - width * 0.18)}" width="${n(width)}" height="${n(width * 0.05)}" rx="${n(width * 0.015)}" fill="${C.wood}"/>`
  );
}

/** The seat height of a bench drawn with {@link bench}. */
function benchSeat(ground: number, width: number): number {
  return ground - width * 0.26;
}

function road(width: number, top: number, bottom: number): string {
  const middle = (top + bottom) / 2;
  return (
    `<rect y="${n(top)}" width="${width}" height="${n(bottom - top)}" fill="${C.road}"/>` +
    `<rect y="${n(top)}" width="${width}" height="${n((bottom - top) * 0.08)}" fill="#a39a90"/>` +
    `<path d="M0 ${n(middle)}H${width}" stroke="#f4ead8" stroke-width="${n((bottom - top) * 0.06)}" stroke-dasharray="${n(width / 30)} ${n(width / 40)}"/>`
  );
}

function blanket(x: number, ground: number, width: number, color: string, stripe: string): string {
  const height = width * 0.12;
  return (
    `<rect x="${n(x)}" y="${n(ground - height)}" width="${n(width)}" height="${n(height)}" rx="${n(height * 0.45)}" fill="${color}"/>` +
    `<path d="M${n(x + width * 0.2)} ${n(ground - height)}v${n(height)}M${n(x + width * 0.5)} ${n(ground - height)}v${n(height)}M${n(x + width * 0.8)} ${n(ground - height)}v${n(height)}" stroke="${stripe}" stroke-width="${n(width * 0.04)}"/>`
  );
}

function signpost(x: number, ground: number, height: number): string {
  const w = height * 0.45;
  return (
    `<rect x="${n(x - height * 0.03)}" y="${n(ground - height)}" width="${n(height * 0.06)}" height="${n(height)}" fill="${C.woodDark}"/>` +
    `<path d="M${n(x)} ${n(ground - height * 0.92)}h${n(w)}l${n(height * 0.08)} ${n(height * 0.07)}l${n(-height * 0.08)} ${n(height * 0.07)}h${n(-w)}Z" fill="${C.wood}"/>` +
    `<path d="M${n(x)} ${n(ground - height * 0.7)}h${n(-w)}l${n(-height * 0.08)} ${n(height * 0.07)}l${n(height * 0.08)} ${n(height * 0.07)}h${n(w)}Z" fill="#c98b5a"/>` +
    `<path d="M${n(x)} ${n(ground - height * 0.48)}h${n(w * 0.8)}l${n(height * 0.08)} ${n(height * 0.07)}l${n(-height * 0.08)} ${n(height * 0.07)}h${n(-w * 0.8)}Z" fill="${C.wood}"/>` +
    // little paw prints instead of words
    paw(x + w * 0.45, ground - height * 0.85, height * 0.05, "#f6ecdc") +
    paw(x - w * 0.5, ground - height * 0.63, height * 0.05, "#f6ecdc") +
    paw(x + w * 0.38, ground - height * 0.41, height * 0.05, "#f6ecdc")
  );
}

function paw(x: number, y: number, size: number, color: string): string {
  return (
    `<g fill="${color}"><ellipse cx="${n(x)}" cy="${n(y + size * 0.35)}" rx="${n(size * 0.55)}" ry="${n(size * 0.45)}"/>` +
    `<circle cx="${n(x - size * 0.6)}" cy="${n(y - size * 0.2)}" r="${n(size * 0.22)}"/>` +
    `<circle cx="${n(x - size * 0.22)}" cy="${n(y - size * 0.55)}" r="${n(size * 0.24)}"/>` +
    `<circle cx="${n(x + size * 0.22)}" cy="${n(y - size * 0.55)}" r="${n(size * 0.24)}"/>` +
    `<circle cx="${n(x + size * 0.6)}" cy="${n(y - size * 0.2)}" r="${n(size * 0.22)}"/></g>`
  );
}

// ---------------------------------------------------------------- animals and people

/** The first variant of a seed that gives a sitting dog (portraits are busts, not for scenes). */
function sittingSeed(seed: string): string {
  for (let index = 0; ; index++) {
    const candidate = `${seed}#${index}`;
    if (dogLook(candidate).pose === "sitting") return candidate;
  }
}

/** One of the demo dogs, sitting, without its background; x is the centre, ground the line it sits on. */
function dog(seed: string, x: number, ground: number, size: number): string {
  const drawing = drawDogSvg(sittingSeed(seed), size);
  const body = drawing.slice(drawing.indexOf('<g transform="'), drawing.lastIndexOf("</svg>"));
  return `<svg x="${n(x - size / 2)}" y="${n(ground - size * 0.94)}" width="${size}" height="${size}" viewBox="0 0 200 200">${body}</svg>`;
}

interface LyingCoat {
  fur: string;
  dark: string;
  light: string;
}

const LYING_COATS: Record<string, LyingCoat> = {
  golden: { fur: "#d9a35b", dark: "#a86f2c", light: "#efe3cf" },
  black: { fur: "#4d4542", dark: "#2e2826", light: "#c9c2ba" },
  brown: { fur: "#8c6a4f", dark: "#5a4231", light: "#e0d6c8" },
  cream: { fur: "#efdfc2", dark: "#c9a67a", light: "#fbf6ee" },
  grey: { fur: "#9aa1a8", dark: "#656c73", light: "#e6e6e3" },
};

/** A dog lying down asleep (old dogs: grey muzzle), head to the left unless flipped; x is the centre. */
function lyingDog(x: number, ground: number, length: number, coat: LyingCoat, flip = false): string {
  const L = length;
  const parts = [
    `<ellipse cx="0" cy="0" rx="${n(L * 0.5)}" ry="${n(L * 0.04)}" fill="#000000" fill-opacity="0.1"/>`,
    `<path d="M${n(L * 0.34)} ${n(-L * 0.08)}Q${n(L * 0.55)} ${n(-L * 0.04)} ${n(L * 0.5)} ${n(-L * 0.01)}" fill="none" stroke="${coat.fur}" stroke-width="${n(L * 0.05)}" stroke-linecap="round"/>`,
    `<ellipse cx="${n(L * 0.05)}" cy="${n(-L * 0.13)}" rx="${n(L * 0.33)}" ry="${n(L * 0.13)}" fill="${coat.fur}"/>`,
    `<ellipse cx="${n(L * 0.22)}" cy="${n(-L * 0.1)}" rx="${n(L * 0.14)}" ry="${n(L * 0.1)}" fill="${coat.dark}" fill-opacity="0.35"/>`,
    `<rect x="${n(-L * 0.5)}" y="${n(-L * 0.06)}" width="${n(L * 0.32)}" height="${n(L * 0.06)}" rx="${n(L * 0.03)}" fill="${coat.fur}"/>`,
    `<ellipse cx="${n(-L * 0.47)}" cy="${n(-L * 0.03)}" rx="${n(L * 0.05)}" ry="${n(L * 0.03)}" fill="${coat.light}"/>`,
    `<ellipse cx="${n(-L * 0.3)}" cy="${n(-L * 0.16)}" rx="${n(L * 0.13)}" ry="${n(L * 0.11)}" fill="${coat.fur}"/>`,
    `<ellipse cx="${n(-L * 0.42)}" cy="${n(-L * 0.12)}" rx="${n(L * 0.09)}" ry="${n(L * 0.06)}" fill="${coat.light}"/>`,
    `<ellipse cx="${n(-L * 0.5)}" cy="${n(-L * 0.14)}" rx="${n(L * 0.025)}" ry="${n(L * 0.02)}" fill="${C.ink}"/>`,
    `<path d="M${n(-L * 0.36)} ${n(-L * 0.2)}q${n(L * 0.03)} ${n(L * 0.02)} ${n(L * 0.06)} 0" fill="none" stroke="${C.ink}" stroke-width="${n(L * 0.012)}" stroke-linecap="round"/>`,
    `<path d="M${n(-L * 0.26)} ${n(-L * 0.25)}C${n(-L * 0.16)} ${n(-L * 0.26)} ${n(-L * 0.12)} ${n(-L * 0.14)} ${n(-L * 0.18)} ${n(-L * 0.08)}C${n(-L * 0.22)} ${n(-L * 0.12)} ${n(-L * 0.24)} ${n(-L * 0.18)} ${n(-L * 0.26)} ${n(-L * 0.25)}Z" fill="${coat.dark}"/>`,
  ];
  return `<g transform="translate(${n(x)} ${n(ground)})${flip ? " scale(-1 1)" : ""}">${parts.join("")}</g>`;
}

interface GoatCoat {
  main: string;
  patch?: string;
  head?: string;
}

const GOATS: readonly GoatCoat[] = [
  { main: "#f4efe6", patch: "#c9b8a3" },
  { main: "#8a5a3b", head: "#f1e6d6" },
  { main: "#3f3531", patch: "#f1e6d6" },
  { main: "#e8d7bb" },
  { main: "#b0774a", patch: "#3f3531" },
];

/** A goat in side view, head to the left unless flipped; x is the centre. */
function goat(x: number, ground: number, size: number, coat: GoatCoat, flip = false, grazing = false): string {
  const s = size;
  const head = coat.head ?? coat.main;
  const legs = [-0.22, -0.12, 0.14, 0.24].map((dx) => `M${n(dx * s)} ${n(-0.38 * s)}V0`).join("");
  const headY = grazing ? -0.2 : -0.78;
  const neck = grazing
    ? `<path d="M${n(-0.18 * s)} ${n(-0.55 * s)}L${n(-0.34 * s)} ${n(-0.24 * s)}L${n(-0.26 * s)} ${n(-0.2 * s)}L${n(-0.08 * s)} ${n(-0.42 * s)}Z" fill="${coat.main}"/>`
    : `<path d="M${n(-0.22 * s)} ${n(-0.5 * s)}L${n(-0.34 * s)} ${n(-0.78 * s)}L${n(-0.24 * s)} ${n(-0.82 * s)}L${n(-0.1 * s)} ${n(-0.45 * s)}Z" fill="${coat.main}"/>`;
  const parts = [
    `<ellipse cx="0" cy="0" rx="${n(0.34 * s)}" ry="${n(0.035 * s)}" fill="#000000" fill-opacity="0.08"/>`,
    `<path d="${legs}" stroke="${coat.main === "#3f3531" ? "#2a2320" : "#5a4636"}" stroke-width="${n(0.045 * s)}" stroke-linecap="round"/>`,
    `<path d="M${n(0.3 * s)} ${n(-0.56 * s)}l${n(0.09 * s)} ${n(-0.1 * s)}l${n(-0.02 * s)} ${n(0.13 * s)}Z" fill="${coat.main}"/>`,
    `<ellipse cx="0" cy="${n(-0.46 * s)}" rx="${n(0.33 * s)}" ry="${n(0.16 * s)}" fill="${coat.main}"/>`,
    coat.patch ? `<ellipse cx="${n(0.1 * s)}" cy="${n(-0.5 * s)}" rx="${n(0.12 * s)}" ry="${n(0.08 * s)}" fill="${coat.patch}"/>` : "",
    neck,
    `<g transform="translate(${n(-0.36 * s)} ${n(headY * s)}) rotate(${grazing ? -65 : -25})">` +
      `<path d="M${n(0.04 * s)} ${n(-0.06 * s)}q${n(0.06 * s)} ${n(-0.12 * s)} ${n(0.16 * s)} ${n(-0.07 * s)}" fill="none" stroke="#8d7b68" stroke-width="${n(0.03 * s)}" stroke-linecap="round"/>` +
      `<ellipse cx="0" cy="0" rx="${n(0.13 * s)}" ry="${n(0.07 * s)}" fill="${head}"/>` +
      `<ellipse cx="${n(0.08 * s)}" cy="${n(0.02 * s)}" rx="${n(0.06 * s)}" ry="${n(0.025 * s)}" fill="${coat.patch ?? "#c9b8a3"}" transform="rotate(30 ${n(0.08 * s)} ${n(0.02 * s)})"/>` +
      `<circle cx="${n(-0.01 * s)}" cy="${n(-0.02 * s)}" r="${n(0.015 * s)}" fill="${C.ink}"/>` +
      `<path d="M${n(-0.1 * s)} ${n(0.05 * s)}l${n(0.01 * s)} ${n(0.08 * s)}l${n(0.04 * s)} ${n(-0.07 * s)}Z" fill="${head}"/>` +
      `</g>`,
  ];
  return `<g transform="translate(${n(x)} ${n(ground)})${flip ? " scale(-1 1)" : ""}">${parts.join("")}</g>`;
}

interface Look {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  hairStyle: "short" | "long" | "bun";
}

const PEOPLE: readonly Look[] = [
  { skin: "#e9b48f", hair: "#4a2f22", shirt: "#0f5e6e", pants: "#3d4a5c", hairStyle: "long" },
  { skin: "#c98b5f", hair: "#1f1a17", shirt: "#c2531f", pants: "#4a3f36", hairStyle: "short" },
  { skin: "#f2c9a8", hair: "#b9854a", shirt: "#e7b547", pants: "#36506b", hairStyle: "bun" },
  { skin: "#8d5b3e", hair: "#1f1a17", shirt: "#6f8f4e", pants: "#3b3330", hairStyle: "short" },
  { skin: "#e3a983", hair: "#9c9189", shirt: "#9a3412", pants: "#57534e", hairStyle: "short" },
  { skin: "#f0bf9b", hair: "#6b3b22", shirt: "#5f86a8", pants: "#44403c", hairStyle: "long" },
];

type PersonPose = "stand" | "walk" | "sit" | "crouch";

/**
 * A friendly, faceless figure; x is the centre, ground the line the feet stand
 * on, height the standing height. `hand` points the front arm (leash, bowl).
 * Returns the drawing and where the front hand ended up.
 */
function person(x: number, ground: number, height: number, look: Look, pose: PersonPose, hand?: { x: number; y: number }, seat?: number) {
  const h = height;
  const head = h * 0.085;
  const hipY = pose === "sit" ? (seat ?? ground - h * 0.25) : pose === "crouch" ? ground - h * 0.2 : ground - h * 0.45;
  const top = hipY - h * 0.55;
  const headY = top + head;
  const shoulderY = top + h * 0.22;
  const legWidth = h * 0.095;
  let legs: string;
  if (pose === "walk") {
    legs = `M${n(x - h * 0.02)} ${n(hipY)}L${n(x - h * 0.12)} ${n(ground - legWidth / 2)}M${n(x + h * 0.02)} ${n(hipY)}L${n(x + h * 0.11)} ${n(ground - legWidth / 2)}`;
  } else if (pose === "sit") {
    legs = `M${n(x - h * 0.04)} ${n(hipY - legWidth / 2)}H${n(x + h * 0.2)}V${n(ground - legWidth / 2)}M${n(x + h * 0.02)} ${n(hipY - legWidth / 2)}H${n(x + h * 0.24)}V${n(ground - legWidth / 2)}`;
  } else if (pose === "crouch") {
    legs = `M${n(x - h * 0.03)} ${n(hipY)}L${n(x + h * 0.12)} ${n(hipY - h * 0.08)}L${n(x + h * 0.1)} ${n(ground - legWidth / 2)}M${n(x - h * 0.02)} ${n(hipY)}L${n(x - h * 0.12)} ${n(ground - legWidth / 2)}`;
  } else {
    legs = `M${n(x - h * 0.045)} ${n(hipY)}V${n(ground - legWidth / 2)}M${n(x + h * 0.045)} ${n(hipY)}V${n(ground - legWidth / 2)}`;
  }
  const feet =
    pose === "sit"
      ? [x + h * 0.22, x + h * 0.26]
      : pose === "walk"
        ? [x - h * 0.12, x + h * 0.11]
        : pose === "crouch"
          ? [x + h * 0.12, x - h * 0.12]
          : [x - h * 0.045, x + h * 0.045];
  const shoes = feet
    .map((fx) => `<ellipse cx="${n(fx + h * 0.02)}" cy="${n(ground - h * 0.015)}" rx="${n(h * 0.05)}" ry="${n(h * 0.022)}"/>`)
    .join("");
  const torsoWidth = h * 0.25;
  const torso = `<rect x="${n(x - torsoWidth / 2)}" y="${n(shoulderY - h * 0.03)}" width="${n(torsoWidth)}" height="${n(hipY - shoulderY + h * 0.07)}" rx="${n(h * 0.08)}" fill="${look.shirt}"/>`;
  const shoulder = { x: x + torsoWidth * 0.32, y: shoulderY + h * 0.03 };
  const armLength = h * 0.34;
  let handPoint = { x: shoulder.x + h * 0.03, y: shoulder.y + armLength };
  if (hand) {
    const dx = hand.x - shoulder.x;
    const dy = hand.y - shoulder.y;
    const distance = Math.hypot(dx, dy) || 1;
    const reach = Math.min(distance, armLength);
    handPoint = { x: shoulder.x + (dx / distance) * reach, y: shoulder.y + (dy / distance) * reach };
  }
  const backArm = { x: x - torsoWidth * 0.32, y: shoulderY + h * 0.03 };
  const backHand = pose === "sit" ? { x: x + h * 0.06, y: hipY - h * 0.06 } : { x: backArm.x - h * 0.04, y: backArm.y + armLength * 0.95 };
  const hairParts: string[] = [];
  if (look.hairStyle === "long") {
    hairParts.push(`<rect x="${n(x - head * 1.08)}" y="${n(headY - head * 0.2)}" width="${n(head * 2.16)}" height="${n(head * 2)}" rx="${n(head * 0.8)}" fill="${look.hair}"/>`);
  }
  const cap = `<path d="M${n(x - head * 1.04)} ${n(headY + head * 0.1)}A${n(head * 1.04)} ${n(head * 1.04)} 0 0 1 ${n(x + head * 1.04)} ${n(headY + head * 0.1)}Q${n(x)} ${n(headY - head * 0.5)} ${n(x - head * 1.04)} ${n(headY + head * 0.1)}Z" fill="${look.hair}"/>`;
  const bun = look.hairStyle === "bun" ? `<circle cx="${n(x + head * 0.2)}" cy="${n(headY - head * 1.05)}" r="${n(head * 0.45)}" fill="${look.hair}"/>` : "";
  const svg =
    `<g>` +
    `<ellipse cx="${n(x)}" cy="${n(ground)}" rx="${n(h * 0.16)}" ry="${n(h * 0.02)}" fill="#000000" fill-opacity="0.1"/>` +
    `<path d="M${n(backArm.x)} ${n(backArm.y)}L${n(backHand.x)} ${n(backHand.y)}" stroke="${look.shirt}" stroke-width="${n(h * 0.07)}" stroke-linecap="round" stroke-opacity="0.85"/>` +
    `<circle cx="${n(backHand.x)}" cy="${n(backHand.y)}" r="${n(h * 0.033)}" fill="${look.skin}"/>` +
    hairParts.join("") +
    `<path d="${legs}" fill="none" stroke="${look.pants}" stroke-width="${n(legWidth)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="#3b2a20">${shoes}</g>` +
    `<rect x="${n(x - h * 0.025)}" y="${n(headY + head * 0.7)}" width="${n(h * 0.05)}" height="${n(h * 0.06)}" fill="${look.skin}"/>` +
    torso +
    `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(head)}" fill="${look.skin}"/>` +
    cap +
    bun +
    `<path d="M${n(shoulder.x)} ${n(shoulder.y)}L${n(handPoint.x)} ${n(handPoint.y)}" stroke="${look.shirt}" stroke-width="${n(h * 0.07)}" stroke-linecap="round"/>` +
    `<circle cx="${n(handPoint.x)}" cy="${n(handPoint.y)}" r="${n(h * 0.035)}" fill="${look.skin}"/>` +
    `</g>`;
  return { svg, hand: handPoint };
}

function leash(from: { x: number; y: number }, to: { x: number; y: number }, color = "#c2531f"): string {
  const sag = Math.abs(to.x - from.x) * 0.25 + 10;
  return `<path d="M${n(from.x)} ${n(from.y)}Q${n((from.x + to.x) / 2)} ${n(Math.max(from.y, to.y) + sag)} ${n(to.x)} ${n(to.y)}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
}

/** Where a sitting demo dog's collar is, for a leash. */
function collar(x: number, ground: number, size: number): { x: number; y: number } {
  return { x, y: ground - size * 0.94 + size * 0.62 };
}

/** A van with a paw on its side, facing right; x is the rear end. */
function van(x: number, ground: number, length: number, body = "#f6f1e8"): string {
  const L = length;
  const bottom = ground - L * 0.09;
  const height = L * 0.42;
  const top = bottom - height;
  return (
    `<ellipse cx="${n(x + L / 2)}" cy="${n(ground)}" rx="${n(L * 0.55)}" ry="${n(L * 0.03)}" fill="#000000" fill-opacity="0.15"/>` +
    `<path d="M${n(x)} ${n(bottom)}V${n(top + L * 0.05)}Q${n(x)} ${n(top)} ${n(x + L * 0.05)} ${n(top)}H${n(x + L * 0.7)}L${n(x + L * 0.88)} ${n(top + height * 0.45)}Q${n(x + L)} ${n(top + height * 0.5)} ${n(x + L)} ${n(top + height * 0.65)}V${n(bottom)}Z" fill="${body}"/>` +
    `<path d="M${n(x + L * 0.72)} ${n(top + L * 0.03)}L${n(x + L * 0.85)} ${n(top + height * 0.43)}H${n(x + L * 0.72)}Z" fill="#5d8fa0"/>` +
    `<rect x="${n(x + L * 0.06)}" y="${n(top + L * 0.04)}" width="${n(L * 0.26)}" height="${n(height * 0.32)}" rx="${n(L * 0.015)}" fill="#5d8fa0"/>` +
    `<rect x="${n(x + L * 0.36)}" y="${n(top + L * 0.04)}" width="${n(L * 0.3)}" height="${n(height * 0.32)}" rx="${n(L * 0.015)}" fill="#5d8fa0"/>` +
    `<rect x="${n(x)}" y="${n(bottom - height * 0.3)}" width="${n(L)}" height="${n(height * 0.12)}" fill="${C.brand}"/>` +
    paw(x + L * 0.45, top + height * 0.58, L * 0.05, C.brand) +
    `<rect x="${n(x + L * 0.955)}" y="${n(top + height * 0.66)}" width="${n(L * 0.04)}" height="${n(height * 0.08)}" rx="${n(L * 0.01)}" fill="#ffd98a"/>` +
    `<rect x="${n(x - L * 0.01)}" y="${n(bottom - height * 0.08)}" width="${n(L * 1.02)}" height="${n(height * 0.08)}" rx="${n(L * 0.01)}" fill="#6b625a"/>` +
    [0.2, 0.8]
      .map(
        (position) =>
          `<circle cx="${n(x + L * position)}" cy="${n(bottom)}" r="${n(L * 0.09)}" fill="#2b2521"/><circle cx="${n(x + L * position)}" cy="${n(bottom)}" r="${n(L * 0.04)}" fill="#b8b0a6"/>`,
      )
      .join("")
  );
}

function bowl(x: number, ground: number, width: number, color: string): string {
  return (
    `<path d="M${n(x - width / 2)} ${n(ground - width * 0.3)}H${n(x + width / 2)}L${n(x + width * 0.36)} ${n(ground)}H${n(x - width * 0.36)}Z" fill="${color}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ground - width * 0.3)}" rx="${n(width / 2)}" ry="${n(width * 0.08)}" fill="#8a5a3b"/>`
  );
}

// ---------------------------------------------------------------- scenes

type Scene = (width: number, height: number) => string[];

const sunsetSky = ["#f6b26b", "#f9d7a5", "#fdebd0"];
const daySky = ["#bfe0ec", "#e3f1f2", "#fbeedb"];
const goldenSky = ["#f9d9a8", "#fbe7c6", "#fdf3e1"];

const scenes: Record<PageImageKey, Scene> = {
  homeHero: (W, H) => {
    const g = H * 0.86;
    const walker = person(1080, g, 250, PEOPLE[0]!, "walk", { x: 1180, y: g - 120 });
    const dogA = { x: 1250, size: 150 };
    return [
      sky(W, H, sunsetSky),
      sun(1500, 190, 80),
      cloud(420, 120, 120),
      cloud(1750, 90, 90),
      mountains(W, H, H * 0.5, 90, "#d39a6a", "home-mountains"),
      sea(W, H * 0.55, H * 0.72, "home-sea"),
      sailboat(620, H * 0.6, 60),
      sailboat(1720, H * 0.64, 40),
      ridge(W, H, H * 0.76, 14, "#e8c48f", "home-beach"),
      ridge(W, H, H * 0.9, 10, "#dcae73", "home-sand"),
      palm(240, g + 10, 300, 1),
      palm(330, g + 20, 240, -1),
      cypress(1860, g, 240),
      walker.svg,
      leash(walker.hand, collar(dogA.x, g, dogA.size)),
      dog("home-walker-dog", dogA.x, g, dogA.size),
      dog("home-dog-2", 1480, g + 10, 140),
      dog("home-dog-3", 1620, g + 20, 120),
    ];
  },
  adoptionHero: (W, H) => {
    const g = H * 0.88;
    const a = person(1120, g, 250, PEOPLE[1]!, "stand", { x: 1180, y: g - 110 });
    const b = person(1300, g, 230, PEOPLE[2]!, "crouch", { x: 1380, y: g - 90 });
    return [
      sky(W, H, daySky),
      sun(300, 140, 60, "#fff6dc"),
      cloud(700, 110, 110),
      cloud(1500, 80, 80),
      ridge(W, H, H * 0.55, 40, "#b7c98a", "adopt-hills"),
      ridge(W, H, H * 0.72, 20, C.grass, "adopt-meadow"),
      house(1420, g - 30, 360, 210),
      bush(1400, g - 20, 60, C.grassDark, "#d9587f"),
      oliveTree(780, g - 20, 240, "adopt-olive"),
      fence(0, 620, g - 10, 60),
      ridge(W, H, H * 0.86, 8, "#a8b96e", "adopt-front"),
      a.svg,
      b.svg,
      dog("adoption-new-dog", 1230, g + 8, 170),
      bush(1860, g + 10, 80, C.grassDark, "#f4c542"),
    ];
  },
  fosterHero: (W, H) => {
    const g = H * 0.88;
    const benchX = 1060;
    const seat = benchSeat(g, 300);
    const sitter = person(1120, g, 250, PEOPLE[5]!, "sit", { x: 1230, y: seat - 60 }, seat);
    return [
      sky(W, H, ["#f2a66a", "#f8cf9e", "#fde8cc"]),
      sun(400, 200, 70),
      ridge(W, H, H * 0.6, 30, "#c99a6c", "foster-hills"),
      ridge(W, H, H * 0.74, 16, "#c9b47a", "foster-garden"),
      house(720, g - 20, 720, 330, true),
      bush(700, g - 15, 70, C.grassDark, "#d9587f"),
      bush(1480, g - 15, 60, C.grassDark),
      oliveTree(1700, g, 300, "foster-olive"),
      ridge(W, H, H * 0.87, 8, "#b6a66c", "foster-front"),
      bench(benchX, g, 300),
      sitter.svg,
      dog("foster-bench-dog", 1250, seat + 10, 130),
      lyingDog(900, g + 20, 200, LYING_COATS.golden!),
    ];
  },
  donationsHero: (W, H) => {
    const g = H * 0.84;
    return [
      sky(W, H, goldenSky),
      sun(1500, 170, 70),
      cloud(500, 100, 110),
      mountains(W, H, H * 0.52, 110, "#d8ad85", "don-mountains", 6),
      ridge(W, H, H * 0.62, 30, "#c9a874", "don-hills"),
      oliveTree(300, H * 0.7, 160, "don-olive-1"),
      oliveTree(520, H * 0.71, 120, "don-olive-2"),
      cypress(1660, H * 0.7, 170),
      cypress(1710, H * 0.71, 140),
      ridge(W, H, H * 0.72, 6, "#d9c08a", "don-field"),
      road(W, H * 0.74, H * 0.9),
      van(880, g, 420),
      ridge(W, H, H * 0.93, 6, "#c9a874", "don-verge"),
      bush(160, H, 70, C.grassDark),
      bush(1800, H, 90, C.grassDark, "#f4c542"),
    ];
  },
  aboutHero: (W, H) => {
    const g = H * 0.84;
    const a = person(1000, g, 240, PEOPLE[3]!, "stand", { x: 940, y: g - 120 });
    const b = person(1180, g, 225, PEOPLE[0]!, "stand");
    const c = person(1350, g, 245, PEOPLE[4]!, "stand", { x: 1440, y: g - 110 });
    return [
      sky(W, H, daySky),
      sun(1650, 150, 70, "#fff6dc"),
      cloud(300, 120, 130),
      sea(W, H * 0.5, H * 0.75, "about-sea"),
      sailboat(400, H * 0.58, 50),
      ridge(W, H, H * 0.74, 30, "#c9b47a", "about-hill"),
      ridge(W, H, H * 0.86, 10, "#b6a66c", "about-top"),
      cypress(1620, g, 220),
      oliveTree(640, g, 220, "about-olive"),
      a.svg,
      b.svg,
      c.svg,
      leash(a.hand, collar(880, g + 6, 140)),
      dog("about-dog-1", 880, g + 6, 140),
      dog("about-dog-2", 1265, g + 12, 120),
      leash(c.hand, collar(1480, g + 6, 150)),
      dog("about-dog-3", 1480, g + 6, 150),
    ];
  },
  membershipHero: (W, H) => {
    const g = H * 0.86;
    const parts = [
      sky(W, H, goldenSky),
      sun(250, 150, 70),
      mountains(W, H, H * 0.55, 80, "#d8ad85", "member-mountains"),
      ridge(W, H, H * 0.64, 20, "#c9b47a", "member-field"),
    ];
    for (let index = 0; index < 9; index++) parts.push(oliveTree(60 + index * 230, H * 0.7, 150, `member-olive-${index}`));
    parts.push(ridge(W, H, H * 0.76, 6, C.sand, "member-path"), ridge(W, H, H * 0.92, 6, C.sandDark, "member-front"));
    const walkers = [640, 940, 1240, 1540];
    walkers.forEach((x, index) => {
      const p = person(x, g, 230 + (index % 2) * 20, PEOPLE[index + 1]!, "walk", { x: x + 100, y: g - 110 });
      const size = 120 + (index % 3) * 15;
      parts.push(p.svg, leash(p.hand, collar(x + 150, g + 4, size)), dog(`member-dog-${index}`, x + 150, g + 4, size));
    });
    return parts;
  },
  hospiceHero: (W, H) => {
    const g = H * 0.88;
    return [
      sky(W, H, sunsetSky),
      sun(1580, 210, 90),
      mountains(W, H, H * 0.55, 70, "#d39a6a", "hospice-mountains"),
      ridge(W, H, H * 0.66, 20, "#d9b27a", "hospice-field"),
      `<ellipse cx="${W * 0.5}" cy="${g}" rx="${W * 0.3}" ry="60" fill="#7a5a3a" fill-opacity="0.18"/>`,
      ridge(W, H, H * 0.82, 8, "#e2c18e", "hospice-ground"),
      oliveTree(960, g - 30, 470, "hospice-olive", 1.8),
      blanket(560, g + 10, 300, "#9a3412", "#c2531f"),
      lyingDog(710, g + 4, 240, LYING_COATS.grey!),
      blanket(900, g + 25, 340, "#0f5e6e", "#3f9aa6"),
      lyingDog(1060, g + 19, 270, LYING_COATS.black!, true),
      blanket(1280, g + 14, 280, "#b7791f", "#e7b547"),
      lyingDog(1420, g + 8, 220, LYING_COATS.cream!),
      bush(260, g + 20, 90, C.grassDark, "#d9587f"),
      bowl(1640, g + 20, 60, "#5f86a8"),
    ];
  },
  fincaHero: (W, H) => {
    const g = H * 0.9;
    const parts = [
      sky(W, H, goldenSky),
      sun(1700, 140, 60),
      cloud(900, 90, 100),
      mountains(W, H, H * 0.46, 110, "#cfa37a", "finca-mountains"),
      mountains(W, H, H * 0.5, 60, "#c48d5e", "finca-hills", 5),
      ridge(W, H, H * 0.56, 12, "#d9bf86", "finca-land"),
      house(180, H * 0.6, 320, 150),
      bush(160, H * 0.6, 40, C.grassDark, "#d9587f"),
      oliveTree(600, H * 0.6, 150, "finca-olive-1"),
      cypress(540, H * 0.6, 150),
    ];
    // the runs: three rows of fences, huts in some of them
    const rowY = [H * 0.64, H * 0.74];
    for (let row = 0; row < rowY.length; row++) {
      const y = rowY[row]!;
      const start = 700 + row * 60;
      for (let index = 0; index < 4 - row; index++) {
        const x = start + index * 270;
        if (row === 0) parts.push(hut(x + 40, y - 2, 70));
        parts.push(fence(x, x + 250, y + 4, 34 + row * 6));
      }
    }
    parts.push(dog("finca-run-dog-1", 900, H * 0.745, 70), dog("finca-run-dog-2", 1340, H * 0.745, 60));
    parts.push(ridge(W, H, H * 0.8, 8, "#c8c27e", "finca-meadow"));
    GOATS.forEach((coat, index) => {
      parts.push(goat(120 + index * 110, H * 0.86 + (index % 2) * 18, 110, coat, index % 2 === 1, index % 3 === 0));
    });
    parts.push(
      oliveTree(1680, g, 330, "finca-olive-2"),
      fence(0, W, g + 30, 60, "#8b6b4a"),
      dog("finca-dog-front-1", 1250, g + 20, 160),
      dog("finca-dog-front-2", 1450, g + 26, 140),
    );
    return parts;
  },
  fincaSitePlan: (W, H) => sitePlan(W, H),
  fincaGoats: (W, H) => {
    const g = H * 0.9;
    return [
      sky(W, H, goldenSky),
      sun(640, 120, 50),
      mountains(W, H, H * 0.48, 90, "#cfa37a", "goats-mountains", 4),
      ridge(W, H, H * 0.6, 16, "#c8c27e", "goats-meadow"),
      oliveTree(140, H * 0.64, 220, "goats-olive"),
      fence(0, W, H * 0.72, 80),
      goat(260, H * 0.8, 190, GOATS[0]!, false, true),
      goat(520, H * 0.78, 170, GOATS[1]!, true),
      goat(690, H * 0.86, 150, GOATS[2]!, false, true),
      goat(380, H * 0.95, 200, GOATS[4]!, true),
      dog("goats-watching-dog", 640, g + 40, 190),
    ];
  },
  residenciaHero: (W, H) => {
    const g = H * 0.9;
    const parts = [
      sky(W, H, daySky),
      sun(300, 130, 60, "#fff6dc"),
      cloud(1300, 100, 120),
      mountains(W, H, H * 0.5, 150, "#a9a38f", "res-montsia", 5),
      ridge(W, H, H * 0.56, 6, "#b9c98a", "res-fields-far"),
      `<path d="M0 ${H * 0.6}H${W}M0 ${H * 0.63}H${W}" stroke="#9fb774" stroke-width="6"/>`,
      ridge(W, H, H * 0.64, 4, "#cdd89a", "res-fields"),
      house(620, H * 0.7, 520, 150),
      house(1160, H * 0.7, 260, 120),
      cypress(560, H * 0.7, 170),
      palm(1500, H * 0.71, 200, 1),
      ridge(W, H, H * 0.72, 4, "#e3cf9f", "res-yard"),
    ];
    parts.push(
      dog("res-dog-1", 330, g - 6, 150),
      dog("res-dog-2", 700, g - 6, 140),
      dog("res-dog-3", 1010, g - 6, 160),
      dog("res-dog-4", 1340, g - 6, 140),
      dog("res-dog-5", 1660, g - 6, 150),
    );
    for (let index = 0; index < 5; index++) {
      const x = 160 + index * 330;
      parts.push(fence(x, x + 300, g + 4, 70));
    }
    parts.push(
      ridge(W, H, H * 0.93, 4, "#d9bf86", "res-front"),
    );
    return parts;
  },
  residenciaImpressions1: (W, H) => {
    const g = H * 0.88;
    return [
      sky(W, H, daySky),
      sun(660, 110, 50, "#fff6dc"),
      ridge(W, H, H * 0.5, 10, "#b9c98a", "imp1-fields"),
      house(60, H * 0.56, 300, 120),
      ridge(W, H, H * 0.58, 4, "#e3cf9f", "imp1-yard"),
      fence(0, W, H * 0.66, 90),
      dog("imp1-dog-1", 190, g, 230),
      dog("imp1-dog-2", 420, g - 30, 200),
      dog("imp1-dog-3", 630, g + 10, 240),
      `<circle cx="520" cy="${g - 10}" r="18" fill="#e7b547"/>`,
    ];
  },
  residenciaImpressions2: (W, H) => {
    const g = H * 0.9;
    const carer = person(260, g, 420, PEOPLE[0]!, "stand", { x: 380, y: g - 200 });
    return [
      sky(W, H, goldenSky),
      ridge(W, H, H * 0.55, 10, "#cdd89a", "imp2-fields"),
      house(430, H * 0.6, 320, 120),
      ridge(W, H, H * 0.62, 4, "#e3cf9f", "imp2-yard"),
      carer.svg,
      bowl(carer.hand.x + 10, carer.hand.y + 10, 60, "#5f86a8"),
      dog("imp2-dog-1", 480, g + 10, 220),
      dog("imp2-dog-2", 680, g + 20, 200),
      bowl(400, g + 40, 70, "#c2531f"),
      bowl(590, g + 46, 70, "#0f5e6e"),
    ];
  },
  residenciaImpressions3: (W, H) => {
    const g = H * 0.9;
    const walker = person(360, g, 400, PEOPLE[3]!, "walk", { x: 480, y: g - 200 });
    return [
      sky(W, H, daySky),
      sun(640, 120, 44, "#fff6dc"),
      mountains(W, H, H * 0.5, 110, "#a9a38f", "imp3-mountains", 3),
      ridge(W, H, H * 0.56, 6, "#b9c98a", "imp3-fields"),
      `<path d="M0 ${H * 0.62}H${W}M0 ${H * 0.67}H${W}" stroke="#9fb774" stroke-width="8"/>`,
      `<path d="M${W * 0.35} ${H * 0.62}L${W * 0.62} ${H * 0.62}L${W} ${H}H0Z" fill="${C.sand}"/>`,
      walker.svg,
      leash(walker.hand, collar(560, g, 200)),
      dog("imp3-dog-1", 560, g, 200),
      leash(walker.hand, collar(180, g + 20, 180)),
      dog("imp3-dog-2", 180, g + 20, 180),
    ];
  },
  residenciaImpressions4: (W, H) => {
    const g = H * 0.86;
    return [
      sky(W, H, sunsetSky),
      ridge(W, H, H * 0.6, 10, "#d9b27a", "imp4-ground"),
      `<ellipse cx="${W * 0.45}" cy="${g}" rx="${W * 0.42}" ry="40" fill="#7a5a3a" fill-opacity="0.18"/>`,
      hut(420, g - 10, 300),
      oliveTree(140, g, 380, "imp4-olive"),
      blanket(260, g + 40, 380, "#0f5e6e", "#3f9aa6"),
      lyingDog(450, g + 34, 320, LYING_COATS.brown!),
      bowl(700, g + 40, 60, "#c2531f"),
    ];
  },
  transportVan: (W, H) => [
    sky(W, H, goldenSky),
    sun(620, 140, 50),
    mountains(W, H, H * 0.5, 100, "#d8ad85", "van-mountains", 3),
    ridge(W, H, H * 0.6, 20, "#c9a874", "van-hills"),
    cypress(680, H * 0.64, 150),
    oliveTree(120, H * 0.64, 160, "van-olive"),
    road(W, H * 0.68, H * 0.9),
    van(170, H * 0.84, 460),
    ridge(W, H, H * 0.93, 4, "#c9a874", "van-verge"),
  ],
  fosterHome: (W, H) => {
    const g = H * 0.92;
    const seat = g - 150;
    const sitter = person(200, g, 400, PEOPLE[2]!, "sit", { x: 420, y: seat - 110 }, seat);
    return [
      `<rect width="${W}" height="${H}" fill="#f7e7d0"/>`,
      `<rect x="480" y="80" width="240" height="200" rx="8" fill="#bfe0ec"/>`,
      `<path d="M600 80V280M480 180H720" stroke="#f6ecdc" stroke-width="12"/>`,
      `<rect x="80" y="100" width="160" height="110" rx="6" fill="#e7b547"/>`,
      `<path d="M110 190L150 140L180 170L200 150L220 190Z" fill="#9a3412"/>`,
      `<rect y="${g}" width="${W}" height="${H - g}" fill="#c98b5a"/>`,
      `<rect x="40" y="${seat - 150}" width="560" height="150" rx="40" fill="#0f5e6e"/>`,
      `<rect x="20" y="${seat - 10}" width="600" height="110" rx="30" fill="#1f6f7d"/>`,
      `<rect x="60" y="${g - 50}" width="20" height="50" fill="#5a4231"/><rect x="560" y="${g - 50}" width="20" height="50" fill="#5a4231"/>`,
      sitter.svg,
      dog("foster-couch-dog", 450, seat + 20, 220),
      `<rect x="660" y="${g - 150}" width="90" height="150" rx="10" fill="#a86f44"/>`,
      `<path d="M680 ${g - 150}q25-90 50 0" fill="#6f8f4e"/>`,
    ];
  },
  hospiceResting: (W, H) => {
    const g = H * 0.84;
    return [
      sky(W, H, goldenSky),
      ridge(W, H, H * 0.55, 10, "#d9b27a", "rest-ground"),
      `<ellipse cx="${W * 0.5}" cy="${g}" rx="${W * 0.45}" ry="50" fill="#7a5a3a" fill-opacity="0.18"/>`,
      oliveTree(560, g - 30, 420, "rest-olive", 1.4),
      blanket(120, g + 40, 560, "#9a3412", "#c2531f"),
      lyingDog(260, g + 34, 260, LYING_COATS.grey!),
      lyingDog(520, g + 34, 280, LYING_COATS.golden!, true),
    ];
  },
  adoptionWelcome: (W, H) => {
    const g = H * 0.9;
    const crouching = person(300, g, 420, PEOPLE[5]!, "crouch", { x: 470, y: g - 150 });
    return [
      sky(W, H, daySky),
      ridge(W, H, H * 0.55, 20, "#b7c98a", "welcome-hills"),
      house(420, H * 0.66, 340, 170),
      ridge(W, H, H * 0.7, 6, C.grass, "welcome-garden"),
      bush(80, H * 0.72, 70, C.grassDark, "#d9587f"),
      crouching.svg,
      dog("welcome-dog", 560, g + 20, 260),
    ];
  },
  contactHero: (W, H) => {
    const g = H * 0.86;
    const seat = benchSeat(g, 280);
    const sitter = person(1140, g, 240, PEOPLE[4]!, "sit", { x: 1230, y: seat - 50 }, seat);
    return [
      sky(W, H, sunsetSky),
      sun(700, 250, 80),
      sea(W, H * 0.5, H * 0.76, "contact-sea"),
      sailboat(300, H * 0.6, 50),
      sailboat(1600, H * 0.56, 36),
      ridge(W, H, H * 0.78, 10, "#c9b47a", "contact-cliff"),
      palm(1640, g, 300, -1),
      bush(860, g, 80, C.grassDark, "#d9587f"),
      bench(1080, g, 280),
      sitter.svg,
      dog("contact-bench-dog", 1280, seat + 8, 130),
      ridge(W, H, H * 0.93, 4, "#b6a66c", "contact-front"),
    ];
  },
  faqHero: (W, H) => {
    const g = H * 0.88;
    const walker = person(1280, g, 240, PEOPLE[1]!, "stand", { x: 1200, y: g - 100 });
    return [
      sky(W, H, goldenSky),
      sun(1600, 160, 70),
      cloud(600, 100, 110),
      mountains(W, H, H * 0.55, 90, "#d8ad85", "faq-mountains"),
      ridge(W, H, H * 0.66, 16, "#c9b47a", "faq-field"),
      `<path d="M0 ${H}L${W * 0.45} ${H * 0.68}L${W * 0.5} ${H * 0.68}L${W * 0.3} ${H}ZM${W * 0.52} ${H * 0.68}H${W * 0.56}L${W} ${H * 0.86}V${H}H${W * 0.9}Z" fill="${C.sand}"/>`,
      oliveTree(300, H * 0.72, 200, "faq-olive"),
      cypress(1780, g, 230),
      signpost(1000, g, 260),
      walker.svg,
      leash(walker.hand, collar(1150, g + 6, 150)),
      dog("faq-dog", 1150, g + 6, 150),
    ];
  },
};

/** The site plan of Finca Chaos from above: runs 1–7 (1–4 with a hut), house, goats, the living room. */
function sitePlan(W: number, H: number): string[] {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f3e7cf"/>`];
  // property and the living room (about 60 % of the land)
  parts.push(
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" rx="16" fill="#ead9b4" stroke="#8b6b4a" stroke-width="6" stroke-dasharray="18 10"/>`,
    `<rect x="660" y="60" width="${W - 720}" height="${H - 120}" rx="28" fill="#cbd79e" stroke="#8b6b4a" stroke-width="4"/>`,
  );
  const rand = random("site-plan-trees");
  for (let index = 0; index < 26; index++) {
    const x = 700 + rand() * (W - 800);
    const y = 100 + rand() * (H - 200);
    const r = 24 + rand() * 22;
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${C.olive[index % 3]}" stroke="#5d6b37" stroke-width="3"/>`);
  }
  parts.push(
    paw(1000, 480, 40, "#7c2d12"),
    paw(1200, 330, 40, "#7c2d12"),
    paw(1300, 640, 40, "#7c2d12"),
  );
  // paths and the entrance gate at the bottom
  parts.push(
    `<path d="M620 460H60" stroke="#f6ecdc" stroke-width="34" stroke-linecap="round" fill="none"/>`,
    `<path d="M620 ${H - 20}V250" stroke="#f6ecdc" stroke-width="34" fill="none"/>`,
    `<path d="M620 470H660" stroke="#f6ecdc" stroke-width="60"/>`,
    `<rect x="598" y="${H - 48}" width="44" height="16" fill="#f6ecdc"/>`,
    `<path d="M596 ${H - 52}v24M644 ${H - 52}v24" stroke="#7b4a2c" stroke-width="10" stroke-linecap="round"/>`,
  );
  // seven runs: four on top with huts, three below
  const runW = 135;
  const runH = 170;
  const runs: { x: number; y: number; hutCorner: boolean }[] = [];
  for (let index = 0; index < 4; index++) runs.push({ x: 60 + index * (runW + 10), y: 60, hutCorner: true });
  for (let index = 0; index < 3; index++) runs.push({ x: 60 + index * (runW + 10), y: 260, hutCorner: false });
  runs.forEach((run, index) => {
    parts.push(`<rect x="${run.x}" y="${run.y}" width="${runW}" height="${runH}" rx="8" fill="${C.sand}" stroke="#8b6b4a" stroke-width="4"/>`);
    if (run.hutCorner) {
      const hx = run.x + runW - 58;
      const hy = run.y + 12;
      parts.push(
        `<rect x="${hx}" y="${hy}" width="46" height="46" rx="4" fill="${C.wood}" stroke="${C.woodDark}" stroke-width="3"/>`,
        `<path d="M${hx} ${hy + 23}H${hx + 46}" stroke="${C.woodDark}" stroke-width="3"/>`,
      );
    }
    parts.push(
      `<circle cx="${run.x + 38}" cy="${run.y + runH - 44}" r="26" fill="#ffffff" stroke="#8b6b4a" stroke-width="3"/>`,
      `<text x="${run.x + 38}" y="${run.y + runH - 34}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="30" font-weight="700" fill="${C.ink}">${index + 1}</text>`,
    );
  });
  // the house (roof seen from above) and a terrace
  parts.push(
    `<rect x="80" y="520" width="230" height="150" fill="${C.terracotta}"/>`,
    `<path d="M80 520L150 595L80 670M310 520L240 595L310 670M150 595H240" stroke="#8f4426" stroke-width="4" fill="none"/>`,
    `<rect x="80" y="670" width="230" height="50" fill="#e8d8bf"/>`,
    bush(340, 560, 40, C.grassDark, "#d9587f"),
  );
  // goat meadow with its shelter and the 14 goats
  parts.push(
    `<rect x="340" y="520" width="260" height="${H - 580}" rx="14" fill="#d7dfa9" stroke="#8b6b4a" stroke-width="4"/>`,
    `<rect x="540" y="540" width="46" height="70" fill="${C.wood}" stroke="${C.woodDark}" stroke-width="3"/>`,
  );
  for (let index = 0; index < 14; index++) {
    const col = index % 3;
    const row = Math.floor(index / 3);
    const coat = GOATS[index % GOATS.length]!;
    parts.push(goat(385 + col * 62 + (row % 2) * 18, 600 + row * 68, 56, coat, index % 2 === 0));
  }
  return parts;
}

// ---------------------------------------------------------------- output

const outDir = path.join(root, "public", "images", "pages");
mkdirSync(outDir, { recursive: true });
let written = 0;
for (const key of Object.keys(scenes) as PageImageKey[]) {
  const image = drawnImages[key];
  const file = path.join(root, "public", image.src);
  writeFileSync(file, svgDocument(image.width, image.height, scenes[key](image.width, image.height)));
  written++;
  console.log(`${path.relative(root, file)}  ${image.width}×${image.height}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
}
console.log(`${written} pictures drawn.`);
