import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packagesQuery, productsQuery, type Package, type Product } from './catalog-api';
import { CatalogSection } from './catalog-section';
import { stubCatalogSearch } from './catalog-search-test-utils';

afterEach(() => vi.unstubAllGlobals());
import { filterPackages, filterProducts } from './catalog-search';
import type { CatalogTab } from './catalog-tabs';
import { filterFromParams, storeCategoryHref } from './use-catalog-filter';

const product = (id: number, nombre: string, categoria: string, offer = 0): Product => ({
  id,
  nombre,
  categoria,
  descripcion: `Descripción de ${nombre}`,
  precio: 10_000,
  stock: 10,
  imagen: null,
  descuento_activo: offer > 0,
  descuento_porcentaje: offer,
  descuento_badge_texto: null,
});

const PRODUCTS = [
  product(1, 'Café Sello Rojo 500 g', 'Despensa', 12),
  product(2, 'Almojábanas x 6', 'Panadería'),
  product(3, 'Pan de bono x 6', 'Panadería', 10),
  product(4, 'Leche entera 1,1 L', 'Lácteos y bebidas'),
];

const PACKAGES: Package[] = [
  {
    id: 7,
    nombre: 'Desayuno completo',
    descripcion: 'Para empezar el día',
    precio_paquete: 20_000,
    precio_individual_total: 24_000,
    ahorro_monto: 4_000,
    ahorro_porcentaje: 17,
    stock_paquetes_disponibles: 4,
    categoria: 'desayuno',
    imagen: null,
    productos_incluidos: [
      { producto_id: 4, nombre: 'Leche entera 1,1 L', imagen: null, cantidad: 1 },
      { producto_id: 2, nombre: 'Almojábanas x 6', imagen: null, cantidad: 1 },
    ],
  },
];

describe('catalogue search over categories and packages', () => {
  it('finds products by category name and the Ofertas filter keeps offers only', () => {
    expect(filterProducts(PRODUCTS, 'panaderia').map((p) => p.id)).toEqual([2, 3]);
    expect(filterProducts(PRODUCTS, 'LACTEOS').map((p) => p.id)).toEqual([4]);
    expect(filterProducts(PRODUCTS, '', 'Ofertas').map((p) => p.id)).toEqual([1, 3]);
    expect(filterProducts(PRODUCTS, 'pan', 'Ofertas').map((p) => p.id)).toEqual([3]);
  });

  it('finds packages by name, category and what they contain', () => {
    expect(filterPackages(PACKAGES, 'desayuno')).toHaveLength(1);
    expect(filterPackages(PACKAGES, 'almojabanas')).toHaveLength(1);
    expect(filterPackages(PACKAGES, 'leche almojábanas')).toHaveLength(1);
    expect(filterPackages(PACKAGES, 'café')).toHaveLength(0);
  });

  it('reads the filter from the URL and builds category links', () => {
    expect(filterFromParams(new URLSearchParams('ofertas=1'))).toBe('Ofertas');
    expect(filterFromParams(new URLSearchParams('categoria=Panader%C3%ADa'))).toBe('Panadería');
    expect(filterFromParams(new URLSearchParams(''))).toBe('Todas');
    expect(storeCategoryHref('Lácteos y bebidas')).toBe('/app?categoria=L%C3%A1cteos+y+bebidas');
  });
});

function renderSection(path = '/app') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(productsQuery.queryKey, PRODUCTS);
  client.setQueryData(packagesQuery.queryKey, PACKAGES);
  stubCatalogSearch(PRODUCTS, PACKAGES);
  const where = { search: '' };
  function Harness() {
    const [tab, setTab] = useState<CatalogTab>('productos');
    where.search = useLocation().search;
    return (
      <CatalogSection
        tab={tab}
        onTabChange={setTab}
        onAddProduct={() => {}}
        onAddPackage={() => {}}
      />
    );
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), where };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Productos' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('catalogue filters in the URL', () => {
  it('opens on ?ofertas=1 with the Ofertas chip pressed and only offers shown', () => {
    renderSection('/app?ofertas=1');
    expect(screen.getByRole('button', { name: 'Ofertas' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Café Sello Rojo 500 g', 'Pan de bono x 6']);
  });

  it('opens on ?categoria= and a chip writes the filter back to the URL', async () => {
    const { user, where } = renderSection('/app?categoria=Panader%C3%ADa');
    expect(screen.getByRole('button', { name: 'Panadería' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(names()).toEqual(['Almojábanas x 6', 'Pan de bono x 6']);
    await user.click(screen.getByRole('button', { name: 'Ofertas' }));
    expect(where.search).toBe('?ofertas=1');
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    expect(where.search).toBe('');
    expect(names()).toHaveLength(4);
  });

  it('with a category on and no match, says so and searches everything on request', async () => {
    const { user } = renderSection('/app?categoria=Panader%C3%ADa');
    await user.type(screen.getByRole('combobox', { name: 'Buscar productos' }), 'leche');
    expect(screen.getByText('No encontramos resultados para «leche».')).toBeInTheDocument();
    expect(screen.getByText('Estás viendo solo «Panadería».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar en todo' }));
    expect(names()).toEqual(['Leche entera 1,1 L']);
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('points to packages that match and lists them on the Paquetes tab', async () => {
    const { user } = renderSection();
    await user.type(screen.getByRole('combobox', { name: 'Buscar productos' }), 'desayuno');
    expect(screen.getByText('0 productos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 paquete' }));
    expect(screen.getByRole('tab', { name: 'Paquetes' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Paquetes' })).getByRole('article', {
        name: 'Desayuno completo',
      }),
    ).toBeInTheDocument();
  });

  it('limits the search box and lets a long query wrap where it is echoed', async () => {
    const { user } = renderSection();
    const box = screen.getByRole('combobox', { name: 'Buscar productos' });
    expect(box).toHaveAttribute('maxLength', '60');
    await user.type(box, 'x'.repeat(70));
    expect(box).toHaveValue('x'.repeat(60));
    const echo = screen.getByText(`No encontramos resultados para «${'x'.repeat(60)}».`);
    expect(echo.className).toMatch(/break-words/);
  });
});
