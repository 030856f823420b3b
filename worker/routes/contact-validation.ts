/**
 * The contact rules applied to a request's fields (shared/contact-schema.ts), with one message list
 * per invalid field. Imported by the contact route on the first message, not at the Worker's start.
 */
import { flattenError } from 'zod/mini';
import type { ContactMessage } from '../../shared/contact.ts';
import { contactMessageSchema } from '../../shared/contact-schema.ts';

export function validateContactMessage(
  fields: Record<string, unknown>,
): { ok: true; message: ContactMessage } | { ok: false; fieldErrors: Record<string, string[]> } {
  const parsed = contactMessageSchema.safeParse(fields);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, fieldErrors: flattenError(parsed.error).fieldErrors as Record<string, string[]> };
}
