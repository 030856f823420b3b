/**
 * The registry of content kinds (spec sections 3 and 7): one entry per kind in content/, holding
 * everything that differs from one kind to the next: how it is read, its schema, the API path that
 * serves it, the fields that name pictures, how a translation merges, how its answer is built, and
 * what the checker warns about. The loader, the checker, the translations, the dev server, the
 * API's build, the importers and the page's types read it; no code asks which kind it is looking at.
 */

import { z } from 'zod';
import { apiProjects } from './api-projects.ts';
import { withEmoji } from './emoji-shortcodes.ts';
import { siteInitials } from './initials.ts';
import type { PagePart } from './page-data.ts';
import { isPublished } from './posts.ts';
import {
  aboutSchema,
  apiProjectSchema,
  type CaseStudy,
  caseStudiesSchema,
  caseStudyFrontMatterSchema,
  caseStudyTranslationSchema,
  type EducationRecord,
  educationSchema,
  type GithubSnapshot,
  githubRepositorySchema,
  githubSnapshotSchema,
  type Link,
  linksSchema,
  type OwnPage,
  ownPageFrontMatterSchema,
  ownPagesSchema,
  ownPageTranslationSchema,
  type Project,
  type ProjectImages,
  postFrontMatterSchema,
  postsSchema,
  postTranslationSchema,
  projectsSchema,
  type Site,
  siteSchema,
  skillsSchema,
  talksSchema,
  workExperienceSchema,
} from './schema.ts';
import { resolveCaseStudyTexts, resolveWritingTexts } from './texts/index.ts';

/**
 * Valid content the page will not show as the owner wrote it: the checker warns, never refuses.
 * A path is relative to the file, as in a problem.
 */
export type ContentWarning = { path: (string | number)[]; reason: string };

/** An empty list leaves its page section with only the title (and the résumé PDF without it). */
const emptySection =
  (section: string) =>
  (list: readonly unknown[]): ContentWarning[] =>
    list.length === 0
      ? [{ path: [], reason: `is empty: the page's ${section} section shows only its title` }]
      : [];

/** Spec §2: the page's degree card uses the first degree record; later ones are not on the page. */
function unshownDegrees(records: EducationRecord[]): ContentWarning[] {
  const degreeIndexes = records.flatMap((record, index) => (record.type === 'degree' ? [index] : []));
  return degreeIndexes.slice(1).map((index) => ({
    path: [index],
    reason: `is not shown on the page, which shows only the first degree record ("${(records[degreeIndexes[0]] as { degree: string }).degree}"); the résumé PDF lists it`,
  }));
}

const educationWarnings = (records: EducationRecord[]) => [
  ...emptySection('education')(records),
  ...unshownDegrees(records),
];

/**
 * How a kind of content is read from content/ (builder/content/sources.ts reads each format): one
 * JSON file, or a folder of Markdown files with YAML front matter, one file per entry, named by
 * its slug (a folder that is not there holds no entries).
 */
export type ContentSource =
  | { format: 'json-file'; file: string }
  | { format: 'markdown-folder'; folder: string };

const jsonFile = (file: string) => ({ format: 'json-file', file }) as const satisfies ContentSource;
const markdownFolder = (folder: string) =>
  ({ format: 'markdown-folder', folder }) as const satisfies ContentSource;

/**
 * Each entry's `source`: how it is read. Its `required`: whether the site needs its file (only
 * site.json: the page cannot exist without the owner's name); any other kind the owner has no file
 * of is absent, and reads as empty (`absentContent`). Its `shownIn`: the part of the page that
 * shows it, left out with the links to it when the kind is absent (`PagePart`). Its
 * `notTranslated`: the fields a translation (content/<tag>/, builder/content/overlays.ts)
 * usually leaves as they are, such as dates, addresses and the names of technologies. One it leaves
 * out is no warning; it may still translate them. Its `defaultOnly`: the fields every language
 * shares, which only the default language's file sets: the site's languages and address, its look,
 * and the pictures (each built once, for every page).
 */
