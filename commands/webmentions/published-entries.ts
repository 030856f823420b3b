/**
 * The entries a deploy published that take responses, each with its outbound links. Which pages
 * those are comes from the build's model of the content (builder/site-map.ts `responsePagesOf`,
 * the list the Worker answers webmentions for); their links come from the pages the build wrote
 * (dist/client): the very HTML a receiver fetches to verify the mention, read without rendering
 * any Markdown again, which the deploy job (no install scripts) need not do.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildModel } from '../../builder/build-model.ts';
import type { ContentFrom } from '../../builder/content/content-folder.ts';
import { responsePagesOf } from '../../builder/site-map.ts';
import { type ResponsesSetting, responsesSettingOf } from '../../shared/responses-setting.ts';

export type PublishedEntry = {
  /** The page's address on the site: a webmention's `source`. */
  source: string;
  /** What a receiver reads of it (its title and body), hashed: a change re-sends its mentions. */
  fingerprint: string;
  /** The other sites' pages its body links to, each once, in order. */
  targets: string[];
};

export type PublishedSite = {
  setting: ResponsesSetting | null;
  /** The site's address (site.json siteUrl): links to it are not mentions of another site. */
  siteUrl: string;
  entries: PublishedEntry[];
  /** Entries the content publishes whose page the build did not write (built before their day). */
  unbuilt: string[];
};

/** The entry's body in the page EntryPage writes (web/writing/EntryPage.tsx), not the site's navigation. */
const bodySelector = 'article .post__body';

/** The entry's fingerprint and outbound links, read from its page as built. */
export async function entryOfPage(html: string, source: string, siteUrl: string): Promise<PublishedEntry> {
  const { JSDOM } = await import('jsdom');
  const { document } = new JSDOM(html).window;
  const body = document.querySelector(bodySelector);
  if (!body)
    throw new Error(`${source}: its page has no ${bodySelector}: is dist/client a build of this project?`);
  const title = document.querySelector('article h1')?.textContent ?? '';
  const site = new URL(siteUrl).origin;
  const targets = new Set<string>();
  for (const link of Array.from(body.querySelectorAll('a[href]'))) {
    let target: URL;
    try {
      target = new URL(link.getAttribute('href') ?? '', source);
    } catch {
      continue;
    }
    // The site's own pages (a footnote, another post) are not another site's to be told of.
    if ((target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== site)
      targets.add(target.href);
  }
  return {
    source,
    fingerprint: createHash('sha256').update(`${title}\n${body.innerHTML}`).digest('hex').slice(0, 32),
    targets: [...targets],
  };
}

/** The published entries that take responses, from the content `from` and the pages in `clientDir`. */
export async function publishedSite(
  from: ContentFrom | undefined,
  clientDir: string,
): Promise<PublishedSite> {
  const model = buildModel(from);
  const { site } = model.localized.byLocale[model.localized.defaultLocale];
  const setting = responsesSettingOf(site);
  const entries: PublishedEntry[] = [];
  const unbuilt: string[] = [];
  for (const path of Object.keys(responsePagesOf(model.siteMap))) {
    const source = new URL(path, site.siteUrl).href;
    const html = await readFile(join(clientDir, ...`${path}index.html`.split('/')), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (html === undefined) unbuilt.push(source);
    else entries.push(await entryOfPage(html, source, site.siteUrl));
  }
  return { setting, siteUrl: site.siteUrl, entries, unbuilt };
}
