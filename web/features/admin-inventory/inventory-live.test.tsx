import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductRow } from '../../../domain/admin-views';
import { createQueryClient } from '../../app/query-client';
import { INVENTORY_REFRESH_MS, InventorySection } from './inventory-section';

const leche = (stock: number) =>
  ({
    id: 9,
    codigo: 'SC-0101',
    nombre: 'Leche entera',
    precio: 4_000,
    categoria: 'Lácteos',
    descripcion: '',
    imagen: null,
    stock,
  }) as AdminProductRow;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the inventory list', () => {
  it('follows a sale live: the stock the server holds shows within a few seconds', async () => {
    vi.useFakeTimers();
    let stock = 47;
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            productos: [leche(stock)],
            conteos: { todos: 1, sin: 0, bajo: 0, en: 1 },
            categorias: ['Lácteos'],
          }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/inventario']}>
          <InventorySection />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('textbox', { name: 'Unidades de Leche entera' })).toHaveValue('47');
    stock = 46; // a resident bought one
    await act(() => vi.advanceTimersByTimeAsync(INVENTORY_REFRESH_MS));
    expect(screen.getByRole('textbox', { name: 'Unidades de Leche entera' })).toHaveValue('46');
    expect(INVENTORY_REFRESH_MS).toBeLessThanOrEqual(5_000);
  });
});
