/**
 * A large test portfolio for measuring the build (./build-scale.ts): the fixture content
 * (testing/fixtures/content) in English and German only, with `caseStudies` case studies (50 by
 * default) in content/projects/, and `posts` posts (200 by default) in
 * content/writing/ and their German translations in content/de/writing/ — every one but each
 * twentieth, which German readers see in English. Bodies are 600–1500 words of headings,
 * paragraphs, lists, sometimes a table or a footnote, and 2–6 code blocks in ten languages; a few
 * posts are drafts, dated in the future or link-only (`external`), and some have pictures beside
 * their file (noisy 1600×900 gradients, so they do not compress to nothing). Seeded: the same
 * arguments write the same bytes, so runs compare.
 *
 * `node measure/writing-portfolio.ts <dir> [--posts 200] [--seed 1]` writes one into <dir>.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { fixtureContentDir } from '../testing/fixture-content.ts';

export type WritingPortfolioOptions = {
  posts?: number;
  caseStudies?: number;
  seed?: number;
  /**
   * The pictures' width in pixels, 16:9 (1600 by default): the benches' encoder work. A test of the
   * portfolio's properties gives a small one, so its time does not hang on how busy the machine is.
   */
  pictureWidth?: number;
};

export type WritingPortfolio = {
  dir: string;
  /** Every post's slug, in the order written. */
  slugs: string[];
  /** The slugs with a German translation. */
  translated: string[];
  /** The pictures' names, relative to the content folder. */
  pictures: string[];
  /** Every case study's slug (content/projects/), and those with a German translation. */
  caseStudies: string[];
  translatedCaseStudies: string[];
};

/** The second language: the fixture's German texts come with it. */
const translation = 'de';

