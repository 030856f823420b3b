/**
 * The words of a long entry's reading aids (docs/owner-guide.md, "Reading aids"): its table of
 * contents, its series and its related posts, in every language the site knows by itself. Apart
 * from the posts' texts (./writing.ts), which the portfolio's page data carries: an entry without
 * an aid has its page, and every other page, as before.
 */
import { entryOfLanguage } from './language-table.ts';

export const readingAidsTextsEn = {
  /** The table of contents' disclosure, and its list's name for screen readers. */
  contents: 'Contents',
  /** The list of a series' parts; `{name}` is the series' (front matter `series`). */
  series: 'Series: {name}',
  /** Where the entry stands in its series; `{n}` and `{m}` are numbers. */
  seriesPart: 'Part {n} of {m}',
  /** The links to the parts before and after it, at its end. */
  seriesSteps: 'More of {name}',
  previousPart: 'Previous part',
  nextPart: 'Next part',
  /** The heading of the posts sharing a tag with it, at its end. */
  related: 'Related posts',
};

export type ReadingAidsTextKey = keyof typeof readingAidsTextsEn;
export type ReadingAidsTexts = Record<ReadingAidsTextKey, string>;

export const builtInReadingAidsTexts: Readonly<Record<string, ReadingAidsTexts>> = {
  en: readingAidsTextsEn,
  de: {
    contents: 'Inhalt',
    series: 'Serie: {name}',
    seriesPart: 'Teil {n} von {m}',
    seriesSteps: 'Mehr aus {name}',
    previousPart: 'Vorheriger Teil',
    nextPart: 'Nächster Teil',
    related: 'Verwandte Artikel',
  },
  fr: {
    contents: 'Sommaire',
    series: 'Série : {name}',
    seriesPart: 'Partie {n} sur {m}',
    seriesSteps: 'Suite de {name}',
    previousPart: 'Partie précédente',
    nextPart: 'Partie suivante',
    related: 'Articles liés',
  },
  es: {
    contents: 'Contenido',
    series: 'Serie: {name}',
    seriesPart: 'Parte {n} de {m}',
    seriesSteps: 'Más de {name}',
    previousPart: 'Parte anterior',
    nextPart: 'Parte siguiente',
    related: 'Artículos relacionados',
  },
  pt: {
    contents: 'Índice',
    series: 'Série: {name}',
    seriesPart: 'Parte {n} de {m}',
    seriesSteps: 'Mais de {name}',
    previousPart: 'Parte anterior',
    nextPart: 'Próxima parte',
    related: 'Artigos relacionados',
  },
  hi: {
    contents: 'विषय-सूची',
    series: 'शृंखला: {name}',
    seriesPart: 'भाग {n}, कुल {m} में से',
    seriesSteps: '{name} के और भाग',
    previousPart: 'पिछला भाग',
    nextPart: 'अगला भाग',
    related: 'संबंधित लेख',
  },
  zh: {
    contents: '目录',
    series: '系列：{name}',
    seriesPart: '第 {n} 部分，共 {m} 部分',
    seriesSteps: '{name}的其他部分',
    previousPart: '上一部分',
    nextPart: '下一部分',
    related: '相关文章',
  },
  ja: {
    contents: '目次',
    series: 'シリーズ：{name}',
    seriesPart: '全 {m} 回中の第 {n} 回',
    seriesSteps: '{name}の前後の回',
    previousPart: '前の回',
    nextPart: '次の回',
    related: '関連記事',
  },
  ar: {
    contents: 'المحتويات',
    series: 'السلسلة: {name}',
    seriesPart: 'الجزء {n} من {m}',
    seriesSteps: 'المزيد من {name}',
    previousPart: 'الجزء السابق',
    nextPart: 'الجزء التالي',
    related: 'مقالات ذات صلة',
  },
};

/**
 * A language's reading aids' words: its own tag's, else its language's in the same script, else
 * English, as the responses' (./responses.ts): site.json has no override of these yet.
 */
export const readingAidsTextsOf = (tag: string): ReadingAidsTexts =>
  ({ ...readingAidsTextsEn, ...entryOfLanguage(tag, builtInReadingAidsTexts) }) as ReadingAidsTexts;
