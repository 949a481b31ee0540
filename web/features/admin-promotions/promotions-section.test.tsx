import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarginRow, PopupRow, PromoCodeView } from '../../../domain/admin-money-views';
import { toast } from '../../ui/toast';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { PromotionsSection } from './promotions-section';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const code = (codigo: string, usado = false): PromoCodeView => ({
  codigo, tipo: 'bienvenida', descuento: 10, usado, activo: true, fecha_creacion: '2026-11-25T10:00:00.000Z', fecha_uso: null,
  vence_el: null, usado_por: null, pedido_id: null,
});
const CODES = Array.from({ length: 120 }, (_, i) => code(`SC2026B${String(i).padStart(5, 'A')}`));
const codeRoutes = {
  'GET /api/admin/codigos-promocionales/stats': { total: 120, usados: 1, disponibles: 119 },
  'GET /api/admin/codigos-promocionales/lista': { codigos: CODES, total: 120 },
  'POST /api/admin/codigos-promocionales/generar': { message: 'Se generaron 50 códigos', nuevos: 50, duplicados: 2 },
  'DELETE /api/admin/codigos-promocionales/eliminar': { message: 'Se eliminaron 3 códigos no usados', eliminados: 3 },
};

const product = (id: number, nombre: string, extra: Partial<MarginRow> = {}): MarginRow => ({
  id, codigo: `SC-${String(id).padStart(4, '0')}`, nombre, categoria: 'Lácteos', precio: 10_000, stock: 5, imagen: null,
  costo_compra: null, margen_objetivo: 25, margen_actual: null, estado_margen: 'sin_costo', precio_sugerido: null,
  descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: null, precio_final: 10_000, ...extra,
});

describe('PromotionsSection', () => {
  it('has three accessible tabs moved with the arrow keys', async () => {
    stubApi(codeRoutes);
    renderWithClient(<PromotionsSection />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Códigos raspa y gana', 'Popup del día', 'Descuentos por producto']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Popup del día' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Popup del día');
  });

  it('generates codes after a confirmation, sends the form values and shows new and duplicate counts', async () => {
    const { calls } = stubApi(codeRoutes);
    renderWithClient(<PromotionsSection />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Cantidad')).toHaveValue(100);
    expect(screen.getByLabelText('Descuento (%)')).toHaveValue(10);
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '50');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'general');
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Generar códigos?' });
    expect(dialog).toHaveTextContent('Se generarán 50 códigos de 10 % de tipo General, sin vencimiento.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, generar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ cantidad: 50, descuento: 10, tipo: 'general' });
    expect(await screen.findByRole('status')).toHaveTextContent('Nuevos: 50 · Duplicados descartados: 2');
  });

  it('refuses a quantity out of range without calling the server', async () => {
    const { calls } = stubApi(codeRoutes);
    renderWithClient(<PromotionsSection />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '10001');
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(screen.getByLabelText('Cantidad')).toHaveAccessibleDescription('La cantidad debe estar entre 1 y 1.000 códigos por lote');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the stats and only the first 100 codes with the total, filtered by state', async () => {
    const { calls } = stubApi(codeRoutes);
    renderWithClient(<PromotionsSection />);
    expect(await screen.findByText('Mostrando 100 de 120 códigos')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Copiar / })).toHaveLength(100);
    const stats = screen.getByLabelText('Resumen de códigos');
    expect(within(stats).getByText('119')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Mostrar'), 'usados');
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('lista?estado=usados'))).toBe(true));
  });

  it('copies a code with the legacy textarea when the Clipboard API is missing', async () => {
    stubApi(codeRoutes);
    const user = userEvent.setup(); // installs its own clipboard: remove it after
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    renderWithClient(<PromotionsSection />);
    await user.click(await screen.findByRole('button', { name: `Copiar ${CODES[0]?.codigo}` }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(toast.success).toHaveBeenCalledWith(`Código ${CODES[0]?.codigo} copiado`);
  });

  it('downloads the CSV as a blob with the server file name', async () => {
    stubApi({
      ...codeRoutes,
      'GET /api/admin/codigos-promocionales/lista?estado=todos&formato=csv': () =>
        new Response('CODIGO,ESTADO\n', { headers: { 'content-disposition': 'attachment; filename="codigos-todos-2026-11-25.csv"' } }),
    });
    const create = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithClient(<PromotionsSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Descargado codigos-todos-2026-11-25.csv'));
    expect(create).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
  });

  it('deletes unused codes of one type after a confirmation', async () => {
    const { calls } = stubApi(codeRoutes);
    renderWithClient(<PromotionsSection />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Cuáles'), 'usuario_unico');
    await user.click(screen.getByRole('button', { name: 'Eliminar códigos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Se eliminaron 3 códigos no usados'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ tipo_eliminacion: 'por_tipo', tipo: 'usuario_unico' });
  });

  it('publishes a popup with a live image preview, and deactivates the active one', async () => {
    const active: PopupRow = { id: 3, titulo: 'Fruta fresca', descripcion: '2x1', imagen_url: null, activa: true, created_at: '2026-11-25T10:00:00.000Z' };
    const { calls } = stubApi({
      'GET /api/admin/promociones-popup': { success: true, promociones: [active] },
      'POST /api/admin/promociones-popup': { success: true, message: 'Promoción publicada' },
      'PUT /api/admin/promociones-popup/desactivar': { success: true, message: 'Promoción desactivada', desactivadas: 1 },
    });
    renderWithClient(<PromotionsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Popup del día' }));
    await user.click(screen.getByRole('button', { name: 'Publicar promoción' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El título es obligatorio');
    await user.type(screen.getByLabelText('Título'), 'Semana del café');
    await user.type(screen.getByLabelText('URL de la imagen'), 'https://img.example/cafe.jpg');
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'https://img.example/cafe.jpg');
    await user.click(screen.getByRole('button', { name: 'Publicar promoción' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Promoción publicada'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ titulo: 'Semana del café', imagen_url: 'https://img.example/cafe.jpg' });
    await user.click(await screen.findByRole('button', { name: 'Desactivar promoción' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('shows 8 products, finds the rest by search, previews the store price and sends 0 when inactive', async () => {
    const products = Array.from({ length: 10 }, (_, i) => product(i + 1, `Producto ${i + 1}`));
    products[9] = product(10, 'Queso campesino', { descuento_activo: true, descuento_porcentaje: 20, descuento_badge_texto: 'Oferta especial', precio: 9_999 });
    const { calls } = stubApi({
      'GET /api/admin/productos/margenes': { success: true, productos: products },
      'PUT /api/admin/productos/10/descuento': { success: true, message: 'Descuento actualizado' },
    });
    renderWithClient(<PromotionsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Descuentos por producto' }));
    expect(await screen.findAllByRole('button', { name: /^Guardar descuento/ })).toHaveLength(8);
    expect(screen.getByText('Y 2 productos más: usa la búsqueda para encontrarlos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar producto'), 'queso');
    const form = await screen.findByRole('form', { name: 'Queso campesino' });
    // round(9999 × 0.8) = 7999.2 → 7999, as the store computes it.
    expect(within(form).getByText(/Precio en la tienda/)).toHaveTextContent('7.999');
    await user.click(within(form).getByLabelText('Descuento activo'));
    expect(within(form).getByText(/Precio en la tienda/)).toHaveTextContent('9.999');
    await user.click(within(form).getByRole('button', { name: /Guardar descuento/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: 'Oferta especial' });
  });
});
