/**
 * `npm run dev` as an owner uses it, in a copy of the project: the page renders with its data, a
 * content edit shows on the next reload, a content mistake is explained with the checker's own
 * lines in the terminal and in the browser's error overlay, and the server recovers once fixed;
 * posts added while it runs show, drafts marked, and a saved post on its open page.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'culori';
import { checkContentCommand } from '../commands/check-content.ts';
import { fixtureWritingDir } from '../testing/fixture-content.ts';
import { freePort, type Server } from '../testing/local-worker.ts';
import { content, expect, test } from './fixtures.ts';
import { copyProject, type ProjectCopy, startDev } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let project: ProjectCopy;
let dev: Server;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  project = await copyProject();
  ({ server: dev, url } = await startDev(project));
});

test.afterAll(async () => {
  await dev?.stop();
  await project?.remove();
});

/** What `npm run check:content` prints for the copy's content, one problem a line. */
async function checkerLines(): Promise<string[]> {
  const { code, stderr } = await checkContentCommand(join(project.dir, 'content'));
  if (code === 0) throw new Error('expected the content check to fail');
  return stderr
    .split('\n')
    .filter((line) => line.trim().startsWith('content/'))
    .map((line) => line.trim());
}

const overlay = (page: import('@playwright/test').Page) => page.locator('vite-error-overlay');

test('shows the page with every section’s data', async ({ page }) => {
  await page.goto(url);
  await expect(page.locator('#about')).toContainText(content.about.content[0]);
  await expect(page.locator('#experience')).toContainText(content.workExperience[0].organization);
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  await expect(page.locator('footer')).toContainText('Follow Me');
});

