// Draws simple scene illustrations for demo posts and guides (a landscape
// with one or two of our drawn dogs), for images the content refers to but
// that do not exist yet. Usage: node scripts/draw-scenes.ts <bucket> <file.svg> [...]
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawDogSvg } from "../app/features/dogs/demo/dog-illustration.ts";

const palettes = [
  { sky: "#F9D9A8", far: "#E7B07A", near: "#C98B5A", ground: "#F3DDB5", sun: "#FFF1CF" },
  { sky: "#CFE8F2", far: "#8FC1D4", near: "#2B8A9A", ground: "#E8D3A8", sun: "#FFE9A8" },
  { sky: "#F3E1EC", far: "#D7B4CB", near: "#A9829C", ground: "#EFE3D3", sun: "#FFF4D6" },
  { sky: "#E2F0D9", far: "#A9CF92", near: "#6FA56A", ground: "#EADBB8", sun: "#FFF0B8" },
];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

function scene(name: string, width: number, height: number): string {
  const h = hash(name);
  const p = palettes[h % palettes.length]!;
  const dogSize = Math.round(height * 0.55);
  const dog = (seed: string, x: number) =>
    drawDogSvg(seed, dogSize).replace("<svg ", `<svg x="${x}" y="${height - dogSize - Math.round(height * 0.08)}" `);
  const second = h % 2 === 0 ? dog(`${name}-b`, Math.round(width * 0.58)) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${p.sky}"/>
<circle cx="${Math.round(width * (0.7 + (h % 20) / 100))}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.12)}" fill="${p.sun}"/>
<path d="M0 ${height * 0.55} C${width * 0.25} ${height * 0.45} ${width * 0.5} ${height * 0.5} ${width * 0.75} ${height * 0.47} S${width} ${height * 0.52} ${width} ${height * 0.5} V${height} H0Z" fill="${p.far}"/>
<path d="M0 ${height * 0.68} C${width * 0.3} ${height * 0.62} ${width * 0.6} ${height * 0.7} ${width} ${height * 0.64} V${height} H0Z" fill="${p.near}"/>
<path d="M0 ${height * 0.82} C${width * 0.35} ${height * 0.78} ${width * 0.7} ${height * 0.86} ${width} ${height * 0.8} V${height} H0Z" fill="${p.ground}"/>
${dog(`${name}-a`, Math.round(width * 0.18))}
${second}
</svg>
`;
}

const [bucket, ...files] = process.argv.slice(2);
for (const file of files) {
  const target = path.join("content", "images", bucket!, file);
  if (existsSync(target)) continue;
  const gallery = /-\d+\.svg$/.test(file);
  writeFileSync(target, scene(file, gallery ? 800 : 1200, gallery ? 600 : 630));
  console.log(target);
}
