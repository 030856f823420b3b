import { useEffect } from 'react';

/** Set on <html> once the page must lay out every section (global.css turns content-visibility off). */
export const ALL_SECTIONS_LAID_OUT = 'all-sections-laid-out';

/**
 * The sections below the fold skip their rendering until they near the screen (content-visibility:
 * auto in global.css), so a phone lays out only the first view while it loads. Their height until
 * then is their height without data; once data has filled them, that is a guess that is too small,
 * and a smooth scroll to a far section would aim short. So the first click on an in-page link
 * (registered here, before any data can arrive) has every section laid out before the browser
 * computes where to scroll (the click's default action runs after its listeners): one layout, at
 * a moment the visitor chose.
 */
export function useLayoutAllBeforeJumps(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!link) return;
      root.classList.add(ALL_SECTIONS_LAID_OUT);
      document.removeEventListener('click', onClick, true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
