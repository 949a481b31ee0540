import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packagesQuery, productsQuery, type Product } from './catalog-api';
import { CatalogSection } from './catalog-section';
import { stubCatalogSearch } from './catalog-search-test-utils';

afterEach(() => vi.unstubAllGlobals());
import { filterCatalogue, matchesName, normalizeSearchText } from './catalog-search';
import type { CatalogTab } from './catalog-tabs';

const product = (
  id: number,
  nombre: string,
  categoria: string,
  extra: Partial<Product> = {},
): Product => ({
  id,
  nombre,
  categoria,
  descripcion: `Descripción de ${nombre}`,
  precio: 10_000,
  stock: 10,
  imagen: `/img/productos/sc-${id}.svg`,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
  ...extra,
});

const PRODUCTS = [
  product(1, 'Café Sello Rojo 500 g', 'Despensa', {
    descuento_activo: true,
    descuento_porcentaje: 12,
    descuento_badge_texto: 'Oferta especial',
  }),
  product(2, 'Almojábanas x 6', 'Panadería', { stock: 3 }),
  product(3, 'Pan de bono x 6', 'Panadería', { stock: 0 }),
  product(4, 'Leche entera 1,1 L', 'Lácteos y bebidas'),
];

describe('catalogue search', () => {
  it('ignores accents and case', () => {
    expect(normalizeSearchText('  PANADERÍA ')).toBe('panaderia');
    expect(matchesName('Café Sello Rojo', 'cafe')).toBe(true);
    expect(matchesName('Almojábanas x 6', 'ALMOJABANAS')).toBe(true);
    expect(matchesName('Cafe molido', 'café')).toBe(true);
    expect(matchesName('Leche entera', 'pan')).toBe(false);
  });

  it('matches every word and filters by category', () => {
    expect(filterCatalogue(PRODUCTS, 'x 6').map((p) => p.id)).toEqual([2, 3]);
    expect(filterCatalogue(PRODUCTS, '', 'Panadería').map((p) => p.id)).toEqual([2, 3]);
    expect(filterCatalogue(PRODUCTS, 'bono', 'Panadería').map((p) => p.id)).toEqual([3]);
    expect(filterCatalogue(PRODUCTS, 'bono', 'Despensa')).toEqual([]);
  });
});

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(productsQuery.queryKey, PRODUCTS);
  client.setQueryData(packagesQuery.queryKey, []);
  stubCatalogSearch(PRODUCTS);
  const added: Product[] = [];
  function Harness() {
    const [tab, setTab] = useState<CatalogTab>('productos');
    return (
      <CatalogSection
        tab={tab}
        onTabChange={setTab}
        onAddProduct={(p) => added.push(p)}
        onAddPackage={() => {}}
      />
    );
  }
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { added };
}

describe('catalogue section', () => {
  it('finds a product typed without accents and filters by category chip', async () => {
    const user = userEvent.setup();
    renderSection();
    const list = () => screen.getByRole('list', { name: 'Productos' });
    expect(within(list()).getAllByRole('article')).toHaveLength(4);
    await user.type(screen.getByRole('combobox', { name: 'Buscar productos' }), 'CAFE');
    expect(within(list()).getAllByRole('article')).toHaveLength(1);
    expect(
      within(list()).getByRole('heading', { name: 'Café Sello Rojo 500 g' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    await user.click(screen.getByRole('button', { name: 'Panadería' }));
    expect(screen.getByRole('button', { name: 'Panadería' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(list()).getAllByRole('article')).toHaveLength(2);
  });

  it('shows offer, saving and stock states, and disables adding what is sold out', async () => {
    const user = userEvent.setup();
    const { added } = renderSection();
    const cafe = screen.getByRole('article', { name: 'Café Sello Rojo 500 g' });
    expect(within(cafe).getByText('Oferta especial · -12 %')).toBeInTheDocument();
    expect(within(cafe).getByText('$ 10.000')).toBeInTheDocument();
    expect(within(cafe).getByText('$ 8.800')).toBeInTheDocument();
    expect(within(cafe).getByText(/^Ahorras/)).toHaveTextContent('Ahorras $ 1.200');
    const img = within(cafe).getByRole('img', { name: 'Café Sello Rojo 500 g' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
    expect(
      within(screen.getByRole('article', { name: 'Almojábanas x 6' })).getByText('¡Solo quedan 3!'),
    ).toBeInTheDocument();
    const sold = screen.getByRole('article', { name: 'Pan de bono x 6' });
    expect(within(sold).getByRole('button', { name: 'Pan de bono x 6: agotado' })).toBeDisabled();
    await user.click(
      within(cafe).getByRole('button', { name: 'Agregar Café Sello Rojo 500 g al carrito' }),
    );
    expect(added.map((p) => p.id)).toEqual([1]);
  });

  it('switches to the packages tab with the keyboard', async () => {
    const user = userEvent.setup();
    renderSection();
    screen.getByRole('tab', { name: 'Productos' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paquetes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Paquetes' })).toBeInTheDocument();
  });
});
