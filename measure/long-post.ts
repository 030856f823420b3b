/**
 * A long post for the measurements (the "Lighthouse 100 and CLS 0 on a long post"): a copy
 * of a content folder, the fixture's unless told, plus content/writing/<slug>.md of about 3,000
 * words with 20 fenced code blocks in 20 languages, a table and 3 pictures (1600×900 PNGs with
 * noise, beside the post). Every reading aid is on it (docs/owner-guide.md, "Reading aids"): its
 * headings give it a table of contents, and two short posts beside it make it the second part of
 * a series and give it related posts. Everything is made from a fixed seed, so two runs write the
 * same files.
 *
 *   node measure/long-post.ts <dir>   writes it into <dir> (made if missing) and prints its page
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { fixtureContentDir } from '../testing/fixture-content.ts';

export const longPostSlug = 'a-long-post-for-the-measurements';
export const longPostPath = `/writing/${longPostSlug}/`;

/** A small seeded generator (mulberry32): the same text and pictures on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = [
  'The first view',
  'A slow phone',
  'The edge cache',
  'Every request',
  'The build',
  'A reader on a train',
  'The stylesheet',
  'The Worker',
  'Each picture',
  'The parser',
  'A careful review',
  'The budget',
];
const verbs = [
  'waits for',
  'depends on',
  'is shaped by',
  'pays for',
  'gains from',
  'is slowed by',
  'can do without',
  'asks little of',
];
const objects = [
  'the bytes that arrive before the first paint',
  'one round trip to the nearest data centre',
  'a stylesheet inlined into the HTML',
  'the fonts the system already has',
  'code that runs only after the text is on screen',
  'pictures sized for the screen that shows them',
  'a cache that is told exactly how long to keep things',
  'the measurements taken on every change',
  'a table of numbers nobody argues with',
  'the few lines of script the page still needs',
];
const endings = [
  '',
  ', and that is most of the story',
  ', which is easy to forget',
  ' on every single visit',
  ', as the numbers below show',
  ' more than anything else on the page',
];

function paragraph(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const sentences = Array.from(
    { length: 3 + Math.floor(random() * 2) },
    () => `${pick(subjects)} ${pick(verbs)} ${pick(objects)}${pick(endings)}.`,
  );
  return sentences.join(' ');
}

/** One snippet per language Shiki highlights, each a few lines a post like this would show. */
const snippets: [language: string, code: string][] = [
  [
    'ts',
    'export const budget = { html: 15, css: 15, js: 80 } as const;\ntype Kind = keyof typeof budget;\nexport const over = (kind: Kind, kb: number) => kb > budget[kind];',
  ],
  [
    'js',
    "addEventListener('load', () => {\n  const [entry] = performance.getEntriesByType('navigation');\n  console.log(entry.responseEnd);\n});",
  ],
  [
    'tsx',
    'export function Title({ text }: { text: string }) {\n  return <h1 className="post__title">{text}</h1>;\n}',
  ],
  ['css', '.post__body pre {\n  overflow-x: auto;\n  padding: 1rem;\n  border-radius: 4px;\n}'],
  [
    'html',
    '<picture>\n  <source type="image/avif" srcset="photo-800.avif 800w">\n  <img src="photo-800.jpg" alt="A photo" width="800" height="450">\n</picture>',
  ],
  ['json', '{\n  "name": "portfolio",\n  "private": true,\n  "scripts": { "build": "vite build" }\n}'],
  [
    'bash',
    'npm run build\nnpm run budgets\nfor page in / /de/; do curl -sI "http://localhost:9000$page" | head -1; done',
  ],
  [
    'python',
    'def median(values):\n    ordered = sorted(values)\n    middle = len(ordered) // 2\n    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2',
  ],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("served from the edge")\n}'],
  [
    'rust',
    'fn gzip_budget(kind: &str) -> u32 {\n    match kind {\n        "js" => 80,\n        _ => 15,\n    }\n}',
  ],
  [
    'sql',
    "SELECT path, COUNT(*) AS views\nFROM page_views\nWHERE day >= DATE('now', '-7 days')\nGROUP BY path\nORDER BY views DESC;",
  ],
  [
    'yaml',
    'name: checks\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test',
  ],
  ['toml', 'name = "portfolio"\ncompatibility_date = "2025-05-01"\n\n[assets]\ndirectory = "dist/client"'],
  [
    'diff',
    '-<script src="/app.js"></script>\n+<script type="module">\n+  requestAnimationFrame(() => import("/app.js"));\n+</script>',
  ],
  [
    'java',
    'public final class Budget {\n    public static boolean over(int kilobytes, int limit) {\n        return kilobytes > limit;\n    }\n}',
  ],
  ['c', '#include <stdio.h>\n\nint main(void) {\n    printf("%d KB\\n", 15);\n    return 0;\n}'],
  [
    'cpp',
    '#include <vector>\n#include <algorithm>\n\ndouble median(std::vector<double> v) {\n    std::sort(v.begin(), v.end());\n    return v[v.size() / 2];\n}',
  ],
  [
    'ruby',
    'class Budget\n  LIMITS = { html: 15, css: 15, js: 80 }.freeze\n\n  def over?(kind, kb) = kb > LIMITS.fetch(kind)\nend',
  ],
  [
    'kotlin',
    'data class Round(val site: Double, val static: Double) {\n    val ratio get() = site / static\n}',
  ],
  [
    'swift',
    'struct Round {\n    let site: Double\n    let reference: Double\n    var ratio: Double { site / reference }\n}',
  ],
];

