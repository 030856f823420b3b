/**
 * The local KV and D1 state of the Worker under test (playwright.config.ts): its own, migrated
 * afresh each run, so a run never touches the owner's messages or counts.
 */
export const e2eStateDir = '.wrangler/e2e-state';
