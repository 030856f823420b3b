import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { themeInitScript, themeStorageKey } from '../../../shared/color-scheme.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

it('follows the system by default, and says so', () => {
  render(<ThemeSwitch />);
  expect(screen.getByRole('combobox', { name: 'Colour scheme' })).toHaveValue('system');
  expect(document.documentElement.dataset.theme).toBeUndefined();
});

it('applies and keeps a choice, and forgets it when set back to the system', async () => {
  render(<ThemeSwitch />);
  const control = screen.getByRole('combobox', { name: 'Colour scheme' });
  await userEvent.selectOptions(control, 'Dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  await userEvent.selectOptions(control, 'System');
  expect(document.documentElement.dataset.theme).toBeUndefined();
  expect(localStorage.getItem(themeStorageKey)).toBeNull();
});

it('shows a kept choice once mounted, while the server renders the default', () => {
  localStorage.setItem(themeStorageKey, 'light');
  expect(renderToString(<ThemeSwitch />)).toContain('<option value="system" selected="">');
  render(<ThemeSwitch />);
  expect(screen.getByRole('combobox', { name: 'Colour scheme' })).toHaveValue('light');
});

it('the script run before the first paint applies a kept choice and ignores anything else', () => {
  for (const [stored, applied] of [
    ['dark', 'dark'],
    ['light', 'light'],
    ['purple', undefined],
  ] as const) {
    delete document.documentElement.dataset.theme;
    localStorage.setItem(themeStorageKey, stored);
    new Function(themeInitScript)();
    expect(document.documentElement.dataset.theme).toBe(applied);
  }
});
