import { describe, expect, it } from 'vitest';
import { fitCell } from './terminal-cells.ts';

describe('fitCell', () => {
  it('fills exactly the cells asked for, leaving a gap where a wide character would not fit', () => {
    expect(fitCell('陳美玲', 6)).toBe('陳美玲');
    expect(fitCell('陳美玲', 5)).toBe('陳美…');
    expect(fitCell('陳美玲', 4)).toBe('陳… ');
    expect(fitCell('de', 4)).toBe('de  ');
  });
});
