/**
 * The visitor's colour scheme: the system's (the default), or light or dark by choice. A choice is
 * kept in localStorage and applied as <html data-theme>, which global.css reads through
 * `color-scheme`. The prerender inlines `themeInitScript` in <head> so a kept choice applies
 * before the first paint, even if the page's own JavaScript never runs.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** Before the first paint; the CSP allows exactly this text by its hash (builder/prerender.ts). */
export const themeInitScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
