/**
 * The fixed texts of the posts (their pages, their index, the portfolio's Writing section and the
 * feeds) in every language the site knows by itself. Apart from the page's own texts
 * (./index.ts), so a site with no post has the spec's page, its texts and its bundle unchanged.
 * An owner overrides any of them in a language's site.json `texts`, as the page's own.
 */
export const writingTextsEn = {
  writing: 'Writing',
  allPosts: 'All posts',
  /** How long a post takes to read; `{minutes}` is a number. */
  readingTime: '{minutes} min read',
  updated: 'Updated {date}',
  /** Before the address of a post first published elsewhere (its front matter's `canonical`). */
  originallyPublished: 'Originally published at {site}',
  /** A post that lives elsewhere (its front matter's `external`), listed here with a link out. */
  externalPost: 'On {site}',
  tags: 'Tags',
  /** Shown on a post `npm run dev` shows but the build leaves out. */
  draft: 'Draft',
  /** The feeds' title, and their links' names on each page. */
  feedTitle: '{name}: Writing',
  /** The heading of a post's footnotes, for screen readers, and each note's link back; `{n}` is its number. */
  footnotes: 'Footnotes',
  footnoteBack: 'Back to reference {n}',
};

export type WritingTextKey = keyof typeof writingTextsEn;
export type WritingTexts = Record<WritingTextKey, string>;
export const writingTextKeys = Object.keys(writingTextsEn) as WritingTextKey[];

export const builtInWritingTexts: Readonly<Record<string, WritingTexts>> = {
  en: writingTextsEn,
  de: {
    writing: 'Artikel',
    allPosts: 'Alle Artikel',
    readingTime: '{minutes} Min. Lesezeit',
    updated: 'Aktualisiert am {date}',
    originallyPublished: 'Zuerst erschienen auf {site}',
    externalPost: 'Auf {site}',
    tags: 'Schlagwörter',
    draft: 'Entwurf',
    feedTitle: '{name}: Artikel',
    footnotes: 'Fußnoten',
    footnoteBack: 'Zurück zur Textstelle {n}',
  },
  fr: {
    writing: 'Articles',
    allPosts: 'Tous les articles',
    readingTime: '{minutes} min de lecture',
    updated: 'Mis à jour le {date}',
    originallyPublished: 'Publié d’abord sur {site}',
    externalPost: 'Sur {site}',
    tags: 'Mots-clés',
    draft: 'Brouillon',
    feedTitle: '{name} : articles',
    footnotes: 'Notes',
    footnoteBack: 'Retour à l’appel de note {n}',
  },
  es: {
    writing: 'Artículos',
    allPosts: 'Todos los artículos',
    readingTime: '{minutes} min de lectura',
    updated: 'Actualizado el {date}',
    originallyPublished: 'Publicado originalmente en {site}',
    externalPost: 'En {site}',
    tags: 'Etiquetas',
    draft: 'Borrador',
    feedTitle: '{name}: artículos',
    footnotes: 'Notas',
    footnoteBack: 'Volver a la referencia {n}',
  },
  pt: {
    writing: 'Artigos',
    allPosts: 'Todos os artigos',
    readingTime: '{minutes} min de leitura',
    updated: 'Atualizado em {date}',
    originallyPublished: 'Publicado originalmente em {site}',
    externalPost: 'Em {site}',
    tags: 'Etiquetas',
    draft: 'Rascunho',
    feedTitle: '{name}: artigos',
    footnotes: 'Notas',
    footnoteBack: 'Voltar à referência {n}',
  },
  hi: {
    writing: 'लेख',
    allPosts: 'सभी लेख',
    readingTime: '{minutes} मिनट में पढ़ें',
    updated: '{date} को अपडेट किया गया',
    originallyPublished: 'मूल रूप से {site} पर प्रकाशित',
    externalPost: '{site} पर',
    tags: 'टैग',
    draft: 'मसौदा',
    feedTitle: '{name}: लेख',
    footnotes: 'पाद टिप्पणियाँ',
    footnoteBack: 'संदर्भ {n} पर वापस जाएँ',
  },
  zh: {
    writing: '文章',
    allPosts: '全部文章',
    readingTime: '阅读需 {minutes} 分钟',
    updated: '更新于 {date}',
    originallyPublished: '首发于 {site}',
    externalPost: '发表于 {site}',
    tags: '标签',
    draft: '草稿',
    feedTitle: '{name}：文章',
    footnotes: '脚注',
    footnoteBack: '返回引用 {n}',
  },
  ja: {
    writing: '記事',
    allPosts: 'すべての記事',
    readingTime: '{minutes} 分で読めます',
    updated: '{date} 更新',
    originallyPublished: '初出：{site}',
    externalPost: '{site} に掲載',
    tags: 'タグ',
    draft: '下書き',
    feedTitle: '{name}：記事',
    footnotes: '脚注',
    footnoteBack: '参照 {n} に戻る',
  },
  ar: {
    writing: 'مقالات',
    allPosts: 'كل المقالات',
    readingTime: 'قراءة في {minutes} دقائق',
    updated: 'حُدّث في {date}',
    originallyPublished: 'نُشر أولًا على {site}',
    externalPost: 'على {site}',
    tags: 'الوسوم',
    draft: 'مسودة',
    feedTitle: '{name}: مقالات',
    footnotes: 'الحواشي',
    footnoteBack: 'العودة إلى الإحالة {n}',
  },
};
