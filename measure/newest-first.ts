/** A site map's pages, the most recently changed first: a collection's newest entry leads. */
export const newestFirst = <Page extends { lastModified: Date }>(pages: Page[]) =>
  pages.toSorted((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
