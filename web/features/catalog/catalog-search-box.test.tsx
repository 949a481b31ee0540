import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packagesQuery, productsQuery, type Product } from './catalog-api';
import { CatalogSection } from './catalog-section';
import { stubCatalogSearch } from './catalog-search-test-utils';

afterEach(() => vi.unstubAllGlobals());

const product = (id: number, nombre: string, categoria: string): Product => ({
  id,
  nombre,
  categoria,
  descripcion: `Descripción de ${nombre}`,
  precio: 5_000,
  stock: 10,
  imagen: null,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
});

const PRODUCTS = [
  product(1, 'Leche entera Alquería 1,1 L', 'Lácteos y bebidas'),
  product(2, 'Gaseosa Coca-Cola 1,5 L', 'Lácteos y bebidas'),
  product(3, 'Pan francés', 'Panadería'),
];

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(productsQuery.queryKey, PRODUCTS);
  client.setQueryData(packagesQuery.queryKey, []);
  stubCatalogSearch(PRODUCTS);
  const asked: string[] = [];
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <CatalogSection
          tab="productos"
          onTabChange={() => {}}
          onAddProduct={() => {}}
          onAddPackage={() => {}}
          onAskAssistant={(q) => asked.push(q)}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { asked, box: screen.getByRole('combobox', { name: 'Buscar productos' }) };
}

const list = () => screen.getByRole('list', { name: 'Productos' });

describe('the store search box (issue 43)', () => {
  it('finds what a typo and a brand written as one word mean, and offers the correction', async () => {
    const user = userEvent.setup();
    const { box } = renderSection();
    await user.type(box, 'lehce');
    expect(await within(list()).findByRole('heading', { name: /Leche entera/ })).toBeVisible();
    expect(screen.getByRole('button', { name: '¿Quisiste decir leche?' })).toBeVisible();
    await user.clear(box);
    await user.type(box, 'cocacola');
    expect(
      await within(list()).findByRole('heading', { name: 'Gaseosa Coca-Cola 1,5 L' }),
    ).toBeVisible();
  });

  it('suggests names while typing in an accessible list, picked with the keyboard', async () => {
    const user = userEvent.setup();
    const { box } = renderSection();
    await user.type(box, 'pa');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pan francés']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Pan francés');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the categories and the assistant when nothing is close', async () => {
    const user = userEvent.setup();
    const { box, asked } = renderSection();
    await user.type(box, 'cerveza');
    expect(await screen.findByText('No encontramos resultados para «cerveza».')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pregúntale al asistente' }));
    expect(asked).toEqual(['cerveza']);
    const categories = screen.getByRole('list', { name: 'Categorías' });
    await user.click(within(categories).getByRole('button', { name: 'Panadería' }));
    expect(box).toHaveValue('');
    expect(within(list()).getAllByRole('article')).toHaveLength(1);
  });
});
