import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './lazy-with-retry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('retryImport', () => {
  it('loads again after failures, waiting longer each time', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('módulo');
    const wait = vi.fn(() => Promise.resolve());

    await expect(retryImport(load, { retries: 2, delayMs: 100, wait })).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[100], [200]]);
  });

  it('gives up after the last retry with the last error', async () => {
    const last = chunkError();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(last);
    const wait = vi.fn(() => Promise.resolve());

    await expect(retryImport(load, { retries: 1, wait })).rejects.toBe(last);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    const wait = vi.fn(() => Promise.resolve());

    await expect(retryImport(load, { wait })).rejects.toThrow('dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('waits with a real timer by default', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValue('ok');
      const result = retryImport(load, { delayMs: 400 });
      await vi.advanceTimersByTimeAsync(399);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});
