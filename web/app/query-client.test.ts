import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchAfterEvent } from './query-client';

/** A "server" whose answers can be held, to put an event in the middle of a read. */
function slowServer() {
  let version = 1;
  let reads = 0;
  const held: Array<() => void> = [];
  return {
    change: () => (version += 1),
    reads: () => reads,
    release: () => held.splice(0).forEach((go) => go()),
    read: () => {
      reads += 1;
      const answer = version;
      return new Promise<number>((resolve) => held.push(() => resolve(answer)));
    },
  };
}

const KEY = ['tablero'] as const;

/** A mounted board: an observer of the query (only watched queries are read again). */
function mountBoard(server: ReturnType<typeof slowServer>) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn: server.read });
  // Stays subscribed for the whole test, as the mounted board does.
  observer.subscribe(() => undefined);
  const firstRead = new Promise<void>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status === 'success') {
        stop();
        resolve();
      }
    });
  });
  return { client, firstRead };
}

async function settle(server: ReturnType<typeof slowServer>, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('refetchAfterEvent', () => {
  it('reads again after a read that began before the event, so the change is shown', async () => {
    const server = slowServer();
    const { client, firstRead: first } = mountBoard(server);
    // The order is placed while the board's first read is on its way, and the event comes.
    server.change();
    const refetched = refetchAfterEvent(client, KEY);
    await settle(server, Promise.all([first, refetched]));
    expect(client.getQueryData(KEY)).toBe(2);
    expect(server.reads()).toBe(2);
  });

  it('makes one read for a burst of events during one read', async () => {
    const server = slowServer();
    const { client, firstRead: first } = mountBoard(server);
    server.change();
    const burst = [1, 2, 3].map(() => refetchAfterEvent(client, KEY));
    await settle(server, Promise.all([first, ...burst]));
    expect(client.getQueryData(KEY)).toBe(2);
    expect(server.reads()).toBe(2);
  });

  it('reads once when nothing was in flight', async () => {
    const server = slowServer();
    const { client, firstRead } = mountBoard(server);
    await settle(server, firstRead);
    server.change();
    await settle(server, refetchAfterEvent(client, KEY));
    expect(client.getQueryData(KEY)).toBe(2);
    expect(server.reads()).toBe(2);
  });
});
