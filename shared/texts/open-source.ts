/**
 * The Open source section's words (beyond the spec; shared/sections.ts) in every language the site
 * knows by itself: its top-bar link, its title, and the label of a repository's stars for those
 * who cannot see the star. The repositories themselves are GitHub's, in no language: never
 * translated. Merged into each language (./index.ts); a page without the section bundles none.
 */
export const openSourceTexts = {
  en: { navOpenSource: 'Open source', titleOpenSource: 'Open source', repositoryStars: 'Stars' },
  de: { navOpenSource: 'Open Source', titleOpenSource: 'Open Source', repositoryStars: 'Sterne' },
  fr: { navOpenSource: 'Open source', titleOpenSource: 'Open source', repositoryStars: 'Étoiles' },
  es: { navOpenSource: 'Código abierto', titleOpenSource: 'Código abierto', repositoryStars: 'Estrellas' },
  pt: { navOpenSource: 'Código aberto', titleOpenSource: 'Código aberto', repositoryStars: 'Estrelas' },
  hi: { navOpenSource: 'ओपन सोर्स', titleOpenSource: 'ओपन सोर्स', repositoryStars: 'स्टार' },
  zh: { navOpenSource: '开源', titleOpenSource: '开源项目', repositoryStars: '星标' },
  ja: { navOpenSource: 'オープンソース', titleOpenSource: 'オープンソース', repositoryStars: 'スター' },
  ar: { navOpenSource: 'مفتوح المصدر', titleOpenSource: 'مشاريع مفتوحة المصدر', repositoryStars: 'النجوم' },
} as const satisfies Record<string, Record<string, string>>;
