/**
 * The responses section as the build writes it (docs/responses.md): which entry pages end with it,
 * what it shows in their language, and the one script it may bring, the Turnstile loader. Off
 * (site.json has no `responses`), it gives nothing, and every page is as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { turnstileScriptUrl, turnstileTokenField } from '../shared/contact.ts';
import {
  commentTurnstileAction,
  commentTurnstileLoader,
  type ResponsesSectionView,
} from '../shared/responses-section.ts';
import { responsesSettingOf } from '../shared/responses-setting.ts';
import type { Site } from '../shared/schema.ts';
import { responsesTextsOf } from '../shared/texts/responses.ts';
import { pagesOf } from './collection-entries.ts';
import type { CollectionPage } from './site-map.ts';

/**
 * The section of `page` in its language, or none: only an entry of a collection whose registry
 * entry takes responses, on a site that turns them on. `site` is the default language's
 * site.json, where `responses` and `turnstileSiteKey` live.
 */
export function responsesSectionOf(
  site: Pick<Site, 'responses' | 'turnstileSiteKey'>,
  page: CollectionPage,
): ResponsesSectionView | undefined {
  const setting = responsesSettingOf(site);
  if (!setting || page.kind !== 'entry' || !pagesOf(page.collection).responses) return undefined;
  return {
    texts: responsesTextsOf(page.locale),
    ...(setting.comments && {
      comments: {
        page: page.path,
        ...(site.turnstileSiteKey && { turnstileSiteKey: site.turnstileSiteKey }),
      },
    }),
  };
}

/**
 * The loader (ResponsesSection.tsx names it in its form): at the reader's first focus or keystroke
 * in the form, it adds Turnstile's script and renders the widget there, whose token it puts in the
 * form's field. A reader who only reads asks nothing of Cloudflare.
 */
export const commentTurnstileLoaderScript = `(() => {
  const form = document.currentScript.closest('form');
  const box = form.querySelector('[data-sitekey]');
  const start = () => {
    form.removeEventListener('focusin', start);
    form.removeEventListener('input', start);
    const token = Object.assign(document.createElement('input'), { type: 'hidden', name: ${JSON.stringify(turnstileTokenField)} });
    form.append(token);
    const script = document.createElement('script');
    script.src = ${JSON.stringify(turnstileScriptUrl)};
    script.onload = () =>
      window.turnstile.render(box, {
        sitekey: box.dataset.sitekey,
        action: ${JSON.stringify(commentTurnstileAction)},
        'response-field': false,
        callback: (value) => { token.value = value; },
        'expired-callback': () => { token.value = ''; },
      });
    document.head.append(script);
  };
  form.addEventListener('focusin', start);
  form.addEventListener('input', start);
})();
`;

/** Writes the loader beside the pages when a page's form needs it; gives the line the build prints. */
export function writeCommentTurnstileLoader(dist: string): string {
  const file = join(dist, ...commentTurnstileLoader.split('/'));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, commentTurnstileLoaderScript);
  return commentTurnstileLoader.slice(1);
}
