import { act, queries, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { rootErrorHandlers } from '../data/root-errors.ts';

/**
 * Renders and lets React finish what it can: a data section suspends on its request, and React
 * retries it only inside an awaited act() (a test's stand-in for the browser's event loop). With
 * the page's own error reports, so a failed request is as silent here as in the browser.
 */
export async function renderPage(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui, { ...rootErrorHandlers, queries });
  });
  if (!result) throw new Error('render() returned nothing');
  return result;
}
