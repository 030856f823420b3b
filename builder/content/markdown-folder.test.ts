import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectionKeys, nounOf } from '../../shared/content-files.ts';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { formatProblem } from './check.ts';
import { ContentFolder, readSettledContentFolder, saveSettleMs } from './content-folder.ts';
import { checkAllContent, loadContent, loadLocalizedContent, warnAllContent } from './load.ts';
import { urlSafeSlug } from './markdown-folder.ts';
import { contentFileOf, parseMarkdown } from './sources.ts';

const temporaryDir = temporaryDirs();

/** A post's file: its front matter's lines, then its body. */
const post = (fields: Record<string, string>, body = '\nSome text.\n') =>
  `---\n${Object.entries(fields)
    .map(([field, value]) => `${field}: ${value}`)
    .join('\n')}\n---\n${body}`;
const valid = { title: 'First post', description: 'What it is about', date: '2025-03-14' };

/** A copy of the fixture content (English, with German and Arabic translations) with these files added. */
async function contentWith(files: Record<string, string> = {}, remove: string[] = []): Promise<string> {
  const dir = await temporaryDir('posts-');
  await cp(fixtureContentDir, dir, { recursive: true });
  for (const path of remove) await rm(join(dir, path), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

const problemsOf = async (files: Record<string, string>, remove: string[] = []) =>
  (await checkAllContent(await contentWith(files, remove))).map(formatProblem);

describe('reading posts', () => {
  it('reads no posts, and finds no problem, when content/ has no writing/ folder', async () => {
    const dir = await contentWith();
    expect(loadContent(dir).posts).toEqual([]);
    expect(await checkAllContent(dir)).toEqual([]);
    expect(new ContentFolder(dir).data('posts', 'de')).toBeUndefined();
    expect(new ContentFolder(dir).isWhole()).toBe(true);
  });

  it('reads each post as its slug, its front matter, its body and the line the body starts on', async () => {
    const dir = await contentWith({
      'writing/first-post.md': post({ ...valid, tags: '[notes, web]' }, '\n# Hello\n\nText.\n'),
    });
    expect(loadContent(dir).posts).toEqual([
      {
        slug: 'first-post',
        title: 'First post',
        description: 'What it is about',
        // YAML 1.2: the date stays the text written, not a Date in the machine's time zone.
        date: '2025-03-14',
        tags: ['notes', 'web'],
        body: '\n# Hello\n\nText.\n',
        bodyLine: 7,
      },
    ]);
  });

  it('reads a file saved with a byte order mark and Windows line ends', () => {
    const text = `\uFEFF${post(valid, 'Text.\r\n').replaceAll('\n', '\r\n')}`;
    expect(parseMarkdown('writing/a.md', text)).toEqual({
      frontMatter: valid,
      body: 'Text.\r\r\n',
      bodyLine: 6,
    });
  });

  it('reads the Markdown files of the folder only, in order of name', async () => {
    const dir = await contentWith({
      'writing/b.md': post(valid),
      'writing/a.md': post(valid),
      'writing/cover.png': 'not a post',
      'writing/.a.md.swp': 'an editor’s backup',
      'writing/drafts/c.md': post(valid),
    });
    expect(loadContent(dir).posts.map(({ slug }) => slug)).toEqual(['a', 'b']);
  });

  it('reads each post once, however often it is asked for', async () => {
    const dir = await contentWith({ 'writing/a.md': post(valid) });
    const folder = new ContentFolder(dir);
    const first = folder.data('posts');
    await writeFile(join(dir, 'writing', 'a.md'), post({ ...valid, title: 'Changed' }));
    await writeFile(join(dir, 'writing', 'b.md'), post(valid));
    expect(folder.data('posts')).toBe(first);
    expect(new ContentFolder(dir).data('posts')).toMatchObject([{ title: 'Changed' }, { slug: 'b' }]);
  });

  it('in `npm run dev`, reads a post once more when its save lands', async () => {
    const dir = await contentWith({ 'writing/a.md': '' });
    const reading = readSettledContentFolder(dir);
    await sleep(saveSettleMs / 2);
    await writeFile(join(dir, 'writing', 'a.md'), post(valid));
    expect(await checkAllContent(await reading)).toEqual([]);
  });
});

describe('checking posts', () => {
  it('accepts a complete post, with every optional field', async () => {
    const full = {
      ...valid,
      updated: '2025-04-01',
      tags: '[notes]',
      draft: 'false',
      image: 'portrait.png',
      imageAlt: 'The author',
      canonical: 'https://dev.to/jane/first-post',
      external: 'https://example.com/first-post',
      resume: 'true',
    };
    expect(await problemsOf({ 'writing/first-post.md': post(full) })).toEqual([]);
  });

  it.each([
    [
      'a missing field',
      { title: 'First post', date: '2025-03-14' },
      '$.description: is missing: add text in double quotes',
    ],
    ['an empty field', { ...valid, title: '""' }, '$.title: must not be empty'],
    [
      'a field of the wrong type',
      { ...valid, tags: 'notes' },
      '$.tags: must be a list in square brackets, [ … ]',
    ],
    [
      'a flag that is not true or false',
      { ...valid, draft: 'yes' },
      '$.draft: must be true or false, without quotes',
    ],
    ['a date that is no date', { ...valid, date: '2025-02-30' }, '$.date: is not a real calendar date'],
    [
      'a date written otherwise',
      { ...valid, date: 'March 14, 2025' },
      '$.date: must be a date written YYYY-MM-DD, like 2025-03-14',
    ],
    ['an update before the date', { ...valid, updated: '2025-01-01' }, '$.updated: must not be before date'],
    [
      'an address that is not https',
      { ...valid, canonical: 'http://dev.to/x' },
      '$.canonical: must be an https URL',
    ],
    [
      'an alt without a picture',
      { ...valid, imageAlt: 'A cat' },
      '$.imageAlt: describes a picture, but the post names no image',
    ],
    ['an unknown field', { ...valid, draf: 'true' }, '$: unexpected field "draf" (did you mean "draft"?)'],
    [
      'a picture that is not there',
      { ...valid, image: 'writing/cover.png' },
      '$.image: names content/writing/cover.png, which does not exist',
    ],
  ])('says %s', async (_, fields, problem) => {
    expect(await problemsOf({ 'writing/first-post.md': post(fields) })).toEqual([
      `content/writing/first-post.md: ${problem}`,
    ]);
  });

  it.each([
    [
      'no front matter',
      'Just text.\n',
      'line 1: has no front matter: start the file with a line ---, then its fields (title:, description:, date:), then another line ---',
    ],
    [
      'an unclosed front matter',
      '---\ntitle: First\n',
      'line 1: the front matter is not closed: add a line --- after its fields',
    ],
    [
      'a front matter that is no fields',
      '---\n- a list\n---\n',
      'line 2: the front matter must be fields, one "name: value" a line (title:, description:, date:)',
    ],
    [
      'a field given twice',
      '---\ntitle: A\ndescription: B\ntitle: C\n---\n',
      'line 4: the front matter is not valid YAML (Map keys must be unique): put text holding ": " or " #" in double quotes, like title: "Why: a story"',
    ],
    [
      'a colon in unquoted text',
      '---\ntitle: A\ndescription: Why: a story\n---\n',
      'line 3: the front matter is not valid YAML (Nested mappings are not allowed in compact mappings): put text holding ": " or " #" in double quotes, like title: "Why: a story"',
    ],
  ])('says the line of %s', async (_, text, problem) => {
    expect(await problemsOf({ 'writing/first-post.md': text })).toEqual([
      `content/writing/first-post.md: ${problem}`,
    ]);
  });

  it('says what to rename a file to whose name cannot be an address', async () => {
    expect(
      await problemsOf({
        'writing/My First Post!.md': post(valid),
        'writing/Über uns.md': post(valid),
        'writing/日記.md': post(valid),
      }),
    ).toEqual([
      'content/writing/My First Post!.md: file name: is not a safe web address for the post (lowercase letters a–z, digits and hyphens only): rename it to my-first-post.md',
      'content/writing/Über uns.md: file name: is not a safe web address for the post (lowercase letters a–z, digits and hyphens only): rename it to uber-uns.md',
      'content/writing/日記.md: file name: is not a safe web address for the post (lowercase letters a–z, digits and hyphens only): rename it with lowercase letters a–z, digits and hyphens, like my-first-post.md',
    ]);
  });

  // Each collection in the owner's words: a case study's problem never speaks of a post.
  it.each(collectionKeys.map((key) => [key, contentFileOf(key), nounOf(key).one]))(
    'names the entries of %s by their own noun',
    async (_, folder, noun) => {
      const found = await problemsOf({
        [`${folder}/A B.md`]: post({ title: 'A' }),
        [`de/${folder}/missing.md`]: post({ title: 'B' }),
      });
      expect(found.filter((problem) => problem.includes(': file name: '))).toEqual([
        `content/${folder}/A B.md: file name: is not a safe web address for the ${noun} (lowercase letters a–z, digits and hyphens only): rename it to a-b.md`,
        `content/de/${folder}/missing.md: file name: translates content/${folder}/missing.md, which does not exist: give the file the name of the ${noun} it translates, or add that ${noun}`,
      ]);
    },
  );

  it('says which files give the same address, and a free name for each', async () => {
    expect(
      await problemsOf({
        'writing/post.md': post(valid),
        'writing/post.MD': post(valid),
        'writing/Post.md': post(valid),
      }),
    ).toEqual([
      'content/writing/Post.md: file name: is not a safe web address for the post (lowercase letters a–z, digits and hyphens only): rename it to post-2.md (content/writing/post.md has the name post.md)',
      "content/writing/post.MD: file name: gives the same address as content/writing/post.md (a post's address is its file's name): rename it to post-3.md",
    ]);
    expect(urlSafeSlug('  Ça va? -- Straße 2 ')).toBe('ca-va-strasse-2');
  });

  it('says a translation of a post that does not exist, and a shared field a translation sets', async () => {
    expect(
      await problemsOf({
        'writing/first-post.md': post(valid),
        'de/writing/frist-post.md': post({ title: 'Erster Beitrag' }),
        'de/writing/first-post.md': post({ title: 'Erster Beitrag', date: '2025-03-15', descripton: 'x' }),
      }),
    ).toEqual([
      'content/de/writing/first-post.md: $.date: is the same in every language: set it in content/writing/first-post.md only',
      'content/de/writing/first-post.md: $: unexpected field "descripton" (did you mean "description"?)',
      'content/de/writing/frist-post.md: file name: translates content/writing/frist-post.md, which does not exist: give the file the name of the post it translates, or add that post',
    ]);
  });

  it('says, by its line, a picture a post names that is not there, is no image, or is on another site', async () => {
    const portrait = await readFile(join(fixtureContentDir, 'portrait.png'));
    const dir = await contentWith({
      'writing/first-post.md': post(
        valid,
        '\n![Here](chart.png)\n\n![Missing](chrat.png)\n\n![Text](notes.txt)\n\n![Far](https://example.com/a.png)\n\n![Site](/favicon.svg)\n',
      ),
      'writing/notes.txt': 'not a picture',
      // The translation finds the original's picture, and says its own missing one.
      'de/writing/first-post.md': post(
        { title: 'Erster Beitrag' },
        '\n![Hier](chart.png)\n\n![Fehlt](fehlt.png)\n',
      ),
    });
    await writeFile(join(dir, 'writing', 'chart.png'), portrait);
    expect((await checkAllContent(dir)).map(formatProblem)).toEqual([
      "content/writing/first-post.md: line 9: names the picture chrat.png, which is not in content/writing/: put the file beside the post, or correct its name (it is relative to the post's file)",
      'content/writing/first-post.md: line 11: content/writing/notes.txt is not a JPEG, PNG, WebP or AVIF image',
      "content/writing/first-post.md: line 13: shows the picture https://example.com/a.png from another address, which the page's security policy does not load: save it in content/writing/ beside the post and name the file, like ![What it shows](diagram.png)",
      "content/de/writing/first-post.md: line 7: names the picture fehlt.png, which is not in content/de/writing/: put the file beside the post, or correct its name (it is relative to the post's file)",
    ]);
  });

  it('refuses, by field and by line, a character no feed may carry, in a post or its translation', async () => {
    const reason =
      'holds the invisible character U+0008, which no feed may carry: delete it (retyping the text around it is enough)';
    expect(
      await problemsOf({
        'writing/first-post.md': post(
          { ...valid, title: '"Edge\\bWorkers"' },
          '\nSome text.\n\nA \u000b tab.\n',
        ),
        'de/writing/first-post.md': post({ title: 'Erster Beitrag' }, '\nEin \ufffe Zeichen.\n'),
      }),
    ).toEqual([
      `content/writing/first-post.md: line 9: ${reason.replace('U+0008', 'U+000B')}`,
      `content/writing/first-post.md: $.title: ${reason}`,
      `content/de/writing/first-post.md: line 5: ${reason.replace('U+0008', 'U+FFFE')}`,
    ]);
  });

  it('checks a translation’s fields as the default’s: an empty description', async () => {
    expect(
      await problemsOf({
        'writing/first-post.md': post(valid),
        'de/writing/first-post.md': post({ title: 'Erster Beitrag', description: '""' }),
      }),
    ).toEqual(['content/de/writing/first-post.md: $.description: must not be empty']);
  });

  it('lists the JSON files’ problems as before, the posts’ after them', async () => {
    const broken = { 'about.json': '{"content": []}' };
    const jsonOnly = await problemsOf(broken);
    expect(jsonOnly).toEqual(['content/about.json: $.content: must list at least one entry']);
    expect(await problemsOf({ ...broken, 'writing/a.md': post({ ...valid, date: '2025-13-01' }) })).toEqual([
      ...jsonOnly,
      'content/writing/a.md: $.date: is not a real calendar date',
    ]);
  });

  it('warns of nothing more for posts, translated or not', async () => {
    const without = await warnAllContent(await contentWith());
    const dir = await contentWith({ 'writing/a.md': post(valid), 'writing/b.md': post(valid) });
    expect(await warnAllContent(dir)).toEqual(without);
  });
});

describe('a translated post', () => {
  it('takes the translation’s fields over the default’s, its body when it has one, the default’s post when it has none', async () => {
    const dir = await contentWith({
      'writing/a.md': post({ ...valid, tags: '[web]' }, '\nEnglish text.\n'),
      'writing/b.md': post({ ...valid, title: 'Second' }, '\nSecond text.\n'),
      'de/writing/a.md': post({ title: 'Erster Beitrag', tags: '[netz]' }, '\nDeutscher Text.\n'),
      'de/writing/b.md': post({ title: 'Zweiter' }, '\n\n'),
    });
    expect(await checkAllContent(dir)).toEqual([]);
    const { byLocale } = loadLocalizedContent(dir);
    expect(byLocale.de.posts).toEqual([
      {
        ...valid,
        slug: 'a',
        title: 'Erster Beitrag',
        tags: ['netz'],
        body: '\nDeutscher Text.\n',
        bodyLine: 5,
      },
      { ...valid, slug: 'b', title: 'Zweiter', body: '\nSecond text.\n', bodyLine: 6 },
    ]);
    // A language that translates no post shows every post in the default language.
    expect(byLocale.ar.posts).toEqual(byLocale.en.posts);
  });
});