export const contentFiles = {
  about: {
    source: jsonFile('about.json'),
    schema: aboutSchema,
    path: '/api/about',
    shownIn: 'about',
    /** An object, not a list: what it reads as when absent (a list kind reads as an empty list). */
    whenAbsent: { content: [] },
  },
  workExperience: {
    source: jsonFile('work-experience.json'),
    schema: workExperienceSchema,
    path: '/api/work-experience',
    shownIn: 'experience',
    notTranslated: ['organization', 'startDate', 'endDate'],
    warnings: emptySection('experience'),
  },
  skills: {
    source: jsonFile('skills.json'),
    schema: skillsSchema,
    path: '/api/skills',
    shownIn: 'skills',
    notTranslated: ['skills'],
    warnings: emptySection('skills'),
  },
  projects: {
    source: jsonFile('projects.json'),
    schema: projectsSchema,
    path: '/api/projects',
    shownIn: 'projects',
    notTranslated: ['techStack', 'liveLink', 'githubLink'],
    defaultOnly: ['image', 'caseStudy'],
    /** Each project's `image`, drawn as a card's picture. */
    pictures: (projects: Project[]): NamedPicture[] =>
      projects.flatMap(({ image }, index) =>
        image ? [{ path: `$[${index}].image`, name: image, recipe: 'card' as const }] : [],
      ),
    /** The answer differs from the file: each picture as built (shared/api-projects.ts). */
    answer: (projects: Project[], built: BuiltPictures) => apiProjects(projects, built.card),
    apiSchema: z.array(apiProjectSchema),
    warnings: emptySection('projects'),
    /** Each project's `caseStudy`, an entry of the case studies: the check names one with no file. */
    entriesNamed: (projects: Project[]): NamedEntry[] =>
      projects.flatMap(({ caseStudy }, index) =>
        caseStudy
          ? [{ path: `$[${index}].caseStudy`, collection: 'caseStudies' as const, slug: caseStudy }]
          : [],
      ),
  },
  /**
   * The owner's GitHub repositories (beyond the spec): a snapshot `npm run sync:github` writes and
   * the owner commits, so the build never asks GitHub. Shown after Projects as Open source. GitHub's
   * data in no language: a translation may not set any of it (`defaultOnly`).
   */
  github: {
    source: jsonFile('github.json'),
    schema: githubSnapshotSchema,
    path: '/api/github',
    shownIn: 'open-source',
    defaultOnly: ['user', 'selection', 'fetchedAt', 'etag', 'repositories'],
    whenAbsent: { user: '', selection: {}, fetchedAt: '', repositories: [] },
    /** The repositories alone, their descriptions' :emoji: shortcodes as emoji (here, not in the page script). */
    answer: ({ repositories }: GithubSnapshot) =>
      repositories.map((repository) => ({
        ...repository,
        description: repository.description && withEmoji(repository.description),
      })),
    apiSchema: z.array(githubRepositorySchema),
    warnings: ({ repositories }: GithubSnapshot) => emptySection('open source')(repositories),
    /** No import writes it: it is the sync's alone. */
    noFileWhenEmpty: true,
    /** Made by a command, not by hand: its absence is the usual case, not worth a line in the check. */
    writtenBy: 'npm run sync:github',
  },
  /** Talks (beyond the spec): a section after Projects, in the owner's order. */
  talks: {
    source: jsonFile('talks.json'),
    schema: talksSchema,
    path: '/api/talks',
    shownIn: 'talks',
    notTranslated: ['event', 'date', 'links'],
    warnings: emptySection('talks'),
    /** An import with no talks writes no file: an empty one would show the section with its title alone. */
    noFileWhenEmpty: true,
  },
  education: {
    source: jsonFile('education.json'),
    schema: educationSchema,
    path: '/api/education',
    shownIn: 'education',
    notTranslated: ['type', 'issuingOrganization'],
    warnings: educationWarnings,
  },
  links: {
    source: jsonFile('links.json'),
    schema: linksSchema,
    path: '/api/links',
    shownIn: 'follow-me',
    notTranslated: ['name', 'url'],
    warnings: (links: Link[]): ContentWarning[] =>
      links.length === 0
        ? [{ path: [], reason: "is empty: the footer's Follow Me block shows only its title" }]
        : [],
  },
  site: {
    source: jsonFile('site.json'),
    schema: siteSchema,
    path: null,
    required: true,
    // `github` is read by the sync from the default language's file alone (not `defaultOnly`, whose
    // name would also catch the fixed text `texts.github`).
    notTranslated: ['ownerName', 'initials', 'email', 'resumePath', 'texts', 'github'],
    defaultOnly: [
      'locale',
      'locales',
      'siteUrl',
      'photo',
      'theme',
      'turnstileSiteKey',
      'responses',
      'search',
    ],
    /** Cloudflare's test site keys (1x…AA, 2x…AB, 3x…FF) check nobody; they are for tests only. */
    warnings: (site: Site): ContentWarning[] =>
      /^[123]x0{20}[A-F]{2}$/.test(site.turnstileSiteKey ?? '')
        ? [{ path: ['turnstileSiteKey'], reason: "is one of Cloudflare's test keys: it checks nobody" }]
        : [],
    /** A language's fixed texts are its own: another language's never stand in for them. */
    ownPerLanguage: ['texts'],
    /** The photo. */
    pictures: (site: Site): NamedPicture[] =>
      site.photo ? [{ path: '$.photo', name: site.photo, recipe: 'portrait' as const }] : [],
    /**
     * What the page bundles (virtual:site): its initials resolved at build time, since deriving them
     * on the phone would ship and start ICU's grapheme segmenter (shared/initials.ts).
     */
    bundled: (site: Site) => ({ ...site, initials: siteInitials(site) }),
  },
  /**
   * Posts, content/writing/<slug>.md: a list of { slug, ...front matter, body, bodyLine }. No API
   * path: their pages and feeds are built. `frontMatter` checks a post's file and
   * `translatedFrontMatter` a translation's (content/<tag>/writing/<slug>.md), whose fields go over
   * the default's. The dates, the picture, the draft flag, the résumé flag and an external post's
   * address are the post's in every language; a translation may name its own original (`canonical`).
   */
  posts: {
    source: markdownFolder('writing'),
    /** What one entry is called, and several, in the owner's messages (the check, the import). */
    noun: { one: 'post', many: 'posts' },
    /** Its fixed texts in a language (shared/texts/): the check asks a language for them once it has entries. */
    texts: resolveWritingTexts,
    schema: postsSchema,
    path: null,
    frontMatter: postFrontMatterSchema,
    translatedFrontMatter: postTranslationSchema,
    defaultOnly: ['date', 'updated', 'draft', 'image', 'external', 'resume'],
    /**
     * Its own pages (builder/collections/index.ts), at `path` under each language's page: an entry's
     * (/writing/<slug>/), the index of a language's entries (/writing/), and the index's feeds. Only
     * an entry that `isOut` has any; its `picture` field and the pictures its Markdown names are built.
     */
    pages: {
      path: 'writing',
      entry: true,
      index: true,
      feeds: true,
      picture: 'image',
      isOut: isPublished,
      /** Its entries take comments and webmentions when site.json `responses` turns them on. */
      responses: true,
      /** An entry with three headings or more has a table of contents (front matter `toc: false` turns it off). */
      contents: true,
    },
  },
  /**
   * Case studies (beyond the spec), content/projects/<slug>.md: a project's own page, which its card
   * in projects.json names (`caseStudy`), and their index. Its facts (dates, stack, links, cover)
   * are the same in every language; a translation gives its words.
   */
  caseStudies: {
    source: markdownFolder('projects'),
    noun: { one: 'case study', many: 'case studies' },
    texts: resolveCaseStudyTexts,
    schema: caseStudiesSchema,
    path: null,
    frontMatter: caseStudyFrontMatterSchema,
    translatedFrontMatter: caseStudyTranslationSchema,
    defaultOnly: ['date', 'end', 'draft', 'cover', 'stack', 'links'],
    pages: {
      path: 'projects',
      entry: true,
      index: true,
      feeds: false,
      picture: 'cover',
      isOut: (study: Pick<CaseStudy, 'draft'>) => study.draft !== true,
      responses: true,
      contents: true,
    },
  },
  /**
   * The owner's own pages (beyond the spec), content/pages/<slug>.md, each at /<slug>/ (`path` empty:
   * at the root of each language's page): a "now" page, a "uses" page, a colophon. No index, no
   * feeds; `footer` links one from every page's footer.
   */
  pages: {
    source: markdownFolder('pages'),
    noun: { one: 'page', many: 'pages' },
    // A page shows the posts' words: when it changed, a draft, its footnotes.
    texts: resolveWritingTexts,
    schema: ownPagesSchema,
    path: null,
    frontMatter: ownPageFrontMatterSchema,
    translatedFrontMatter: ownPageTranslationSchema,
    defaultOnly: ['updated', 'footer', 'draft'],
    pages: {
      path: '',
      entry: true,
      index: false,
      feeds: false,
      isOut: (page: Pick<OwnPage, 'draft'>) => page.draft !== true,
    },
  },
} as const;

