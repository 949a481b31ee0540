import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductRow } from '../../../domain/admin-views';
import { StockControl } from './stock-control';

const leche = { id: 9, codigo: 'SC-0101', nombre: 'Leche entera', stock: 47 } as AdminProductRow;

function answer(status: number, body: object) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}
const sentBody = (fetchMock: ReturnType<typeof answer>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

afterEach(() => vi.unstubAllGlobals());

describe('the inventory stock control', () => {
  it('sends a typed figure with the one it replaces and says "Guardado"', async () => {
    const fetchMock = answer(200, { ...leche, stock: 25 });
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    render(<StockControl product={leche} onChanged={onChanged} />);
    const field = screen.getByRole('textbox', { name: 'Unidades de Leche entera' });
    await userEvent.clear(field);
    await userEvent.type(field, '25{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado');
    expect(sentBody(fetchMock)).toEqual({ stock: 25, stock_anterior: 47 });
    expect(field).toHaveValue('25');
    expect(onChanged).toHaveBeenCalled();
  });

  it('on a stale figure shows the server message and the new figure, and refreshes the list', async () => {
    const fetchMock = answer(409, {
      code: 'STOCK_CHANGED',
      error: 'El stock cambió a 46 mientras editabas.',
      stock_actual: 46,
    });
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    render(<StockControl product={leche} onChanged={onChanged} />);
    const field = screen.getByRole('textbox', { name: 'Unidades de Leche entera' });
    await userEvent.clear(field);
    await userEvent.type(field, '25{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'El stock cambió a 46 mientras editabas.',
      ),
    );
    expect(field).toHaveValue('46');
    expect(screen.getByRole('status')).not.toHaveTextContent('Guardado');
    expect(onChanged).toHaveBeenCalled();
  });

  it('follows a new figure from the list unless the owner is typing', async () => {
    const { rerender } = render(<StockControl product={leche} onChanged={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Unidades de Leche entera' });
    rerender(<StockControl product={{ ...leche, stock: 46 }} onChanged={() => {}} />);
    expect(field).toHaveValue('46');
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    rerender(<StockControl product={{ ...leche, stock: 45 }} onChanged={() => {}} />);
    expect(field).toHaveValue('30');
  });
});
