/**
 * The posts in a JSON Resume: those marked `resume: true` (docs/owner-guide.md, "Writing") are its
 * publications, and an import reads each publication back as a link-only post.
 */
import { defaultLocaleOf } from '../../../shared/locales.ts';
import { publishedPosts } from '../../../shared/posts.ts';
import { type Post, postFrontMatterSchema } from '../../../shared/schema.ts';
import { slugOf } from '../../content/slug.ts';
import type { JsonResumePart, ResumeReader } from '../../json-resume/collection-part.ts';
import { type Field, field, nonBlankText, writeEntry } from '../../json-resume/fields.ts';
import type { Publication } from '../../json-resume/types.ts';
import { postPath } from './posts-by-language.ts';

/**
 * A post with its address as `external`: where it lives, where it was first published
 * (`canonical`), else its page on the site. The import reads a publication back as a post that
 * lives at that address.
 */
type PublishedPost = Pick<Post, 'title' | 'description' | 'date'> & { external: string };

const publicationFields: Field<PublishedPost, Publication>[] = [
  field('title', 'name'),
  field('description', 'summary'),
  field('date', 'releaseDate'),
  field('external', 'url'),
  {
    content: 'publisher',
    resume: ['publisher'],
    // The site it is on, by its address ("dev.to"): a post has no publisher of its own.
    write: (post) => ({ publisher: new URL(post.external).hostname.replace(/^www\./, '') }),
    unread: 'a post names no publisher: its address says where it is',
  },
];

/** A publication's day as a post's: "2021" is 2021-01-01, "2021-06" is 2021-06-01. */
function dayOf(date: string | undefined): string | undefined {
  if (date === undefined) return date;
  if (/^\d{4}$/.test(date)) return `${date}-01-01`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`;
  return date;
}

/**
 * JSON Resume's publications as link-only posts (`external`, `resume: true`): each named by its
 * title as a file name ("A Post" is content/writing/a-post.md), with no text of its own. A
 * publication without a summary is described by its title; one without a day of its own is
 * dated on its month's or year's first day, and said so.
 */
function linkOnlyPosts(publications: Publication[], reader: ResumeReader): Post[] {
  const slugs = new Set<string>();
  const read = reader.entries(
    'publications',
    publications.map((entry, index) => {
      const path = `publications[${index}]`;
      const day = dayOf(entry.releaseDate);
      if (day !== entry.releaseDate) reader.adjusted(`${path}.releaseDate`, `dated ${day}, a post's day`);
      // A post links out over https only, as a profile does: http:// is made https:// and said.
      const url = entry.url?.startsWith('http://')
        ? `https://${entry.url.slice('http://'.length)}`
        : entry.url;
      if (url !== entry.url) reader.adjusted(`${path}.url`, `http:// made https://: ${url}`);
      const publication: Publication = {
        ...entry,
        url,
        releaseDate: day,
        summary: nonBlankText(entry.summary) ?? entry.name,
      };
      return [index, publication] as [number, Publication];
    }),
    publicationFields,
    postFrontMatterSchema,
  );
  return read.map((frontMatter) => {
    const base = slugOf(frontMatter.title) || 'post';
    let slug = base;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    return { slug, ...frontMatter, resume: true, body: '', bodyLine: 1 };
  });
}

export const postsInJsonResume: JsonResumePart = {
  // The published posts marked for the résumé; none, and the document has no publications.
  write: ({ posts, site }) => {
    // The post's page in the site's own language: the résumé of every language links the same.
    const home = defaultLocaleOf(site);
    return {
      publications: publishedPosts(posts)
        .filter((post) => post.resume)
        .map((post) =>
          writeEntry(publicationFields, {
            ...post,
            external:
              post.external ?? post.canonical ?? new URL(postPath(post.slug, home, home), site.siteUrl).href,
          }),
        ),
    };
  },
  // Each publication, a post that lives at its address: listed on the site and in its résumé.
  reads: {
    section: 'publications',
    fields: publicationFields,
    made: 'link-only posts',
    entries: (resume, reader) => linkOnlyPosts(resume.publications ?? [], reader),
  },
};
