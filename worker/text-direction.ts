/** The direction of a language, for the pages the Worker writes. */

/** Whether a language is written right to left, as the build's builder/page-data.ts asks Intl. */
export function isRightToLeft(tag: string): boolean {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    getTextInfo?: () => { direction: string };
    textInfo?: { direction: string };
  };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl';
}