test('serves the favicon the build makes: the initials drawn as paths', async ({ request }) => {
  const response = await request.get(`${url}/favicon.svg`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  const svg = await response.text();
  expect(svg).toContain('<path');
  expect(svg).not.toContain('<text');
});

test('shows the projects’ pictures, and a picture given to another project on the next reload', async ({
  page,
}) => {
  // Scrolled to, the lazy picture loads.
  const loaded = async (title: string) => {
    const img = page.locator('#projects li').filter({ hasText: title }).locator('img');
    await img.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        timeout: 5_000,
      })
      .toBe(true);
    return img.evaluate((element: HTMLImageElement) => element.currentSrc);
  };
  await page.goto(url);
  const pictured = content.projects.find((p) => p.image);
  const bare = content.projects.find((p) => !p.image);
  if (!pictured?.image || !bare) throw new Error('the sample has projects with and without a picture');
  expect(await loaded(pictured.title)).toMatch(/\/images\/project-[\w-]+\.\w+\.avif$/);

  await copyFile(
    join(project.dir, 'content', pictured.image),
    join(project.dir, 'content', 'projects', 'new.png'),
  );
  const edited = content.projects.map((p) => (p === bare ? { ...p, image: 'projects/new.png' } : p));
  await project.writeContent('projects.json', JSON.stringify(edited, null, 2));
  let shown = '';
  await expect(async () => {
    await page.reload();
    shown = await loaded(bare.title);
    expect(shown).toMatch(/\/images\/project-new-\d+\.\w+\.avif$/);
  }).toPass({ timeout: 30_000 });

  // The picture's file replaced, with projects.json untouched: the card shows the new one.
  await copyFile(
    join(project.dir, 'content', 'portrait.png'),
    join(project.dir, 'content', 'projects', 'new.png'),
  );
  await expect(async () => {
    await page.reload();
    const replaced = await loaded(bare.title);
    expect(replaced).toMatch(/\/images\/project-new-\d+\.\w+\.avif$/);
    expect(replaced).not.toBe(shown);
  }).toPass({ timeout: 30_000 });

  // Taken away again: the card is back to its text, and every other section is still served.
  await project.writeContent('projects.json', JSON.stringify(content.projects, null, 2));
  await expect(async () => {
    await page.reload();
    const card = page.locator('#projects li').filter({ hasText: bare.title });
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(card.locator('img')).toHaveCount(0, { timeout: 2_000 });
    await expect(page.locator('#about')).toContainText(content.about.content[0], { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('shows each language’s page, and a translation’s edit on the next reload', async ({ page }) => {
  const german = (await project.readContent('de/about.json')) as { content: string[] };
  await page.goto(`${url}/de/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#about h2')).toHaveText('Über mich');
  await expect(page.locator('#about')).toContainText(german.content[0]);

  const edited = `Neu geschrieben, während der Server läuft (${Date.now()}).`;
  await project.writeContent('de/about.json', JSON.stringify({ content: [edited] }, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#about')).toContainText(edited, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await project.writeContent('de/about.json', JSON.stringify(german, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#about')).toContainText(german.content[0], { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await page.goto(`${url}/ar/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#about h2')).toHaveText('نبذة عني');
});

test('shows a content edit on the next reload', async ({ page }) => {
  await page.goto(url);
  await expect(page.locator('#about')).toContainText(content.about.content[0]);
  const edited = 'I rewrote this paragraph a minute ago, in my editor.';
  await project.writeContent('about.json', JSON.stringify({ content: [edited] }, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#about')).toContainText(edited, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await project.writeContent('about.json', JSON.stringify(content.about, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#about')).toContainText(content.about.content[0], { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test('shows a new accent and a new photo from site.json on the next reload, once the photo’s file is there', async ({
  page,
}) => {
  const button = page.getByRole('link', { name: 'Get In Touch' }).first();
  const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const photo = page.locator('#home img');
  const photoFile = () =>
    photo.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      return new URL(element.currentSrc).pathname;
    });
  await page.goto(url);
  const [before, beforePhoto] = [await background(), await photoFile()];

  // A green accent, and the owner's own photo named before its file is there: the overlay says so,
  // and clears once the file is dropped in.
  test.info().annotations.push({ type: 'expects-console-error' });
  const site = { ...content.site, photo: 'me.png', theme: { accent: '#15803d' } };
  await project.writeContent('site.json', JSON.stringify(site, null, 2));
  await expect(overlay(page)).toContainText(
    'content/site.json: $.photo: names content/me.png, which does not exist',
  );
  const { image } = content.projects.find((p) => p.image) ?? {};
  if (!image) throw new Error('the sample has a project with a picture');
  await expect.poll(() => dev.output()).toContain('content/site.json: $.photo: names content/me.png');
  const saidBefore = dev.output().length;
  await copyFile(join(project.dir, 'content', image), join(project.dir, 'content', 'me.png'));
  // A new picture is read and planned before the check passes: slower than a JSON save on a busy
  // machine (a fresh clone's CI once took over 5 s), so as long as the reloads below allow.
  await expect(overlay(page)).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => dev.output().slice(saidBefore)).toContain('Content check passed');
  await expect(async () => {
    await page.reload();
    expect(await photoFile()).not.toBe(beforePhoto);
    const { r, g, b } = (parse(await background()) ?? {}) as { r: number; g: number; b: number };
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('#about')).toContainText(content.about.content[0]);

  await project.writeContent('site.json', JSON.stringify(content.site, null, 2));
  await expect(async () => {
    await page.reload();
    expect(await background()).toBe(before);
    expect(await photoFile()).toBe(beforePhoto);
  }).toPass({ timeout: 20_000 });
});

test('warns in the terminal, without stopping, when the page will not show what was written', async ({
  page,
}) => {
  await project.writeContent('projects.json', '[]');
  await expect.poll(() => dev.output()).toMatch(/warning: content\/projects\.json: \$: is empty/);
  await page.goto(url);
  await expect(page.locator('#about')).toContainText(content.about.content[0]);
  await project.writeContent('projects.json', JSON.stringify(content.projects, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#projects')).toContainText(content.projects[0].title, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test('explains a content mistake with the checker’s lines, in the terminal and the overlay, then recovers', async ({
  page,
}) => {
  // While the file is broken the Worker cannot load it: the browser logs the failed requests.
  test.info().annotations.push({ type: 'expects-console-error' });
  await page.goto(url);
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);

  const broken = structuredClone(content.projects) as unknown as Record<string, unknown>[];
  broken[0].liveLink = 5;
  await project.writeContent('projects.json', JSON.stringify(broken, null, 2));
  const lines = await checkerLines();
  expect(lines).toEqual([expect.stringMatching(/^content\/projects\.json: \$\[0\]\.liveLink: /)]);

  // Shown at once on the open page, and again to a page opened while the file is broken.
  for (const line of lines) await expect(overlay(page)).toContainText(line);
  await page.reload();
  for (const line of lines) await expect(overlay(page)).toContainText(line);
  await expect.poll(() => dev.output()).toContain(lines[0]);
  expect(dev.output()).not.toContain('ZodError');

  // Not JSON at all: the same line as the checker, not Vite's JSON error ("File: [object Object]").
  await project.writeContent('about.json', '{ "content": [ "half a sentence');
  const jsonLines = await checkerLines();
  expect(jsonLines).toEqual([
    expect.stringMatching(/^content\/about\.json: \$: is not valid JSON/),
    ...lines,
  ]);
  for (const line of jsonLines) await expect(overlay(page)).toContainText(line);
  await expect(overlay(page)).not.toContainText('File: [object Object]');

  // Fixed: the server never stopped, the page reloads itself and serves the fixed content.
  await project.writeContent('about.json', JSON.stringify(content.about, null, 2));
  await project.writeContent('projects.json', JSON.stringify(content.projects, null, 2));
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.locator('#projects')).toContainText(content.projects[0].title);
  await expect(page.locator('#about')).toContainText(content.about.content[0]);
  expect(dev.running()).toBe(true);
});

test('leaves a section and its top-bar link out while its file is deleted, with no error, and brings them back', async ({
  page,
}) => {
  const skillsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' });
  await page.goto(url);
  await expect(page.locator('#skills')).toContainText(content.skills[0].category);

  // No file, no section: a kind the owner has none of is no mistake (a release may add one).
  await project.removeContent('skills.json');
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#skills')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(skillsLink).toHaveCount(0);
  await expect(page.locator('#experience')).toContainText(content.workExperience[0].organization);
  await expect(overlay(page)).toHaveCount(0);
  expect(dev.output()).not.toContain('skills.json: $: file is missing');

  await project.writeContent('skills.json', JSON.stringify(content.skills, null, 2));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#skills')).toContainText(content.skills[0].category, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(skillsLink).toHaveCount(1);
});

test('says a bad date in the terminal as the checker’s line alone: no stack trace, no file text, once', async ({
  page,
  request,
}) => {
  test.info().annotations.push({ type: 'expects-console-error' });
  await page.goto(url);
  const saidBefore = dev.output().length;
  const said = () => dev.output().slice(saidBefore);
  const withStartDate = (startDate: string) =>
    JSON.stringify(
      content.workExperience.map((job, index) => (index === 0 ? { ...job, startDate } : job)),
      null,
      2,
    );

  await project.writeContent('work-experience.json', withStartDate('March 2020'));
  const [line] = await checkerLines();
  expect(line).toBe(
    'content/work-experience.json: $[0].startDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
  );
  await expect.poll(said).toContain(line);
  await expect(overlay(page)).toContainText(line);
  // Requests failing while the file is broken (the Worker cannot load it) add nothing.
  expect((await request.get(`${url}/api/about`)).status()).toBe(500);
  await page.reload();
  await expect(overlay(page)).toContainText(line);

  // A second mistake is said next, after whatever the first one and the requests printed.
  await project.writeContent('work-experience.json', withStartDate('2020-13'));
  const [next] = await checkerLines();
  await expect.poll(said).toContain(next);
  expect(said()).not.toMatch(/^\s+at /m);
  expect(said()).not.toContain(content.workExperience[0].organization);
  expect(said()).not.toContain('Failed to reload');
  expect(said().split(line).length - 1).toBe(1);

  await project.writeContent('work-experience.json', JSON.stringify(content.workExperience, null, 2));
  await expect.poll(said).toContain('Content check passed');
  await expect(overlay(page)).toHaveCount(0);
});

// Writing in `npm run dev`: the owner adds the fixture's posts while it runs, reads a draft and a
// post dated later, marked as drafts, finds the feeds named, and a saved post shows on its open page.
test.describe('with posts added', () => {
  test.beforeAll(async () => {
    await cp(fixtureWritingDir, join(project.dir, 'content'), { recursive: true });
    // The next content snapshot has them: their list is then a page of the dev server.
    const deadline = Date.now() + 60_000;
    while (
      (await fetch(`${url}/writing/`).then(
        (response) => response.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error(`${url}/writing/ never answered:\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test('shows a draft and a post dated later, marked as drafts, in the list and on their pages', async ({
    page,
  }) => {
    await page.goto(`${url}/writing/`);
    for (const title of ['Notes not ready yet', 'A post from the future']) {
      const item = page.locator('li', { hasText: title });
      await expect(item).toContainText('Draft');
    }
    await expect(page.locator('li', { hasText: 'Building a portfolio' })).not.toContainText('Draft');
    await page.getByRole('link', { name: 'Notes not ready yet' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes not ready yet');
    await expect(page.locator('.post-draft')).toHaveText('Draft');
    // Its picture too, which the build leaves out with it.
    const sketch = page.getByRole('img', { name: 'A sketch of the idea' });
    await expect(sketch).toHaveJSProperty('complete', true);
    expect(await sketch.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/images\/post-draft-sketch-300\./,
    );
    expect(await sketch.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Styled as the build styles it: the top bar is the portfolio's.
    await expect(page.locator('.top-bar')).toHaveCSS('position', 'fixed');
  });

  test('names each language’s feeds in its portfolio’s head, as the build does', async ({ request }) => {
    const head = await (await request.get(`${url}/de/`)).text();
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json'])
      expect(head).toContain(
        `title="Aarav Sharma: Artikel" href="https://aaravsharma.dev/de/writing/${feed}">`,
      );
  });

  test('a saved post shows on its open page, without a hand reload', async ({ page }) => {
    // Each save is saved once the page listens for Vite's reloads again: a reload sent while the
    // page was still loading reached no one, and the page kept the title of the save before.
    const listening = () =>
      page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
    let connected = listening();
    await page.goto(`${url}/writing/building-a-portfolio/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Building a portfolio/);
    await connected;
    const file = join(project.dir, 'content', 'writing', 'building-a-portfolio.md');
    const text = await readFile(file, 'utf8');
    connected = listening();
    await writeFile(file, text.replace('title: Building a portfolio', 'title: Rebuilding a portfolio'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rebuilding a portfolio/);
    await connected;
    await writeFile(file, text);
    // Settled before the page is closed: a close in the middle of the reload this save starts once
    // held the context's teardown past the test's two minutes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Building a portfolio/);
  });

  test('a post that breaks the content check says so on its page, which comes back once fixed', async ({
    page,
  }) => {
    // While the post is broken the page's modules cannot load: the browser logs the failed requests.
    test.info().annotations.push({ type: 'expects-console-error' });
    const file = join(project.dir, 'content', 'writing', 'web-performance-india.md');
    const text = await readFile(file, 'utf8');
    await page.goto(`${url}/writing/web-performance-india/`);
    await writeFile(file, text.replace('date: 2025-02-10', 'date: 2025-02-30'));
    const line = 'content/writing/web-performance-india.md: $.date: is not a real calendar date';
    await expect.poll(() => dev.output()).toContain(line);
    await expect(page.locator('vite-error-overlay')).toContainText(line);
    await writeFile(file, text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में वेब प्रदर्शन');
  });
});

test('refuses to start on a broken content file, with the checker’s lines, as npm start does', async () => {
  const broken = structuredClone(content.projects) as unknown as Record<string, unknown>[];
  broken[0].githubLink = 'not a link';
  // The running server's copy: the check refuses before a second server would start.
  await project.writeContent('projects.json', JSON.stringify(broken, null, 2));
  try {
    const port = await freePort();
    const run = spawnSync('npm', ['run', '--silent', 'dev', '--', '--port', String(port)], {
      cwd: project.dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^ {2}content\/projects\.json: \$\[0\]\.githubLink: .+$/m);
    expect(run.stderr).not.toContain('ZodError');
  } finally {
    await project.writeContent('projects.json', JSON.stringify(content.projects, null, 2));
  }
});
