import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useScrolled } from './useScrolled.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

it('is false at 100 px and true at 101 px, and turns back at 100 px (spec §4)', () => {
  const { result } = renderHook(() => useScrolled());
  expect(result.current).toBe(false);
  scrollTo(100);
  expect(result.current).toBe(false);
  scrollTo(101);
  expect(result.current).toBe(true);
  scrollTo(100);
  expect(result.current).toBe(false);
});

it('reads the scroll position the page already has when it mounts', () => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
  const { result } = renderHook(() => useScrolled());
  expect(result.current).toBe(true);
});
