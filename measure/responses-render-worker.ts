/**
 * A Worker that does only the display's own work for a miss, `times` times a request: the list's
 * HTML for the responses it is sent, and the built page rewritten with it (HTMLRewriter, read
 * to the end). measure/responses-render.ts times it from outside, as a Worker's clock stands still
 * while it computes.
 */

import { shownResponsesHtml } from '../worker/responses/shown-responses.ts';
import type { StoredResponse } from '../worker/responses/store.ts';

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('ready');
    const times = Number(new URL(request.url).searchParams.get('times') ?? 1);
    const { html, responses } = (await request.json()) as { html: string; responses: StoredResponse[] };
    let length = 0;
    for (let round = 0; round < times; round++) {
      const list = shownResponsesHtml(responses, 'en');
      const written = new HTMLRewriter()
        .on('[data-responses]', {
          element(element) {
            element.setInnerContent(list, { html: true });
          },
        })
        .transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
      length += (await written.text()).length;
    }
    return new Response(String(length));
  },
};