/** mulberry32: small, fast and the same everywhere, which Math.random is not. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof randomFrom>;

const english = `the a of to and in is it that for on with as this we at by from be can not are when
what each build page post cache edge worker request response browser server code test data query
index table row column user team review deploy release bundle script style image picture font
layout render first paint slow fast phone link network latency budget byte kilobyte second
minute hour day week change commit branch merge feature bug fix issue error log metric trace
span queue job retry timeout limit memory disk file folder path route handler middleware header
cookie session token key value store read write update delete insert select join group order
type schema field number string array object function module package version dependency
compiler linter formatter editor terminal shell command flag option default config reader
writer owner visitor client service database migration backup replica region zone cluster`
  .split(/\s+/)
  .filter(Boolean);

const german = `der die das ein eine und in ist es dass für auf mit als dieser wir bei von sein kann nicht
sind wenn was jede Seite Beitrag Zwischenspeicher Rand Anfrage Antwort Browser Server Code Test
Daten Abfrage Tabelle Zeile Spalte Nutzer Team Prüfung Auslieferung Version Bündel Skript Stil
Bild Schrift Aufbau erste schnell langsam Telefon Verbindung Netz Latenz Budget Byte Sekunde
Minute Stunde Tag Woche Änderung Zweig Fehler Problem Messung Spur Warteschlange Auftrag
Wiederholung Grenze Speicher Datei Ordner Pfad Weg Kopfzeile Sitzung Schlüssel Wert lesen
schreiben ändern löschen einfügen wählen Gruppe Reihenfolge Typ Feld Zahl Text Funktion Modul
Paket Abhängigkeit Übersetzer Werkzeug Befehl Option Vorgabe Leser Besucher Dienst Datenbank
Sicherung Region Zone größer kleiner über unter zwischen während nach vor heute morgen immer`
  .split(/\s+/)
  .filter(Boolean);

const tagNames = [
  'performance',
  'web',
  'testing',
  'databases',
  'edge',
  'react',
  'typescript',
  'go',
  'rust',
  'tooling',
  'accessibility',
  'css',
];

const identifiers = [
  'budget',
  'cache',
  'route',
  'request',
  'visitor',
  'post',
  'page',
  'entry',
  'queue',
  'limit',
];

/** A code block's body in a language, its names and numbers drawn at random. */
const codeSamples: Record<string, (random: Random) => string> = {
  ts: (r) => {
    const name = r.pick(identifiers);
    return `export type ${name[0].toUpperCase()}${name.slice(1)} = { id: string; size: number; tags: string[] };

export async function load${name[0].toUpperCase()}${name.slice(1)}s(limit = ${r.int(5, 500)}): Promise<string[]> {
  const response = await fetch(\`/api/${name}s?limit=\${limit}\`);
  if (!response.ok) throw new Error(\`${name}s: \${response.status}\`);
  const rows = (await response.json()) as { id: string }[];
  return rows.map(({ id }) => id).filter((id) => id.length > ${r.int(1, 9)});
}`;
  },
  js: (r) => `const ${r.pick(identifiers)}s = new Map();
for (const [key, value] of Object.entries(input)) {
  if (value == null) continue;
  ${r.pick(identifiers)}s.set(key.toLowerCase(), { value, seen: Date.now() - ${r.int(0, 9999)} });
}
console.log(\`kept \${${r.pick(identifiers)}s.size} of ${r.int(10, 99)}\`);`,
  bash: (r) => `#!/usr/bin/env bash
set -euo pipefail
for region in eu-west us-east ap-south; do
  curl -fsS "https://example.com/${r.pick(identifiers)}?region=$region" -o "/tmp/$region.json"
  jq '.items | length' "/tmp/$region.json"
done
npm run build && du -sh dist/ | tee -a build-${r.int(1, 99)}.log`,
  json: (r) => `{
  "name": "${r.pick(identifiers)}-service",
  "version": "${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 40)}",
  "limits": { "requests": ${r.int(100, 9000)}, "burst": ${r.int(1, 50)}, "timeoutMs": ${r.int(100, 3000)} },
  "regions": ["eu-west", "us-east", "ap-south"],
  "enabled": ${r.next() < 0.5}
}`,
  python: (r) => `from dataclasses import dataclass

@dataclass
class ${r.pick(identifiers).toUpperCase()}:
    name: str
    size: int = ${r.int(0, 1024)}

def within(items: list[${r.pick(identifiers).toUpperCase()}], budget: int) -> bool:
    """Whether the items fit the budget."""
    return sum(item.size for item in items) <= budget`,
  go: (r) => `package main

import (
	"fmt"
	"net/http"
	"time"
)

func handle${r.pick(['Post', 'Page', 'Queue', 'Cache'])}(w http.ResponseWriter, r *http.Request) {
	started := time.Now()
	defer func() { fmt.Printf("%s took %v\\n", r.URL.Path, time.Since(started)) }()
	w.Header().Set("Cache-Control", "max-age=${r.int(60, 86400)}")
	fmt.Fprintf(w, "ok %d", ${r.int(1, 999)})
}`,
  rust: (r) => `use std::collections::HashMap;

fn count_${r.pick(identifiers)}s(lines: &[&str]) -> HashMap<&str, usize> {
    let mut counts = HashMap::new();
    for line in lines.iter().filter(|line| line.len() > ${r.int(0, 20)}) {
        *counts.entry(*line).or_insert(0) += 1;
    }
    counts
}`,
  css: (r) => `.${r.pick(identifiers)}-list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${r.int(12, 24)}rem, 1fr));
  gap: ${r.int(1, 3)}rem;
  color: light-dark(#1f2328, #e6edf3);
}
@media (prefers-reduced-motion: no-preference) {
  .${r.pick(identifiers)}-list > * { transition: opacity ${r.int(100, 400)}ms ease-out; }
}`,
  html: (r) => `<article class="${r.pick(identifiers)}">
  <h2 id="summary">Summary</h2>
  <p>Loaded in <strong>${r.int(100, 900)} ms</strong> on a slow phone.</p>
  <img src="/images/${r.pick(identifiers)}.avif" alt="A chart of load times" width="640" height="360">
</article>`,
  sql: (r) => `SELECT path, COUNT(*) AS views, AVG(duration_ms) AS mean_ms
FROM visits
WHERE day >= DATE('now', '-${r.int(1, 90)} days') AND status = ${r.pick([200, 304, 404])}
GROUP BY path
HAVING views > ${r.int(1, 100)}
ORDER BY views DESC
LIMIT ${r.int(5, 50)};`,
};
const codeLanguages = Object.keys(codeSamples);

