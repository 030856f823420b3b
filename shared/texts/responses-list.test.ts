import { expect, it } from 'vitest';
import { entryOfLanguage } from './language-table.ts';
import { responsesListTexts } from './responses-list.ts';

it('gives the list of responses its words in all 9 languages, each with the slots English fills', () => {
  expect(Object.keys(responsesListTexts)).toEqual(['en', 'de', 'fr', 'es', 'pt', 'hi', 'zh', 'ja', 'ar']);
  const slotsOf = (words: Record<string, string>) =>
    Object.fromEntries(Object.entries(words).map(([key, text]) => [key, text.match(/\{\w+\}/g)]));
  for (const [tag, words] of Object.entries(responsesListTexts))
    expect(slotsOf(words), tag).toEqual(slotsOf(responsesListTexts.en));
});

it('answers a regional tag with its language’s words, in the same script only', () => {
  expect(entryOfLanguage('pt-BR', responsesListTexts)).toBe(responsesListTexts.pt);
  expect(entryOfLanguage('zh-TW', responsesListTexts)).toEqual({});
});
