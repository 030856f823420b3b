import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, serverError } from '../test/fetch.ts';
import { skills } from '../test/fixtures.ts';
import { useApi } from './useApi.ts';

function SkillGroupCount() {
  const { data } = useApi('/api/skills');
  return <p>{data ? `${data.length} groups` : 'none'}</p>;
}

describe('useApi', () => {
  it('starts loading without data, then holds the data', async () => {
    fakeServer();
    const { result } = renderHook(() => useApi('/api/skills'));
    expect(result.current).toEqual({ data: undefined, error: undefined, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: skills, error: undefined, loading: false });
  });

  it('keeps the error and no data when the request fails', async () => {
    fakeServer({ '/api/skills': serverError() });
    const { result } = renderHook(() => useApi('/api/skills'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error?.message).toBe('GET /api/skills answered 500');
  });

  it('requests once under StrictMode, even with two components using the same endpoint', async () => {
    const fetchMock = fakeServer();
    render(
      <StrictMode>
        <SkillGroupCount />
        <SkillGroupCount />
      </StrictMode>,
    );
    expect(await screen.findAllByText('2 groups')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
