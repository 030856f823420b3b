import { useSyncExternalStore } from 'react';
import { TOP_BAR_SCROLL_THRESHOLD_PX } from '../../shared/spec-constants.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Spec §4: true once the page is scrolled more than 100 px, false again at 100 px or less. */
export function useScrolled(threshold = TOP_BAR_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    // The server has no scroll position; hydration starts from the top and then catches up.
    () => false,
  );
}