const sentence = (r: Random, words: readonly string[]) => {
  const length = r.int(8, 22);
  const chosen = Array.from({ length }, () => r.pick(words));
  if (r.next() < 0.15) chosen[r.int(0, length - 1)] = `\`${r.pick(identifiers)}()\``;
  if (r.next() < 0.1)
    chosen[r.int(0, length - 1)] = `[${r.pick(words)}](https://example.com/${r.pick(identifiers)})`;
  if (r.next() < 0.1) chosen[r.int(0, length - 1)] = `**${r.pick(words)}**`;
  const text = chosen.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
};
const paragraph = (r: Random, words: readonly string[]) =>
  Array.from({ length: r.int(3, 6) }, () => sentence(r, words)).join(' ');
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/**
 * A post's Markdown body: sections until it has at least `target` words, with its code blocks and
 * pictures spread through them. The code is drawn from `codeRandom`, so a translation that uses
 * the same seed for it has the same code, as a translated post does.
 */
function postBody(
  r: Random,
  codeRandom: Random,
  words: readonly string[],
  { target, codeBlocks, pictures }: { target: number; codeBlocks: number; pictures: string[] },
): string {
  const blocks: string[] = [paragraph(r, words), paragraph(r, words)];
  const code = Array.from({ length: codeBlocks }, () => {
    const language = codeRandom.pick(codeLanguages);
    return `\`\`\`${language}\n${codeSamples[language](codeRandom)}\n\`\`\``;
  });
  const images = pictures.map((name) => `![${sentence(r, words).slice(0, -1)}](${name})`);
  let footnote = false;
  let section = 0;
  while (wordCount(blocks.join('\n')) < target || code.length > 0 || images.length > 0) {
    section += 1;
    blocks.push(`## ${sentence(r, words).slice(0, -1).split(' ').slice(0, 6).join(' ')}`);
    blocks.push(paragraph(r, words));
    const extra = r.next();
    if (extra < 0.3)
      blocks.push(Array.from({ length: r.int(3, 6) }, () => `- ${sentence(r, words)}`).join('\n'));
    else if (extra < 0.4)
      blocks.push(
        Array.from({ length: r.int(3, 5) }, (_, i) => `${i + 1}. ${sentence(r, words)}`).join('\n'),
      );
    else if (extra < 0.5) {
      const rows = Array.from(
        { length: r.int(3, 6) },
        () => `| ${r.pick(words)} | ${r.int(1, 999)} KB | ${r.int(1, 5000)} ms |`,
      );
      blocks.push(['| Name | Size | Time |', '| ---- | ---: | ---: |', ...rows].join('\n'));
    } else if (extra < 0.55) blocks.push(`> ${sentence(r, words)} ${sentence(r, words)}`);
    if (r.next() < 0.3) {
      blocks.push(`### ${sentence(r, words).slice(0, -1).split(' ').slice(0, 4).join(' ')}`);
      blocks.push(paragraph(r, words));
    }
    if (code.length > 0 && (r.next() < 0.7 || wordCount(blocks.join('\n')) >= target))
      blocks.push(code.shift() as string);
    if (images.length > 0 && r.next() < 0.5) blocks.push(images.shift() as string);
    blocks.push(paragraph(r, words));
    if (!footnote && section === 2 && r.next() < 0.3) {
      footnote = true;
      blocks[blocks.length - 1] += '[^note]';
    }
  }
  if (footnote) blocks.push(`[^note]: ${sentence(r, words)}`);
  return `${blocks.join('\n\n')}\n`;
}

