/**
 * The contact form's rules that the page and the Worker share (spec §7; the spec leaves the
 * server's rules open, §5 and §9, so they are this project's own: docs/contact.md). No imports, so
 * the page bundles no validator; the Worker checks a message with ./contact-schema.ts.
 */

/** A message as the form sends it and the Worker stores it. */
export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** The most characters each field may have, once trimmed. */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * Honeypot: a form field people never see or hear. A request that fills it is
 * answered like a success and nothing is stored or sent.
 */
export const contactHoneypotField = 'website';

/**
 * Optional Cloudflare Turnstile (site.json `turnstileSiteKey`, secret TURNSTILE_SECRET_KEY): the
 * widget's script and frame come from this origin, and its token travels in this body field.
 */
export const turnstileOrigin = 'https://challenges.cloudflare.com';
export const turnstileTokenField = 'cf-turnstile-response';
/**
 * The widget's action, which siteverify gives back: the Worker refuses a token made for another
 * action (say, a login form of the same site key elsewhere on the owner's domain).
 */
export const turnstileAction = 'contact';
/** Rendered explicitly, by the form, once the visitor nears it (web/sections/Contact/turnstile.ts). */
export const turnstileScriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`;
