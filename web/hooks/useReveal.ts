import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD } from '../constants.ts';

/**
 * '' — before the script runs (and on the server): plainly visible.
 * 'reveal' — below the fold, waiting to be scrolled into view.
 * 'reveal visible' — revealed; never taken back (spec §2, §4). Also given at once, without a
 * fade, when the element is already in view, motion is reduced or IntersectionObserver is missing.
 */
export type RevealClassName = '' | 'reveal' | 'reveal visible';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function isInViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * Spec §2 "Reveal on scroll": the element fades in once at least 10 % of it is visible, with a
 * 50px bottom margin, once only. Only an element still out of view is hidden first, so what a
 * prerendered page already showed never blinks out while the script starts.
 */
export function useReveal<Element extends HTMLElement>(): {
  ref: RefObject<Element | null>;
  className: RevealClassName;
} {
  const ref = useRef<Element>(null);
  const [className, setClassName] = useState<RevealClassName>('');

  // A layout effect: an item is hidden before the browser paints the hydrated page, never after.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function' || prefersReducedMotion() || isInViewport(element)) {
      // Already on screen (or nothing to animate with): marked visible without any fade.
      setClassName('reveal visible');
      return;
    }

    setClassName('reveal');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setClassName('reveal visible');
        observer.unobserve(element);
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, className };
}
