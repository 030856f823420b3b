/**
 * The spec's constants (portfolio-spec.md sections 2 and 9). Its visible texts, in its own words,
 * are the English fixed texts (shared/texts/en.ts); its sections, their order and their words'
 * keys are shared/sections.ts.
 */
/** §2 Top bar, §9: "Header style change threshold: scroll beyond 100 pixels." */
export const TOP_BAR_SCROLL_THRESHOLD_PX = 100;

/** §2 Reveal on scroll, §9: "0.1 of the item visible". */
export const REVEAL_THRESHOLD = 0.1;

/** §2 Reveal on scroll, §9: "bottom margin 50px". */
export const REVEAL_ROOT_MARGIN = '0px 0px 50px 0px';

/** §5, §9: "The message box is 5 rows tall." */
export const CONTACT_MESSAGE_ROWS = 5;

/** §2 Footer, §9: "Copyright year: 2025." */
export const COPYRIGHT_YEAR = 2025;
