import portrait from 'virtual:portrait';
import { photoAltOf } from '../../../shared/photo-alt.ts';
import type { BuiltImage } from '../../../shared/schema.ts';
import { usePage, useUntranslated } from '../../page.ts';
import './Hero.css';

/**
 * Spec §2 Hero: the title (the page's only h1), the tagline and two buttons; beside them, the
 * owner's photo when site.json names one (not in the spec). The photo is in the first view,
 * so it loads at once, but its fixed size lets the text paint first and nothing moves when it
 * arrives.
 */
export function Hero({ photo: builtPhoto = portrait }: { photo?: BuiltImage | null }) {
  const { site, texts, resumeHref } = usePage();
  const untranslated = useUntranslated();
  // The photo is the same in every language; its text alternative is this language's.
  const photo = builtPhoto && { ...builtPhoto, alt: photoAltOf(site) };
  const text = (
    <>
      <h1 id="home-title" className="hero__title" {...untranslated('site', 'heroTitle')}>
        {site.heroTitle}
      </h1>
      <p className="hero__tagline" {...untranslated('site', 'tagline')}>
        {site.tagline}
      </p>
      <p className="hero__actions">
        <a className="button button--primary" href="#contact">
          {texts.getInTouch}
        </a>
        <a
          className="button button--secondary"
          href={resumeHref}
          data-print-url={new URL(resumeHref, site.siteUrl).href}
        >
          {texts.downloadResume}
        </a>
      </p>
    </>
  );
  return (
    <section id="home" className="hero" aria-labelledby="home-title">
      {photo ? (
        <div className="container hero__inner--photo">
          <div>{text}</div>
          <picture className="hero__photo">
            {photo.sources.map(({ type, srcset }) => (
              <source key={type} type={type} srcSet={srcset} sizes={photo.sizes} />
            ))}
            <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} decoding="async" />
          </picture>
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
