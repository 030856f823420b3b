import type { Link } from '../../../shared/schema.ts';
import { COPYRIGHT_YEAR } from '../../../shared/spec-constants.ts';
import { fillParts } from '../../../shared/texts/fill.ts';
import { ApiData } from '../../data/ApiData.tsx';
import { usePage, useSectionHref, useShown, useUntranslated } from '../../page.ts';
import { SocialIcon } from './icons.tsx';
import './Footer.css';

/**
 * rel="me" on the Mastodon link lets the profile verify that this site is the owner's (Mastodon
 * checks the page for a link back to the profile carrying it); the other links are as before.
 */
const relOf = (link: Link) => (link.name === 'Mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer');

/**
 * Spec §2 Footer: four blocks, then the copyright line. Follow Me, and the quick link to About,
 * only when the page has them (web/page.ts `useShown`: their content has a file).
 */
export function Footer() {
  const { site, texts, resumeHref, footerLinks = [] } = usePage();
  const untranslated = useUntranslated();
  const sectionHref = useSectionHref();
  const shown = useShown();
  const resumeUrl = new URL(resumeHref, site.siteUrl).href;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__block">
          <h2 className="footer__title">{texts.footerGetInTouch}</h2>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p {...untranslated('site', 'location')}>{site.location}</p>
        </div>
        {shown('follow-me') && (
          <div className="footer__block">
            <h2 className="footer__title">{texts.followMe}</h2>
            <ApiData path="/api/links">
              {({ data: links }) => (
                <ul className="footer__social">
                  {links?.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel={relOf(link)}>
                        <SocialIcon name={link.name} />
                        <span className="visually-hidden">
                          {fillParts(texts.opensInNewTab, { name: link.name })}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </ApiData>
          </div>
        )}
        <nav className="footer__block footer__quick-links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__title">
            {texts.quickLinks}
          </h2>
          <ul>
            {shown('about') && (
              <li>
                <a href={sectionHref('about')}>{texts.navAbout}</a>
              </li>
            )}
            <li>
              <a href={sectionHref('home')}>{texts.portfolio}</a>
            </li>
            <li>
              <a href={sectionHref('contact')}>{texts.navContact}</a>
            </li>
            {/* The owner's own pages that ask for a place here (beyond the spec), after the spec's links. */}
            {footerLinks.map(({ href, title, lang, dir }) => (
              <li key={href}>
                <a href={href} lang={lang} dir={dir}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__block">
          <h2 className="footer__title">{texts.workTogether}</h2>
          <p {...untranslated('site', 'pitch')}>{site.pitch}</p>
          <p>
            <a href={resumeHref} data-print-url={resumeUrl}>
              {texts.downloadResume}
            </a>
          </p>
        </div>
      </div>
      <p className="container footer__copyright">
        {fillParts(texts.copyright, { year: COPYRIGHT_YEAR, name: site.ownerName })}
      </p>
    </footer>
  );
}
