/**
 * The page's sections, in the page's order (spec §2 "Sections and titles", then those the spec
 * does not have): each one's id (its anchor), the key of its top-bar link's words and of its
 * title's (shared/texts/). A kind of content names the section that shows it by its id (the
 * registry's `shownIn`, shared/content-files.ts). Plain data, with no schema, as the page bundles
 * it: the page (web/App.tsx), the top bar, the prerender, the résumé and the tests read it.
 */
import type { PageData, PagePart } from './page-data.ts';
import type { TextKey } from './texts/index.ts';

type PageSection = {
  id: string;
  /** Its top-bar link's words; none for the Writing section, whose words are the posts' own (shared/texts/writing.ts). */
  link?: TextKey;
  /** Its title's words; none for the hero, whose title is the owner's, nor for Writing. */
  title?: TextKey;
};

export const pageSections = [
  { id: 'home', link: 'navHome' },
  { id: 'about', link: 'navAbout', title: 'titleAbout' },
  { id: 'experience', link: 'navExperience', title: 'titleExperience' },
  { id: 'skills', link: 'navSkills', title: 'titleSkills' },
  { id: 'projects', link: 'navProjects', title: 'titleProjects' },
  { id: 'open-source', link: 'navOpenSource', title: 'titleOpenSource' },
  { id: 'talks', link: 'navTalks', title: 'titleTalks' },
  { id: 'writing' },
  { id: 'education', link: 'navEducation', title: 'titleEducation' },
  { id: 'contact', link: 'navContact', title: 'titleContact' },
] as const satisfies readonly PageSection[];

export type SectionId = (typeof pageSections)[number]['id'];
type TitledSection = Extract<(typeof pageSections)[number], { title: TextKey }>;
export type TitledSectionId = TitledSection['id'];

/** Each titled section's title, by its text's key. */
export const sectionTitles = Object.fromEntries(
  pageSections.flatMap((section) => ('title' in section ? [[section.id, section.title]] : [])),
) as { [S in TitledSection as S['id']]: S['title'] };

/**
 * The words of the sections a page leaves out (`leftOut`: the kind they show has no file): neither
 * asked of a language nor bundled with its page, so a kind a release adds (talks) asks nothing new
 * of an owner's own language until they have its file.
 */
export function wordsOfSections(ids: readonly string[]): TextKey[] {
  return pageSections.flatMap((section: PageSection) =>
    ids.includes(section.id) ? [section.link, section.title].filter((key) => key !== undefined) : [],
  );
}

/** Whether a page shows a section: Writing when the site has a published post, any other unless its kind is left out. */
export function showsSection(page: Pick<PageData, 'leftOut' | 'writing'>, id: string): boolean {
  return id === 'writing' ? page.writing !== undefined : !page.leftOut?.includes(id as PagePart);
}
