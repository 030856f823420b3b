import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { earlyInputScript } from '../shared/early-input.ts';
import { replayEarlyInput, takeEarlyInput } from './early-input.ts';

/** A menu button in a boundary, as web/App.tsx has the bar, and the replay as web/main.tsx makes it. */
function Page({ replay }: { replay?: () => void }) {
  useEffect(() => {
    const timer = setTimeout(() => replay?.());
    return () => clearTimeout(timer);
  }, [replay]);
  return (
    <Suspense>
      <Menu />
    </Suspense>
  );
}

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      <span>Menu</span>
    </button>
  );
}

it('makes a tap on the menu before the page’s script again once React has the page, once', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  new Function(earlyInputScript)();
  const menu = root.querySelector('button') as HTMLButtonElement;
  root.querySelector('span')?.click();
  expect(menu.getAttribute('aria-expanded')).toBe('false');

  const early = takeEarlyInput();
  await act(async () => {
    hydrateRoot(root, <Page replay={() => replayEarlyInput(early)} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(menu.getAttribute('aria-expanded')).toBe('true');

  // From here on React has the page: a tap is its alone, kept by no one else.
  await act(async () => menu.click());
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  expect(takeEarlyInput()).toEqual([]);
  root.remove();
});
