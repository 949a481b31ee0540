import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageData } from '../../domain/prerendered-pages';

/** Renders one page: the build's `renderPage` (web/prerender.tsx), run in a worker thread. */
export interface WorkerPageRenderer {
  render(url: string, data: PageData): Promise<string>;
  /** Ends the worker, if one is running; a later render starts another. */
  close(): Promise<void>;
  /**
   * Ends the worker as soon as no page is waiting, instead of `idleMs` later: after the pages
   * drawn at start, whose worker (its own V8 isolate, ~30–40 MB resident) would otherwise still
   * be alive when the server's idle memory is measured (issue 42).
   */
  release(): void;
}

// Plain CommonJS, evaluated in the worker: it loads the built renderer (plain JS, no loader
// needed) and answers one message per page.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = import(workerData.href);
parentPort.on('message', async ({ id, url, data }) => {
  try {
    const { renderPage } = await renderer;
    parentPort.postMessage({ id, html: await renderPage(url, data) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; html: string } | { id: number; error: string };

/**
 * The page renderer in a worker thread that lives only while pages are being drawn. React's
 * server renderer keeps its request in an AsyncLocalStorage; on Node 20 the first `run()` of one
 * turns async hooks on for the whole thread, for good, and every promise and tick of every
 * request then pays for them: the catalogue answered ~25 % fewer requests a second and the
 * orders ~20 % fewer once the server drew its pages itself (issue 26's A/B, CPU profile). In a
 * worker the hooks stay in the worker, which ends `idleMs` after its last page.
 */
export function workerPageRenderer(file: string, idleMs = 10_000): WorkerPageRenderer {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  let endWhenIdle = false;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      // The renderer is built JavaScript: the parent's loaders (tsx) would only slow the start.
      execArgv: [],
      workerData: { href: pathToFileURL(file).href },
    });
    started.on('message', (answer: Answer) => {
      const entry = pending.get(answer.id);
      if (!entry) return;
      pending.delete(answer.id);
      if ('html' in answer) entry.resolve(answer.html);
      else entry.reject(new Error(`page not rendered: ${answer.error}`));
      if (pending.size > 0) return;
      if (endWhenIdle) endNow();
      else scheduleIdle();
    });
    // Only the current worker's end fails the pages waiting: one ended on purpose had none, and
    // its exit may come after the next page has started another worker.
    started.on('error', (error) => {
      if (worker === started) failAll(error);
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error(`page renderer ended (exit ${code})`));
    });
    return started;
  };

  function endNow() {
    endWhenIdle = false;
    clearTimeout(idleTimer);
    const idle = worker;
    if (!idle || pending.size > 0) return;
    worker = undefined;
    void idle.terminate();
  }

  function scheduleIdle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(endNow, idleMs);
    idleTimer.unref();
  }

  return {
    render(url, data) {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = (nextId += 1);
      const answer = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, url, data });
      return answer;
    },
    release() {
      if (pending.size === 0) endNow();
      else endWhenIdle = true;
    },
    async close() {
      clearTimeout(idleTimer);
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
      failAll(new Error('page renderer closed'));
    },
  };
}
