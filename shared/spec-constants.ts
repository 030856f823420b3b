/**
 * The spec's constants (portfolio-spec.md sections 2 and 9). Its visible texts, in its own words,
 * are the English fixed texts (shared/texts/en.ts).
 */
import type { TextKey } from './texts/index.ts';

/** §2 Top bar, §9: "Header style change threshold: scroll beyond 100 pixels." */
export const TOP_BAR_SCROLL_THRESHOLD_PX = 100;

/** §2 Reveal on scroll, §9: "0.1 of the item visible". */
export const REVEAL_THRESHOLD = 0.1;

/** §2 Reveal on scroll, §9: "bottom margin 50px". */
export const REVEAL_ROOT_MARGIN = '0px 0px 50px 0px';

/** §5, §9: "The message box is 5 rows tall." */
export const CONTACT_MESSAGE_ROWS = 5;

/** §2 Footer, §9: "Copyright year: 2025." */
export const COPYRIGHT_YEAR = 2025;

/** §2 Top bar: the link to every section, in the spec's order, by section id, with its text's key (shared/texts/en.ts). */
export const TOP_BAR_LINKS = [
  { id: 'home', text: 'navHome' },
  { id: 'about', text: 'navAbout' },
  { id: 'experience', text: 'navExperience' },
  { id: 'skills', text: 'navSkills' },
  { id: 'projects', text: 'navProjects' },
  { id: 'education', text: 'navEducation' },
  { id: 'contact', text: 'navContact' },
] as const satisfies readonly { id: string; text: TextKey }[];

/** §2 "Sections and titles": each titled section's title, by its text's key (the hero, id home, has the owner's title instead). */
export const SECTION_TITLES = {
  about: 'titleAbout',
  experience: 'titleExperience',
  skills: 'titleSkills',
  projects: 'titleProjects',
  education: 'titleEducation',
  contact: 'titleContact',
} as const satisfies Record<string, TextKey>;

export type TitledSectionId = keyof typeof SECTION_TITLES;
