import { Component, type ReactNode, Suspense, use } from 'react';
import { type ApiPath, type ApiResponses, ContentRequestError } from './client.ts';
import { ContentSourceContext } from './content-source.ts';

/** Spec §4: a data section's loading, error and data values. Only data is ever displayed. */
export type ApiState<Data> = { data: Data | undefined; error: Error | undefined; loading: boolean };

type Props<Path extends ApiPath> = {
  path: Path;
  /** The section's content for a state; it shows the data, or nothing while loading or after an error. */
  children: (state: ApiState<ApiResponses[Path]>) => ReactNode;
};

/**
 * A data section's content, read from its endpoint (spec §4) and prerendered, so it is in the first
 * paint. The build prerenders it with the data; in the browser the Suspense boundary keeps that
 * HTML until the section's one request answers, then hydrates it with the same data. Rendered
 * without a prerender, it is empty until the answer comes. A failed request leaves it empty, with
 * no message.
 */
export function ApiData<Path extends ApiPath>({ path, children }: Props<Path>) {
  return (
    <KeepRequestError render={(error) => children({ data: undefined, error, loading: false })}>
      <Suspense fallback={children({ data: undefined, error: undefined, loading: true })}>
        <Answer path={path} render={children} />
      </Suspense>
    </KeepRequestError>
  );
}

function Answer<Path extends ApiPath>({ path, render }: { path: Path; render: Props<Path>['children'] }) {
  const data = use(use(ContentSourceContext)(path));
  return render({ data, error: undefined, loading: false });
}

type BoundaryProps = { render: (error: Error) => ReactNode; children: ReactNode };

/** Keeps a failed request's error in the section's state; any other error is a bug and goes on up. */
class KeepRequestError extends Component<BoundaryProps, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ContentRequestError)) throw error;
    return this.props.render(error);
  }
}
