import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { rootErrorHandlers } from '../data/root-errors.ts';

const renderWithPageErrors = (ui: ReactElement) => render(ui, rootErrorHandlers);

/**
 * Renders and lets React finish what it can: a data section suspends on its request, and React
 * retries it only inside an awaited act() (a test's stand-in for the browser's event loop). With
 * the page's own error reports, so a failed request is as silent here as in the browser.
 */
export async function renderPage(ui: ReactElement) {
  let result: ReturnType<typeof renderWithPageErrors> | undefined;
  await act(async () => {
    result = renderWithPageErrors(ui);
  });
  if (!result) throw new Error('render() returned nothing');
  return result;
}
