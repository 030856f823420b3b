import { site } from '../../site.ts';
import './Hero.css';

/** Spec §2 Hero: the title (the page's only h1), the tagline and two buttons. */
export function Hero() {
  return (
    <section id="home" className="hero" aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className="hero__title">
          {site.heroTitle}
        </h1>
        <p className="hero__tagline">{site.tagline}</p>
        <p className="hero__actions">
          <a className="button button--primary" href="#contact">
            Get In Touch
          </a>
          <a
            className="button button--secondary"
            href={site.resumePath}
            data-print-url={new URL(site.resumePath, site.siteUrl).href}
          >
            Download Resume
          </a>
        </p>
      </div>
    </section>
  );
}
