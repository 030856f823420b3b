/**
 * For tests: a command's `main(argv)` run in this process, as its script would run it, with what
 * it prints captured (console.log to stdout; console.warn and console.error to stderr) instead of
 * shown. Tests of one file run one at a time, so the capture sees only this command.
 */
import { format } from 'node:util';
import { vi } from 'vitest';

export type CommandRun = { code: number; stdout: string; stderr: string };

export async function runMain(
  main: (argv: string[]) => Promise<number>,
  argv: string[],
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...args) => {
      stdout += `${format(...args)}\n`;
    }),
    ...(['warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args) => {
        stderr += `${format(...args)}\n`;
      }),
    ),
  ];
  try {
    return { code: await main(argv), stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
