/**
 * Friendly flat-style dog illustrations for the demo images, drawn as standalone SVG.
 *
 * Pure and deterministic: the same seed always gives the same picture; the seed (use
 * {@link dogImageSeed}, i.e. dog id + image id) picks coat, ears, markings, pose, head tilt,
 * background and accessories. The output contains only fixed shapes and palette colours — no
 * text from the seed, no scripts, no event attributes, no links, no fonts, no external references.
 */

/** Side length of the square viewBox all drawings use. */
const VIEW = 200;

const INK = "#2b1d16";
const PINK = "#f2a7a0";

interface Coat {
  /** Main fur colour. */
  fur: string;
  /** Ears, spots and patches. */
  dark: string;
  /** Muzzle, chest and paws. */
  light: string;
  /** Dark fur needs a light ring around the eyes to keep them visible. */
  darkFur?: boolean;
}

const COATS: readonly Coat[] = [
  { fur: "#d9a35b", dark: "#a86f2c", light: "#f6e2bd" }, // golden
  { fur: "#7a4b2a", dark: "#4e2e17", light: "#caa07a" }, // chocolate
  { fur: "#46403e", dark: "#262120", light: "#9b908a", darkFur: true }, // black
  { fur: "#efdfc2", dark: "#c9a67a", light: "#fff8ec" }, // cream
  { fur: "#9aa1a8", dark: "#656c73", light: "#dde0e3" }, // grey
  { fur: "#c8642d", dark: "#8f3f17", light: "#f2cba3" }, // ginger
  { fur: "#f8f5f0", dark: "#b98a5e", light: "#ffffff" }, // white with brown
  { fur: "#b5733a", dark: "#33291f", light: "#ecd0a9" }, // tan and black
  { fur: "#8c6a4f", dark: "#5a4231", light: "#d8bfa4" }, // brindle-ish
  { fur: "#e7c27d", dark: "#c08f45", light: "#fbeacb" }, // sandy
];

const BACKGROUNDS: readonly { sky: string; accent: string }[] = [
  { sky: "#e6f4ea", accent: "#c6e7cf" },
  { sky: "#fdebdc", accent: "#f9d2b4" },
  { sky: "#e3eefc", accent: "#c3d8f6" },
  { sky: "#f6e5f1", accent: "#ebc7e0" },
  { sky: "#fff4cc", accent: "#fbe39a" },
  { sky: "#e1f2f1", accent: "#b9e0dd" },
  { sky: "#ece6fb", accent: "#d3c7f4" },
  { sky: "#fbe7e5", accent: "#f4c4bf" },
];

const COLLARS: readonly string[] = ["#e0474c", "#3a7bd5", "#2e9e6a", "#8e5bd6", "#f08a24", "#e5559c"];

export type EarShape = "floppy" | "pointy" | "button";
export type Markings = "plain" | "eyePatch" | "spots" | "blaze";
export type Pose = "sitting" | "portrait";
export type Decoration = "none" | "hearts" | "dots" | "sun";

/** Everything the seed decides about one picture. */
export interface DogLook {
  coat: Coat;
  ears: EarShape;
  markings: Markings;
  pose: Pose;
  /** Head rotation in degrees. */
  tilt: number;
  /** Horizontal shift of the whole dog. */
  shift: number;
  /** Whether the dog faces the other way (markings and tail swap sides). */
  mirrored: boolean;
  background: { sky: string; accent: string };
  decoration: Decoration;
  collar: string | undefined;
  tongue: boolean;
  happyEyes: boolean;
  chestPatch: boolean;
  /** Whether the tail points up (wagging) instead of curling along the ground. */
  tailUp: boolean;
  /** Positions of the body spots (sitting pose) in 0..1 units. */
  spots: readonly { x: number; y: number; r: number }[];
  /** Positions of hearts, dots or the sun. */
  decorationSpots: readonly { x: number; y: number; r: number }[];
}

/** The seed of one demo image: dog id and image id. */
export function dogImageSeed(dogId: string, imageId: string): string {
  return `${dogId}/${imageId}`;
}

