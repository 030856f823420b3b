/**
 * What an owner's command prints and its exit code, as a value: the command runs in a test's own
 * process, and `npm run <command>` prints it (`exitWith`).
 */
export type CommandOutcome = { code: number; stdout: string; stderr: string };

/** A refusal of the arguments: exit code 2, the message on stderr. */
export const refused = (message: string): CommandOutcome => ({ code: 2, stdout: '', stderr: `${message}\n` });

/** Prints the outcome and leaves with its code. */
export function exitWith({ code, stdout, stderr }: CommandOutcome): void {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = code;
}
