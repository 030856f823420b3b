import { type RefObject, useEffect, useRef, useState } from 'react';
import { REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD } from '../../shared/spec-constants.ts';

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

/**
 * Spec §2 "Reveal on scroll": the element fades in once at least 10 % of it is visible, with a
 * 50px bottom margin, once only. Only an element the observer reports out of view is hidden, so
 * what a prerendered page already showed never blinks out while the script starts. The observer's
 * first report (asynchronous) decides: measuring the element during hydration would force a layout
 * of the whole page on the phone's main thread.
 */
export function useReveal<Element extends HTMLElement>(): {
  ref: RefObject<Element | null>;
  className: RevealClassName;
} {
  const ref = useRef<Element>(null);
  const [className, setClassName] = useState<RevealClassName>('');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function' || prefersReducedMotion()) {
      // Nothing to animate with: marked visible without any fade.
      setClassName('reveal visible');
      return;
    }

    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        // isIntersecting alone is true at any overlap; the spec asks for 10 % of the item.
        const inView = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD,
        );
        // In view at the first report: shown without a fade (it was never hidden). Out of view:
        // hidden now, while nobody can see it, to fade in when it is scrolled to.
        if (inView) {
          setClassName('reveal visible');
          observer.unobserve(element);
        } else if (firstReport) {
          setClassName('reveal');
        }
        firstReport = false;
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, className };
}
