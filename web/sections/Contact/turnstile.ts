import { useCallback, useEffect, useRef, useState } from 'react';
import { turnstileAction, turnstileScriptUrl } from '../../../shared/contact.ts';

/** The part of Cloudflare's `window.turnstile` the form uses (explicit rendering). */
export type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | null | undefined;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** How far ahead of the form the widget starts loading, so it is ready when the visitor gets there. */
export const turnstileLoadMargin = '600px 0px';

let scriptLoad: Promise<TurnstileApi> | undefined;

/** Adds Cloudflare's script once per page; a failed load may be tried again. */
function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScriptUrl;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile script defined no API'));
    script.onerror = () => reject(new Error(`${turnstileScriptUrl} failed to load`));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    throw error;
  });
  return scriptLoad;
}

/** Forget the loaded script, as a new page load would. For tests. */
export function forgetTurnstileScript(): void {
  scriptLoad = undefined;
}

/**
 * The contact form's Turnstile widget, when site.json has a site key: nothing happens until the
 * form comes within `turnstileLoadMargin` of the screen or one of its fields gets focus, so a
 * visitor who never reaches it never contacts Cloudflare. Pre-clearance stays off (the widget's
 * default), so no cookie is set. A token is good for one message: `reset` asks for a new one after
 * each send, and an expired token is replaced the same way.
 */
export function useTurnstile(siteKey: string | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: TurnstileApi; id: string }>(undefined);
  const [wanted, setWanted] = useState(false);
  const [token, setToken] = useState('');

  useEffect(() => {
    const form = formRef.current;
    if (!siteKey || wanted || !form || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: turnstileLoadMargin },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [siteKey, wanted]);

  useEffect(() => {
    if (!siteKey || !wanted) return;
    let unmounted = false;
    loadTurnstile()
      .then((turnstile) => {
        const container = containerRef.current;
        if (unmounted || !container) return;
        // Across the whole form, as the Send button is. Set from the script (CSSOM, which the CSP
        // allows): a rule in Contact.css would change the page of a site without Turnstile.
        container.style.gridColumn = '1 / -1';
        const id = turnstile.render(container, {
          sitekey: siteKey,
          action: turnstileAction,
          size: 'flexible',
          appearance: 'interaction-only',
          'refresh-expired': 'manual',
          callback: (newToken: string) => setToken(newToken),
          'expired-callback': () => {
            setToken('');
            turnstile.reset(id ?? undefined);
          },
          'error-callback': () => setToken(''),
        });
        if (id) widget.current = { turnstile, id };
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      unmounted = true;
      widget.current?.turnstile.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [siteKey, wanted]);

  const reset = useCallback(() => {
    setToken('');
    widget.current?.turnstile.reset(widget.current.id);
  }, []);

  return {
    formRef,
    containerRef,
    /** For the form's onFocus: a field focused before the form scrolled near starts the widget too. */
    start: useCallback(() => setWanted(true), []),
    token,
    reset,
  };
}
