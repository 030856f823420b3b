import type { Link } from '../../../shared/schema.ts';
import { COPYRIGHT_YEAR } from '../../../shared/spec-constants.ts';
import { ApiData } from '../../data/ApiData.tsx';
import { site } from '../../site.ts';
import { SocialIcon } from './icons.tsx';
import './Footer.css';

/**
 * rel="me" on the Mastodon link lets the profile verify that this site is the owner's (Mastodon
 * checks the page for a link back to the profile carrying it); the other links are as before.
 */
const relOf = (link: Link) => (link.name === 'Mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer');

/** Spec §2 Footer: four blocks, then the copyright line. */
export function Footer() {
  const resumeUrl = new URL(site.resumePath, site.siteUrl).href;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__block">
          <h2 className="footer__title">Get In Touch</h2>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>{site.location}</p>
        </div>
        <div className="footer__block">
          <h2 className="footer__title">Follow Me</h2>
          <ApiData path="/api/links">
            {({ data: links }) => (
              <ul className="footer__social">
                {links?.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel={relOf(link)}>
                      <SocialIcon name={link.name} />
                      <span className="visually-hidden">{link.name} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </ApiData>
        </div>
        <nav className="footer__block footer__quick-links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__title">
            Quick Links
          </h2>
          <ul>
            <li>
              <a href="#about">About</a>
            </li>
            <li>
              <a href="#home">Portfolio</a>
            </li>
            <li>
              <a href="#contact">Contact</a>
            </li>
          </ul>
        </nav>
        <div className="footer__block">
          <h2 className="footer__title">Let's Work Together</h2>
          <p>{site.pitch}</p>
          <p>
            <a href={site.resumePath} data-print-url={resumeUrl}>
              Download Resume
            </a>
          </p>
        </div>
      </div>
      <p className="container footer__copyright">
        © {COPYRIGHT_YEAR} {site.ownerName}. All rights reserved.
      </p>
    </footer>
  );
}
