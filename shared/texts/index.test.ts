import { expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { builtInTextsOf, resolveTexts, textKeys } from './index.ts';
import { zh } from './zh.ts';

it('gives every built-in language every key', () => {
  for (const tag of ['en', 'de', 'fr', 'es', 'pt', 'hi', 'zh', 'ja', 'ar'])
    expect(resolveTexts(tag).missing, tag).toEqual([]);
});

it('reads a regional tag as its language, in the same script only', () => {
  expect(builtInTextsOf('de-AT')).toBe(de);
  expect(builtInTextsOf('en-GB')).toBe(en);
  expect(builtInTextsOf('zh-CN')).toBe(zh);
  expect(builtInTextsOf('zh-Hant')).toEqual({});
  expect(builtInTextsOf('zh-TW')).toEqual({});
  expect(resolveTexts('zh-TW').missing).toEqual(textKeys);
});

it('lays the owner’s texts over the built-in ones, and names what neither gives', () => {
  expect(resolveTexts('de', { sendMessage: 'Abschicken' }).texts).toEqual({
    ...de,
    sendMessage: 'Abschicken',
  });
  const { missing } = resolveTexts('sv', { sendMessage: 'Skicka' });
  expect(missing).toEqual(textKeys.filter((key) => key !== 'sendMessage'));
});
