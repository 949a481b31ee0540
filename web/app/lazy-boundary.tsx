import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { OFFLINE_MESSAGES as M } from '../../domain/offline-messages';
import { buttonClasses } from '../ui/button';
import { retryFailedImports } from './lazy-with-retry';

export type LoadFailure = 'offline' | 'failed';

/** What the failed region shows; `retry` renders it again (and loads its chunk again). */
export type LoadFailureView = (props: { failure: LoadFailure; retry(): void }) => ReactNode;

export interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the region loads (default: nothing). */
  loading?: ReactNode;
  /** The failure's view (default: the inline "Sin conexión" panel with "Reintentar"). */
  fallback?: LoadFailureView;
  /** A change (e.g. a navigation) clears a failure. */
  resetKey?: string;
}

const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|failed to fetch|unable to preload|error loading|chunk/i;

/** Whether an error means "the network let us down" rather than a bug in the region. */
export function loadFailureOf(error: unknown): LoadFailure {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_FAILURE.test(message) ? 'offline' : 'failed';
}

interface State {
  failure: LoadFailure | null;
  key?: string;
}

/**
 * A lazily loaded region (page, dialog, widget) in its own error boundary and Suspense: a chunk
 * that cannot load (offline, flaky network, a deploy) fails only this region, which says so and
 * offers "Reintentar"; the rest of the app keeps working and never goes blank.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, State> {
  override state: State = { failure: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: loadFailureOf(error) };
  }

  static getDerivedStateFromProps(props: LazyBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    if (state.failure) retryFailedImports();
    return { failure: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A lazily loaded region failed', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedImports();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    if (failure) {
      const View = this.props.fallback ?? LoadFailurePanel;
      return <View failure={failure} retry={this.retry} />;
    }
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}

/** The failure's words: "Sin conexión" for a network failure, else "Algo salió mal". */
export function loadFailureText(failure: LoadFailure): { title: string; body: string } {
  return failure === 'offline'
    ? { title: M.title, body: M.body }
    : { title: M.failedTitle, body: M.failedBody };
}

/** The default failure view: a short message and "Reintentar", in place of the region. */
export function LoadFailurePanel({ failure, retry }: { failure: LoadFailure; retry(): void }) {
  const { title, body } = loadFailureText(failure);
  return (
    <section
      role="alert"
      className="mx-auto my-8 flex max-w-md flex-col items-center gap-3 px-4 text-center"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-gray-700 dark:text-gray-300">{body}</p>
      <button type="button" className={buttonClasses('primary')} onClick={retry}>
        {M.retry}
      </button>
    </section>
  );
}

/** A failed page: the same message as a page of its own, with its heading. */
export function PageLoadFailure({ failure, retry }: { failure: LoadFailure; retry(): void }) {
  const { title, body } = loadFailureText(failure);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p role="alert" className="text-gray-700 dark:text-gray-300">
        {body}
      </p>
      <button type="button" className={`${buttonClasses('primary')} mt-4`} onClick={retry}>
        {M.retry}
      </button>
    </main>
  );
}
