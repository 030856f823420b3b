/**
 * The words of the approved responses' list, which the Worker writes into an entry's page
 * (worker/responses/shown-responses.ts), in every language the site knows by itself. Kept apart
 * from each language's file: the page never bundles them, and the Worker's lazy chunk loads only
 * these. `{count}` and `{host}` are filled in there.
 */
// The responses list's words: its counts and its link to a mention's source.
export const responsesListTexts = {
  en: {
    responsesLikes: 'Likes: {count}',
    responsesReposts: 'Reposts: {count}',
    responsesBookmarks: 'Bookmarks: {count}',
    responsesReadOn: 'Read on {host}',
  },
  de: {
    responsesLikes: 'Likes: {count}',
    responsesReposts: 'Reposts: {count}',
    responsesBookmarks: 'Lesezeichen: {count}',
    responsesReadOn: 'Auf {host} lesen',
  },
  fr: {
    responsesLikes: 'J’aime : {count}',
    responsesReposts: 'Partages : {count}',
    responsesBookmarks: 'Signets : {count}',
    responsesReadOn: 'Lire sur {host}',
  },
  es: {
    responsesLikes: 'Me gusta: {count}',
    responsesReposts: 'Compartido: {count}',
    responsesBookmarks: 'Marcadores: {count}',
    responsesReadOn: 'Leer en {host}',
  },
  pt: {
    responsesLikes: 'Curtidas: {count}',
    responsesReposts: 'Compartilhamentos: {count}',
    responsesBookmarks: 'Favoritos: {count}',
    responsesReadOn: 'Ler em {host}',
  },
  hi: {
    responsesLikes: 'पसंद: {count}',
    responsesReposts: 'साझा: {count}',
    responsesBookmarks: 'बुकमार्क: {count}',
    responsesReadOn: '{host} पर पढ़ें',
  },
  zh: {
    responsesLikes: '点赞：{count}',
    responsesReposts: '转发：{count}',
    responsesBookmarks: '收藏：{count}',
    responsesReadOn: '在 {host} 上阅读',
  },
  ja: {
    responsesLikes: 'いいね：{count}',
    responsesReposts: 'リポスト：{count}',
    responsesBookmarks: 'ブックマーク：{count}',
    responsesReadOn: '{host} で読む',
  },
  ar: {
    responsesLikes: 'الإعجابات: {count}',
    responsesReposts: 'إعادات النشر: {count}',
    responsesBookmarks: 'الإشارات المرجعية: {count}',
    responsesReadOn: 'اقرأ على {host}',
  },
} as const satisfies Record<string, Record<string, string>>;

export type ResponsesListTexts = Record<keyof typeof responsesListTexts.en, string>;
