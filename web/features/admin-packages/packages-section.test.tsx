import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackageView, MarginRow } from '../../../domain/admin-money-views';
import { toast } from '../../ui/toast';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { PackagesSection } from './packages-section';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const product = (id: number, nombre: string, precio: number, stock: number): MarginRow => ({
  id, codigo: `SC-${String(id).padStart(4, '0')}`, nombre, categoria: 'Despensa', precio, stock, imagen: null,
  costo_compra: null, margen_objetivo: 25, margen_actual: null, estado_margen: 'sin_costo', precio_sugerido: null,
  descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: null, precio_final: precio,
});
const CATALOGUE = [
  product(1, 'Arroz 1 kg', 5_000, 9),
  product(2, 'Aceite 1 L', 10_000, 4),
  ...Array.from({ length: 6 }, (_, i) => product(10 + i, `Arepa ${i + 1}`, 1_000, 50)),
];
const DESAYUNO: AdminPackageView = {
  id: 7, nombre: 'Desayuno', descripcion: '', precio_paquete: 18_000, precio_individual_total: 20_000, ahorro_monto: 2_000,
  ahorro_porcentaje: 10, stock_paquetes_disponibles: 4, categoria: 'basicos', imagen: null, activo: true,
  fecha_inicio: null, fecha_fin: null, productos_incluidos: [{ producto_id: 2, nombre: 'Aceite 1 L', imagen: null, cantidad: 2 }],
};

function routes(extra: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/admin/paquetes': { success: true, paquetes: [DESAYUNO] },
    'GET /api/admin/productos/margenes': { success: true, productos: CATALOGUE },
    'POST /api/admin/paquetes': { success: true, message: 'Paquete creado' },
    'PUT /api/admin/paquetes/7': { success: true, message: 'Paquete actualizado' },
    ...extra,
  });
}

async function openNew() {
  const user = userEvent.setup();
  renderWithClient(<PackagesSection />);
  await screen.findByRole('heading', { name: 'Desayuno' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Nuevo paquete' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo paquete' });
  return { user, dialog };
}

describe('PackagesSection', () => {
  it('shows each package as a card with its saving and buildable count', async () => {
    routes();
    renderWithClient(<PackagesSection />);
    const card = (await screen.findByRole('heading', { name: 'Desayuno' }, { timeout: 5000 })).closest('li');
    expect(card).toHaveTextContent('Ahorras $ 2.000 (10 %)');
    expect(card).toHaveTextContent('Se pueden armar 4 paquetes');
    expect(card).toHaveTextContent('· Básicos');
    expect(card).not.toHaveTextContent('basicos');
    expect(within(card as HTMLElement).getByRole('button', { name: 'Editar Desayuno' })).toBeInTheDocument();
  });

  it('asks for at least one product, searches showing 5 matches, adds one more on a second add and removes at 0', async () => {
    const { calls } = routes();
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Mercado');
    await user.type(within(dialog).getByLabelText('Precio del paquete'), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Crear paquete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Debe agregar al menos un producto al paquete');
    const search = within(dialog).getByLabelText('Buscar producto para agregar');
    await user.type(search, 'zzz');
    expect(within(dialog).getByText('No se encontraron productos')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'arepa');
    expect(within(within(dialog).getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole('button')).toHaveLength(5);
    await user.clear(search);
    await user.type(search, 'arroz');
    const add = within(dialog).getByRole('button', { name: /Arroz 1 kg/ });
    await user.click(add);
    await user.click(add);
    expect(within(dialog).getByLabelText('Cantidad de Arroz 1 kg')).toHaveValue(2);
    const summary = within(dialog).getByLabelText('Resumen del paquete');
    expect(summary).toHaveTextContent('Precio individual$ 10.000');
    expect(summary).toHaveTextContent('AhorroNinguno: cuesta $ 2.000 más');
    expect(summary).toHaveTextContent('Disponibles hoy4');
    await user.clear(within(dialog).getByLabelText('Cantidad de Arroz 1 kg'));
    await user.type(within(dialog).getByLabelText('Cantidad de Arroz 1 kg'), '0');
    expect(within(dialog).queryByLabelText('Cantidad de Arroz 1 kg')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('finds products with the shop\u2019s one search, typos included, best first (issue 43)', async () => {
    const { calls } = routes({
      'GET /api/buscar': (c: { path: string }) => {
        const q = new URL(c.path, 'http://x').searchParams.get('q');
        return { productos: q === 'aseite' ? [2] : [], paquetes: [], sugerencias: [], correccion: q === 'aseite' ? 'aceite' : null };
      },
    });
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByLabelText('Buscar producto para agregar'), 'aseite');
    const results = await within(dialog).findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(results).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Agregar Aceite 1 L, $\u00a010.000',
    ]);
    expect(calls.some((c) => c.path.startsWith('/api/buscar?q=aseite&limite=500'))).toBe(true);
  });

  it('asks to confirm a saving under 5 % and then creates the package', async () => {
    const { calls } = routes();
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Mercado');
    await user.type(within(dialog).getByLabelText('Precio del paquete'), '9700');
    await user.type(within(dialog).getByLabelText('Buscar producto para agregar'), 'aceite');
    await user.click(within(dialog).getByRole('button', { name: /Aceite 1 L/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear paquete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ahorro bajo' });
    expect(confirm).toHaveTextContent('El ahorro es muy bajo (3%). ¿Continuar?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Sí, continuar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paquete creado'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      nombre: 'Mercado', precio_paquete: 9700, categoria: 'general', activo: true, productos: [{ producto_id: 2, cantidad: 1 }],
    });
  });

  it('says a package dearer than its products has no saving, instead of a low one of 0 %', async () => {
    const { calls } = routes();
    const { user, dialog } = await openNew();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Caro');
    await user.type(within(dialog).getByLabelText('Precio del paquete'), '12000');
    await user.type(within(dialog).getByLabelText('Buscar producto para agregar'), 'aceite');
    await user.click(within(dialog).getByRole('button', { name: /Aceite 1 L/ }));
    expect(within(dialog).getByLabelText('Resumen del paquete')).toHaveTextContent(
      'AhorroNinguno: cuesta $ 2.000 más',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear paquete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sin ahorro' });
    expect(confirm).toHaveTextContent(
      'El paquete cuesta $ 2.000 más que sus productos por separado: no hay ahorro. ¿Continuar?',
    );
    expect(confirm).not.toHaveTextContent('El ahorro es muy bajo');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a package keeping its products and shows the server error in the dialog', async () => {
    const { calls } = routes({
      'PUT /api/admin/paquetes/7': () => new Response(JSON.stringify({ error: 'Producto inválido en el paquete', code: 'PRODUCT_NOT_FOUND' }), { status: 422 }),
    });
    const user = userEvent.setup();
    renderWithClient(<PackagesSection />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nuevo paquete' })).toBeEnabled());
    await user.click(await screen.findByRole('button', { name: 'Editar Desayuno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar paquete' });
    expect(within(dialog).getByLabelText('Cantidad de Aceite 1 L')).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Producto inválido en el paquete');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ precio_paquete: 18_000, productos: [{ producto_id: 2, cantidad: 2 }] });
  });

  it('deletes after a confirmation and says when the package was retired', async () => {
    routes({
      'DELETE /api/admin/paquetes/7': { success: true, retirado: true, message: 'El paquete aparece en pedidos: se retiró de la tienda y se conserva en el historial' },
    });
    const user = userEvent.setup();
    renderWithClient(<PackagesSection />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Desayuno' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Eliminar paquete?' })).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('se retiró')));
  });
});
