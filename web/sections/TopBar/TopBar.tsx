import { type ReactNode, useState } from 'react';
import { pageSections } from '../../../shared/sections.ts';
import { fillParts } from '../../../shared/texts/fill.ts';
import { useScrolled } from '../../hooks/useScrolled.ts';
import { usePage, useSectionHref, useShown } from '../../page.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import './TopBar.css';

/**
 * Spec §2 Top bar: fixed, the owner's initials, then a link to every section in the spec's order;
 * more opaque once scrolled beyond 100 px. On a phone the links fold behind a menu button. Last,
 * the visitor's choice of colour scheme (not in the spec; docs/owner-guide.md, "Your colours").
 */
/** A menu for the phone other than the button: its links (as a list of the class given), icon and label. */
export type MenuProps = {
  links: (className: string, id?: string) => ReactNode;
  icon: ReactNode;
  label: ReactNode;
};

export function TopBar({ Menu }: { Menu?: (props: MenuProps) => ReactNode }) {
  const { site, texts, locale, languages, writing } = usePage();
  // A switch, or another language's words, get the bar fitted to every built-in language
  // (TopBar.css); an English site of one language keeps the spec's bar (§2), its markup and its
  // look, so languages change nothing for a site that has none. A tag's first subtag is its
  // language: no Intl on the phone (docs/decisions.md, "ICU at build time").
  const fitted = languages.length > 0 || locale.split('-')[0] !== 'en';
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const sectionHref = useSectionHref();
  const shown = useShown();
  const links = (className: string, id?: string) => (
    <ul id={id} className={className}>
      {/* A section the page leaves out (its content has no file, or no post) has no link. */}
      {pageSections.map(
        (section) =>
          shown(section.id) && (
            <li key={section.id}>
              <a href={sectionHref(section.id)} onClick={closeMenu}>
                {/* Writing's words are the posts' own (shared/texts/writing.ts). */}
                {'link' in section ? texts[section.link] : writing?.texts.writing}
              </a>
            </li>
          ),
      )}
    </ul>
  );
  const menuIcon = (open: boolean) => (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  );
  const menuLabel = fitted ? <span className="top-bar__menu-label">{texts.menu}</span> : texts.menu;

  return (
    <header
      className={['top-bar', fitted && 'top-bar--fitted', scrolled && 'scrolled'].filter(Boolean).join(' ')}
    >
      <div className="container top-bar__inner">
        <a className="top-bar__logo" href={sectionHref('home')}>
          {site.initials}
          <span className="visually-hidden"> – {fillParts(texts.logoHome, { name: site.ownerName })}</span>
        </a>
        <nav
          className="top-bar__nav"
          aria-label={texts.mainNavigation}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeMenu();
          }}
        >
          {Menu ? (
            <Menu links={links} icon={menuIcon(false)} label={menuLabel} />
          ) : (
            <>
              <button
                type="button"
                className="top-bar__menu-button"
                aria-expanded={menuOpen}
                aria-controls="top-bar-links"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuIcon(menuOpen)}
                {menuLabel}
              </button>
              {links(menuOpen ? 'top-bar__links open' : 'top-bar__links', 'top-bar-links')}
            </>
          )}
        </nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </header>
  );
}
