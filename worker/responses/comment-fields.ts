/**
 * A comment's fields as the Worker takes them: the form's names and limits
 * (shared/responses-section.ts), each text with nothing a reader cannot see, the website http(s)
 * only. What breaks a limit is named, never cut: the reader sees why and sends again.
 */
import { withoutInvisible } from '../../shared/invisible-characters.ts';
import { commentFields, commentLimits } from '../../shared/responses-section.ts';
import type { NewComment } from './store.ts';

export type CommentCheck =
  | { ok: true; comment: NewComment }
  | { ok: false; fieldErrors: Record<string, string[]> };

const lengthOf = (text: string) => Array.from(text).length;

/** One line: whitespace collapsed, invisible characters gone. */
const oneLine = (text: string) => withoutInvisible(text.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();

/** Paragraphs kept (at most one blank line between), each line without invisible characters. */
const paragraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => oneLine(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The comment in `fields` for one of `pages`, or what is wrong with each field. */
export function checkComment(
  fields: Record<string, unknown>,
  pages: Readonly<Record<string, true>>,
): CommentCheck {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => {
    const value = fields[name] ?? '';
    if (typeof value === 'string') return value;
    errors[name] = ['must be text'];
    return '';
  };
  const page = text(commentFields.page);
  if (!Object.hasOwn(pages, page))
    errors[commentFields.page] ??= ['must be a page of this site that takes comments'];
  const name = oneLine(text(commentFields.name));
  if (name === '') errors[commentFields.name] ??= ['is required'];
  else if (lengthOf(name) > commentLimits.name)
    errors[commentFields.name] = [`must be at most ${commentLimits.name} characters`];
  const urlText = text(commentFields.url).trim();
  let url: string | undefined;
  if (urlText !== '') {
    let parsed: URL | undefined;
    try {
      parsed = new URL(urlText);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      errors[commentFields.url] ??= ['must be an http or https address'];
    else if (lengthOf(parsed.href) > commentLimits.url)
      errors[commentFields.url] = [`must be at most ${commentLimits.url} characters`];
    else url = parsed.href;
  }
  const words = paragraphs(text(commentFields.text));
  if (words === '') errors[commentFields.text] ??= ['is required'];
  else if (lengthOf(words) > commentLimits.text)
    errors[commentFields.text] = [`must be at most ${commentLimits.text} characters`];
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, comment: { page, author: { name, ...(url && { url }) }, text: words } };
}
