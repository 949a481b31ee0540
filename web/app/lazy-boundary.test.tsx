import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { LazyBoundary, loadFailureOf } from './lazy-boundary';
import { lazyWithRetry } from './lazy-with-retry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
const noWait = { wait: () => Promise.resolve() };

function Checkout() {
  return <h2>Confirma tu pedido</h2>;
}

// React reports every error a boundary catches with console.error; here they are the point.
let reported: unknown[][] = [];
beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reported.push(args));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function Shop({ region }: { region: React.ReactNode }) {
  return (
    <main>
      <h1>Hola, Ana</h1>
      <LazyBoundary>{region}</LazyBoundary>
    </main>
  );
}

describe('LazyBoundary with lazyWithRetry', () => {
  it('says "Sin conexión" in the region only, and Reintentar loads the chunk again', async () => {
    const user = userEvent.setup();
    let connected = false;
    const load = vi.fn(() =>
      connected ? Promise.resolve({ default: Checkout }) : Promise.reject(chunkError()),
    );
    const Region = lazyWithRetry(load, { retries: 2, ...noWait });
    render(<Shop region={<Region />} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offline.title);
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    // Three attempts (one and two retries), then it waits for Reintentar: no loop of loads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const failedLoads = load.mock.calls.length;
    expect(failedLoads).toBe(3);

    connected = true;
    await user.click(screen.getByRole('button', { name: MESSAGES.offline.retry }));
    expect(await screen.findByRole('heading', { name: 'Confirma tu pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
    expect(reported.length).toBeGreaterThan(0);
  });

  it('keeps failing with plain React.lazy, which is why every lazy() goes through the helper', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{ default: typeof Checkout }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Checkout });
    const Region = lazy(load);
    render(<Shop region={<Region />} />);

    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: MESSAGES.offline.retry }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offline.title);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong, with Reintentar, when the region itself throws', async () => {
    const user = userEvent.setup();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('render bug');
      return <p>Funciona</p>;
    }
    render(<Shop region={<Fragile />} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offline.failedTitle);
    broken = false;
    await user.click(screen.getByRole('button', { name: MESSAGES.offline.retry }));
    expect(await screen.findByText('Funciona')).toBeInTheDocument();
  });

  it('shows a custom failure view and clears the failure when the reset key changes', async () => {
    let connected = false;
    const Region = lazyWithRetry(
      () => (connected ? Promise.resolve({ default: Checkout }) : Promise.reject(chunkError())),
      { retries: 0 },
    );
    const view = (key: string) => (
      <LazyBoundary resetKey={key} fallback={({ failure }) => <p>fallo: {failure}</p>}>
        <Region />
      </LazyBoundary>
    );
    const { rerender } = render(view('/app'));
    expect(await screen.findByText('fallo: offline')).toBeInTheDocument();
    connected = true;
    rerender(view('/app'));
    expect(screen.getByText('fallo: offline')).toBeInTheDocument();
    rerender(view('/historial'));
    expect(await screen.findByRole('heading', { name: 'Confirma tu pedido' })).toBeInTheDocument();
  });
});

describe('loadFailureOf', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), 'offline'],
    [new TypeError('Importing a module script failed.'), 'offline'],
    [new Error('Unable to preload CSS for /assets/a.css'), 'offline'],
    [new Error('Cannot read properties of undefined'), 'failed'],
  ] as const)('classifies %s as %s', (error, expected) => {
    expect(loadFailureOf(error)).toBe(expected);
  });

  it('calls any error a lost connection while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loadFailureOf(new Error('whatever'))).toBe('offline');
  });
});
