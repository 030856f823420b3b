/** The owner's own pages (content/pages/*.md): each at /<slug>/, some linked from the footer. */
import { defineCollection } from '../definition.ts';
import { ownPageKit } from './own-page-kit.ts';
import { ownPagesOf } from './own-page-views.ts';
import { ownPagesByLanguage } from './own-pages-by-language.ts';

export const pages = defineCollection({
  entriesByLanguage: ownPagesByLanguage,
  views: ownPagesOf,
  kit: ownPageKit,
  // Said only where a page asks for a place in the footer: without one, the footer is the spec's.
  pageData: (ownPages, locale) => {
    const footerLinks = ownPages[locale]?.footerLinks ?? [];
    return footerLinks.length > 0 ? { footerLinks } : undefined;
  },
  // Its pages are a post's in all but the post's own parts: the posts' rules.
  devStylesheet: '/writing/dev-styles.ts',
});
