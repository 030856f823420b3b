/**
 * Makes two sample projects' pictures in sample/projects/ (the third shows a card without one): flat illustrations drawn here for this
 * project (no one else's artwork), rendered from SVG to PNG by resvg. Run once and committed;
 * run again after changing a drawing: `npx node commands/draw-sample-pictures.ts`.
 * The build crops and encodes them like any owner's picture (builder/images/project-images.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const width = 1280;
const height = 720;
const ink = '#0b1221';
const blue = '#1d4ed8';
const sky = '#8ab4ff';
const paper = '#e7ebf2';

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  ${body}
</svg>`;

/** Edge Checkout: a checkout card answered from points of presence around a globe. */
const edgeCheckout = frame(
  ink,
  `<circle cx="420" cy="360" r="250" fill="none" stroke="${sky}" stroke-opacity="0.35" stroke-width="3"/>
  <ellipse cx="420" cy="360" rx="250" ry="95" fill="none" stroke="${sky}" stroke-opacity="0.35" stroke-width="3"/>
  <ellipse cx="420" cy="360" rx="110" ry="250" fill="none" stroke="${sky}" stroke-opacity="0.35" stroke-width="3"/>
  <line x1="170" y1="360" x2="670" y2="360" stroke="${sky}" stroke-opacity="0.35" stroke-width="3"/>
  ${[
    [300, 210],
    [540, 250],
    [250, 430],
    [470, 520],
    [600, 400],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="26" fill="${sky}" fill-opacity="0.25"/><circle cx="${x}" cy="${y}" r="11" fill="${sky}"/>
  <path d="M${x} ${y} Q ${(x + 820) / 2} ${Math.min(y, 360) - 90} 820 360" fill="none" stroke="${sky}" stroke-width="3" stroke-dasharray="10 10"/>`,
    )
    .join('\n  ')}
  <rect x="800" y="170" width="340" height="380" rx="28" fill="${paper}"/>
  <rect x="840" y="215" width="170" height="22" rx="11" fill="${ink}" fill-opacity="0.8"/>
  <rect x="840" y="270" width="260" height="16" rx="8" fill="${ink}" fill-opacity="0.25"/>
  <rect x="840" y="305" width="220" height="16" rx="8" fill="${ink}" fill-opacity="0.25"/>
  <rect x="840" y="340" width="240" height="16" rx="8" fill="${ink}" fill-opacity="0.25"/>
  <rect x="840" y="460" width="260" height="56" rx="14" fill="${blue}"/>
  <path d="M945 488 l18 16 l34 -34" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M900 430 a70 70 0 0 1 140 0" fill="none" stroke="${blue}" stroke-opacity="0.3" stroke-width="12" stroke-linecap="round"/>
  <path d="M900 430 a70 70 0 0 1 35 -60.6" fill="none" stroke="${blue}" stroke-width="12" stroke-linecap="round"/>
  <line x1="970" y1="430" x2="935" y2="395" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
);

/** FleetPulse: vehicles on a street grid, and the live pulse of their alerts. */
const fleetPulse = frame(
  '#0f1d33',
  `${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 160}" y1="0" x2="${i * 160 + 120}" y2="${height}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="18"/>`).join('\n  ')}
  ${Array.from({ length: 5 }, (_, i) => `<line x1="0" y1="${i * 170 + 40}" x2="${width}" y2="${i * 170 + 10}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="18"/>`).join('\n  ')}
  <path d="M120 560 C 320 560, 330 240, 560 250 S 860 470, 1150 200" fill="none" stroke="${sky}" stroke-width="8" stroke-linecap="round"/>
  <path d="M160 180 C 380 200, 520 420, 760 380 S 1040 560, 1180 520" fill="none" stroke="#34d399" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 22"/>
  ${[
    [330, 400, sky],
    [700, 330, sky],
    [1000, 300, sky],
    [560, 400, '#34d399'],
    [940, 470, '#34d399'],
  ]
    .map(
      ([x, y, colour]) =>
        `<circle cx="${x}" cy="${y}" r="34" fill="${colour}" fill-opacity="0.22"/><circle cx="${x}" cy="${y}" r="15" fill="${colour}"/>`,
    )
    .join('\n  ')}
  <circle cx="1000" cy="300" r="60" fill="none" stroke="#fbbf24" stroke-width="5"/>
  <rect x="60" y="40" width="420" height="120" rx="22" fill="${ink}" fill-opacity="0.85"/>
  <polyline points="90,110 150,110 175,70 205,140 235,95 260,110 450,110" fill="none" stroke="#fbbf24" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
);

const dir = join(import.meta.dirname, '..', 'sample', 'projects');
mkdirSync(dir, { recursive: true });
for (const [name, svg] of Object.entries({
  'edge-checkout.png': edgeCheckout,
  'fleetpulse.png': fleetPulse,
})) {
  // A palette PNG: flat colours need no more, and the repository keeps a small file.
  const png = await sharp(new Resvg(svg).render().asPng()).png({ palette: true, effort: 10 }).toBuffer();
  writeFileSync(join(dir, name), png);
  console.log(`sample/projects/${name}: ${(png.length / 1024).toFixed(1)} KB`);
}