/** 32-bit FNV-1a hash of a string (UTF-16 code units). */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic PRNG returning numbers in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Decides the look of the dog for a seed. */
export function dogLook(seed: string): DogLook {
  const random = createRandom(hashSeed(seed));
  const coat = pick(random, COATS);
  const ears = pick(random, ["floppy", "pointy", "button"] as const);
  const markings = pick(random, ["plain", "eyePatch", "spots", "blaze"] as const);
  const pose = pick(random, ["sitting", "sitting", "portrait"] as const);
  const tilt = round(between(random, -14, 14));
  const shift = round(between(random, -12, 12));
  const mirrored = random() < 0.5;
  const background = pick(random, BACKGROUNDS);
  const decoration = pick(random, ["none", "hearts", "dots", "sun"] as const);
  const collar = random() < 0.75 ? pick(random, COLLARS) : undefined;
  const tongue = random() < 0.55;
  const happyEyes = random() < 0.3;
  const chestPatch = random() < 0.6;
  const tailUp = random() < 0.6;
  const spotCount = markings === "spots" ? 3 + Math.floor(random() * 3) : 0;
  const spots = Array.from({ length: spotCount }, () => ({
    x: round(between(random, 0.15, 0.85), 2),
    y: round(between(random, 0.15, 0.8), 2),
    r: round(between(random, 4, 8)),
  }));
  const decorationCount = decoration === "sun" ? 1 : decoration === "none" ? 0 : 3 + Math.floor(random() * 3);
  const decorationSpots = Array.from({ length: decorationCount }, () => ({
    x: round(between(random, 14, 186)),
    y: round(between(random, 12, 60)),
    r: round(between(random, 3, 7)),
  }));
  return {
    coat,
    ears,
    markings,
    pose,
    tilt,
    shift,
    mirrored,
    background,
    decoration,
    collar,
    tongue,
    happyEyes,
    chestPatch,
    tailUp,
    spots,
    decorationSpots,
  };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A safe pixel size: a positive integer, 500 when the input is not usable. */
function pixelSize(size: number): number {
  return Number.isFinite(size) && size >= 1 ? Math.round(size) : 500;
}

function svgDocument(size: number, body: string): string {
  const px = pixelSize(size);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${VIEW} ${VIEW}">` +
    body +
    `</svg>`
  );
}

function heartPath(x: number, y: number, r: number): string {
  const s = r / 6;
  return (
    `<path transform="translate(${x} ${y}) scale(${round(s, 2)})" ` +
    `d="M 0 3 C -2 -2 -9 -1 -8 4 C -7 8 -2 10 0 13 C 2 10 7 8 8 4 C 9 -1 2 -2 0 3 Z"/>`
  );
}

function decorations(look: DogLook): string {
  const { decoration, decorationSpots, background } = look;
  if (decoration === "hearts") {
    return `<g fill="${background.accent}">${decorationSpots.map((p) => heartPath(p.x, p.y, p.r)).join("")}</g>`;
  }
  if (decoration === "dots") {
    return `<g fill="#ffffff" fill-opacity="0.7">${decorationSpots
      .map((p) => `<circle cx="${p.x}" cy="${p.y}" r="${p.r}"/>`)
      .join("")}</g>`;
  }
  if (decoration === "sun") {
    const sun = decorationSpots[0] ?? { x: 160, y: 36, r: 5 };
    const x = sun.x < 100 ? 36 : 164;
    return `<circle cx="${x}" cy="34" r="${round(14 + sun.r)}" fill="#ffe08a" fill-opacity="0.8"/>`;
  }
  return "";
}

/** The ear on the left side of the head (x < 0); the right one is its mirror image. */
function ear(look: DogLook, side: 1 | -1): string {
  const mirror = side === -1 ? ` transform="scale(-1 1)"` : "";
  const { dark } = look.coat;
  switch (look.ears) {
    case "pointy":
      return (
        `<g${mirror}><path d="M -34 -6 C -40 -30 -36 -50 -29 -58 C -18 -50 -8 -38 -4 -27 Z" fill="${dark}"/>` +
        `<path d="M -28 -16 C -31 -32 -30 -42 -27 -47 C -20 -41 -14 -34 -11 -28 Z" fill="${PINK}" fill-opacity="0.5" stroke="none"/></g>`
      );
    case "button":
      return `<g${mirror}><path d="M -31 -12 C -36 -34 -26 -44 -12 -36 C -16 -28 -22 -22 -31 -12 Z" fill="${dark}"/></g>`;
    case "floppy":
      return `<g${mirror}><path d="M -22 -27 C -42 -30 -53 -2 -44 16 C -38 27 -27 18 -25 2 C -24 -8 -21 -18 -22 -27 Z" fill="${dark}"/></g>`;
  }
}

