import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarginRow } from '../../../domain/admin-money-views';
import { MARGIN_STATES } from '../../../domain/products';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { MarginsTab } from './margins-tab';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), show: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

// 78 products like the shop's: the states take turns, so each has 15 or 16.
const PRODUCTS: MarginRow[] = Array.from({ length: 78 }, (_, i) => ({
  id: i + 1, codigo: `SC-${String(i + 1).padStart(4, '0')}`, nombre: `Producto ${i + 1}`,
  categoria: 'Despensa', precio: 10_000, stock: 5, imagen: null, costo_compra: null, margen_objetivo: 25,
  margen_actual: null, estado_margen: MARGIN_STATES[i % MARGIN_STATES.length]!, precio_sugerido: null,
  descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: null, precio_final: 10_000,
}));

function Where() {
  const location = useLocation();
  return <output aria-label="URL">{location.search}</output>;
}

function show(url = '/admin/margenes') {
  stubApi({ 'GET /api/admin/productos/margenes': { success: true, productos: PRODUCTS } });
  renderWithClient(
    <>
      <MarginsTab focusId={null} />
      <Where />
    </>,
    url,
  );
}
const cards = () => screen.getAllByRole('form').map((f) => f.getAttribute('aria-labelledby'));
const pager = () => screen.getByRole('navigation', { name: 'Páginas de productos' });

describe('Márgenes on a phone: search, state and pages in the URL (issue 23)', () => {
  it('shows 20 products a page with Anterior / Siguiente and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('Página 1 de 4');
    expect(cards()).toHaveLength(20);
    expect(within(pager()).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 4')).toBeInTheDocument();
    expect(cards()[0]).toBe('margin-21');
    expect(screen.getByLabelText('URL')).toHaveTextContent('?pagina=2');
    await user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
    expect(cards()).toHaveLength(18);
    expect(within(pager()).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('filters by margin state and searches by name or code, back to page 1', async () => {
    const user = userEvent.setup();
    show('/admin/margenes?pagina=3');
    await screen.findByText('Página 3 de 4');
    await user.selectOptions(screen.getByLabelText('Estado del margen'), 'perdida');
    expect(cards()).toHaveLength(16);
    expect(screen.queryByRole('navigation', { name: 'Páginas de productos' })).toBeNull();
    expect(screen.getByText(/^16 productos$/)).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveTextContent('?estado=perdida');
    await user.type(screen.getByLabelText('Buscar producto por nombre o código'), 'sc-002');
    // SC-0020…0029 match the code; of those, 22 and 27 are at a loss.
    expect(cards()).toEqual(['margin-22', 'margin-27']);
    expect(screen.getByLabelText('URL')).toHaveTextContent('?estado=perdida&q=sc-002');
  });

  it('opens at the state, search and page the URL holds (a reload keeps them)', async () => {
    show('/admin/margenes?estado=sin_costo&pagina=1&q=producto');
    await screen.findAllByRole('form');
    expect(screen.getByLabelText('Estado del margen')).toHaveValue('sin_costo');
    expect(screen.getByLabelText('Buscar producto por nombre o código')).toHaveValue('producto');
    expect(cards()).toHaveLength(16);
    expect(cards().every((id) => PRODUCTS[Number(id?.slice(7)) - 1]?.estado_margen === 'sin_costo')).toBe(true);
  });

  it('reads a page past the end as the last page', async () => {
    show('/admin/margenes?pagina=99');
    expect(await screen.findByText('Página 4 de 4')).toBeInTheDocument();
  });
});