export type ContentKey = keyof typeof contentFiles;
/** The kinds with pages of their own: a Markdown collection, each entry a page (`pages`). */
export type CollectionKey = {
  [K in ContentKey]: (typeof contentFiles)[K] extends { pages: object } ? K : never;
}[ContentKey];
export const collectionKeys = (Object.keys(contentFiles) as ContentKey[]).filter(
  (key): key is CollectionKey => 'pages' in contentFiles[key],
);
/** What a collection's entry is called in the owner's messages: "post", "case study". */
export type Noun = { one: string; many: string };
export const nounOf = (key: CollectionKey): Noun => contentFiles[key].noun;
/** Which of a collection's fixed texts a language lacks, its owner's own (`overrides`) given. */
export const missingCollectionTexts = (
  key: CollectionKey,
  tag: string,
  overrides?: Partial<Record<string, string>>,
): string[] => contentFiles[key].texts(tag, overrides).missing;
export const apiPaths = Object.values(contentFiles).flatMap((entry) => (entry.path ? [entry.path] : []));
export type Content = { [K in ContentKey]: z.infer<(typeof contentFiles)[K]['schema']> };
/** The kinds served at an API path (site.json and the posts are built into pages instead). */
export type ApiContentKey = {
  [K in ContentKey]: (typeof contentFiles)[K]['path'] extends string ? K : never;
}[ContentKey];
/** What each endpoint answers: its content file, unless its entry builds another answer (`answer`). */
export type ApiContent = {
  [K in ApiContentKey]: (typeof contentFiles)[K] extends { answer: (...args: never[]) => infer Answer }
    ? Answer
    : Content[K];
};

