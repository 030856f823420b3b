/**
 * Honeypot: a form field people never see or hear. A request that fills it is
 * answered like a success and nothing is stored or sent.
 *
 * Kept apart from schema.ts so the page can import it without bundling zod.
 */
export const contactHoneypotField = 'website';