/** A noisy diagonal gradient, so an encoder has real work, as with a screenshot or a photo. */
async function pictureBytes(r: Random, format: 'png' | 'jpeg', pictureWidth: number): Promise<Buffer> {
  // Drawn at a quarter of the size and enlarged: the noise blurs into grain, as a photo's does.
  const width = Math.round(pictureWidth / 4);
  const height = Math.round((pictureWidth * 9) / 16 / 4);
  const pixels = Buffer.alloc(width * height * 3);
  const from = [r.int(0, 255), r.int(0, 255), r.int(0, 255)];
  const to = [r.int(0, 255), r.int(0, 255), r.int(0, 255)];
  let noise = r.int(1, 2 ** 31);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel++) {
        // xorshift: fast enough for 4 million values, and seeded like the rest.
        noise ^= noise << 13;
        noise ^= noise >>> 17;
        noise ^= noise << 5;
        const value = from[channel] + (to[channel] - from[channel]) * t + ((noise & 31) - 16);
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).resize(width * 4, height * 4);
  return format === 'png'
    ? image.png({ palette: true, effort: 1 }).toBuffer()
    : image.jpeg({ quality: 85 }).toBuffer();
}

const yaml = (text: string) => JSON.stringify(text);

/** Writes the portfolio into `dir` (made if missing; files of the same names are replaced). */
export async function writeWritingPortfolio(
  dir: string,
  { posts = 200, caseStudies = 50, seed = 1, pictureWidth = 1600 }: WritingPortfolioOptions = {},
): Promise<WritingPortfolio> {
  const r = randomFrom(seed);
  cpSync(fixtureContentDir, dir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(fixtureContentDir, 'ar')),
  });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  writeFileSync(join(dir, 'site.json'), `${JSON.stringify({ ...site, locales: [translation] }, null, 2)}\n`);
  const writingDir = join(dir, 'writing');
  const translatedDir = join(dir, translation, 'writing');
  mkdirSync(writingDir, { recursive: true });
  mkdirSync(translatedDir, { recursive: true });

  const portfolio: WritingPortfolio = {
    dir,
    slugs: [],
    translated: [],
    pictures: [],
    caseStudies: [],
    translatedCaseStudies: [],
  };
  const used = new Set<string>();
  for (let index = 0; index < posts; index++) {
    let slug = Array.from({ length: r.int(3, 5) }, () => r.pick(english).toLowerCase()).join('-');
    while (used.has(slug)) slug = `${slug}-${index}`;
    used.add(slug);
    const day = new Date(Date.UTC(2019, 0, 1) + r.int(0, 6 * 365) * 86_400_000).toISOString().slice(0, 10);
    const external = index % 97 === 50;
    const future = index % 67 === 33;
    const fields: Record<string, unknown> = {
      title: sentence(r, english).slice(0, -1).split(' ').slice(0, r.int(4, 9)).join(' '),
      description: sentence(r, english),
      date: future ? `2999-0${r.int(1, 9)}-1${r.int(0, 9)}` : day,
      ...(!future && r.next() < 0.2 && { updated: '2026-01-15' }),
      tags: [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(tagNames)))],
      ...(index % 50 === 7 && { draft: true }),
      ...(external && { external: `https://dev.to/aarav-sharma/${slug}` }),
      ...(index % 40 === 3 && { resume: true }),
    };
    const pictures =
      !external && index % 15 === 4
        ? Array.from({ length: r.int(1, 3) }, (_, n) => `${slug}-${n + 1}.${n % 2 ? 'jpg' : 'png'}`)
        : [];
    for (const name of pictures) {
      writeFileSync(
        join(writingDir, name),
        await pictureBytes(r, name.endsWith('.png') ? 'png' : 'jpeg', pictureWidth),
      );
      portfolio.pictures.push(`writing/${name}`);
    }
    const shape = { target: r.int(600, 1500), codeBlocks: r.int(2, 6), pictures };
    const codeSeed = r.int(1, 2 ** 31);
    const frontMatter = (entries: Record<string, unknown>) =>
      Object.entries(entries)
        .map(([key, value]) =>
          Array.isArray(value)
            ? `${key}: [${value.map(yaml).join(', ')}]`
            : `${key}: ${typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value) ? yaml(value) : value}`,
        )
        .join('\n');
    const body = external ? '' : `\n${postBody(r, randomFrom(codeSeed), english, shape)}`;
    writeFileSync(join(writingDir, `${slug}.md`), `---\n${frontMatter(fields)}\n---\n${body}`);
    portfolio.slugs.push(slug);

    if (index % 20 === 19) continue;
    // German words, the same code; the pictures are the default's, a folder up from this one.
    const translatedBody = external
      ? ''
      : `\n${postBody(r, randomFrom(codeSeed), german, { ...shape, pictures: pictures.map((name) => `../../writing/${name}`) })}`;
    const translatedFields = {
      title: sentence(r, german).slice(0, -1).split(' ').slice(0, r.int(4, 9)).join(' '),
      description: sentence(r, german),
    };
    writeFileSync(
      join(translatedDir, `${slug}.md`),
      `---\n${frontMatter(translatedFields)}\n---\n${translatedBody}`,
    );
    portfolio.translated.push(slug);
  }
  await writeCaseStudies(r, portfolio, caseStudies, pictureWidth);
  return portfolio;
}

