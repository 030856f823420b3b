import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PageContext, pages } from '../../page.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

it('links the same page in every language, each named in its own words, the current one marked', () => {
  render(
    <PageContext value={pages.pages.de}>
      <LanguageSwitch />
    </PageContext>,
  );
  const links = screen.getAllByRole('link');
  expect(
    links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]),
  ).toEqual([
    ['English', '/', 'en'],
    ['Deutsch', '/de/', 'de'],
    ['العربية', '/ar/', 'ar'],
  ]);
  expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
});

it('is not there on a site of one language', () => {
  const { container } = render(
    <PageContext value={{ ...pages.pages.en, languages: [] }}>
      <LanguageSwitch />
    </PageContext>,
  );
  expect(container).toBeEmptyDOMElement();
});
