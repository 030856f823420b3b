import { beforeAll, describe, expect, it, vi } from 'vitest';
import { codeStylesheet, type MarkdownRenderer, markdownRenderer } from './markdown.ts';
import { readingMinutes } from './reading-time.ts';

let render: MarkdownRenderer;
beforeAll(async () => {
  render = await markdownRenderer();
}, 30_000);

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
const fragmentLinks = (html: string) => [...html.matchAll(/\shref="#([^"]*)"/g)].map((match) => match[1]);

describe('a post’s Markdown', () => {
  it('renders GitHub’s extensions: a table, a task list and strikethrough', async () => {
    const { html } = await render(
      ['| a | b |', '| - | -: |', '| 1 | 2 |', '', '- [x] done', '- [ ] to do', '', '~~gone~~'].join('\n'),
    );
    expect(html).toContain('<table>');
    // A column's alignment as a class: no obsolete align attribute, no inline style.
    expect(html).toContain('<td class="align-right">2</td>');
    // Each box named by its item's words, as a form control must be.
    expect(html).toContain('<label><input type="checkbox" checked disabled> done</label>');
    expect(html).toContain('<del>gone</del>');
  });

  it('links each footnote to its note and back, every fragment link to an id of the post', async () => {
    const { html } = await render('A claim.[^1] And [a section](#why).\n\n## Why\n\n[^1]: The source.');
    expect(html).toContain('href="#user-content-fn-1"');
    // Its heading for screen readers only, hidden by the page's own rule.
    expect(html).toContain('<h2 class="visually-hidden" id="user-content-footnote-label">');
    const links = fragmentLinks(html);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(ids(html)).toContain(link);
  });

  it('writes a link to a heading in another script as the heading’s id, not percent-encoded', async () => {
    const { html } = await render(
      'See [the problem](#المشكلة), [the overview](#step-2-überblick) and [elsewhere](#%D8%A7).\n\n## المشكلة\n\n## Step 2: Überblick\n',
    );
    expect(html).toContain('<h2 id="المشكلة">');
    expect(fragmentLinks(html)).toEqual(['المشكلة', 'step-2-überblick', '%D8%A7']);
  });

  it('keeps a post’s raw HTML from shadowing the page’s own names, and its footnotes still link', async () => {
    // `name="querySelector"` would make `document.querySelector` an image, and the theme switch throw.
    const { html } = await render(
      [
        'A claim.[^note]',
        '',
        '<img src="x.png" alt="x" name="querySelector"> <span id="documentElement">here</span>',
        '',
        '<table><tr><td align="x y">free</td><td align="center">fine</td></tr></table>',
        '',
        '[^note]: The source.',
      ].join('\n'),
    );
    expect(html).not.toMatch(/\s(name|id)="(querySelector|documentElement)"/);
    expect(html).toContain('name="user-content-querySelector"');
    expect(html).toContain('id="user-content-documentElement"');
    // Only left, center and right become a class; free text is dropped, not made a class.
    expect(html).toContain('<td>free</td>');
    expect(html).toContain('<td class="align-center">fine</td>');
    expect(html).not.toMatch(/align-x|\salign=/);
    // Each footnote link and back link points at an id the post has, once prefixed.
    expect(html).toContain('href="#user-content-fn-note"');
    expect(html).toContain('href="#user-content-fnref-note"');
    const links = fragmentLinks(html);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(ids(html)).toContain(link);
    expect(html).not.toContain('user-content-user-content-');
  });

  it('leaves no script, event handler or javascript: link of raw HTML, and keeps its harmless markup', async () => {
    const { html } = await render(
      [
        'Text <script>alert(1)</script> more.',
        '',
        '<img src="x.png" alt="x" onerror="alert(2)">',
        '',
        '[click](javascript:alert(3)) <a href="javascript:alert(4)">here</a>',
        '',
        '<details><summary>More</summary>Hidden</details>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|alert\(1\)/i);
    expect(html).toContain('<details><summary>More</summary>Hidden</details>');
    expect(html).toContain('alt="x"');
  });

  it('highlights code in three languages with classes, in light and dark, and no style attribute', async () => {
    const { html, codeRules } = await render(
      [
        '```ts',
        'const a: number = 1;',
        '```',
        '```python',
        'def f(): pass',
        '```',
        '```sql',
        'SELECT 1;',
        '```',
      ].join('\n'),
    );
    expect(html.match(/<pre class="shiki/g)).toHaveLength(3);
    expect(html).not.toContain('style=');
    const css = codeStylesheet([{ codeRules }]);
    expect(css).toContain('--shiki-dark:');
    expect(css).toContain('--shiki-light:');
    expect(css).toContain('light-dark(var(--shiki-light),var(--shiki-dark))');
    // Every class the code uses has its rule.
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(' ')));
    for (const name of [...classes].filter((name) => name.startsWith('code-')))
      expect(css).toContain(`.${name}{`);
  });

  it('shows code in a language it does not know as text, and fails nothing', async () => {
    const { html } = await render('```no-such-language\nx <y>\n```');
    expect(html).toContain('<pre class="shiki');
    expect(html).toContain('x &#x3C;y>');
  });

  it('colours code the same on a busy machine as on an idle one', async () => {
    const code =
      "```ts\napp.get('/api/about', (c) => c.json(about, 200, { 'Cache-Control': 'public' }));\n```";
    const idle = await render(code);
    // Two cores shared with other work, a cold highlighter: each look at the clock a second later.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 1000;
      return now;
    });
    try {
      expect(await render(code)).toEqual(idle);
    } finally {
      clock.mockRestore();
    }
  });

  it('turns a body’s # headings into h2 under the page’s h1, and gives each an anchor', async () => {
    const { html } = await render('# Start\n\n## Detail');
    expect(html).toContain('<h2 id="start">Start</h2>');
    expect(html).toContain('<h3 id="detail">Detail</h3>');
    expect(html).not.toContain('<h1');
  });

  it('renames an id the page already has, and the post’s links to it', async () => {
    const { html } = await render('[down](#main)\n\n## Main', { reservedIds: ['main'] });
    expect(html).toContain('<h2 id="main-1">Main</h2>');
    expect(html).toContain('href="#main-1"');
  });
});

