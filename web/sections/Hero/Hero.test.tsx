import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import site from '../../../content/site.json';
import { Hero } from './Hero.tsx';

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
