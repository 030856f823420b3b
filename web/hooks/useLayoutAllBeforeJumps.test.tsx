import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ALL_SECTIONS_LAID_OUT, useLayoutAllBeforeJumps } from './useLayoutAllBeforeJumps.ts';

function Page() {
  useLayoutAllBeforeJumps();
  return (
    <>
      <a href="#contact">
        <span>Contact</span>
      </a>
      <a href="/resume.pdf">Resume</a>
      <button type="button">Menu</button>
    </>
  );
}

afterEach(() => document.documentElement.classList.remove(ALL_SECTIONS_LAID_OUT));

it('lays out every section as soon as an in-page link is clicked, before the jump', () => {
  render(<Page />);
  const root = document.documentElement;
  let laidOutWhenJumping: boolean | undefined;
  const link = screen.getByRole('link', { name: 'Contact' });
  // A listener on the link itself runs before the browser's default action (the jump).
  link.addEventListener('click', () => {
    laidOutWhenJumping = root.classList.contains(ALL_SECTIONS_LAID_OUT);
  });
  fireEvent.click(screen.getByText('Contact'));
  expect(laidOutWhenJumping).toBe(true);
});

it('leaves the sections alone for other clicks', () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('link', { name: 'Resume' }));
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  expect(document.documentElement).not.toHaveClass(ALL_SECTIONS_LAID_OUT);
});
