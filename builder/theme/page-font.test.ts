import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFonts } from '../../shared/schema.ts';
import { checkContentFile, formatProblem } from '../content/check.ts';
import { planFont } from './page-font.ts';

const site = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../testing/fixtures/content/site.json'), 'utf8'),
);

describe.each(siteFonts)('theme.font %s', (font) => {
  const built = planFont(font);

  it('is one Latin WOFF2 file with every weight, named by a hash of its bytes', () => {
    expect(built.path).toMatch(new RegExp(`^/assets/${font}-latin-wght-normal\\.[0-9a-f]{10}\\.woff2$`));
    expect(built.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(built.css).toContain(`src: url("${built.path}") format("woff2")`);
    expect(built.css).toContain('font-weight: 100 900');
    expect(built.css).toMatch(/unicode-range: U\+0000-00FF,/);
  });

  it('shows text at once in a fallback sized to the font, then swaps', () => {
    expect(built.css).toContain('font-display: swap');
    const fallback = built.css.match(/@font-face \{\s*font-family: "([^"]+ Fallback)";([^}]*)\}/);
    expect(fallback?.[2]).toContain('local("Arial")');
    for (const property of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
      expect(fallback?.[2]).toMatch(new RegExp(`${property}: \\d+(\\.\\d+)?%;`));
    // The font, its fallback, then the page's own system stack for anything else.
    expect(built.css).toContain(
      `--font-body: "${fallback?.[1].replace(' Fallback', '')}", "${fallback?.[1]}", var(--font-system);`,
    );
  });
});

it('the two fonts differ in their fallback sizes: each is measured, not a shared guess', () => {
  const sizes = siteFonts.map((font) => planFont(font).css.match(/size-adjust: ([\d.]+%)/)?.[1]);
  expect(new Set(sizes).size).toBe(siteFonts.length);
});

it('refuses a font the build does not ship, naming file, path and the choices', () => {
  const problems = checkContentFile('site', JSON.stringify({ ...site, theme: { font: 'Comic Sans' } }));
  expect(problems.map(formatProblem)).toEqual([
    'content/site.json: $.theme.font: must be "inter" or "geist"',
  ]);
});