/**
 * `count` case studies in content/projects/, after the posts (so the posts' bytes stay those of
 * the same seed): each a post's body under a case study's front matter, one in three with a cover,
 * one in four translated into German, one in ten running still.
 */
async function writeCaseStudies(r: Random, portfolio: WritingPortfolio, count: number, pictureWidth: number) {
  const studiesDir = join(portfolio.dir, 'projects');
  const translatedDir = join(portfolio.dir, translation, 'projects');
  mkdirSync(studiesDir, { recursive: true });
  mkdirSync(translatedDir, { recursive: true });
  for (let index = 0; index < count; index++) {
    const slug = `study-${index + 1}-${r.pick(english).toLowerCase()}`;
    const start = `${r.int(2015, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}`;
    const cover = index % 3 === 0 ? `projects/${slug}.png` : undefined;
    if (cover) {
      writeFileSync(join(portfolio.dir, cover), await pictureBytes(r, 'png', pictureWidth));
      portfolio.pictures.push(cover);
    }
    const codeSeed = r.int(1, 2 ** 31);
    const shape = { target: r.int(600, 1500), codeBlocks: r.int(1, 4), pictures: [] };
    const lines = [
      `title: ${yaml(sentence(r, english).slice(0, -1).split(' ').slice(0, r.int(2, 5)).join(' '))}`,
      `summary: ${yaml(sentence(r, english))}`,
      `date: ${yaml(start)}`,
      ...(index % 10 === 0 ? ['end: present'] : []),
      `role: ${yaml(sentence(r, english).slice(0, -1))}`,
      `stack: [${[...new Set(Array.from({ length: r.int(2, 5) }, () => r.pick(tagNames)))].map(yaml).join(', ')}]`,
      ...(cover ? [`cover: ${yaml(cover)}`, `coverAlt: ${yaml(sentence(r, english))}`] : []),
    ];
    writeFileSync(
      join(studiesDir, `${slug}.md`),
      `---\n${lines.join('\n')}\n---\n\n${postBody(r, randomFrom(codeSeed), english, shape)}`,
    );
    portfolio.caseStudies.push(slug);
    if (index % 4 !== 0) continue;
    writeFileSync(
      join(translatedDir, `${slug}.md`),
      `---\ntitle: ${yaml(sentence(r, german).slice(0, -1))}\nsummary: ${yaml(sentence(r, german))}\n---\n\n${postBody(r, randomFrom(codeSeed), german, shape)}`,
    );
    portfolio.translatedCaseStudies.push(slug);
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      posts: { type: 'string', default: '200' },
      'case-studies': { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
    },
  });
  if (positionals.length !== 1) {
    console.error(
      'Usage: node measure/writing-portfolio.ts <dir> [--posts 200] [--case-studies 50] [--seed 1]',
    );
    process.exit(2);
  }
  const dir = resolve(positionals[0]);
  const written = await writeWritingPortfolio(dir, {
    posts: Number(values.posts),
    caseStudies: Number(values['case-studies']),
    seed: Number(values.seed),
  });
  console.log(
    `Wrote ${written.slugs.length} posts (${written.translated.length} in German too), ${written.caseStudies.length} case studies (${written.translatedCaseStudies.length} in German too) and ${written.pictures.length} pictures into ${dir}`,
  );
}
