/**
 * The two ways `npm run responses` prints responses: blocks for reading on a terminal (each with
 * its whole text, which is what the owner decides on) and JSON. Every field is a stranger's, so
 * nothing in it may act on the terminal: controls and bidi characters show as their codes.
 */
import { formatReceivedAt } from '../messages/format-messages.ts';
import { inertJson, inertText } from '../terminal-cells.ts';
import { type ListedResponse, listLimit, type ResponseStatus, responseStatuses } from './read-responses.ts';

/** A one-line field with its acting characters as codes ("[U+202E]"), so the owner sees they are there. */
const line = (value: string) => inertText(value.replace(/\s+/g, ' ').trim());

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function block(response: ListedResponse): string {
  const { name, url } = response.author;
  const author = [name ? line(name) : '(no name)', url ? `<${line(url)}>` : ''].join(' ').trimEnd();
  const words = response.text
    ? inertText(response.text, '\n')
        .split('\n')
        .map((text) => `  > ${text}`.trimEnd())
    : [];
  return [
    `${response.status.padEnd(8)}  ${response.kind.padEnd(8)}  ${formatReceivedAt(response.received)}  ${line(response.page)}`,
    `  id      ${response.id}`,
    `  author  ${author}`,
    ...(response.source ? [`  source  ${line(response.source)}`] : []),
    ...words,
  ].join('\n');
}

/** The responses as blocks, newest first, then how many of each status. */
export function formatList(responses: ListedResponse[], status?: ResponseStatus): string {
  if (responses.length === 0) return status ? `No ${status} responses.` : 'No responses yet.';
  const counts = responseStatuses
    .map((each) => [each, responses.filter((response) => response.status === each).length] as const)
    .filter(([, count]) => count > 0)
    .map(([each, count]) => `${count} ${each}`);
  const capped = responses.length === listLimit ? ` (the newest ${listLimit}; --status narrows it)` : '';
  return [
    responses.map(block).join('\n\n'),
    '',
    `${plural(responses.length, 'response')}, newest first${capped}: ${counts.join(', ')}.`,
    'Decide with: npm run responses -- --approve ID | --reject ID | --delete ID',
  ].join('\n');
}

export const formatJson = (responses: ListedResponse[]): string => inertJson(responses);
