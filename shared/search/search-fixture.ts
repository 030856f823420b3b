/**
 * The search's test documents: one site in English, German and Japanese, each language's index
 * holding only its own, with known answers (./search.test.ts, the Worker's worker/search/ tests).
 */
import type { Searchable } from './index-build.ts';

const doc = (title: string, text: string, href: string, lang: string, kind = 'Post'): Searchable => ({
  title,
  text,
  href,
  lang,
  kind,
});

export const searchFixture: Record<string, Searchable[]> = {
  en: [
    doc('Notes on caching', 'A post that mentions databases once, in passing.', '/writing/caching/', 'en'),
    {
      ...doc(
        'Databases at the edge',
        'Why a small database close to the reader answers faster.',
        '/writing/edge-db/',
        'en',
      ),
      date: { iso: '2025-03-14', text: 'March 14, 2025' },
    },
    doc('Running a marathon', 'Training plans and shoes.', '/writing/marathon/', 'en'),
    doc('Portfolio', 'React, TypeScript', '/#projects', 'en', 'Project'),
  ],
  de: [
    doc(
      'Datenbank am Rand',
      'Warum eine kleine Datenbank nah am Leser schneller antwortet.',
      '/de/writing/edge-db/',
      'de',
    ),
    doc(
      'Über Zwischenspeicher',
      'Wie man Antworten zwischenspeichert und wann nicht.',
      '/de/writing/caching/',
      'de',
    ),
  ],
  ja: [
    doc(
      'エッジのデータベース',
      '東京のサーバーで働いています。読者に近い小さなデータベースは速く答えます。',
      '/ja/writing/edge-db/',
      'ja',
    ),
    doc('マラソンの練習', '靴と練習の計画について。', '/ja/writing/marathon/', 'ja'),
  ],
};
