import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearContentRequests } from '../data/client.ts';

afterEach(() => {
  cleanup();
  // Each test is a fresh page load: its own requests, its own browser features.
  clearContentRequests();
  // Files share the worker's jsdom (web/vitest.config.ts); a file in Node has no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