const pictures = [
  {
    file: 'first-view.png',
    alt: 'The first view of the page on a phone, before any script has run',
    hue: [40, 90, 160],
  },
  {
    file: 'waterfall.png',
    alt: 'A network waterfall: the HTML, then the pictures, nothing before the first paint',
    hue: [150, 60, 40],
  },
  {
    file: 'budgets.png',
    alt: 'Bars of each budget beside the measured size, all under their line',
    hue: [70, 140, 70],
  },
] as const;

/** A 1600×900 PNG: a diagonal gradient of the given colour with per-pixel noise, as a photo has. */
function noisyPicture(random: () => number, [red, green, blue]: readonly number[]) {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      const at = (y * width + x) * 3;
      [red, green, blue].forEach((channel, index) => {
        const noise = (random() - 0.5) * 48;
        pixels[at + index] = Math.max(0, Math.min(255, channel + shade * 80 + noise));
      });
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The post's Markdown: sections of prose, each with code; the pictures and the table among them. */
export function longPostMarkdown(): string {
  const random = seeded(2025);
  const sections: string[] = [];
  snippets.forEach(([language, code], index) => {
    const number = index + 1;
    const parts = [
      index % 4 === 0
        ? `## Part ${index / 4 + 1}: ${subjects[index % subjects.length].toLowerCase()}`
        : `### Step ${number}: ${language}`,
      paragraph(random),
      `\`\`\`${language}\n${code}\n\`\`\``,
      paragraph(random),
    ];
    if (index % 7 === 3) {
      const { file, alt } = pictures[(index - 3) / 7];
      parts.push(`![${alt}](${file})`, paragraph(random));
    }
    if (index === 10)
      parts.push(
        [
          '| Page | HTML (KB gzip) | CSS (KB gzip) | Script | Time to content |',
          '| ---- | -------------: | ------------: | :----: | --------------: |',
          '| Portfolio | 9.9 | 3.9 | after paint | 1.02 × static |',
          '| Post | 8.1 | 3.6 | none | 1.00 × static |',
          '| List of posts | 7.4 | 3.6 | none | 1.00 × static |',
        ].join('\n'),
        paragraph(random),
      );
    sections.push(parts.join('\n\n'));
  });
  return [
    '---',
    'title: A long post for the measurements',
    'description: About three thousand words, twenty code blocks, three pictures and a table, for Lighthouse and the budgets.',
    'date: 2025-06-01',
    'tags: [performance, measuring]',
    `series: ${longPostSeries}`,
    '---',
    '',
    paragraph(random),
    '',
    sections.join('\n\n'),
    '',
    '## What is left',
    '',
    paragraph(random),
    '',
    'The last paragraph of the post ends here.',
    '',
  ].join('\n');
}

/** The series the long post is the second part of. */
const longPostSeries = 'Measuring the site';

/** The posts beside it: its series' first part, and one that only shares a tag. */
const companionPosts = {
  'measuring-before-changing': [
    'title: Measuring before changing',
    'description: The first part of the series, on what to measure and on which phone.',
    'date: 2025-05-01',
    'tags: [measuring]',
    `series: ${longPostSeries}`,
  ],
  'a-note-on-budgets': [
    'title: A note on budgets',
    'description: Why each page has a budget in kilobytes, and who keeps it.',
    'date: 2025-04-01',
    'tags: [performance]',
  ],
};

/** Writes the content folder with the long post into `dir`; gives the post's page path. */
export async function writeLongPostContent(dir: string, from = fixtureContentDir) {
  cpSync(from, dir, { recursive: true });
  const writing = join(dir, 'writing');
  mkdirSync(writing, { recursive: true });
  writeFileSync(join(writing, `${longPostSlug}.md`), longPostMarkdown());
  const words = seeded(2026);
  for (const [slug, frontMatter] of Object.entries(companionPosts))
    writeFileSync(
      join(writing, `${slug}.md`),
      ['---', ...frontMatter, '---', '', paragraph(words), ''].join('\n'),
    );
  const random = seeded(1600);
  for (const { file, hue } of pictures) writeFileSync(join(writing, file), await noisyPicture(random, hue));
  return { dir, path: longPostPath };
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: node measure/long-post.ts <dir>');
  const { path } = await writeLongPostContent(resolve(dir));
  console.log(`Wrote ${dir} with ${path}: CONTENT_DIR=${resolve(dir)} npm run build`);
}
