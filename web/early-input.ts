/**
 * The taps the page's own script was too late for, which the start script kept in `self.earlyInput`
 * (shared/early-input.ts): taken when React takes the page over, as React sees every later one
 * itself, and made again once the bar has hydrated, each on what it was meant for.
 */
declare global {
  /** The start script's list, until main.tsx takes it. */
  var earlyInput: (HTMLButtonElement | HTMLFormElement)[] | undefined;
}

/** The early input so far, and no more: from here on React handles the page's events. */
export function takeEarlyInput(): (HTMLButtonElement | HTMLFormElement)[] {
  const early = globalThis.earlyInput ?? [];
  globalThis.earlyInput = undefined;
  return early;
}

/** Each tap again, in order, on what is still on the page: a button clicked, a form submitted as its button would. */
export function replayEarlyInput(early: (HTMLButtonElement | HTMLFormElement)[]): void {
  for (const target of early.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
}
