import { useEffect, useRef } from 'react';
import { usePage } from '../../page.ts';

/**
 * The site's languages (docs/owner-guide.md, "Your languages"): plain links to the same page in
 * each, so it works before any script runs, each named in its own language and script. Folded in a
 * native disclosure, open and closed by the browser itself; once the script runs, Escape and a
 * click elsewhere close it too, as they close a select. Nothing when the site has one language.
 */
export function LanguageSwitch() {
  const { locale, languages, texts } = usePage();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const hasLanguages = languages.length > 0;
  useEffect(() => {
    if (!hasLanguages) return;
    const closeOutside = (event: PointerEvent) => {
      const details = disclosure.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [hasLanguages]);
  if (!hasLanguages) return null;
  const current = languages.find((language) => language.tag === locale);
  return (
    <details
      ref={disclosure}
      className="language-switch"
      onKeyDown={(event) => {
        const details = disclosure.current;
        if (event.key !== 'Escape' || !details?.open) return;
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
    >
      <summary>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c-3 3.2-3 14.8 0 18M12 3c3 3.2 3 14.8 0 18" />
        </svg>
        <span className="visually-hidden">{texts.language}: </span>
        <span className="language-switch__current">{current?.name}</span>
      </summary>
      <ul>
        {languages.map(({ tag, name, href }) => (
          <li key={tag}>
            <a href={href} hrefLang={tag} lang={tag} aria-current={tag === locale ? 'page' : undefined}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
