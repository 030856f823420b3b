/**
 * Cloudflare Turnstile as its testing page documents it
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/), for tests that must run
 * offline: the dummy keys, the token the dummy site keys' widget gives, and what siteverify
 * answers each dummy secret. The Worker's tests put it behind fetch, the browser tests behind a
 * local server (TURNSTILE_SITEVERIFY_URL).
 */
import { turnstileAction } from '../shared/contact.ts';

export const testSiteKey = '1x00000000000000000000AA';
export const dummyToken = 'XXXX.DUMMY.TOKEN.XXXX';
export const testSecrets = {
  alwaysPasses: '1x0000000000000000000000000000000AA',
  alwaysFails: '2x0000000000000000000000000000000AA',
  tokenAlreadySpent: '3x0000000000000000000000000000000AA',
} as const;

/**
 * The browser tests' widget's token for a widget of `action`: the dummy token for the contact
 * form's, and for another form's the dummy token naming it, as a real token carries its action
 * to siteverify (the stand-in reads it back: actionOfToken).
 */
export const standInToken = (action: string): string =>
  action === turnstileAction ? dummyToken : `${dummyToken}.${action}`;

/** The action a stand-in token was made for (standInToken). */
export const actionOfToken = (token: string | null): string =>
  token?.startsWith(`${dummyToken}.`) ? token.slice(dummyToken.length + 1) : turnstileAction;

export type SiteverifyAnswer = {
  success: boolean;
  hostname?: string;
  action?: string;
  'error-codes': string[];
};

/**
 * Siteverify's answer for a form of `secret` and `response`, as if the token was made on `hostname`
 * by a widget rendered with `action` (the contact form's, unless told).
 */
export function siteverifyAnswer(
  form: FormData | URLSearchParams,
  hostname: string,
  action: string = turnstileAction,
): SiteverifyAnswer {
  switch (form.get('secret')) {
    case testSecrets.alwaysPasses:
      return { success: true, hostname, action, 'error-codes': [] };
    case testSecrets.tokenAlreadySpent:
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    case testSecrets.alwaysFails:
      return { success: false, 'error-codes': ['invalid-input-response'] };
    default:
      // A production secret rejects the dummy token; the stand-in knows no other.
      return { success: false, 'error-codes': ['invalid-input-secret'] };
  }
}
