import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../shared/content-files.ts';
import { defaultLocaleOf, localesOf } from '../../shared/locales.ts';
import { palette } from '../../shared/palette.ts';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { loadContent } from '../content/load.ts';
import { fontFamilies } from '../drawing-fonts.ts';
import { siteMapOf } from '../site-map.ts';
import { headTags, personJsonLd, robotsTxt, sitemapXml } from './head.ts';
import { iconSvg, renderShareImage, renderTouchIcon, shareImageSvg } from './share-image.ts';

const content = loadContent(fixtureContentDir);
/** The fixture's home page address, as the head and the sitemap write it: with its slash. */
const home = new URL('/', content.site.siteUrl).href;
const currentJob = content.workExperience.find((job) => job.endDate === undefined);
const builtAt = new Date('2026-11-23T10:00:00Z');
/** The site map of one language's content, as if every language had the same content. */
const siteMapFor = (of: Content) => {
  const { site } = of;
  const locales = localesOf(site);
  return siteMapOf(
    {
      defaultLocale: defaultLocaleOf(site),
      locales,
      byLocale: Object.fromEntries(locales.map((l) => [l, of])),
    },
    builtAt,
  );
};
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('what crawlers and preview bots read', () => {
  it('describes the owner as a schema.org Person working at the current job', () => {
    const person = JSON.parse(personJsonLd(content));
    expect(person).toMatchObject({
      '@type': 'Person',
      name: content.site.ownerName,
      jobTitle: content.site.jobTitle,
      url: content.site.siteUrl,
      sameAs: content.links.map((link) => link.url),
      worksFor: { '@type': 'Organization', name: currentJob?.organization },
    });
  });

  it('cannot be broken out of its script element by content', () => {
    const hostile = {
      ...content,
      site: { ...content.site, ownerName: '</script><script>alert(1)</script>' },
    };
    expect(personJsonLd(hostile)).not.toContain('</script>');
    expect(JSON.parse(personJsonLd(hostile)).name).toBe(hostile.site.ownerName);
  });

  it('gives title, description, canonical URL and large-image cards with alt text', () => {
    const head = headTags(content);
    expect(head).toContain(`<title>${content.site.ownerName} · ${content.site.jobTitle}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${home}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(`<meta property="og:image" content="${home}og-image.png">`);
    expect(head).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
    expect(head).toMatch(/<meta name="twitter:image:alt" content="[^"]+">/);
    expect(head).toContain('<meta name="description"');
  });

  it('points robots at the sitemap and keeps them out of the API', () => {
    expect(robotsTxt(content)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${home}sitemap.xml\n`,
    );
    expect(sitemapXml(siteMapFor(content), content.site.siteUrl)).toContain(
      `<loc>${home}</loc><lastmod>2026-11-23</lastmod>`,
    );
  });

  it('escapes the site’s address wherever it writes it: a URL’s host may hold & and "', () => {
    const odd = { ...content, site: { ...content.site, siteUrl: 'https://a"b&c.example/' } };
    const head = headTags(odd);
    expect(head).toContain('<link rel="canonical" href="https://a&quot;b&amp;c.example/">');
    // JSON in its script element is JSON's to escape (personJsonLd): the rest is HTML.
    expect(head.replace(/<script type="application\/ld\+json">.*<\/script>/, '')).not.toMatch(/a"b|&c/);
    const sitemap = sitemapXml(siteMapFor(odd), odd.site.siteUrl);
    expect(sitemap).toContain('<loc>https://a&quot;b&amp;c.example/</loc>');
    expect(sitemap).not.toMatch(/a"b|&c/);
  });

  it('says nothing of languages on a site of one language', () => {
    const { locales: _locales, ...site } = content.site;
    const oneLanguage = { ...content, site };
    const head = headTags(oneLanguage);
    expect(head).not.toContain('hreflang');
    expect(head).not.toContain('og:locale');
    expect(sitemapXml(siteMapFor(oneLanguage), content.site.siteUrl)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${home}</loc><lastmod>2026-11-23</lastmod></url>\n</urlset>\n`,
    );
  });

  it('on a site of several, names them all on the default language’s page', () => {
    expect(headTags(content)).toContain(`<link rel="alternate" hreflang="de" href="${home}de/">`);
    expect(headTags(content)).toContain('<meta property="og:locale" content="en_US">');
    expect(sitemapXml(siteMapFor(content), content.site.siteUrl)).toContain(`<loc>${home}de/</loc>`);
  });

  it('gives a further language’s page its own canonical URL, share image, og:locale and every alternate', () => {
    const page = siteMapFor(content).pages.find(({ locale }) => locale === 'de');
    if (!page) throw new Error('the fixture content has a German page');
    const language = { ...page, defaultLocale: 'en', locales: ['en', 'de', 'ar'] };
    const head = headTags(content, null, language);
    expect(head).toContain(`<link rel="canonical" href="${home}de/">`);
    expect(head).toContain(`<meta property="og:image" content="${home}de/og-image.png">`);
    expect(head).toContain('<meta property="og:locale" content="de_DE">');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(head).toContain('<meta property="og:locale:alternate" content="ar_EG">');
    expect(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, l, h]) => `${l} ${h}`,
      ),
    ).toEqual([`en ${home}`, `de ${home}de/`, `ar ${home}ar/`, `x-default ${home}`]);
  });

  it('draws a 1200×630 share image and a 180 px touch icon', async () => {
    const image = await renderShareImage(content.site);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await renderTouchIcon(content.site))).toEqual({ width: 180, height: 180 });
  });

  it.each([
    { script: 'Devanagari', ownerName: 'प्रिया शर्मा', jobTitle: 'वरिष्ठ इंजीनियर' },
    { script: 'Chinese', ownerName: '王小明', jobTitle: '北京字节跳动科技有限公司' },
    { script: 'Arabic', ownerName: 'محمد العلي', jobTitle: 'مهندس برمجيات' },
    { script: 'Hebrew', ownerName: 'דנה לוי', jobTitle: 'מהנדסת תוכנה' },
    // Drawing Chinese parses Noto Sans SC (10 MB) three times: about a second alone, over five on
    // two busy cores. The bound is for a hang, not a speed target.
  ])(
    'draws a name and job title in $script with glyphs, not missing-glyph boxes',
    { timeout: 30_000 },
    async (names) => {
      const site = { ...content.site, ...names };
      const latinOnly = fontFamilies.filter(({ family }) => family.startsWith('Inter'));
      // Inter has no glyph for these: what it draws is its missing-glyph box, the same for each.
      const boxes = await shareImageSvg(site, latinOnly);
      const drawn = await shareImageSvg(site);
      expect(drawn).not.toBe(boxes);
      // satori draws each text as one path: the initials first, then the name.
      const namePath = (svg: string) => [...svg.matchAll(/<path [^>]*\bd="([^"]+)"/g)][1]?.[1];
      expect(namePath(boxes)).toBeDefined();
      expect(namePath(drawn)).not.toBe(namePath(boxes));
      expect(pngSize(await renderShareImage(site))).toEqual({ width: 1200, height: 630 });
    },
  );

  it('draws the favicon with the initials derived from the name when site.json has none', async () => {
    const { initials: _none, ...siteWithoutInitials } = content.site;
    const derived = await iconSvg({ ...siteWithoutInitials, ownerName: '王伟' });
    // The letters are paths, so the icon looks the same whatever fonts the visitor's device has.
    expect(derived).not.toContain('<text');
    // The dark square, then the letters in the accent.
    expect([...derived.matchAll(/<path [^>]*\bfill="(#[0-9a-f]{6})"[^>]*\bd="M/g)].map((m) => m[1])).toEqual([
      palette.dark.background,
      palette.dark.accent,
    ]);
    expect(derived).toBe(await iconSvg({ ...content.site, initials: '王伟' }));
    expect(derived).not.toBe(await iconSvg(content.site));
  });

  it('keeps initials in a script it has no font for as text, for the visitor’s fonts to draw', async () => {
    const hangul = await iconSvg({ ...content.site, initials: '김민' });
    expect(hangul).toContain('>김민</text>');
    expect(hangul).not.toContain('<path');
  });
});

describe('the owner’s photo', () => {
  it('is the JSON-LD Person image when there is one, else the share image', () => {
    const photo = {
      alt: 'A',
      width: 176,
      height: 176,
      sources: [],
      src: '/images/p-176.a.webp',
      largest: '/images/p-352.a.webp',
    };
    expect(JSON.parse(personJsonLd(content, photo)).image).toBe(
      new URL(photo.largest, content.site.siteUrl).href,
    );
    expect(JSON.parse(personJsonLd(content)).image).toBe(new URL('/og-image.png', content.site.siteUrl).href);
  });
});

describe('the share image and icons follow the owner’s look', () => {
  it('shows the photo beside the words when site.json has one', async () => {
    const { photo: _photo, ...plain } = content.site;
    expect(await shareImageSvg(content.site)).toContain('<image');
    expect(await shareImageSvg(plain)).not.toContain('<image');
  });

  it('draws the card in the page’s dark colours', async () => {
    const { photo: _photo, ...plain } = content.site;
    const fills = [...(await shareImageSvg(plain)).matchAll(/fill="(#[0-9a-f]{6})"/g)].map(
      (match) => match[1],
    );
    const { background, text, muted, accent } = palette.dark;
    expect(fills).toEqual(expect.arrayContaining([background, text, muted, accent]));
  });

  it('draws the initials in the accent, at a shade that reads on the dark card', async () => {
    const yellow = await iconSvg({ ...content.site, theme: { accent: '#fde047' } });
    // The first path is the dark square; the letters' path follows.
    const fills = [...yellow.matchAll(/<path [^>]*\bfill="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
    expect(fills[0]).toBe(palette.dark.background);
    const fill = fills[1] ?? '';
    expect(fill).not.toBe(palette.dark.accent);
    expect(wcagContrast(fill, palette.dark.background)).toBeGreaterThanOrEqual(4.5);
  });
});
