import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext, pages } from '../../page.ts';
import { fakeServer, jsonResponse } from '../../test/fetch.ts';
import {
  type FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../test/intersectionObserver.ts';
import { Contact } from './Contact.tsx';
import { forgetTurnstileScript, type TurnstileApi, turnstileLoadMargin } from './turnstile.ts';

const SUCCESS = "Thank you for your message! I'll get back to you soon.";
const FAILURE = 'Failed to send message. Please try again later.';

const typed = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'A project',
  Message: 'Hello,\nlet us talk.',
};

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(typed)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

function fieldValues() {
  return Object.keys(typed).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);
}

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});

describe('the owner’s notice', () => {
  it('is a line under the form when site.json has one, and absent otherwise', () => {
    const page = pages.pages[pages.defaultLocale];
    const notice = 'Messages are kept for 180 days, then deleted.';
    const { container, unmount } = render(
      <PageContext value={{ ...page, site: { ...page.site, contactNotice: notice } }}>
        <Contact />
      </PageContext>,
    );
    expect(container.querySelector('form + p.contact__notice')).toHaveTextContent(notice);
    unmount();
    const plain = render(<Contact />);
    expect(plain.container.querySelector('.contact__notice')).toBeNull();
  });
});

describe('the form', () => {
  it('sits under the spec title with four labelled, required fields and no length limit', () => {
    render(<Contact />);
    expect(screen.getByRole('region', { name: 'Get In Touch' })).toHaveAttribute('id', 'contact');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    for (const field of [name, email, subject, message]) {
      expect(field).toBeRequired();
      expect(field).not.toHaveAttribute('maxlength');
    }
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('names the purpose of the name and e-mail fields for autofill (WCAG 1.3.5)', () => {
    render(<Contact />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('autocomplete', 'email');
    // Each token on a control type it suits, the type written out: HTML_CodeSniffer (H98) reads
    // the attribute and takes a text field without one for a field of no type.
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
  });

  it('hides the honeypot from people, keyboards and screen readers', () => {
    render(<Contact />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });
});

describe('sending', () => {
  it('posts the fields, alerts the success text and clears every field', async () => {
    const fetchMock = fakeServer({ '/api/contact': jsonResponse({ id: 'abc' }, 201) });
    const user = userEvent.setup();
    render(<Contact />);
    await fillAndSend(user);

    await waitFor(() => expect(alert).toHaveBeenCalledWith(SUCCESS));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(fieldValues()).toEqual(['', '', '', '']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: typed.Name,
      email: typed.Email,
      subject: typed.Subject,
      message: typed.Message,
      website: '',
    });
  });

  it.each([
    ['the API answers 500', () => jsonResponse({ error: 'Internal Server Error' }, 500)],
    ['the API answers 400', () => jsonResponse({ error: 'Bad Request' }, 400)],
    ['the network fails', () => new TypeError('Failed to fetch')],
  ])('alerts the failure text, logs the error and keeps the fields when %s', async (_, answer) => {
    fakeServer({ '/api/contact': answer() });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Contact />);
    await fillAndSend(user);

    await waitFor(() => expect(alert).toHaveBeenCalledWith(FAILURE));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.any(Error));
    expect(fieldValues()).toEqual(Object.values(typed));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('disables the button and says so while sending, so a double click sends once', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = fakeServer();
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Contact />);
    await fillAndSend(user);

    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await user.dblClick(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ id: 'abc' }, 201));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(alert).toHaveBeenCalledWith(SUCCESS);
  });

  it('sends nothing while a required field is empty (browser validation)', async () => {
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    render(<Contact />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('on a further language’s page', () => {
  const german = pages.pages.de;

  it('is labelled in that language, posts its language with the fields and alerts in it', async () => {
    const fetchMock = fakeServer({ '/api/contact': jsonResponse({ id: 'abc' }, 201) });
    const user = userEvent.setup();
    render(
      <PageContext value={german}>
        <Contact />
      </PageContext>,
    );
    expect(screen.getByRole('region', { name: german.texts.titleContact })).toBeInTheDocument();
    const labels = [
      german.texts.formName,
      german.texts.formEmail,
      german.texts.formSubject,
      german.texts.formMessage,
    ];
    for (const [index, value] of Object.values(typed).entries())
      await user.type(screen.getByLabelText(labels[index]), value);
    await user.click(screen.getByRole('button', { name: german.texts.sendMessage }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(german.texts.contactSuccess));
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: typed.Name, locale: 'de' });
  });

  it('alerts a failure in that language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ '/api/contact': jsonResponse({ error: 'down' }, 500) });
    const user = userEvent.setup();
    render(
      <PageContext value={german}>
        <Contact />
      </PageContext>,
    );
    await user.type(screen.getByLabelText(german.texts.formName), typed.Name);
    await user.type(screen.getByLabelText(german.texts.formEmail), typed.Email);
    await user.type(screen.getByLabelText(german.texts.formSubject), typed.Subject);
    await user.type(screen.getByLabelText(german.texts.formMessage), typed.Message);
    await user.click(screen.getByRole('button', { name: german.texts.sendMessage }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(german.texts.contactFailure));
  });
});

describe('Turnstile, when site.json has a site key', () => {
  // Cloudflare's documented test site key (always passes) and the token its widget gives.
  const siteKey = '1x00000000000000000000AA';
  const dummyToken = 'XXXX.DUMMY.TOKEN.XXXX';
  const page = pages.pages[pages.defaultLocale];
  const turnstileScript = () =>
    document.head.querySelector<HTMLScriptElement>('script[src^="https://challenges.cloudflare.com/"]');

  /** A stand-in for Cloudflare's script: what the form asked of it, and the widget's callbacks. */
  function fakeTurnstile() {
    const widget = {
      options: {} as Record<string, (token?: string) => void>,
      container: undefined as unknown,
    };
    const turnstile = {
      render: vi.fn((container: HTMLElement, options: Record<string, unknown>) => {
        widget.container = container;
        widget.options = options as typeof widget.options;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    } satisfies TurnstileApi;
    return { turnstile, widget };
  }

  /** Cloudflare's script arrives: it defines window.turnstile and fires load. */
  function scriptLoads(turnstile: TurnstileApi) {
    const script = turnstileScript();
    if (!script) throw new Error('the form added no Turnstile script');
    window.turnstile = turnstile;
    act(() => void script.dispatchEvent(new Event('load')));
  }

  const watchesForTurnstile = (observer: FakeIntersectionObserver) =>
    observer.options.rootMargin === turnstileLoadMargin;

  const renderKeyed = () =>
    render(
      <PageContext value={{ ...page, site: { ...page.site, turnstileSiteKey: siteKey } }}>
        <Contact />
      </PageContext>,
    );

  afterEach(() => {
    turnstileScript()?.remove();
    delete window.turnstile;
    forgetTurnstileScript();
  });

  it('without a key, watches nothing, loads nothing and adds no widget to the form', async () => {
    const observers = installFakeIntersectionObserver();
    const user = userEvent.setup();
    const { container } = render(<Contact />);
    await user.click(screen.getByLabelText('Name'));
    // The section's own reveal on scroll is the only thing watched.
    expect(observers.filter(watchesForTurnstile)).toHaveLength(0);
    expect(turnstileScript()).toBeNull();
    expect(container.querySelector('.contact__turnstile')).toBeNull();
  });

  it('loads Cloudflare’s script only when the form comes near, then renders the widget in the form, without pre-clearance', async () => {
    const observers = installFakeIntersectionObserver();
    const { container } = renderKeyed();
    expect(turnstileScript()).toBeNull();
    const [observer] = observers.filter(watchesForTurnstile);
    expect(observer.observed).toEqual(new Set([container.querySelector('form')]));
    act(() => observer.report(false));
    expect(turnstileScript()).toBeNull();

    act(() => observer.report(true));
    expect(turnstileScript()?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    expect(observer.disconnect).toHaveBeenCalled();
    const { turnstile, widget } = fakeTurnstile();
    scriptLoads(turnstile);
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(1));
    expect(widget.container).toBe(container.querySelector('form .contact__turnstile'));
    // The action the Worker asks siteverify for (worker/turnstile.ts).
    expect(widget.options).toMatchObject({
      sitekey: siteKey,
      action: 'contact',
      'refresh-expired': 'manual',
    });
    expect(widget.options).not.toHaveProperty('execution');
    expect(document.head.querySelectorAll('script[src^="https://challenges.cloudflare.com/"]')).toHaveLength(
      1,
    );
  });

  it('loads it when a field gets focus before the form has scrolled near', async () => {
    installFakeIntersectionObserver();
    const user = userEvent.setup();
    renderKeyed();
    expect(turnstileScript()).toBeNull();
    await user.click(screen.getByLabelText('Email'));
    expect(turnstileScript()).not.toBeNull();
  });

  /** The keyed form with a field focused, the widget's script loaded and the widget drawn. */
  async function withWidgetShown() {
    installFakeIntersectionObserver();
    const fetchMock = fakeServer({ '/api/contact': jsonResponse({ id: 'abc' }, 201) });
    const user = userEvent.setup();
    renderKeyed();
    await user.click(screen.getByLabelText('Name'));
    const { turnstile, widget } = fakeTurnstile();
    scriptLoads(turnstile);
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    return { fetchMock, user, turnstile, widget };
  }

  it('sends the widget’s token with the message, then resets the widget for the next one', async () => {
    const { fetchMock, user, turnstile, widget } = await withWidgetShown();
    act(() => widget.options.callback(dummyToken));

    await fillAndSend(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SUCCESS));
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: typed.Name,
      'cf-turnstile-response': dummyToken,
    });
    expect(turnstile.reset).toHaveBeenCalledWith('widget-1');

    // The spent token is never sent again: a message before the widget's next one goes without.
    await fillAndSend(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))['cf-turnstile-response']).toBe('');
  });

  it('resets the widget when its token expires, and sends the new token', async () => {
    const { fetchMock, user, turnstile, widget } = await withWidgetShown();
    act(() => widget.options.callback('first-token'));
    act(() => widget.options['expired-callback']('first-token'));
    expect(turnstile.reset).toHaveBeenCalledWith('widget-1');
    act(() => widget.options.callback('second-token'));

    await fillAndSend(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))['cf-turnstile-response']).toBe(
      'second-token',
    );
  });
});
