/**
 * The fixed texts of the case studies (beyond the spec: their pages and their index) in every
 * language the site knows by itself, apart from the page's and the posts' so a site without a case
 * study asks for none of them. The words a case study shares with a post (a draft, its footnotes)
 * are the posts' (./writing.ts). An owner overrides any of them in a language's site.json `texts`.
 */
import { builtInWritingTexts, type WritingTexts } from './writing.ts';

const caseStudyWordsEn = {
  /** The index's title, and the top of each case study's link back to it. */
  caseStudies: 'Case studies',
  allCaseStudies: 'All case studies',
  /** What the owner did on the project (its front matter's `role`). */
  role: 'Role',
  /** The technologies it used (`stack`), and where to see it (`links`). */
  stack: 'Stack',
  links: 'Links',
  /** The index's title in link previews and the tab. */
  caseStudiesTitle: '{name}: Case studies',
};

const caseStudyWords: Readonly<Record<string, typeof caseStudyWordsEn>> = {
  en: caseStudyWordsEn,
  de: {
    caseStudies: 'Fallstudien',
    allCaseStudies: 'Alle Fallstudien',
    role: 'Rolle',
    stack: 'Technologien',
    links: 'Links',
    caseStudiesTitle: '{name}: Fallstudien',
  },
  fr: {
    caseStudies: 'Études de cas',
    allCaseStudies: 'Toutes les études de cas',
    role: 'Rôle',
    stack: 'Technologies',
    links: 'Liens',
    caseStudiesTitle: '{name} : études de cas',
  },
  es: {
    caseStudies: 'Casos de estudio',
    allCaseStudies: 'Todos los casos de estudio',
    role: 'Rol',
    stack: 'Tecnologías',
    links: 'Enlaces',
    caseStudiesTitle: '{name}: casos de estudio',
  },
  pt: {
    caseStudies: 'Estudos de caso',
    allCaseStudies: 'Todos os estudos de caso',
    role: 'Função',
    stack: 'Tecnologias',
    links: 'Links',
    caseStudiesTitle: '{name}: estudos de caso',
  },
  hi: {
    caseStudies: 'केस स्टडी',
    allCaseStudies: 'सभी केस स्टडी',
    role: 'भूमिका',
    stack: 'तकनीकें',
    links: 'लिंक',
    caseStudiesTitle: '{name}: केस स्टडी',
  },
  zh: {
    caseStudies: '项目案例',
    allCaseStudies: '全部项目案例',
    role: '角色',
    stack: '技术栈',
    links: '链接',
    caseStudiesTitle: '{name}：项目案例',
  },
  ja: {
    caseStudies: 'ケーススタディ',
    allCaseStudies: 'すべてのケーススタディ',
    role: '役割',
    stack: '技術スタック',
    links: 'リンク',
    caseStudiesTitle: '{name}：ケーススタディ',
  },
  ar: {
    caseStudies: 'دراسات حالة',
    allCaseStudies: 'كل دراسات الحالة',
    role: 'الدور',
    stack: 'التقنيات',
    links: 'روابط',
    caseStudiesTitle: '{name}: دراسات حالة',
  },
};

/** The posts' words a case study's page shows too. */
const sharedWithPosts = [
  'draft',
  'footnotes',
  'footnoteBack',
] as const satisfies readonly (keyof WritingTexts)[];

export type CaseStudyTexts = typeof caseStudyWordsEn & Pick<WritingTexts, (typeof sharedWithPosts)[number]>;
export type CaseStudyTextKey = keyof CaseStudyTexts;
export const caseStudyTextKeys = [...Object.keys(caseStudyWordsEn), ...sharedWithPosts] as CaseStudyTextKey[];

export const builtInCaseStudyTexts: Readonly<Record<string, CaseStudyTexts>> = Object.fromEntries(
  Object.entries(caseStudyWords).map(([tag, words]) => [
    tag,
    {
      ...words,
      ...Object.fromEntries(sharedWithPosts.map((key) => [key, builtInWritingTexts[tag][key]])),
    } as CaseStudyTexts,
  ]),
);
