import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { photoAltOf } from '../../../shared/photo-alt.ts';
import { documentPage } from '../../page.ts';
import { Hero } from './Hero.tsx';

const { site } = documentPage();

it('shows the title as the only h1, the tagline and the two buttons', () => {
  render(<Hero />);
  const hero = screen.getByRole('region', { name: site.heroTitle });
  expect(hero).toHaveAttribute('id', 'home');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.heroTitle);
  expect(screen.getByText(site.tagline)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '#contact');
  const resume = screen.getByRole('link', { name: 'Download Resume' });
  expect(resume).toHaveAttribute('href', site.resumePath);
  expect(resume.getAttribute('href')).toMatch(/^\/downloads\//);
});

const photo = {
  alt: 'Aarav Sharma',
  width: 176,
  height: 176,
  sources: [
    { type: 'image/avif', srcset: '/images/p-176.a.avif 176w, /images/p-352.a.avif 352w' },
    { type: 'image/webp', srcset: '/images/p-176.a.webp 176w, /images/p-352.a.webp 352w' },
  ],
  sizes: '(min-width: 48rem) 11rem, 6rem',
  src: '/images/p-176.a.webp',
  largest: '/images/p-352.a.webp',
};

it('shows the owner’s photo beside the title, AVIF first, sized and not lazy', () => {
  const { container } = render(<Hero photo={photo} />);
  // Its text alternative is the page's language's (site.json photoAlt), whatever the build gave.
  const image = screen.getByRole('img', { name: photoAltOf(site) });
  expect(image).toHaveAttribute('width', '176');
  expect(image).toHaveAttribute('height', '176');
  expect(image).not.toHaveAttribute('loading', 'lazy');
  const sources = [...container.querySelectorAll('picture source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]).toHaveAttribute('srcset', photo.sources[0].srcset);
  for (const source of sources) expect(source).toHaveAttribute('sizes', photo.sizes);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.heroTitle);
});

it('without a photo renders the spec’s hero exactly: no picture, no extra wrapper', () => {
  const { container } = render(<Hero photo={null} />);
  expect(container.querySelector('picture, img')).toBeNull();
  // The markup the spec's hero had before photos existed.
  expect(container.innerHTML).toBe(
    `<section id="home" class="hero" aria-labelledby="home-title"><div class="container"><h1 id="home-title" class="hero__title">${site.heroTitle}</h1><p class="hero__tagline">${site.tagline}</p><p class="hero__actions"><a class="button button--primary" href="#contact">Get In Touch</a><a class="button button--secondary" href="${site.resumePath}" data-print-url="${new URL(site.resumePath, site.siteUrl).href}">Download Resume</a></p></div></section>`,
  );
});
