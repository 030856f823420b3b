/**
 * The search's words (the form, the Worker's results page) in every language the site knows by
 * itself. Apart from the page's own texts (./index.ts), so a site with search off has its pages,
 * texts and bundle unchanged. `kinds`: what each result is, by what the search covers (../search/kinds.ts).
 */
import type { SearchedKind } from '../search/kinds.ts';
import { ownEntryOf } from './language-table.ts';

export type SearchTexts = {
  /** The results page's title and the form's button. */
  search: string;
  /** The form's field's label. */
  searchLabel: string;
  /** The results' heading; `{query}` is what was searched for. */
  searchResults: string;
  /** No result; `{query}` as above. */
  searchNothing: string;
  /** The 429 page's message. */
  searchTooMany: string;
  /** The link back to the language's page. */
  searchBack: string;
  kinds: Record<SearchedKind, string>;
};

export const searchTextsEn: SearchTexts = {
  search: 'Search',
  searchLabel: 'Search this site',
  searchResults: 'Results for “{query}”',
  searchNothing: 'Nothing found for “{query}”. Try other or fewer words.',
  searchTooMany: 'Too many searches from your network right now; please try again in a minute.',
  searchBack: 'Back to the home page',
  kinds: {
    posts: 'Post',
    caseStudies: 'Case study',
    pages: 'Page',
    about: 'About',
    workExperience: 'Experience',
    projects: 'Project',
    talks: 'Talk',
  },
};

export const builtInSearchTexts: Readonly<Record<string, SearchTexts>> = {
  en: searchTextsEn,
  de: {
    search: 'Suchen',
    searchLabel: 'Diese Website durchsuchen',
    searchResults: 'Ergebnisse für „{query}“',
    searchNothing: 'Nichts gefunden für „{query}“. Versuchen Sie andere oder weniger Wörter.',
    searchTooMany:
      'Gerade kommen zu viele Suchen aus Ihrem Netz; bitte versuchen Sie es in einer Minute noch einmal.',
    searchBack: 'Zurück zur Startseite',
    kinds: {
      posts: 'Artikel',
      caseStudies: 'Fallstudie',
      pages: 'Seite',
      about: 'Über mich',
      workExperience: 'Berufserfahrung',
      projects: 'Projekt',
      talks: 'Vortrag',
    },
  },
  fr: {
    search: 'Rechercher',
    searchLabel: 'Rechercher sur ce site',
    searchResults: 'Résultats pour « {query} »',
    searchNothing: 'Aucun résultat pour « {query} ». Essayez d’autres mots, ou moins de mots.',
    searchTooMany: 'Trop de recherches depuis votre réseau en ce moment ; réessayez dans une minute.',
    searchBack: 'Retour à l’accueil',
    kinds: {
      posts: 'Article',
      caseStudies: 'Étude de cas',
      pages: 'Page',
      about: 'À propos',
      workExperience: 'Expérience',
      projects: 'Projet',
      talks: 'Conférence',
    },
  },
  es: {
    search: 'Buscar',
    searchLabel: 'Buscar en este sitio',
    searchResults: 'Resultados para «{query}»',
    searchNothing: 'No se encontró nada para «{query}». Pruebe con otras palabras o con menos.',
    searchTooMany: 'Demasiadas búsquedas desde su red ahora mismo; vuelva a intentarlo en un minuto.',
    searchBack: 'Volver a la página de inicio',
    kinds: {
      posts: 'Artículo',
      caseStudies: 'Caso de estudio',
      pages: 'Página',
      about: 'Sobre mí',
      workExperience: 'Experiencia',
      projects: 'Proyecto',
      talks: 'Charla',
    },
  },
  pt: {
    search: 'Pesquisar',
    searchLabel: 'Pesquisar neste site',
    searchResults: 'Resultados para “{query}”',
    searchNothing: 'Nada encontrado para “{query}”. Tente outras palavras, ou menos.',
    searchTooMany: 'Pesquisas demais da sua rede agora; tente novamente em um minuto.',
    searchBack: 'Voltar à página inicial',
    kinds: {
      posts: 'Artigo',
      caseStudies: 'Estudo de caso',
      pages: 'Página',
      about: 'Sobre',
      workExperience: 'Experiência',
      projects: 'Projeto',
      talks: 'Palestra',
    },
  },
  hi: {
    search: 'खोजें',
    searchLabel: 'इस साइट में खोजें',
    searchResults: '“{query}” के परिणाम',
    searchNothing: '“{query}” के लिए कुछ नहीं मिला। दूसरे या कम शब्द आज़माएँ।',
    searchTooMany: 'अभी आपके नेटवर्क से बहुत अधिक खोजें आ रही हैं; कृपया एक मिनट बाद फिर कोशिश करें।',
    searchBack: 'मुख पृष्ठ पर वापस',
    kinds: {
      posts: 'लेख',
      caseStudies: 'केस स्टडी',
      pages: 'पृष्ठ',
      about: 'परिचय',
      workExperience: 'अनुभव',
      projects: 'प्रोजेक्ट',
      talks: 'वार्ता',
    },
  },
  zh: {
    search: '搜索',
    searchLabel: '搜索本站',
    searchResults: '“{query}”的搜索结果',
    searchNothing: '没有找到与“{query}”相关的内容。请换用其他词语或减少词语。',
    searchTooMany: '您的网络目前搜索过于频繁，请一分钟后再试。',
    searchBack: '返回首页',
    kinds: {
      posts: '文章',
      caseStudies: '案例研究',
      pages: '页面',
      about: '关于',
      workExperience: '工作经历',
      projects: '项目',
      talks: '演讲',
    },
  },
  ja: {
    search: '検索',
    searchLabel: 'このサイトを検索',
    searchResults: '「{query}」の検索結果',
    searchNothing: '「{query}」に一致する結果はありません。別の言葉や、より少ない言葉でお試しください。',
    searchTooMany: 'お使いのネットワークからの検索が多すぎます。1 分後にもう一度お試しください。',
    searchBack: 'トップページへ戻る',
    kinds: {
      posts: '記事',
      caseStudies: 'ケーススタディ',
      pages: 'ページ',
      about: '自己紹介',
      workExperience: '職歴',
      projects: 'プロジェクト',
      talks: '講演',
    },
  },
  ar: {
    search: 'بحث',
    searchLabel: 'ابحث في هذا الموقع',
    searchResults: 'نتائج البحث عن «{query}»',
    searchNothing: 'لم يُعثر على شيء لـ«{query}». جرّب كلمات أخرى أو أقل.',
    searchTooMany: 'عمليات بحث كثيرة جدًا من شبكتك الآن؛ يُرجى المحاولة بعد دقيقة.',
    searchBack: 'العودة إلى الصفحة الرئيسية',
    kinds: {
      posts: 'مقالة',
      caseStudies: 'دراسة حالة',
      pages: 'صفحة',
      about: 'نبذة',
      workExperience: 'الخبرة',
      projects: 'مشروع',
      talks: 'محاضرة',
    },
  },
};

/**
 * A language's search texts: its own tag's, else its language's in the same script ("pt-BR" reads
 * "pt"'s, "zh-Hant" not "zh"'s), else English, as the responses' texts are found.
 */
export const searchTextsOf = (tag: string): SearchTexts =>
  ownEntryOf(tag, builtInSearchTexts) ?? searchTextsEn;
