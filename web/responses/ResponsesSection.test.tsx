import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { commentPath, commentTurnstileLoader } from '../../shared/responses-section.ts';
import { responsesTextsEn as texts } from '../../shared/texts/responses.ts';
import { ResponsesSection } from './ResponsesSection.tsx';

const page = '/writing/hello/';

describe('the responses section', () => {
  it('has the heading and the empty list the Worker fills, and no form with webmentions alone', () => {
    const html = renderToStaticMarkup(<ResponsesSection texts={texts} />);
    expect(html).toBe(
      '<section class="responses" id="responses" aria-labelledby="responses-title"><h2 id="responses-title">Responses</h2><div class="responses__list" data-responses=""></div></section>',
    );
  });

  it('with comments, has a form that posts to the Worker with no script: labelled fields, their limits, the page', () => {
    render(<ResponsesSection texts={texts} comments={{ page }} />);
    const form = screen.getByRole('form', { name: texts.commentHeading }) as HTMLFormElement;
    expect([form.method, new URL(form.action).pathname]).toEqual(['post', commentPath]);
    expect(screen.getByLabelText(texts.commentName)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(texts.commentName)).toBeRequired();
    expect(screen.getByLabelText(texts.commentUrl)).toHaveAttribute('inputmode', 'url');
    expect(screen.getByLabelText(texts.commentUrl)).toHaveAttribute('pattern', 'https?://\\S+');
    expect(screen.getByLabelText(texts.commentUrl)).not.toBeRequired();
    expect(screen.getByLabelText(texts.commentText)).toHaveAttribute('maxlength', '2000');
    expect(form.querySelector('input[name="page"]')).toHaveValue(page);
    expect(form.querySelector('script')).toBeNull();
  });

  it('hides the honeypot from people, keyboards and screen readers', () => {
    const { container } = render(<ResponsesSection texts={texts} comments={{ page }} />);
    const honeypot = container.querySelector('input[name="email"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('with a Turnstile site key, carries the loader and the widget’s place, nothing of Cloudflare’s', () => {
    const html = renderToStaticMarkup(
      <ResponsesSection texts={texts} comments={{ page, turnstileSiteKey: '0x4AAAAAAA' }} />,
    );
    expect(html).toContain(`<script src="${commentTurnstileLoader}" defer=""></script>`);
    expect(html).toContain('data-sitekey="0x4AAAAAAA"');
    expect(html).not.toContain('cloudflare');
  });
});
