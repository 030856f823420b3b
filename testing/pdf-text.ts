/** For tests: a PDF's text as pdf.js reads it (as browsers' viewers do), page by page. */
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** Each page's text items and its width in points. */
export async function pdfPages(bytes: Uint8Array): Promise<{ width: number; items: TextItem[] }[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const textItems = items.filter((item): item is TextItem => 'str' in item);
    pages.push({ width: page.view[2] - page.view[0], items: textItems });
  }
  return pages;
}

/**
 * The PDF's text as a reader copies it. pdf.js returns each right-to-left word in logical order but
 * the words of a line in drawing order, left to right; a run of them is put back right to left.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pages = [];
  for (const { items } of await pdfPages(bytes)) {
    let text = '';
    let rightToLeft: string[] = [];
    const endRightToLeft = () => {
      text += rightToLeft.reverse().join(' ');
      rightToLeft = [];
    };
    for (const item of items) {
      if (item.dir === 'rtl') rightToLeft.push(item.str);
      else if (rightToLeft.length > 0 && item.str.trim() === '') continue;
      else {
        endRightToLeft();
        text += item.str;
      }
      if (item.hasEOL) {
        endRightToLeft();
        text += '\n';
      }
    }
    endRightToLeft();
    pages.push(text);
  }
  return pages.join('\n').normalize('NFC');
}