describe('a post’s pictures', () => {
  const built = (name: string, width: number, height: number) => ({
    width,
    height,
    sources: [{ type: 'image/avif', srcset: `/images/${name}-400.avif 400w` }],
    sizes: '42rem',
    src: `/images/${name}-400.webp`,
    largest: `/images/${name}-400.webp`,
  });
  const pictures = { 'chart.png': built('chart', 800, 450), 'other.png': built('other', 400, 400) };

  it('shows a built picture as AVIF and WebP sources, with its size and alt; eager on the first screen, lazy past it', async () => {
    const prose = Array.from({ length: 20 }, (_, i) => `Paragraph ${i} ${'word '.repeat(30)}`).join('\n\n');
    const { html } = await render(`![A chart](chart.png "Chart")\n\n${prose}\n\n![Another](other.png)`, {
      pictures,
    });
    const [first, last] = html.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(first).toBe(
      '<picture><source type="image/avif" srcset="/images/chart-400.avif 400w" sizes="42rem"><img decoding="async" src="/images/chart-400.webp" alt="A chart" title="Chart" width="800" height="450"></picture>',
    );
    expect(last).toContain('<img loading="lazy" decoding="async" src="/images/other-400.webp" alt="Another"');
  });

  it('leaves an address that names no built picture as written', async () => {
    const { html } = await render('![Icon](/favicon.svg)', { pictures });
    expect(html).toBe('<p><img src="/favicon.svg" alt="Icon"></p>');
  });
});

describe('reading time', () => {
  it('counts prose at 220 words a minute and leaves code blocks out', async () => {
    const prose = Array.from({ length: 440 }, () => 'word').join(' ');
    const code = `\`\`\`js\n${Array.from({ length: 1000 }, (_, i) => `x${i}`).join(' ')}\n\`\`\``;
    const rendered = await render(`${prose}\n\n${code}`);
    expect(rendered.words).toBe(440);
    expect(readingMinutes(rendered)).toBe(2);
  });

  it('counts Chinese and Japanese characters one by one', async () => {
    const rendered = await render('这是一个测试。'.repeat(150));
    expect(rendered.characters).toBe(900);
    expect(rendered.words).toBe(0);
    expect(readingMinutes(rendered)).toBe(2);
  });

  it('says at least one minute', async () => {
    expect(readingMinutes(await render('Hi.'))).toBe(1);
  });
});
