import { useEffect, useRef, useState } from 'react';
import { getToken } from './storage';
import { refreshShopSettings } from './shop-settings';
import { createSseParser } from './sse-parser';
import { emitStreamEvent } from './stream-events';

export type StreamStatus = 'connecting' | 'live' | 'down';

const MAX_BACKOFF_MS = 30_000;
/** Event ids remembered to skip a replayed repeat (a few minutes of a busy evening's events). */
const SEEN_IDS = 500;

/** Reconnect delay after `failures` consecutive failures: 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Reads a server-sent-events endpoint of order changes (`event: pedido`) with fetch and the
 * Authorization header (DESIGN §8: never the token in a URL), and calls `onEvent` with each
 * parsed event; an `ajustes` event reads the shop's settings again. Reconnects with Last-Event-ID and exponential backoff; callers poll while the
 * status is not 'live'.
 */
export function useEventStream<T>(
  url: string,
  onEvent: (event: T) => void,
  options: {
    enabled?: boolean;
    /**
     * Wait this long after the page loaded before connecting, so the stream never competes with
     * the first paint's requests (the resident's screens: nothing is live in the first seconds).
     */
    startDelayMs?: number;
    /** Each (re)connection: what changed before it is read again by the caller. */
    onOpen?: () => void;
  } = {},
): StreamStatus {
  const { enabled = true, startDelayMs = 0 } = options;
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handler = useRef(onEvent);
  const opened = useRef(options.onOpen);
  useEffect(() => {
    handler.current = onEvent;
    opened.current = options.onOpen;
  }, [onEvent, options.onOpen]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let lastId: string | null = null;
    // Ids come from a sequence and concurrent orders commit out of that order, so the last id
    // seen can be below one seen before it: the reconnect's replay then repeats that one, and a
    // repeated "nuevo" would ring and count twice.
    const seen = new Set<string>();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let restartHintMs: number | null = null;

    async function connect(): Promise<void> {
      const token = getToken();
      if (!token || controller.signal.aborted) return;
      setStatus('connecting');
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token}`,
      };
      if (lastId) headers['Last-Event-ID'] = lastId;
      try {
        const response = await fetch(url, {
          headers,
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) {
          setStatus('down');
          return;
        }
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        setStatus('live');
        failures = 0;
        opened.current?.();
        const parser = createSseParser();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            restartHintMs = parser.retryMs();
            break;
          }
          for (const event of parser.push(value)) {
            if (event.id) {
              if (seen.has(event.id)) continue;
              lastId = event.id;
              seen.add(event.id);
              if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value!);
            }
            // Settings saved in Ajustes (issue 26): every screen reading them re-renders.
            if (event.event === 'ajustes') void refreshShopSettings();
            if (event.event !== 'pedido') {
              // Other events (the shared packing ticks, issue 41) go to whoever listens.
              if (event.event && event.event !== 'ajustes') {
                try {
                  emitStreamEvent(event.event, JSON.parse(event.data));
                } catch {
                  // A malformed event is skipped; the screen's next read shows the truth.
                }
              }
              continue;
            }
            try {
              handler.current(JSON.parse(event.data) as T);
            } catch {
              // A malformed event is skipped; the next refresh shows the truth.
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      if (restartHintMs !== null) {
        // A restarting instance closed the stream on purpose: come back soon (spread, so every
        // open screen does not arrive at once), to whichever instance answers.
        const delay = restartHintMs * (1 + Math.random());
        restartHintMs = null;
        timer = setTimeout(() => void connect(), delay);
        return;
      }
      failures += 1;
      setStatus('down');
      timer = setTimeout(() => void connect(), backoffMs(failures));
    }

    const start = () => {
      timer = setTimeout(() => void connect(), startDelayMs);
    };
    if (startDelayMs === 0) void connect();
    else if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true, signal: controller.signal });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [url, enabled, startDelayMs]);

  return status;
}
