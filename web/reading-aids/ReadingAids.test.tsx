import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReadingAidsView } from '../../shared/reading-aids.ts';
import { readingAidsTextsEn as texts } from '../../shared/texts/reading-aids.ts';
import { AidsAfterText, AidsBeforeText, ReadingAidsContext } from './ReadingAids.tsx';

const drawn = (aids: ReadingAidsView | undefined) => (
  <ReadingAidsContext value={aids}>
    <AidsBeforeText />
    <article>text</article>
    <AidsAfterText />
  </ReadingAidsContext>
);

describe('an entry’s reading aids', () => {
  it('draw nothing on an entry without any', () => {
    expect(renderToStaticMarkup(drawn(undefined))).toBe('<article>text</article>');
  });

  it('show a table of contents as a disclosure, each link to its heading’s id as written in any script', () => {
    render(
      drawn({
        texts,
        contents: [
          { id: 'المشكلة', text: 'المشكلة', children: [{ id: 'التفاصيل', text: 'التفاصيل' }] },
          { id: 'समस्या', text: 'समस्या' },
        ],
      }),
    );
    const contents = screen.getByRole('navigation', { name: texts.contents });
    expect(contents.closest('details')?.querySelector('summary')).toHaveTextContent(texts.contents);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#المشكلة', '#التفاصيل', '#समस्या']);
    // A subheading is listed under its heading.
    expect(
      within(contents).getByRole('link', { name: 'التفاصيل' }).closest('ol')?.parentElement,
    ).toHaveTextContent(/^المشكلة/);
  });

  it('show a series’ parts, the entry’s own not a link, and its neighbours at the end', () => {
    render(
      drawn({
        texts,
        series: {
          name: 'Edge notes',
          partText: 'Part 2 of 3',
          parts: [
            { title: 'One', href: '/writing/one/', lang: 'en' },
            { title: 'Two', href: '/de/writing/two/', current: true },
            { title: 'Three', href: '/de/writing/three/' },
          ],
          previous: { title: 'One', href: '/writing/one/', lang: 'en' },
          next: { title: 'Three', href: '/de/writing/three/' },
        },
      }),
    );
    const series = screen.getByRole('navigation', { name: 'Series: Edge notes' });
    expect(series).toHaveTextContent('Part 2 of 3');
    expect(
      within(series)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['One', 'Three']);
    expect(within(series).getByText('Two')).toHaveAttribute('aria-current', 'page');
    expect(within(series).getByRole('link', { name: 'One' })).toHaveAttribute('lang', 'en');
    const steps = screen.getByRole('navigation', { name: 'More of Edge notes' });
    expect(within(steps).getByRole('link', { name: 'One' })).toHaveAttribute('rel', 'prev');
    expect(within(steps).getByRole('link', { name: 'Three' })).toHaveAttribute('rel', 'next');
  });

  it('list the related posts under their heading, each with its day', () => {
    render(
      drawn({
        texts,
        related: [{ title: 'Newer', href: '/writing/newer/', date: '2025-05-01', dateText: '1 May 2025' }],
      }),
    );
    const heading = screen.getByRole('heading', { name: texts.related });
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/writing/newer/');
    expect(list.querySelector('time')).toHaveAttribute('datetime', '2025-05-01');
  });
});
