import { describe, expect, it } from 'vitest';
import { builtInTexts } from './index.ts';
import { builtInReadingAidsTexts, readingAidsTextsEn, readingAidsTextsOf } from './reading-aids.ts';

describe('the reading aids’ words', () => {
  it('exist in every language the page knows, each with every key and the same placeholders', () => {
    expect(Object.keys(builtInReadingAidsTexts).sort()).toEqual(Object.keys(builtInTexts).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
    for (const [tag, texts] of Object.entries(builtInReadingAidsTexts)) {
      expect(Object.keys(texts).sort(), tag).toEqual(Object.keys(readingAidsTextsEn).sort());
      for (const [key, text] of Object.entries(texts))
        expect(placeholders(text), `${tag} ${key}`).toEqual(
          placeholders(readingAidsTextsEn[key as keyof typeof readingAidsTextsEn]),
        );
    }
  });

  it('of a regional tag are its language’s, in the same script only', () => {
    expect(readingAidsTextsOf('pt-BR').contents).toBe('Índice');
    expect(readingAidsTextsOf('zh-Hant').contents).toBe('Contents');
  });
});
