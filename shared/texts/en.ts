/**
 * The page's and the résumé's fixed texts in English: the spec's own words (portfolio-spec.md
 * sections 2 and 8) and the few the page adds for accessibility. Every other language's built-in
 * texts have these keys (shared/texts/index.ts); an owner overrides any of them in a language's
 * site.json under `texts`. `{name}`-style slots are filled in by `fillText`.
 */
export const en = {
  // The top bar (spec §2): its links, in the spec's order, and what the page adds around them.
  skipToMain: 'Skip to main content',
  logoHome: '{name}, home',
  mainNavigation: 'Main',
  menu: 'Menu',
  colourScheme: 'Colour scheme',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
  language: 'Language',
  navHome: 'Home',
  navAbout: 'About',
  navExperience: 'Experience',
  navSkills: 'Skills',
  navProjects: 'Projects',
  navEducation: 'Education',
  navContact: 'Contact',
  // Section titles (spec §2 "Sections and titles").
  titleAbout: 'About Me',
  titleExperience: 'Work Experience',
  titleSkills: 'Technical Skills',
  titleProjects: 'Featured Projects',
  titleEducation: 'Education & Certifications',
  titleContact: 'Get In Touch',
  // The hero's buttons.
  getInTouch: 'Get In Touch',
  downloadResume: 'Download Resume',
  // Inside the sections.
  present: 'Present',
  techStack: '{title} tech stack',
  liveDemo: 'Live Demo',
  github: 'GitHub',
  certifications: 'Professional Certifications',
  relevantCoursework: 'Relevant coursework:',
  // The contact form and its alerts (spec §2, §8).
  formName: 'Name',
  formEmail: 'Email',
  formSubject: 'Subject',
  formMessage: 'Message',
  sendMessage: 'Send Message',
  sending: 'Sending…',
  contactSuccess: "Thank you for your message! I'll get back to you soon.",
  contactFailure: 'Failed to send message. Please try again later.',
  // The footer (spec §2): its four blocks' headings, the quick links and the copyright line.
  footerGetInTouch: 'Get In Touch',
  followMe: 'Follow Me',
  opensInNewTab: '{name} (opens in a new tab)',
  quickLinks: 'Quick Links',
  portfolio: 'Portfolio',
  workTogether: "Let's Work Together",
  copyright: '© {year} {name}. All rights reserved.',
  // The résumé PDF's first heading: its opening paragraph is a summary, "About Me" is the page's voice.
  summary: 'Summary',
} as const;
