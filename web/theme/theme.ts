/**
 * The visitor's colour scheme: the system's (the default), or light or dark by choice. A choice is
 * kept in localStorage and applied as <html data-theme>, which global.css reads through
 * `color-scheme`. The prerender inlines `themeInitScript` in <head> so a kept choice applies
 * before the first paint, even if the page's own JavaScript never runs.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** Before the first paint; the CSP allows exactly this text by its hash (scripts/prerender.ts). */
export const themeInitScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

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
