/**
 * Characters nobody sees that change how text reads or what it carries: the controls, the format
 * characters (a bidi override, a zero-width space, a byte order mark, the tag characters that
 * can spell hidden text) and the unassigned rest of the tag block. Not the two joiners: Persian,
 * the Indic scripts and emoji sequences (👩‍💻) need them to spell words.
 */
const invisible = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\u{E0000}-\u{E007F}]/gu;

/** The text without its invisible characters. */
export const withoutInvisible = (text: string): string => text.replace(invisible, '');
