import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { fakeServer, serverError } from '../test/fetch.ts';
import { skills } from '../test/fixtures.ts';
import { renderPage } from '../test/render.ts';
import { ApiData } from './ApiData.tsx';

class ShowCrash extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>crashed</p> : this.props.children;
  }
}

it('gives the section its data, with loading and error values it never has to show', async () => {
  fakeServer();
  const states: unknown[] = [];
  await renderPage(
    <ApiData path="/api/skills">
      {(state) => {
        states.push({ ...state, data: state.data && 'data' });
        return <p>{state.data?.length ?? 0} groups</p>;
      }}
    </ApiData>,
  );
  expect(await screen.findByText(`${skills.length} groups`)).toBeInTheDocument();
  expect(states[0]).toEqual({ data: undefined, error: undefined, loading: true });
  expect(states.at(-1)).toEqual({ data: 'data', error: undefined, loading: false });
});

it('keeps a failed request’s error, renders the section empty and logs nothing', async () => {
  fakeServer({ '/api/skills': serverError() });
  const consoleError = vi.spyOn(console, 'error');
  let last: { error?: Error; loading: boolean } | undefined;
  await renderPage(
    <ApiData path="/api/skills">
      {(state) => {
        last = state;
        return <p>{state.data?.length ?? 0} groups</p>;
      }}
    </ApiData>,
  );
  expect(screen.getByText('0 groups')).toBeInTheDocument();
  expect(last?.loading).toBe(false);
  expect(last?.error?.message).toBe('GET /api/skills answered 500');
  expect(consoleError).not.toHaveBeenCalled();
});

it('lets a bug in a section’s rendering go on up and be logged, not pass for a failed request', async () => {
  fakeServer();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderPage(
    <ShowCrash>
      <ApiData path="/api/skills">
        {(state) => {
          if (state.data) throw new TypeError('a bug');
          return <p>waiting</p>;
        }}
      </ApiData>
    </ShowCrash>,
  );
  expect(await screen.findByText('crashed')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug' }), expect.anything());
});
