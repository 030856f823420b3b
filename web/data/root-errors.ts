import type { ErrorInfo } from 'react';
import { ContentRequestError } from './client.ts';

const isRequestFailure = (error: unknown) =>
  error instanceof ContentRequestError ||
  (error instanceof Error && error.cause instanceof ContentRequestError);

/**
 * React's error reports for the page's root. A failed content request is expected and shown as
 * nothing (spec §4): React reports it when the section's boundary keeps the error, and, when the
 * request failed while the prerendered section was being hydrated, again as the reason it rendered
 * that section afresh. Neither is logged. Any other error is logged as React would.
 */
export const rootErrorHandlers = {
  onCaughtError(error: unknown, errorInfo: ErrorInfo) {
    if (isRequestFailure(error)) return;
    console.error(error, errorInfo.componentStack);
  },
  onRecoverableError(error: unknown) {
    if (isRequestFailure(error)) return;
    if (typeof reportError === 'function') reportError(error);
    else console.error(error);
  },
};
