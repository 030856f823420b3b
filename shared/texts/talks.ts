/**
 * The Talks section's words (beyond the spec; shared/sections.ts) in every language the site knows
 * by itself: its top-bar link, its title, and each talk's links. Kept with the kind rather than in
 * each language's file, and merged into each (./index.ts); a page without talks bundles none of them.
 */
export const talksTexts = {
  en: {
    navTalks: 'Talks',
    titleTalks: 'Talks',
    talkSlides: 'Slides',
    talkVideo: 'Video',
    talkRecording: 'Recording',
    talkPaper: 'Paper',
  },
  de: {
    navTalks: 'Vorträge',
    titleTalks: 'Vorträge',
    talkSlides: 'Folien',
    talkVideo: 'Video',
    talkRecording: 'Aufnahme',
    talkPaper: 'Paper',
  },
  fr: {
    navTalks: 'Conférences',
    titleTalks: 'Conférences',
    talkSlides: 'Diapositives',
    talkVideo: 'Vidéo',
    talkRecording: 'Enregistrement',
    talkPaper: 'Article',
  },
  es: {
    navTalks: 'Charlas',
    titleTalks: 'Charlas',
    talkSlides: 'Diapositivas',
    talkVideo: 'Vídeo',
    talkRecording: 'Grabación',
    talkPaper: 'Artículo',
  },
  pt: {
    navTalks: 'Palestras',
    titleTalks: 'Palestras',
    talkSlides: 'Slides',
    talkVideo: 'Vídeo',
    talkRecording: 'Gravação',
    talkPaper: 'Artigo',
  },
  hi: {
    navTalks: 'व्याख्यान',
    titleTalks: 'व्याख्यान',
    talkSlides: 'स्लाइड',
    talkVideo: 'वीडियो',
    talkRecording: 'रिकॉर्डिंग',
    talkPaper: 'शोध-पत्र',
  },
  zh: {
    navTalks: '演讲',
    titleTalks: '演讲',
    talkSlides: '幻灯片',
    talkVideo: '视频',
    talkRecording: '录音',
    talkPaper: '论文',
  },
  ja: {
    navTalks: '講演',
    titleTalks: '講演',
    talkSlides: 'スライド',
    talkVideo: '動画',
    talkRecording: '録音',
    talkPaper: '論文',
  },
  ar: {
    navTalks: 'المحاضرات',
    titleTalks: 'المحاضرات',
    talkSlides: 'الشرائح',
    talkVideo: 'فيديو',
    talkRecording: 'تسجيل',
    talkPaper: 'ورقة بحثية',
  },
} as const satisfies Record<string, Record<string, string>>;
