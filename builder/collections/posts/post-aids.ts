/**
 * A post's series and related posts (../../reading-aids.ts), among the posts its language lists:
 * its own translations, and the default language's where it has none.
 */
import type { ReadingAidsView } from '../../../shared/reading-aids.ts';
import { readingAidsTextsOf } from '../../../shared/texts/reading-aids.ts';
import { type AidCandidate, relatedOf, seriesOf } from '../../reading-aids.ts';
import type { LanguageWriting } from './writing-views.ts';

/** Each language's posts as the aids read them, made once per language. */
export function postAidsOf(
  writing: Record<string, LanguageWriting>,
  defaultLocale: string,
): (locale: string, slug: string) => Pick<ReadingAidsView, 'series' | 'related'> {
  // Which series a post is in: its name in the default language, whatever a translation calls it.
  const seriesKeys = new Map(
    (writing[defaultLocale]?.entries ?? []).map(({ post }) => [post.slug, post.series]),
  );
  const candidates = new Map<string, AidCandidate[]>();
  const candidatesOf = (locale: string) => {
    let own = candidates.get(locale);
    if (!own) {
      const { entries, posts } = writing[locale];
      own = entries.map(({ post }, index): AidCandidate => {
        const { slug, title, href, lang, dir, date, dateText } = posts[index];
        const key = seriesKeys.get(slug) ?? post.series;
        return {
          slug,
          title,
          href,
          ...(lang && { lang }),
          ...(dir && { dir }),
          date,
          dateText,
          ...(key && post.series && { series: { key, name: post.series } }),
          tags: post.tags ?? [],
        };
      });
      candidates.set(locale, own);
    }
    return own;
  };
  return (locale, slug) => {
    const own = candidatesOf(locale);
    return {
      series: seriesOf(own, slug, locale, readingAidsTextsOf(locale)),
      related: relatedOf(own, slug, locale),
    };
  };
}
