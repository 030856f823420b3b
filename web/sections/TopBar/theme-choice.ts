/** The visitor's colour-scheme choice in the browser: read from and kept in localStorage (shared/color-scheme.ts). */
import { type ThemeChoice, themeStorageKey } from '../../../shared/color-scheme.ts';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can be off (private modes, blocked cookies): the system's scheme, not an error.
    return 'system';
  }
}

export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not kept across visits, but applied now.
  }
}
