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
