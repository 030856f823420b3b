import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { readableBundledTheme } from './code-contrast.ts';
import { codeStylesheet, markdownRenderer } from './markdown.ts';

describe('the colours of a post’s code', () => {
  it('read at 4.5:1 on what they are drawn on, in light and in dark', async () => {
    const render = await markdownRenderer();
    // Languages whose tokens took github-light's orange and github-dark's grey, and a diff's backgrounds.
    const { html, codeRules } = await render(
      [
        '```ts',
        '// a comment',
        'const over = (kind: string, kb: number) => kb > limits[kind];',
        '```',
        '```diff',
        '- removed',
        '+ added',
        '! changed',
        '```',
        '```markdown',
        '- an item',
        '```',
      ].join('\n'),
    );
    const css = codeStylesheet([{ codeRules }]);
    const rules = new Map(
      [...css.matchAll(/\.(code-[\w-]+)\{([^}]*)\}/g)].map(([, name, body]) => [
        name,
        Object.fromEntries(body.split(';').map((declaration) => declaration.split(':'))),
      ]),
    );
    const block = rules.get(html.match(/<pre class="[^"]*(code-[\w-]+)"/)?.[1] ?? '');
    expect(block).toBeDefined();
    const spans = [...html.matchAll(/<span class="(code-[\w-]+)">/g)].map((match) => match[1]);
    expect(spans.length).toBeGreaterThan(10);
    for (const scheme of ['light', 'dark'])
      for (const name of new Set(spans)) {
        const own = rules.get(name) ?? {};
        const color = own[`--shiki-${scheme}`] ?? block?.[`--shiki-${scheme}`];
        const backdrop = own[`--shiki-${scheme}-bg`] ?? block?.[`--shiki-${scheme}-bg`];
        expect(
          wcagContrast(color, backdrop),
          `${scheme} .${name} ${color} on ${backdrop}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
  }, 30_000);

  it('keep every colour that already read, so the themes still look like GitHub’s', async () => {
    const light = await readableBundledTheme('github-light');
    expect(light.name).toBe('github-light');
    const colors = light.settings.map((rule) => rule.settings?.foreground?.toLowerCase());
    expect(colors).toContain('#d73a49'); // keywords, 4.6:1 on white
    expect(colors).not.toContain('#e36209'); // variables, 3.5:1 on white
  });
});
