import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { earlyInputScript } from '../shared/early-input.ts';
import { replayEarlyInput, takeEarlyInput } from './early-input.ts';

/** A menu button and a form, as the prerender leaves them, each in a boundary as web/App.tsx has them. */
function Page({ onSend, replay }: { onSend: (name: string) => void; replay?: () => void }) {
  // As web/main.tsx does: in a task of its own, after the page's frame has hydrated.
  useEffect(() => {
    const timer = setTimeout(() => replay?.());
    return () => clearTimeout(timer);
  }, [replay]);
  return (
    <>
      <Suspense>
        <Menu />
      </Suspense>
      <Suspense>
        <Form onSend={onSend} />
      </Suspense>
    </>
  );
}

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      Menu
    </button>
  );
}

function Form({ onSend }: { onSend: (name: string) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(new FormData(event.currentTarget).get('name') as string);
      }}
    >
      <input name="name" defaultValue="Ada" />
      <button type="submit">Send</button>
    </form>
  );
}

it('makes a tap on the menu and a form sent before the page’s script again once React has the page, each once', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page onSend={() => {}} />);
  document.body.append(root);
  new Function(earlyInputScript)();
  const menu = root.querySelector('button[type="button"]') as HTMLButtonElement;
  menu.click();
  // Held back: without the page's script a submission would leave the page with the message in its address.
  const submitted = new Event('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')?.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(true);
  expect(menu.getAttribute('aria-expanded')).toBe('false');

  const early = takeEarlyInput();
  const sent: string[] = [];
  await act(async () => {
    hydrateRoot(root, <Page onSend={(name) => sent.push(name)} replay={() => replayEarlyInput(early)} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  expect(sent).toEqual(['Ada']);

  // From here on React has the page: a tap is its, kept by no one else.
  await act(async () => menu.click());
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  expect(takeEarlyInput()).toEqual([]);
  root.remove();
});
