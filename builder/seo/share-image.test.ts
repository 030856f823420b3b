import { describe, expect, it } from 'vitest';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { loadContent } from '../content/load.ts';
import { keepCjkWordsTogether, shareImageSvg } from './share-image.ts';

const { site } = loadContent(fixtureContentDir);
const wordJoiner = '\u2060';

/** The card's lines of text in one font size, as drawn: glyphs grouped by their baseline. */
function linesOf(svg: string, fontSize: number): string[] {
  const lines = new Map<string, string>();
  const glyph = new RegExp(
    `<text x="[^"]*" y="([^"]*)"[^>]*font-size="${fontSize}"[^>]*>([^<]*)</text>`,
    'g',
  );
  for (const [, baseline, text] of svg.matchAll(glyph))
    lines.set(baseline, (lines.get(baseline) ?? '') + text);
  return [...lines.values()].map((line) => line.replaceAll(wordJoiner, '').trim());
}

describe('Chinese and Japanese on the share image', () => {
  it('ends no line inside a Chinese name or word, only at a space or after punctuation', async () => {
    const svg = await shareImageSvg(
      { ...site, ownerName: 'Chen Mei-Ling 陳美玲', jobTitle: '高级全栈工程师，负责支付平台与开发者工具' },
      undefined,
      false,
    );
    // Without the word joiners satori drew "Chen Mei-Ling 陳 / 美玲" and "…与开发 / 者工具".
    expect(linesOf(svg, 76)).toEqual(['Chen Mei-Ling', '陳美玲']);
    expect(linesOf(svg, 40)).toEqual(['AS', '高级全栈工程师，', '负责支付平台与开发者工具']);
  });

  it('ties each run of Chinese or Japanese characters that fits on a line, and leaves the rest', () => {
    const tied = (text: string) => [...text].join(wordJoiner);
    expect(keepCjkWordsTogether('陳美玲', 76, 692)).toBe(tied('陳美玲'));
    expect(keepCjkWordsTogether('山田太郎（やまだ・たろう）', 76, 692)).toBe(
      `${tied('山田太郎')}（${tied('やまだ')}・${tied('たろう')}）`,
    );
    expect(keepCjkWordsTogether('José Martínez', 76, 692)).toBe('José Martínez');
    expect(keepCjkWordsTogether('प्रिया शर्मा', 76, 692)).toBe('प्रिया शर्मा');
  });

  it('breaks a run longer than a line between dictionary words, and a word longer than a line anywhere', () => {
    // Seven characters at 40 px in a 200 px line: 高级 | 全 | 栈 | 工程 | 师, each tied.
    expect(keepCjkWordsTogether('高级全栈工程师', 40, 200)).toBe(`高${wordJoiner}级全栈工${wordJoiner}程师`);
    expect(keepCjkWordsTogether('工程', 40, 60)).toBe('工程');
  });
});
