import { expect, it } from 'vitest';
import { fillParts, fillText } from './fill.ts';

it('fills each slot, keeps a slot it has no value for, and keeps the words around them', () => {
  expect(fillText('© {year} {name}. All rights reserved.', { year: 2025, name: 'Aarav' })).toBe(
    '© 2025 Aarav. All rights reserved.',
  );
  expect(fillText('{title} tech stack', {})).toBe('{title} tech stack');
});

it('gives the pieces JSX would have: the words and each value on its own', () => {
  expect(fillParts('© {year} {name}. All rights reserved.', { year: 2025, name: 'Aarav' })).toEqual([
    '© ',
    2025,
    ' ',
    'Aarav',
    '. All rights reserved.',
  ]);
  expect(fillParts('{name}, home', { name: 'Aarav' })).toEqual(['Aarav', ', home']);
});
