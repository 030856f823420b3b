/** The spec's constants and visible texts, in its own words (portfolio-spec.md sections 2, 8 and 9). */

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

/** §8: the alert after a contact message was sent. */
export const CONTACT_SUCCESS_ALERT = "Thank you for your message! I'll get back to you soon.";

/** §8: the alert after a contact message could not be sent. */
export const CONTACT_FAILURE_ALERT = 'Failed to send message. Please try again later.';

/** §2 Top bar: the link to every section, in the spec's order, by section id. */
export const TOP_BAR_LINKS = [
  { id: 'home', text: 'Home' },
  { id: 'about', text: 'About' },
  { id: 'experience', text: 'Experience' },
  { id: 'skills', text: 'Skills' },
  { id: 'projects', text: 'Projects' },
  { id: 'education', text: 'Education' },
  { id: 'contact', text: 'Contact' },
] as const;

/** §2 "Sections and titles" (the hero, id home, has the owner's title instead). */
export const SECTION_TITLES = {
  about: 'About Me',
  experience: 'Work Experience',
  skills: 'Technical Skills',
  projects: 'Featured Projects',
  education: 'Education & Certifications',
  contact: 'Get In Touch',
} as const;

export type TitledSectionId = keyof typeof SECTION_TITLES;

/** §2 Education: the title of the card that lists every record that is not a degree. */
export const CERTIFICATIONS_TITLE = 'Professional Certifications';

/** §2 Work Experience: the end of a date range without endDate. */
export const PRESENT = 'Present';
