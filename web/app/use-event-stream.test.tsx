import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './storage';
import { useEventStream } from './use-event-stream';

/** A text/event-stream response that sends `text` and ends. */
function streamOf(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('useEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('reconnects after the retry hint of a restarting server, with the last event id, not as a failure', async () => {
    setToken('token-de-prueba');
    const calls: Array<Record<string, string>> = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      if (calls.length === 1) {
        return streamOf('id: 7\nevent: pedido\ndata: {"pedido_id":3}\n\nretry: 40\n\n');
      }
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: unknown[] = [];
    const { result, unmount } = renderHook(() =>
      useEventStream('/api/eventos', (event) => events.push(event)),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(events).toEqual([{ pedido_id: 3 }]);
    expect(calls[1]!['Last-Event-ID']).toBe('7');
    // Closed on purpose by the server: the screen is not told the stream is down. (The second
    // fetch is called in the same task that sets 'connecting'; React renders it just after.)
    await waitFor(() => expect(result.current).toBe('connecting'));
    unmount();
  });

  it('passes each event once when a reconnect replays one it already had', async () => {
    setToken('token-de-prueba');
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      // Order 9 (id 8) committed after order 10 (id 9): the last id seen is 8, and the replay
      // after it repeats id 9.
      if (calls === 1) {
        return streamOf(
          'id: 9\nevent: pedido\ndata: {"pedido_id":10}\n\nid: 8\nevent: pedido\ndata: {"pedido_id":9}\n\nretry: 40\n\n',
        );
      }
      if (calls === 2) {
        return streamOf('id: 9\nevent: pedido\ndata: {"pedido_id":10}\n\nid: 11\nevent: pedido\ndata: {"pedido_id":11}\n\nretry: 40\n\n');
      }
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: unknown[] = [];
    const { unmount } = renderHook(() => useEventStream('/api/eventos', (event) => events.push(event)));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(events).toEqual([{ pedido_id: 10 }, { pedido_id: 9 }, { pedido_id: 11 }]);
    unmount();
  });
});
