/**
 * Server rules for a contact message (the spec leaves them open, §5 and §9: docs/contact.md says
 * what they are; ./contact.ts has the limits), in zod's small build: the Worker's one validator at
 * run time, so its cold start carries no more of zod.
 */
import * as z from 'zod/mini';
import { type ContactMessage, contactLimits } from './contact.ts';

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

/**
 * Controls and invisible format characters that change how text reads (U+202E shows "exe.pdf" as
 * "fdp.exe"), but the two joiners, which Persian, the Indic scripts and emoji need to spell words.
 */
const invisibleControls = /[\p{Cc}\p{Cf}]/u;
const joiners = /[\u200C\u200D]/gu;

/**
 * Name, e-mail and subject go into the notification's headers and the owner's list: a line break
 * there is refused, and so is a control or format character.
 */
const singleLine = (max: number) =>
  requiredText(max).check(
    z.refine((value) => !/[\r\n]/.test(value), 'must be a single line'),
    z.refine(
      (value) => /[\r\n]/.test(value) || !invisibleControls.test(value.replace(joiners, '')),
      'must not hold invisible control characters (such as U+202E, which reverses the text after it)',
    ),
  );

export const contactMessageSchema: z.ZodMiniType<ContactMessage> = z.object({
  name: singleLine(contactLimits.name),
  // The HTML standard's rule for <input type="email"> (spec §5: the browser checks the form), so
  // an address like priya@localhost that the form lets through is not refused for its shape.
  email: z.pipe(
    singleLine(contactLimits.email),
    z.email({ pattern: z.regexes.html5Email, error: 'must be a valid e-mail address' }),
  ),
  subject: singleLine(contactLimits.subject),
  message: requiredText(contactLimits.message),
});
