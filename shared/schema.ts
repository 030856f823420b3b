/**
 * The only definition of every content type (spec section 3). The Worker,
 * the page and the content checker all take their types from here.
 */
import { z } from 'zod';
import { graphemesOf, isLetterOrDigit } from './initials.ts';
import { defaultLocaleOf } from './locales.ts';
import { builtInTexts } from './texts/index.ts';
import { builtInWritingTexts } from './texts/writing.ts';

const text = z.string().trim().min(1, 'must not be empty');
const textList = z.array(text).min(1, 'must list at least one entry');
/** Text of a given form: a value of another type (a number, a list) gets the same words. */
const textLike = (pattern: RegExp, error: string) => z.string({ error }).regex(pattern, error);
const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * "YYYY-MM" or "YYYY-MM-DD": a calendar month, shown as "Month YYYY". A year alone ("YYYY", as
 * JSON Resume allows) is shown as the year: many people no longer know the month they started.
 */
export const careerDate = z
  .string({ error: 'must be a date in double quotes, like "2022-04" or "2022"' })
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, {
    error: 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
    abort: true,
  })
  .refine((value) => {
    const [year, month = 1, day = 1] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'is not a real calendar date');

/**
 * Whether a range ends no earlier than it starts, compared as precisely as the less precise of the
 * two dates: a job from "2020-05" to "2020" is within one year, not a year before its start.
 */
const endsAfterStart = (start: string, end: string) => {
  const precision = Math.min(start.length, end.length);
  return end.slice(0, precision) >= start.slice(0, precision);
};

/** Degree and certification years are numbers, unlike a job's dates: "2016-09" is refused. */
const year = z
  .number({ error: 'must be a year written as a number, like 2016 (no quotes)' })
  .int('must be a whole year, like 2016')
  .min(1900, 'must be a year from 1900 to 2100')
  .max(2100, 'must be a year from 1900 to 2100');

/**
 * An image file the owner keeps in content/ (the photo, a project's picture): any name ("Jane
 * Doe.jpg", "foto-jürgen.jpg", "projects/shop.png"), as long as it stays inside content/.
 */
export const contentImagePath = textLike(
  /^(?![/\\])(?!.*\.\.)[^\\]+\.(jpe?g|png|webp|avif)$/i,
  'must be a path inside content/ ending in .jpg, .jpeg, .png, .webp or .avif',
);

export const aboutSchema = z.strictObject({
  content: textList.describe('The About section: one string per paragraph.'),
});

export const workExperienceItemSchema = z
  .strictObject({
    title: text.describe('Your role, like "Senior Full-Stack Engineer".'),
    organization: text.describe('The company or organization.'),
    startDate: careerDate.describe('When you started: "YYYY-MM", or "YYYY" alone.'),
    endDate: careerDate
      .optional()
      .describe('When you left: "YYYY-MM" or "YYYY". Leave it out for your current job.'),
    /**
     * Optional, though spec §3 lists it: a job may have nothing to add to its achievements. Absent,
     * the page shows no description at all.
     */
    description: text.optional().describe('What the job was, in a sentence or two.'),
    achievements: z.array(text).describe('One line per achievement, shown as a list.'),
  })
  .refine((job) => job.endDate === undefined || endsAfterStart(job.startDate, job.endDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export const workExperienceSchema = z.array(workExperienceItemSchema);

export const skillGroupSchema = z.strictObject({
  category: text.describe('The group\'s name, like "Front end".'),
  skills: textList.describe('The skills of the group, one string each.'),
});
export const skillsSchema = z.array(skillGroupSchema);

/**
 * Spec §3 gives every project both links and a tech stack, but a project may have no live site or
 * no public source, and no tech stack to list; the page and the résumé show only what is present.
 */
const projectFields = {
  title: text.describe("The project's name."),
  description: text.describe('What it is and what you did, in a sentence or two.'),
  techStack: z.array(text).describe('The technologies, one string each, like "React".'),
  liveLink: httpsUrl.optional().describe('Where it runs, if anywhere.'),
  githubLink: httpsUrl.optional().describe('Its source, if public.'),
  /** Its case study (beyond the spec): content/projects/<slug>.md, whose page the card's title links to. */
  caseStudy: z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'must be a case study\'s file name without .md, like "edge-checkout"',
    )
    .optional()
    .describe('Its case study: the name of a file in content/projects/ without .md, like "edge-checkout".'),
};
export const projectSchema = z
  .strictObject({
    ...projectFields,
    /** Optional picture, beyond spec §3: an image file in content/, at the top of the card. */
    image: contentImagePath
      .optional()
      .describe('A picture at the top of the card: an image file in content/, like "projects/shop.png".'),
    /** What the picture shows. Absent, the picture is decorative: the card's title names the project. */
    imageAlt: text.optional().describe('What the picture shows, for those who cannot see it.'),
  })
  .refine((project) => project.imageAlt === undefined || project.image !== undefined, {
    message: 'describes a picture, but the project names no image',
    path: ['imageAlt'],
  });
export const projectsSchema = z.array(projectSchema);

/** A talk (beyond the spec): where and when it was given, and where to find its material. */
export const talkSchema = z.strictObject({
  title: text.describe("The talk's title."),
  event: text.describe('Where it was given: the conference or meetup, like "JSConf EU".'),
  date: careerDate.describe('When: "YYYY-MM-DD", "YYYY-MM", or "YYYY" alone.'),
  place: text.optional().describe('The city, or "Online".'),
  links: z
    .strictObject({
      slides: httpsUrl.optional().describe('Its slides.'),
      video: httpsUrl.optional().describe('A video of it.'),
      recording: httpsUrl.optional().describe('A recording of its sound alone.'),
      paper: httpsUrl.optional().describe('The paper it presents.'),
    })
    .optional()
    .describe('Where its material is, each only if there is one.'),
});
export const talksSchema = z.array(talkSchema);

/**
 * Which of the owner's public GitHub repositories `npm run sync:github` keeps (site.json `github`,
 * beyond the spec): those pinned on their profile, the ones named, or the N with the most stars.
 * Forks and archived ones are skipped from the top N unless asked for; a named or pinned one is kept.
 */
const githubRepositoryName = textLike(/^[\w.-]{1,100}$/, 'must be a repository name, like "hello-world"');
export const githubSelectionSchema = z.strictObject({
  repositories: z
    .union([
      z.literal('pinned'),
      z.array(githubRepositoryName).min(1, 'must name at least one repository'),
      z.strictObject({ top: z.number().int().min(1).max(100) }),
    ])
    .optional()
    .describe('"pinned", a list of repository names, or { "top": N } by stars; { "top": 6 } when absent.'),
  forks: z.boolean().optional().describe('Let forks into the top N (left out when absent).'),
  archived: z
    .boolean()
    .optional()
    .describe('Let archived repositories into the top N (left out when absent).'),
});
export type GithubSelection = z.infer<typeof githubSelectionSchema>;

/** The one list of what the snapshot keeps of a repository (GitHub's own field names mapped in commands/sync-github/). */
export const githubRepositorySchema = z.strictObject({
  /** GitHub's number for it, which a rename keeps: how the sync tells a renamed repository from a deleted one. */
  id: z.number().int().positive().describe("GitHub's number for the repository; a rename keeps it."),
  name: githubRepositoryName.describe('Its name on GitHub.'),
  description: z.string().nullable().describe('Its description on GitHub, or null.'),
  language: z.string().nullable().describe('Its primary language, or null.'),
  stars: z.number().int().min(0),
  forks: z.number().int().min(0),
  topics: z.array(z.string()),
  pushedAt: z.iso
    .datetime({ error: 'must be a time like "2025-03-14T09:30:00Z"' })
    .describe('Its last push.'),
  url: httpsUrl.describe('Its page on GitHub.'),
});
export type GithubRepository = z.infer<typeof githubRepositorySchema>;

/**
 * content/github.json, written by `npm run sync:github` and committed by the owner: the build reads
 * it and never GitHub. `user` and `selection` say what it was made for; `etag` lets the next sync
 * ask GitHub whether anything changed (a 304 keeps the file as it is).
 */
export const githubSnapshotSchema = z.strictObject({
  user: text.describe('The GitHub user the repositories are of.'),
  selection: githubSelectionSchema.describe("site.json's github choice the snapshot was made for."),
  fetchedAt: z.iso
    .datetime({ error: 'must be a time like "2025-03-14T09:30:00Z"' })
    .describe('When GitHub was last asked.'),
  etag: z.string().optional().describe("GitHub's ETag of its answer, for the next sync's If-None-Match."),
  repositories: z.array(githubRepositorySchema),
});
export type GithubSnapshot = z.infer<typeof githubSnapshotSchema>;

/** A post's day, YYYY-MM-DD only: a post is published on a day, and the feeds need the day. */
const postDate = z
  .string({ error: 'must be a date written YYYY-MM-DD, like 2025-03-14' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD, like 2025-03-14', abort: true })
  .refine((value) => careerDate.safeParse(value).success, 'is not a real calendar date');
const httpsOnlyUrl = z.url({ protocol: /^https$/, error: 'must be an https URL', abort: true });

/**
 * The front matter of a post, content/writing/<slug>.md (YAML, so a date stays the text written).
 * Unknown fields are refused, like a JSON file's: a misspelt `draft` must not publish a post.
 */
const postFields = {
  title: text,
  description: text,
  date: postDate,
  updated: postDate.optional(),
  tags: z.array(text).optional(),
  /** Never built; `npm run dev` shows it. */
  draft: z.boolean().optional(),
  /** A picture in content/, named as a project's is. */
  image: contentImagePath.optional(),
  imageAlt: text.optional(),
  /** The original, for a post published elsewhere first. */
  canonical: httpsOnlyUrl.optional(),
  /** A link-only post that lives elsewhere: listed here, never fetched. */
  external: httpsOnlyUrl.optional(),
  /** Listed among the résumé's publications. */
  resume: z.boolean().optional(),
  /** `false`: no table of contents, however many headings it has (docs/owner-guide.md, "Reading aids"). */
  toc: z.boolean().optional(),
  /**
   * The series it is a part of, by name: its parts are the posts naming the same, oldest first. A
   * translation may give the name in its language; the default language's name says which series.
   */
  series: text.optional(),
};
type PostFields = { imageAlt?: string; image?: string; date: string; updated?: string };
/** The rules between fields, the same for the front matter and the post read from it. */
const postRules = <Schema extends z.ZodType<PostFields>>(schema: Schema) =>
  schema
    .refine((post) => post.imageAlt === undefined || post.image !== undefined, {
      message: 'describes a picture, but the post names no image',
      path: ['imageAlt'],
    })
    .refine((post) => post.updated === undefined || post.updated >= post.date, {
      message: 'must not be before date',
      path: ['updated'],
    });
export const postFrontMatterSchema = postRules(z.strictObject(postFields));
/** A translation's front matter: any of the fields, each as the default's would be. */
export const postTranslationSchema = z.strictObject(postFields).partial();
/**
 * A post as the build reads it: its slug (the file's name), its front matter, its Markdown body
 * and the line of the file the body starts on (for messages about the body).
 */
export const postSchema = postRules(
  z.strictObject({ slug: z.string(), ...postFields, body: z.string(), bodyLine: z.number().int() }),
);
export const postsSchema = z.array(postSchema);

/**
 * A case study's front matter, content/projects/<slug>.md (beyond the spec): a project's own page.
 * `date` is when it shipped, or with `end` the period it ran ("present" while it still does).
 */
const caseStudyFields = {
  title: text,
  summary: text,
  date: careerDate,
  end: z.union([careerDate, z.literal('present')]).optional(),
  role: text.optional(),
  stack: z.array(text).optional(),
  links: z.array(z.strictObject({ label: text, url: httpsUrl })).optional(),
  /** A picture in content/, named as a project's is: the page's cover and the index's. */
  cover: contentImagePath.optional(),
  coverAlt: text.optional(),
  /** Never built; `npm run dev` shows it. */
  draft: z.boolean().optional(),
  /** `false`: no table of contents, however many headings it has. */
  toc: z.boolean().optional(),
};
type CaseStudyFields = { cover?: string; coverAlt?: string; date: string; end?: string };
const caseStudyRules = <Schema extends z.ZodType<CaseStudyFields>>(schema: Schema) =>
  schema
    .refine((study) => study.coverAlt === undefined || study.cover !== undefined, {
      message: 'describes a picture, but the case study names no cover',
      path: ['coverAlt'],
    })
    .refine(
      (study) => study.end === undefined || study.end === 'present' || endsAfterStart(study.date, study.end),
      {
        message: 'must not be before date',
        path: ['end'],
      },
    );
export const caseStudyFrontMatterSchema = caseStudyRules(z.strictObject(caseStudyFields));
/** A translation's front matter: any of the fields, each as the default's would be. */
export const caseStudyTranslationSchema = z.strictObject(caseStudyFields).partial();
export const caseStudySchema = caseStudyRules(
  z.strictObject({ slug: z.string(), ...caseStudyFields, body: z.string(), bodyLine: z.number().int() }),
);
export const caseStudiesSchema = z.array(caseStudySchema);

/**
 * A page of the owner's own, content/pages/<slug>.md (beyond the spec), at /<slug>/: a "now" page,
 * a "uses" page, a colophon. `updated`: the day it last changed; `footer`: linked from the footer.
 */
const ownPageFields = {
  title: text,
  summary: text.optional(),
  updated: postDate.optional(),
  /** A link to it in the footer of every page, in every language, after the spec's. */
  footer: z.boolean().optional(),
  /** Never built; `npm run dev` shows it. */
  draft: z.boolean().optional(),
};
export const ownPageFrontMatterSchema = z.strictObject(ownPageFields);
/** A translation's front matter: any of the fields, each as the default's would be. */
export const ownPageTranslationSchema = z.strictObject(ownPageFields).partial();
export const ownPageSchema = z.strictObject({
  slug: z.string(),
  ...ownPageFields,
  body: z.string(),
  bodyLine: z.number().int(),
});
export const ownPagesSchema = z.array(ownPageSchema);

export const degreeSchema = z
  .strictObject({
    type: z.literal('degree'),
    degree: text.describe('The degree, like "B.Tech in Computer Science".'),
    college: text.describe('The college or university.'),
    startYear: year.describe('The year you started, as a number: 2016.'),
    /** Optional: absent, the degree is still in progress and shows "Present", as a current job does. */
    endYear: year.optional().describe('The year you finished, as a number. Leave it out while in progress.'),
    /**
     * Optional, though spec §3 lists it: a degree may need no more than its name. Absent, the page
     * shows no description at all.
     */
    description: text.optional().describe('A sentence about it, if it needs one.'),
    relevantCoursework: z.array(text).describe('Courses worth naming, one string each.'),
  })
  .refine((degree) => degree.endYear === undefined || degree.endYear >= degree.startYear, {
    message: 'endYear must not be before startYear',
    path: ['endYear'],
  });
export const certificationSchema = z.strictObject({
  type: z.literal('certification'),
  certificateName: text.describe('The certification, like "AWS Certified Solutions Architect".'),
  issuingOrganization: text.describe('Who issued it.'),
  year: year.describe('The year you got it, as a number: 2023.'),
});
/**
 * unionFallback: a record whose `type` names neither is still checked as each, so the checker can
 * report the rest of it at once, as the nearer of the two (builder/content/check.ts).
 */
export const educationRecordSchema = z.discriminatedUnion('type', [degreeSchema, certificationSchema], {
  unionFallback: true,
});
export const educationSchema = z.array(educationRecordSchema);

/**
 * Spec §2 Follow Me: LinkedIn and GitHub; the others are for an owner whose profiles are elsewhere,
 * each with its own icon. A URL must be on the network's own host, so a typo or a swapped name is
 * caught before the footer links to the wrong place.
 */
export const linkNames = [
  'LinkedIn',
  'GitHub',
  'Mastodon',
  'X',
  'Stack Overflow',
  'YouTube',
  'Website',
] as const;

/** A profile on the network's own host: a path after the host, not the network's home page. */
const profileOn = (hosts: string, hostname: RegExp) => {
  const error = `must be the https address of a profile on ${hosts}`;
  return z
    .url({ protocol: /^https$/, hostname, error, abort: true })
    .refine((url) => new URL(url).pathname.replace(/\/+$/, '') !== '', error);
};
const anyHttpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL', abort: true });
/**
 * Mastodon is any server; a profile's address is https://server/@name (or /@name@home.server), or
 * https://server/users/name, the ActivityPub address the server gives for the same profile.
 */
const mastodonProfileUrl = anyHttpsUrl.refine(
  (url) => /^\/(@\w+(@[\w.-]+)?|users\/\w+)\/?$/.test(new URL(url).pathname),
  'must be a Mastodon profile address, https://your.server/@name',
);
/**
 * The owner's own site is linked as it is served: many personal sites still answer only on
 * http://, and making the address https:// would link to nothing.
 */
const personalSiteUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL', abort: true });
const link = <Name extends (typeof linkNames)[number]>(name: Name, url: z.ZodType<string>) =>
  z.strictObject({
    name: z.literal(name).describe(`The network: ${linkNames.join(', ')}.`),
    url: url.describe('The https address of your profile there.'),
  });

/**
 * unionFallback: a link whose `name` is none of these is still checked as each network's, so the
 * checker can say which one its url fits and report the url at once. Website, any site, is last:
 * an unknown name's url that fits none is checked as the most lenient.
 */
export const linkSchema = z.discriminatedUnion(
  'name',
  [
    link('LinkedIn', profileOn('linkedin.com', /^([\w-]+\.)?linkedin\.com$/)),
    link('GitHub', profileOn('github.com', /^(www\.)?github\.com$/)),
    link('Mastodon', mastodonProfileUrl),
    link('X', profileOn('x.com or twitter.com', /^(www\.|mobile\.)?(x|twitter)\.com$/)),
    // Stack Overflow's sites in Russian, Spanish, Portuguese and Japanese are each a subdomain.
    link('Stack Overflow', profileOn('stackoverflow.com', /^((www|ru|es|pt|ja)\.)?stackoverflow\.com$/)),
    link('YouTube', profileOn('youtube.com', /^(www\.|m\.)?youtube\.com$/)),
    link('Website', personalSiteUrl),
  ],
  { unionFallback: true },
);
export const linksSchema = z.array(linkSchema);

/** The self-hosted variable fonts an owner may pick for the page (site.json theme.font). */
export const siteFonts = ['inter', 'geist'] as const;
export type SiteFont = (typeof siteFonts)[number];

/** A BCP 47 language tag as Intl writes it: "de", "pt-BR", "zh-Hant". */
export const languageTag = z.string({ error: 'must be a language tag in double quotes, like "de"' }).refine(
  (tag) => {
    try {
      return Intl.getCanonicalLocales(tag)[0] === tag;
    } catch {
      return false;
    }
  },
  { error: 'must be a BCP 47 language tag written as Intl writes it, like "de", "pt-BR" or "zh-Hant"' },
);

/**
 * The owner's own fixed texts, for a language without built-in ones or wording of their own: any of
 * shared/texts/en.ts's keys, and of shared/texts/writing.ts's for the posts.
 */
const englishTexts: Record<string, string> = { ...builtInTexts.en, ...builtInWritingTexts.en };
export const textsSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(englishTexts).map(([key, english]) => [
      key,
      text.optional().describe(`In English: ${JSON.stringify(english)}`),
    ]),
  ),
);

/** The site's own words: shown on the page but never fetched (not an API entity). */
export const siteSchema = z
  .strictObject({
    /** The language of content/ itself; "en" when absent. */
    locale: languageTag
      .optional()
      .describe('The language of content/ itself, like "en" (the default) or "de".'),
    /**
     * The further languages, in the order the language switch shows them: each a folder
     * content/<tag>/ translating some of the files (builder/content/overlays.ts).
     */
    locales: z
      .array(languageTag)
      .refine((tags) => new Set(tags).size === tags.length, 'must not name a language twice')
      .optional()
      .describe('Further languages, in the order of the language switch: each a folder content/<tag>/.'),
    /** Overrides of the fixed texts in this file's language (shared/texts/). */
    texts: textsSchema
      .optional()
      .describe("Your own wording of the page's fixed texts (headings, buttons) in this file's language."),
    ownerName: text.describe('Your name, as the page and the résumé show it.'),
    /**
     * Optional: absent, the site derives them from ownerName, in whatever script it is written
     * (shared/initials.ts). Any script, counted in user-perceived characters (प्रि is one).
     */
    initials: z
      .string()
      .refine((initials) => {
        const characters = graphemesOf(initials);
        return characters.length >= 1 && characters.length <= 3 && characters.every(isLetterOrDigit);
      }, 'must be one to three letters (of any script), without spaces')
      .optional()
      .describe('One to three letters for the badge in the corner; made from your name when absent.'),
    heroTitle: text.describe('The big heading at the top, like "Hi, I\'m Jane Doe".'),
    tagline: text.describe('One line under the heading.'),
    jobTitle: text.describe('Your title, like "Senior Full-Stack Engineer".'),
    description: text
      .max(160, 'should be at most 160 characters (search result snippet)')
      .describe('What search engines and link previews show: at most 160 characters.'),
    email: z.email('must be an e-mail address').describe('Where visitors may write to you.'),
    location: text.describe('Where you are, like "Bengaluru, India".'),
    pitch: text.describe('A line above the contact form: why to get in touch.'),
    // A file name in ASCII, as `npm run import:jsonresume` makes it from a name in any script.
    resumePath: textLike(
      /^\/downloads\/[\w.-]+\.pdf$/,
      'must be a PDF under /downloads/ named with Latin letters, digits, "-", "_" and "." only, like /downloads/priya-sharma-resume.pdf',
    ).describe('Where the page links the résumé PDF the build makes, like /downloads/jane-doe-resume.pdf.'),
    siteUrl: httpsUrl.describe("The site's address once deployed, like https://janedoe.dev."),
    /** Optional portrait, beyond spec §2's hero: an image file in content/, shown beside the name. */
    photo: contentImagePath
      .optional()
      .describe('Your photo beside your name: an image file in content/, like "portrait.jpg".'),
    /**
     * Optional, beyond spec §2's contact form: one line under it, such as how the messages are
     * kept or how soon you answer. Absent, the form is the spec's.
     */
    contactNotice: text
      .max(200, 'should be at most 200 characters: one line under the form')
      .optional()
      .describe('One line under the contact form, such as how soon you answer.'),
    /**
     * Optional, beyond the spec: the public site key of a Cloudflare Turnstile widget. Set, the
     * contact form loads the widget as the visitor nears it and sends its token, which the Worker
     * checks with the secret TURNSTILE_SECRET_KEY (docs/contact.md). Absent, the page is the spec's.
     */
    turnstileSiteKey: textLike(/^[\w-]{1,64}$/, 'must be a Turnstile site key, like 0x4AAAAAAA…')
      .optional()
      .describe(
        "A Cloudflare Turnstile widget's public site key, to keep bots off the contact form (docs/contact.md).",
      ),
    /**
     * Optional, beyond the spec: readers' comments and other sites' webmentions on each entry of a
     * collection that takes them (shared/content-files.ts `pages.responses`), shown once the owner
     * approves them (docs/responses.md). Absent, no page changes.
     */
    responses: z
      .strictObject({
        comments: z.boolean().optional().describe('A comment form at the end of each post and case study.'),
        webmentions: z
          .boolean()
          .optional()
          .describe("Receive other sites' webmentions of your posts and case studies."),
        approveMentionsFrom: z
          .array(
            textLike(
              /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
              'must be a host name in lower case, like "janedoe.blog"',
            ),
          )
          .optional()
          .describe(
            'Host names of your own other sites: their webmentions are shown without waiting for you.',
          ),
      })
      .optional()
      .describe('Comments and webmentions on your posts and case studies, shown once you approve them.'),
    /**
     * Optional, beyond the spec: the site's search (docs/owner-guide.md#search), answered by the Worker at
     * /search, with a form on the collections' index pages and the 404 page. On unless `false`.
     */
    search: z
      .boolean()
      .optional()
      .describe('false turns off the search of your site, and its form on your lists and 404 page.'),
    /** The photo's text alternative; the owner's name when absent. */
    photoAlt: text
      .optional()
      .describe('What your photo shows, for those who cannot see it; your name when absent.'),
    /** Optional, beyond the spec: the owner's GitHub repositories, as content/github.json keeps them (npm run sync:github). */
    github: githubSelectionSchema
      .extend({
        user: textLike(
          /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i,
          'must be a GitHub user name, like "octocat"',
        ).describe('Your GitHub user name, like "octocat".'),
        maxAgeDays: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe(
            'How many days old content/github.json may be before npm run doctor warns; 30 when absent.',
          ),
      })
      .optional()
      .describe('Your GitHub repositories for the Open source section (npm run sync:github).'),
    /** Optional look, not in the spec; absent, the page keeps its own blue accent and the system's font. */
    theme: z
      .strictObject({
        /** Every accent on the page; the build derives readable light and dark shades of it. */
        accent: textLike(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #0f766e')
          .optional()
          .describe(
            'The page\'s accent colour, like "#0f766e"; the build keeps it readable in light and dark.',
          ),
        /** The page's typeface, self-hosted (builder/theme/page-font.ts); absent, the system's own. */
        font: z.enum(siteFonts).optional().describe("The page's typeface; the system's own when absent."),
      })
      .optional(),
  })
  .refine((site) => !site.locales?.includes(defaultLocaleOf(site)), {
    error: 'must not name the default language (site.json locale, "en" when absent)',
    path: ['locales'],
  });

/**
 * An image as the build makes it from a file the content names (builder/images/): the sources a
 * browser picks from, its drawn size and its text alternative. Made by the build, never written.
 */
export const builtImageSchema = z.strictObject({
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  /** One per format, best first: its MIME type and its srcset (1×/2×, or widths with `sizes`). */
  sources: z.array(z.strictObject({ type: z.string(), srcset: z.string() })),
  /** The width the layout draws it at, for a srcset of widths. */
  sizes: z.string().optional(),
  /** The fallback `<img src>`. */
  src: z.string(),
  /** The largest file, for JSON-LD and share previews. */
  largest: z.string(),
});

export type BuiltImage = z.infer<typeof builtImageSchema>;

/**
 * A project as GET /api/projects answers it: its picture as built (its text alternative folded
 * in), not the file content/projects.json names.
 */
export const apiProjectSchema = z.strictObject({ ...projectFields, image: builtImageSchema.optional() });
export type ApiProject = z.infer<typeof apiProjectSchema>;

/**
 * The pictures the build makes from the files content/projects.json names, by that name: the same
 * for every project showing it, but for the alt (builder/images/project-images.ts).
 */
export type ProjectImages = Record<string, Omit<BuiltImage, 'alt'>>;
export type About = z.infer<typeof aboutSchema>;
export type WorkExperienceItem = z.infer<typeof workExperienceItemSchema>;
export type SkillGroup = z.infer<typeof skillGroupSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Talk = z.infer<typeof talkSchema>;
export type Degree = z.infer<typeof degreeSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type EducationRecord = z.infer<typeof educationRecordSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Site = z.infer<typeof siteSchema>;
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type Post = z.infer<typeof postSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type OwnPage = z.infer<typeof ownPageSchema>;
