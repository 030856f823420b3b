/** For tests: what a reader gets when copying a PDF's text (pdf.js, as browsers' viewers read it). */
/**
 * The PDF's text as a reader copies it. pdf.js returns each right-to-left word in logical order but
 * the words of a line in drawing order, left to right; a run of them is put back right to left.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    let text = '';
    let rightToLeft: string[] = [];
    const endRightToLeft = () => {
      text += rightToLeft.reverse().join(' ');
      rightToLeft = [];
    };
    for (const item of items) {
      if (!('str' in item)) continue;
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
