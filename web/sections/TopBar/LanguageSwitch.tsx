import { usePage } from '../../page.ts';

/**
 * The site's languages (issue "Many languages"): plain links to the same page in each, so it works
 * before any script runs, each named in its own language and script. Folded in a native
 * disclosure, open and closed by the browser itself. Nothing when the site has one language.
 */
export function LanguageSwitch() {
  const { locale, languages, texts } = usePage();
  if (languages.length === 0) return null;
  const current = languages.find((language) => language.tag === locale);
  return (
    <details className="language-switch">
      <summary>
        <span className="visually-hidden">{texts.language}: </span>
        {current?.name}
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
