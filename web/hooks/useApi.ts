import { useEffect, useState } from 'react';
import { type ApiPath, type ApiResponses, getContent } from '../data/client.ts';

export type ApiState<Data> = { data: Data | undefined; error: Error | undefined; loading: boolean };

/**
 * Spec §4: a section's loading, error and data values. The first render (on the server and in the
 * browser alike) has no data, so a prerendered page hydrates without a mismatch.
 */
export function useApi<Path extends ApiPath>(path: Path): ApiState<ApiResponses[Path]> {
  const [state, setState] = useState<ApiState<ApiResponses[Path]>>({
    data: undefined,
    error: undefined,
    loading: true,
  });

  useEffect(() => {
    let mounted = true;
    getContent(path).then(
      (data) => mounted && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        mounted &&
        setState({
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        }),
    );
    return () => {
      mounted = false;
    };
  }, [path]);

  return state;
}