function eyes(look: DogLook): string {
  const ring = look.coat.darkFur
    ? `<circle cx="-12" cy="-6" r="6.6" fill="#f6efe6" stroke="none"/><circle cx="12" cy="-6" r="6.6" fill="#f6efe6" stroke="none"/>`
    : "";
  if (look.happyEyes) {
    return (
      ring +
      `<path d="M -17 -5 Q -12 -11 -7 -5 M 7 -5 Q 12 -11 17 -5" fill="none" stroke="${INK}" stroke-width="2.6" stroke-opacity="1" stroke-linecap="round"/>`
    );
  }
  return (
    ring +
    `<g stroke="none"><circle cx="-12" cy="-6" r="4.7" fill="${INK}"/><circle cx="12" cy="-6" r="4.7" fill="${INK}"/>` +
    `<circle cx="-10.4" cy="-7.7" r="1.6" fill="#ffffff"/><circle cx="13.6" cy="-7.7" r="1.6" fill="#ffffff"/></g>`
  );
}

/** The head, centred on the origin. */
function head(look: DogLook): string {
  const { fur, dark, light } = look.coat;
  const parts: string[] = [];
  if (look.ears === "pointy") parts.push(ear(look, 1), ear(look, -1));
  parts.push(`<ellipse cx="0" cy="0" rx="34" ry="31" fill="${fur}"/>`);
  if (look.markings === "eyePatch") {
    parts.push(`<ellipse cx="12" cy="-7" rx="11" ry="10" fill="${dark}" stroke="none"/>`);
  } else if (look.markings === "blaze") {
    parts.push(`<path d="M -5 -30.5 Q -1 -12 -9 4 L 9 4 Q 1 -12 5 -30.5 Z" fill="${light}" stroke="none"/>`);
  } else if (look.markings === "spots") {
    parts.push(`<circle cx="-20" cy="-17" r="5" fill="${dark}" stroke="none"/>`);
  }
  parts.push(`<ellipse cx="0" cy="13" rx="19" ry="14" fill="${light}"/>`);
  parts.push(
    `<circle cx="-23" cy="9" r="4.2" fill="${PINK}" fill-opacity="0.45" stroke="none"/>` +
      `<circle cx="23" cy="9" r="4.2" fill="${PINK}" fill-opacity="0.45" stroke="none"/>`,
  );
  parts.push(eyes(look));
  if (look.tongue) parts.push(`<path d="M -4.5 17.5 Q -4.5 29 0 29 Q 4.5 29 4.5 17.5 Z" fill="#ef7f86"/>`);
  parts.push(
    `<path d="M 0 11 L 0 16 M -8 15.5 Q -4 21 0 16 Q 4 21 8 15.5" fill="none" stroke="${INK}" stroke-width="2" stroke-opacity="1" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M -7.5 5 Q 0 0 7.5 5 Q 7.5 10.5 0 11.5 Q -7.5 10.5 -7.5 5 Z" fill="${INK}" stroke="none"/>` +
      `<ellipse cx="-2" cy="4.6" rx="2.4" ry="1.2" fill="#ffffff" fill-opacity="0.55" stroke="none"/>`,
  );
  if (look.ears !== "pointy") parts.push(ear(look, 1), ear(look, -1));
  return parts.join("");
}

function collarShapes(look: DogLook, d: string, tag: { x: number; y: number; r: number }, width: number): string {
  if (look.collar === undefined) return "";
  return (
    `<path d="${d}" fill="none" stroke="${look.collar}" stroke-width="${width}" stroke-opacity="1" stroke-linecap="round"/>` +
    `<circle cx="${tag.x}" cy="${tag.y}" r="${tag.r}" fill="#f4c542"/>`
  );
}

