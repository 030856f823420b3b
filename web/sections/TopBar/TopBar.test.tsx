import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { resolveWritingTexts } from '../../../shared/texts/index.ts';
import { documentPage, PageContext } from '../../page.ts';
import { TopBar } from './TopBar.tsx';

const { site } = documentPage();

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

it('shows the initials, then a link to every section in the spec order, Talks after Projects', () => {
  render(<TopBar />);
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: new RegExp(`^${site.initials}`) })).toHaveAttribute(
    'href',
    '#home',
  );
  const nav = within(header).getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '#home'],
    ['About', '#about'],
    ['Experience', '#experience'],
    ['Skills', '#skills'],
    ['Projects', '#projects'],
    ['Talks', '#talks'],
    ['Education', '#education'],
    ['Contact', '#contact'],
  ]);
});

it('leaves out the link to a section whose content has no file, and keeps Writing after where Projects and Talks would be', () => {
  const page = documentPage();
  const writing = { texts: resolveWritingTexts('en').texts, indexHref: '/writing/', posts: [] };
  render(
    // Besides the fixture's own (it has no GitHub snapshot).
    <PageContext
      value={{ ...page, writing, leftOut: [...(page.leftOut ?? []), 'projects', 'talks', 'education'] }}
    >
      <TopBar />
    </PageContext>,
  );
  const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['#home', '#about', '#experience', '#skills', '#writing', '#contact']);
});

it('turns more opaque only once scrolled beyond 100 px', () => {
  render(<TopBar />);
  const header = screen.getByRole('banner');
  scrollTo(100);
  expect(header).not.toHaveClass('scrolled');
  scrollTo(101);
  expect(header).toHaveClass('scrolled');
  scrollTo(100);
  expect(header).not.toHaveClass('scrolled');
});

it('opens the phone menu with its button and closes it after a choice', async () => {
  const user = userEvent.setup();
  render(<TopBar />);
  const button = screen.getByRole('button', { name: 'Menu' });
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(list).not.toHaveClass('open');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveClass('open');

  await user.click(screen.getByRole('link', { name: 'Skills' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(list).not.toHaveClass('open');
});

it('closes the phone menu on Escape', async () => {
  const user = userEvent.setup();
  render(<TopBar />);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
