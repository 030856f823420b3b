import { describe, expect, it } from 'vitest';
import { satisfies } from './node-version.ts';

describe('an engines range', () => {
  it.each([
    ['v24.21.0', '>=22.0.0', true],
    ['v22.11.0', '>=22.12.0', false],
    ['v20.20.2', '>=22.0.0', false],
    ['v18.20.0', '^18.18.0 || ^20.9.0 || >=21.1.0', true],
    ['v19.0.0', '^18.18.0 || ^20.9.0 || >=21.1.0', false],
    ['v24.0.0', '>=20 <24', false],
  ])('%s meets %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
