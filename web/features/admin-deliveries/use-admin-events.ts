import { useEffect, useRef, useState } from 'react';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { getToken } from '../../app/storage';
import { createSseParser } from './sse-parser';

export type StreamStatus = 'connecting' | 'live' | 'down';

const MAX_BACKOFF_MS = 30_000;

/** Reconnect delay after `failures` consecutive failures: 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Reads GET /api/admin/eventos with fetch and the Authorization header (never the token in a URL),
 * parses the stream and calls `onEvent` for each order event. Reconnects with Last-Event-ID and
 * exponential backoff; the board's 15 s refresh covers the gaps.
 */
export function useAdminEvents(onEvent: (event: AdminOrderEvent) => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const controller = new AbortController();
    let lastId: string | null = null;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

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
        const response = await fetch('/api/admin/eventos', {
          headers,
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        setStatus('live');
        failures = 0;
        const parser = createSseParser();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) {
            if (event.id) lastId = event.id;
            if (event.event !== 'pedido') continue;
            try {
              handler.current(JSON.parse(event.data) as AdminOrderEvent);
            } catch {
              // A malformed event is skipped; the next refresh shows the truth.
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      failures += 1;
      setStatus('down');
      timer = setTimeout(() => void connect(), backoffMs(failures));
    }

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return status;
}
