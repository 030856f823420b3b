import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentPage, PageContext } from '../page.ts';
import { Footer } from '../sections/Footer/Footer.tsx';
import { fakeServer } from '../test/fetch.ts';
import { renderPage } from '../test/render.ts';

const quickLinksOf = () =>
  within(screen.getByRole('navigation', { name: 'Quick Links' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]);

it("links each of the owner's pages that asks for a place in the footer, after the spec's quick links, in the page's language or marked with its own", async () => {
  fakeServer();
  const page = documentPage();
  await renderPage(
    <PageContext
      value={{
        ...page,
        footerLinks: [
          { href: '/now/', title: 'Now' },
          { href: '/uses/', title: 'Uses', lang: 'en' },
        ],
      }}
    >
      <Footer />
    </PageContext>,
  );
  expect(quickLinksOf()).toEqual([
    ['About', '#about', null],
    ['Portfolio', '#home', null],
    ['Contact', '#contact', null],
    ['Now', '/now/', null],
    ['Uses', '/uses/', 'en'],
  ]);
});

it("has the spec's quick links alone on a site whose pages ask for no place there", async () => {
  fakeServer();
  await renderPage(<Footer />);
  expect(documentPage().footerLinks).toBeUndefined();
  expect(quickLinksOf().map(([name]) => name)).toEqual(['About', 'Portfolio', 'Contact']);
});
