/** The direction of a language, for the pages the Worker writes. */
import { rightToLeft } from 'virtual:api-content';

/** Whether one of the site's languages is written right to left, as the build found it (builder/page-data.ts). */
export const isRightToLeft = (tag: string): boolean => rightToLeft.includes(tag);
