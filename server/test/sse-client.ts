/** Test-only: reads a server-sent-events stream from a real socket, as the browser's fetch does. */
export interface SseFrame<T> {
  id: number;
  data: T;
}

/** An event other than `pedido` (the settings' `ajustes`): carries no id. */
export interface SseSignal {
  event: string;
  data: unknown;
}

export async function connectSse<T>(url: string, authorization: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization, ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  const frames: SseFrame<T>[] = [];
  const signals: SseSignal[] = [];
  const waiters: Array<() => void> = [];
  let text = '';
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (id && data && event === 'pedido') {
              frames.push({ id: Number(id), data: JSON.parse(data) as T });
            } else if (event && data) {
              signals.push({ event, data: JSON.parse(data) as unknown });
            }
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const until = async (check: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`no matching event; got ${JSON.stringify({ frames, signals })}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    response,
    frames,
    signals,
    waitFor: (check: (frames: SseFrame<T>[]) => boolean, ms = 3_000) =>
      until(() => check(frames), ms),
    waitForSignal: (check: (signals: SseSignal[]) => boolean, ms = 3_000) =>
      until(() => check(signals), ms),
    close: () => controller.abort(),
  };
}
