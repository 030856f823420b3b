/**
 * An update that stopped on purpose: its message says why and what to do, and the tree is as it
 * was. `npm run update` prints it as it is; any other error is one line (update.ts).
 */
export class Stop extends Error {}

/** An error's message in one line, for a failure nobody planned a message for. */
export const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .slice(0, 600);
