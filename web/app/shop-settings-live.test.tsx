import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';
import { requestShopSettings, useShopSettings } from './shop-settings';
import { setToken } from './storage';
import { useEventStream } from './use-event-stream';

const withPromise = (minutes: number): ShopSettings => {
  const s = structuredClone(DEFAULT_SETTINGS);
  s.entrega.promesa_minutos = minutes;
  return s;
};

function PromiseLine({ listen }: { listen: boolean }) {
  useEventStream('/api/admin/eventos', () => {}, { enabled: listen });
  return <p>Promesa: {useShopSettings().entrega.promesa_minutos} min</p>;
}

describe('useShopSettings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('re-renders with the settings saved in Ajustes when the live stream says they changed', async () => {
    setToken('token-de-prueba');
    let reads = 0;
    let tell: (text: string) => void = () => {};
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/ajustes') {
        reads += 1;
        return Response.json({ version: reads - 1, ajustes: withPromise(reads === 1 ? 25 : 35) });
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          tell = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);

    void requestShopSettings();
    render(<PromiseLine listen />);
    expect(await screen.findByText('Promesa: 25 min')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/eventos', expect.anything()),
    );
    tell('event: ajustes\ndata: {"version":1}\n\n');
    expect(await screen.findByText('Promesa: 35 min')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
