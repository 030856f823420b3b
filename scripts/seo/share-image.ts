/**
 * The link-preview image (Open Graph / Twitter card, 1200×630) and the icons, drawn at build time
 * from the owner's name, job title and initials: no design tool, and they follow content/site.json.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { siteInitials } from '../../content/initials.ts';
import type { Site } from '../../content/schema.ts';
import { type FontFamily, type FontWeight, fontFamiliesFor } from '../lib/fonts.ts';

/** What satori reads for these families; it falls back from one to the next for a missing glyph. */
const satoriFonts = (families: FontFamily[], weights: FontWeight[]) =>
  families.flatMap(({ family, files }) =>
    weights.map((weight) => ({
      name: family,
      data: readFileSync(files[weight]),
      weight,
      style: 'normal' as const,
    })),
  );

export const shareImageSize = { width: 1200, height: 630 } as const;
export const brand = { background: '#0f172a', accent: '#38bdf8', text: '#f8fafc', muted: '#cbd5e1' };

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * The share image as SVG, with its text drawn as paths. Drawn with the résumé's fonts for the
 * scripts the card shows, and only those: parsing Noto Sans SC (10 MB) takes a second or more.
 */
export async function shareImageSvg(
  site: Site,
  families = fontFamiliesFor([siteInitials(site), site.ownerName, site.jobTitle, site.location]),
): Promise<string> {
  const card = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      padding: '80px',
      background: brand.background,
      color: brand.text,
      fontFamily: 'Inter',
    },
    [
      h('div', { fontSize: 40, fontWeight: 700, color: brand.accent, marginBottom: 32 }, siteInitials(site)),
      h('div', { fontSize: 76, fontWeight: 700, lineHeight: 1.1 }, site.ownerName),
      h('div', { fontSize: 40, color: brand.muted, marginTop: 24 }, site.jobTitle),
      h(
        'div',
        { fontSize: 30, color: brand.muted, marginTop: 48 },
        `${site.location} · ${new URL(site.siteUrl).host}`,
      ),
    ],
  );
  return satori(card as never, { ...shareImageSize, fonts: satoriFonts(families, [400, 700]) });
}

export async function renderShareImage(site: Site): Promise<Buffer> {
  return new Resvg(await shareImageSvg(site)).render().asPng();
}

/** The favicon: a square monogram in the share image's colours. */
export function iconSvg(site: Site): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.background}"/><text x="32" y="42" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="${brand.accent}">${siteInitials(site)}</text></svg>`;
}

/** The 180 px apple-touch-icon: the same monogram, drawn by satori so the text needs no system font. */
export async function renderTouchIcon(site: Site): Promise<Buffer> {
  const icon = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: brand.background,
      color: brand.accent,
      fontFamily: 'Inter',
      fontSize: 80,
      fontWeight: 700,
    },
    siteInitials(site),
  );
  const svg = await satori(icon as never, {
    width: 180,
    height: 180,
    fonts: satoriFonts(fontFamiliesFor([siteInitials(site)]), [700]),
  });
  return new Resvg(svg).render().asPng();
}
