import { expect, it } from 'vitest';
import { de } from './de.ts';
import { builtInTexts, builtInTextsOf, resolveTexts, textKeys } from './index.ts';
import { openSourceTexts } from './open-source.ts';
import { talksTexts } from './talks.ts';

it('gives every built-in language every key', () => {
  for (const tag of ['en', 'de', 'fr', 'es', 'pt', 'hi', 'zh', 'ja', 'ar'])
    expect(resolveTexts(tag).missing, tag).toEqual([]);
});

it('reads a regional tag as its language, in the same script only', () => {
  expect(builtInTextsOf('de-AT')).toBe(builtInTexts.de);
  expect(builtInTextsOf('en-GB')).toBe(builtInTexts.en);
  expect(builtInTextsOf('zh-CN')).toBe(builtInTexts.zh);
  expect(builtInTextsOf('zh-Hant')).toEqual({});
  expect(builtInTextsOf('zh-TW')).toEqual({});
  expect(resolveTexts('zh-TW').missing).toEqual(textKeys);
});

it('lays the owner’s texts over the built-in ones, and names what neither gives', () => {
  expect(resolveTexts('de', { sendMessage: 'Abschicken' }).texts).toEqual({
    ...de,
    ...talksTexts.de,
    ...openSourceTexts.de,
    sendMessage: 'Abschicken',
  });
  const { missing } = resolveTexts('sv', { sendMessage: 'Skicka' });
  expect(missing).toEqual(textKeys.filter((key) => key !== 'sendMessage'));
});

it('neither asks nor gives the words of the sections a page leaves out', () => {
  const { texts, missing } = resolveTexts('sv', {}, ['navTalks', 'titleTalks']);
  expect(missing).not.toContain('navTalks');
  expect(missing).toContain('navAbout');
  expect(resolveTexts('de', {}, ['navTalks']).texts).not.toHaveProperty('navTalks');
  expect(resolveTexts('de').texts.navTalks).toBe('Vorträge');
  expect(texts).not.toHaveProperty('titleTalks');
});
