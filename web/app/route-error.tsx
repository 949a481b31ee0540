import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../ui/button';

/** Catches a page that fails to load or render (e.g. a stale chunk after a deploy). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { failed: boolean; key?: string }
> {
  override state: { failed: boolean; key?: string } = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { failed: boolean; key?: string },
  ) {
    // A navigation to another page clears the error.
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold">Algo salió mal</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">
        No pudimos mostrar esta página. Recarga para intentarlo de nuevo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => window.location.reload()}
        >
          Recargar la página
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          Volver al inicio
        </a>
      </div>
    </main>
  );
}