/** Where an owner puts a PDF résumé of their own, in content/ or a language's folder: it wins over the generated one. */
export const ownResumeFile = 'resume.pdf';

/**
 * How a picture is drawn (builder/images/): the hero's square photo, a project card's 16:9 picture,
 * or a picture in a post, whole, at its column's width (named by a collection's entries: builder/collection-entries.ts).
 */
export type PictureRecipe = 'portrait' | 'card' | 'article';

/** A picture a content file names, with the JSON path of the field that names it, and how it is drawn. */
export type NamedPicture = { path: string; name: string; recipe: PictureRecipe };

/** An entry of a collection a content file names, with the JSON path of the field that names it. */
export type NamedEntry = { path: string; collection: 'caseStudies'; slug: string };

/** The entries of collections a kind's data names (a project's case study), for the check. */
export function entriesNamedIn(key: ContentKey, data: unknown): NamedEntry[] {
  const entry = contentFiles[key];
  return 'entriesNamed' in entry ? entry.entriesNamed(data as never) : [];
}

/** Every picture as the build made it, by recipe and then by its name in content/. */
export type BuiltPictures = Record<PictureRecipe, ProjectImages>;

/** Whether the site needs the kind's file: a missing one is a problem, not an absent kind. */
export const isRequired = (key: ContentKey): boolean => 'required' in contentFiles[key];

/**
 * What a kind the owner has no file of reads as: its entry's `whenAbsent`, else an empty list. The
 * API answers it (200, as for a file holding it), the résumé leaves out its empty sections, and the
 * page leaves out the part that shows it (`shownIn`).
 */
export function absentContent<Key extends ContentKey>(key: Key): Content[Key] {
  const entry = contentFiles[key];
  return ('whenAbsent' in entry ? structuredClone(entry.whenAbsent) : []) as Content[Key];
}

/**
 * Whether an import that has no entries of the kind, for an owner without its file, leaves the file
 * out (a kind beyond the spec: its section stays off the page) rather than writing it empty.
 */
export const noFileWhenEmpty = (key: ContentKey): boolean => 'noFileWhenEmpty' in contentFiles[key];

/** The part of the page that shows a kind (its entry's `shownIn`), if any. */
export function pagePartOf(key: ContentKey): PagePart | undefined {
  const entry = contentFiles[key];
  return 'shownIn' in entry ? entry.shownIn : undefined;
}

/** Whatever files the entry's fields name as pictures (none for most files). */
export function picturesNamedIn(key: ContentKey, data: unknown): NamedPicture[] {
  const entry = contentFiles[key];
  return 'pictures' in entry ? entry.pictures(data as never) : [];
}
