/**
 * The taps on a button the page's own script was too late for, which the start script kept in
 * `self.earlyInput` (shared/early-input.ts): taken when React takes the page over, as React sees
 * every later one itself, and made again once the page's frame has hydrated.
 */
declare global {
  /** The start script's list, until main.tsx takes it. */
  var earlyInput: HTMLButtonElement[] | undefined;
}

/** The early taps so far, and no more: from here on React handles the page's events. */
export function takeEarlyInput(): HTMLButtonElement[] {
  const early = globalThis.earlyInput ?? [];
  globalThis.earlyInput = undefined;
  return early;
}

/** Each tap again, in order, on a button still on the page. */
export function replayEarlyInput(early: HTMLButtonElement[]): void {
  for (const button of early.splice(0)) if (button.isConnected) button.click();
}