function sittingDog(look: DogLook): string {
  const { fur, dark, light } = look.coat;
  const tail = look.tailUp ? "M 126 166 Q 160 160 158 122" : "M 126 174 Q 156 186 168 170";
  const spots = look.spots
    .map((s) => `<circle cx="${round(76 + s.x * 48)}" cy="${round(124 + s.y * 46)}" r="${s.r}" fill="${dark}" stroke="none"/>`)
    .join("");
  return (
    `<ellipse cx="100" cy="186" rx="54" ry="7" fill="#000000" fill-opacity="0.08" stroke="none"/>` +
    `<path d="${tail}" fill="none" stroke="${fur}" stroke-width="10" stroke-opacity="1" stroke-linecap="round"/>` +
    `<ellipse cx="70" cy="171" rx="18" ry="14" fill="${fur}"/>` +
    `<ellipse cx="130" cy="171" rx="18" ry="14" fill="${fur}"/>` +
    `<path d="M 68 180 Q 60 122 100 108 Q 140 122 132 180 Z" fill="${fur}"/>` +
    (look.chestPatch ? `<ellipse cx="100" cy="142" rx="15" ry="24" fill="${light}" stroke="none"/>` : "") +
    spots +
    `<rect x="83" y="146" width="14" height="37" rx="7" fill="${fur}"/>` +
    `<rect x="103" y="146" width="14" height="37" rx="7" fill="${fur}"/>` +
    `<ellipse cx="90" cy="183" rx="9.5" ry="5.5" fill="${light}"/>` +
    `<ellipse cx="110" cy="183" rx="9.5" ry="5.5" fill="${light}"/>` +
    collarShapes(look, "M 80 117 Q 100 129 120 117", { x: 100, y: 128, r: 4.5 }, 7) +
    `<g transform="translate(${100 + round(look.tilt / 3)} 82) rotate(${look.tilt})">${head(look)}</g>`
  );
}

function portraitDog(look: DogLook): string {
  const { fur, dark, light } = look.coat;
  const spots = look.spots
    .map((s) => `<circle cx="${round(50 + s.x * 100)}" cy="${round(168 + s.y * 30)}" r="${s.r}" fill="${dark}" stroke="none"/>`)
    .join("");
  return (
    `<path d="M 28 202 Q 34 146 100 136 Q 166 146 172 202 Z" fill="${fur}"/>` +
    spots +
    (look.chestPatch ? `<ellipse cx="100" cy="192" rx="26" ry="34" fill="${light}" stroke="none"/>` : "") +
    collarShapes(look, "M 64 150 Q 100 170 136 150", { x: 100, y: 165, r: 6 }, 9) +
    `<g transform="translate(100 98) scale(1.55) rotate(${look.tilt})">${head(look)}</g>`
  );
}

/**
 * A friendly flat-style dog on a soft background, as a standalone SVG document.
 * Square viewBox; `width` and `height` are `size` pixels. Deterministic per seed.
 */
export function drawDogSvg(seed: string, size: number): string {
  const look = dogLook(seed);
  const dog = look.pose === "sitting" ? sittingDog(look) : portraitDog(look);
  const flip = look.mirrored ? `translate(${VIEW} 0) scale(-1 1) ` : "";
  return svgDocument(
    size,
    `<rect width="${VIEW}" height="${VIEW}" fill="${look.background.sky}"/>` +
      `<circle cx="100" cy="112" r="78" fill="${look.background.accent}" fill-opacity="0.6"/>` +
      decorations(look) +
      `<g transform="${flip}translate(${look.shift} 0)" stroke="${INK}" stroke-opacity="0.2" stroke-width="1.5" stroke-linejoin="round">` +
      dog +
      `</g>`,
  );
}

/** A neutral paw silhouette on light grey, for dogs without images or failed loads. */
export function drawPlaceholderSvg(size: number): string {
  return svgDocument(
    size,
    `<rect width="${VIEW}" height="${VIEW}" fill="#eceef0"/>` +
      `<g fill="#c4c9cf">` +
      `<path d="M 100 102 C 124 102 144 128 141 147 C 139 161 125 162 113 157 C 105 154 95 154 87 157 C 75 162 61 161 59 147 C 56 128 76 102 100 102 Z"/>` +
      `<ellipse cx="63" cy="90" rx="12" ry="16" transform="rotate(-24 63 90)"/>` +
      `<ellipse cx="86" cy="67" rx="12.5" ry="17" transform="rotate(-8 86 67)"/>` +
      `<ellipse cx="114" cy="67" rx="12.5" ry="17" transform="rotate(8 114 67)"/>` +
      `<ellipse cx="137" cy="90" rx="12" ry="16" transform="rotate(24 137 90)"/>` +
      `</g>`,
  );
}
