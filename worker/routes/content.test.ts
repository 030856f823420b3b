import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiContentKey, contentFiles } from '../../shared/content-files.ts';
import about from '../../testing/fixtures/content/about.json' with { type: 'json' };
import germanAboutOverlay from '../../testing/fixtures/content/de/about.json' with { type: 'json' };
import education from '../../testing/fixtures/content/education.json' with { type: 'json' };
import links from '../../testing/fixtures/content/links.json' with { type: 'json' };
import projects from '../../testing/fixtures/content/projects.json' with { type: 'json' };
import skills from '../../testing/fixtures/content/skills.json' with { type: 'json' };
import talks from '../../testing/fixtures/content/talks.json' with { type: 'json' };
import workExperience from '../../testing/fixtures/content/work-experience.json' with { type: 'json' };
import { app } from '../index.ts';
import { get, origin } from '../test-helpers.ts';
import { contentCacheControl, liveContentCacheControl } from './content.ts';

/**
 * A project's picture as the build names it (builder/images/project-images.ts): AVIF and WebP at
 * widths for the card grid, 16:9, with the imageAlt as alt (empty without one), never the file.
 */
const builtPicture = (alt: string) => ({
  alt,
  width: 640,
  height: 360,
  sizes: expect.stringMatching(/^\(min-width: /),
  sources: ['avif', 'webp'].map((format) => ({
    type: `image/${format}`,
    srcset: expect.stringMatching(
      new RegExp(
        `^/images/project-[a-z0-9-]+-320\\.\\w{10}\\.${format} 320w, (\\S+ \\d+w, )*\\S+-1280\\.\\w{10}\\.${format} 1280w$`,
      ),
    ),
  })),
  src: expect.stringMatching(/^\/images\/project-[a-z0-9-]+-640\.\w{10}\.webp$/),
  largest: expect.stringMatching(/^\/images\/project-[a-z0-9-]+-1280\.\w{10}\.webp$/),
});
const apiProjects = (projects as { image?: string; imageAlt?: string }[]).map(
  ({ image, imageAlt, ...project }) =>
    image ? { ...project, image: builtPicture(imageAlt ?? '') } : project,
);

const contentOnDisk: Record<ApiContentKey, unknown> = {
  about,
  workExperience,
  skills,
  projects: apiProjects,
  talks,
  // The fixture has no GitHub snapshot (the variant site has): its absent kind answers an empty list.
  github: [],
  education,
  links,
};
const endpoints = (Object.keys(contentOnDisk) as ApiContentKey[]).map((key) => ({
  key,
  path: contentFiles[key].path,
  expected: contentOnDisk[key],
}));

afterEach(() => {
  vi.restoreAllMocks();
});

it('serves the six endpoints of spec section 7, the talks and the GitHub repositories', () => {
  expect(endpoints.map(({ path }) => path).toSorted()).toEqual(
    [
      '/api/about',
      '/api/education',
      '/api/github',
      '/api/links',
      '/api/projects',
      '/api/skills',
      '/api/talks',
      '/api/work-experience',
    ].toSorted(),
  );
});

describe.each(endpoints)('GET $path', ({ path, expected }) => {
  it('answers 200 with the content file as JSON (a project’s picture as built)', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(expected);
  });

  it('carries a strong ETag and is revalidated on every load, like the HTML that holds the same content', async () => {
    const response = await get(path);
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-z]+"$/);
    expect(response.headers.get('Cache-Control')).toBe(contentCacheControl);
    expect(contentCacheControl).toMatch(/max-age=0, must-revalidate/);
  });

  it('must be revalidated on every reload in `npm run dev`, where content changes with each save', async () => {
    const live = await app.request(`${origin}${path}`, {}, { ...env, LIVE_CONTENT: 'true' });
    expect(live.headers.get('Cache-Control')).toBe(liveContentCacheControl);
    expect(liveContentCacheControl).not.toMatch(/max-age=[1-9]/);
    const etag = live.headers.get('ETag') as string;
    const unchanged = await app.request(
      `${origin}${path}`,
      { headers: { 'If-None-Match': etag } },
      { ...env, LIVE_CONTENT: 'true' },
    );
    expect(unchanged.status).toBe(304);
  });

  it('answers 304 without a body when If-None-Match has the current ETag, weak or strong', async () => {
    const etag = (await get(path)).headers.get('ETag') as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = await get(path, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('ETag')).toBe(etag);
      expect(response.headers.get('Cache-Control')).toBe(contentCacheControl);
    }
  });

  it('answers 200 with the full body when If-None-Match names another version', async () => {
    const response = await get(path, { headers: { 'If-None-Match': '"some-older-version"' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeTruthy();
    expect(await response.text()).toBe('');
  });

  it('answers other methods with 405, an Allow header and a JSON error', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await get(path, { method, body: method === 'DELETE' ? undefined : '{}' });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: `${method} is not allowed here; use GET or HEAD.` });
    }
  });
});

describe('content answers', () => {
  it('give about as an object with a list of paragraphs and every other entity as a list', async () => {
    for (const { key, path } of endpoints) {
      const body = await (await get(path)).json();
      if (key === 'about') {
        expect(body).toEqual({ content: expect.any(Array) });
        expect((body as { content: unknown[] }).content.every((p) => typeof p === 'string')).toBe(true);
      } else {
        expect(Array.isArray(body), path).toBe(true);
      }
    }
  });

  it('satisfy the content schema (the answer’s own, where it differs from the file)', async () => {
    for (const { key, path } of endpoints) {
      const entry = contentFiles[key];
      const schema = 'apiSchema' in entry ? entry.apiSchema : entry.schema;
      const result = schema.safeParse(await (await get(path)).json());
      expect(result.success, path).toBe(true);
    }
  });

  it('keep the same ETag across requests and differ between endpoints', async () => {
    const etags = await Promise.all(endpoints.map(async ({ path }) => (await get(path)).headers.get('ETag')));
    const again = await Promise.all(endpoints.map(async ({ path }) => (await get(path)).headers.get('ETag')));
    expect(again).toEqual(etags);
    expect(new Set(etags).size).toBe(endpoints.length);
  });

  it('are serialized once at start-up, not per request', async () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    for (const { path } of endpoints) await (await get(path)).text();
    expect(stringify).not.toHaveBeenCalled();
  });
});

it('answers the sample projects with their pictures and one without, as the page shows them', async () => {
  const answered = (await (await get('/api/projects')).json()) as {
    title: string;
    image?: { alt: string };
  }[];
  expect(answered.map((project) => project.image?.alt ?? null)).toEqual(
    (projects as { image?: string; imageAlt?: string }[]).map(({ image, imageAlt }) =>
      image ? (imageAlt ?? '') : null,
    ),
  );
  expect(answered.some((project) => project.image)).toBe(true);
  expect(answered.some((project) => !project.image)).toBe(true);
});

describe('a further language’s answers, under /api/<tag>/', () => {
  const germanAbout = { content: [germanAboutOverlay.content[0], ...about.content.slice(1)] };

  it('answers /api/de/about with the German translation, the rest in the default language', async () => {
    const response = await get('/api/de/about');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(germanAbout);
    expect(await (await get('/api/about')).json()).toEqual(about);
  });

  it('caches and revalidates each language by its own ETag', async () => {
    const german = (await get('/api/de/about')).headers.get('ETag') as string;
    const english = (await get('/api/about')).headers.get('ETag') as string;
    expect(german).not.toBe(english);
    expect((await get('/api/de/about', { headers: { 'If-None-Match': german } })).status).toBe(304);
    expect((await get('/api/de/about', { headers: { 'If-None-Match': english } })).status).toBe(200);
  });

  it('answers a language the site does not have with a JSON 404', async () => {
    const response = await get('/api/fr/about');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
