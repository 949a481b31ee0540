import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarginRow, ProfitabilityDashboard } from '../../../domain/admin-money-views';
import { formatCOP } from '../../../domain/money';
import { toast } from '../../ui/toast';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { MarginsSection } from './margins-section';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() } }));
vi.mock('./profitability-charts', () => ({
  ProfitabilityCharts: ({ data }: { data: ProfitabilityDashboard }) => <p>Gráficas de {data.serie.length} puntos</p>,
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const product = (id: number, nombre: string, extra: Partial<MarginRow> = {}): MarginRow => ({
  id, codigo: `SC-${String(id).padStart(4, '0')}`, nombre, categoria: 'Despensa', precio: 10_000, stock: 5, imagen: null,
  costo_compra: null, margen_objetivo: 25, margen_actual: null, estado_margen: 'sin_costo', precio_sugerido: null,
  descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: null, precio_final: 10_000, ...extra,
});
const PRODUCTS = [
  product(1, 'Arroz 1 kg'),
  product(2, 'Aceite 1 L', { costo_compra: 9_500, margen_actual: 5, estado_margen: 'margen_bajo', precio_sugerido: 12_700 }),
];
const DASHBOARD: ProfitabilityDashboard = {
  periodo: 'mes', fechaInicio: '2026-11-01', fechaFin: '2026-11-25',
  ventasHoy: { total: 50_000, pedidos: 2 }, ventasPeriodo: { total: 1_000_000, pedidos: 40 }, ventasMes: { total: 1_000_000, pedidos: 40 },
  porCobrar: { total: 27_000, pedidos: 3 }, porCobrarHoy: { total: 7_000, pedidos: 1 },
  gastos: { total: 200_000, mensual: 240_000, factorProrrateo: 0.83 },
  margenes: { margenPromedio: 25, margenBruto: 30, margenNeto: 10, utilidadBruta: 300_000, utilidadNeta: 100_000 },
  analisis: { metodoCalculo: 'mixto', productosConCosto: 1, costoCalculado: 500_000, costoEstimado: 200_000 },
  alertas: Array.from({ length: 7 }, (_, i) => ({ id: i === 0 ? 2 : 100 + i, nombre: i === 0 ? 'Aceite 1 L' : `P${i}`, estado: 'margen_bajo' as const, margen_porcentaje: 5 })),
  ventasPrueba: { periodo: { total: 0, pedidos: 0 }, hoy: { total: 0, pedidos: 0 } },
  serie: [{ periodo: '2026-11-01', ventas: 1_000_000, ventasPrueba: 0, pedidos: 40, costo: 700_000, utilidadBruta: 300_000 }],
  topProductos: [], porTorre: [], porMetodo: { efectivo: 400_000, digital: 600_000 },
};

function routes(extra: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/admin/productos/margenes': { success: true, productos: PRODUCTS },
    'PUT /api/admin/productos/1/costo': { success: true, message: 'Costo actualizado' },
    'POST /api/admin/productos/2/precio-sugerido': { success: true, message: 'Precio actualizado a $ 12.700' },
    'PUT /productos/2': { success: true, message: 'Producto actualizado' },
    'GET /api/admin/gastos': { success: true, gastos: [{ id: 4, concepto: 'Arriendo', monto: 1_200_000, tipo: 'fijo', frecuencia: 'mensual', monto_mensual: 1_200_000, fecha_inicio: '2026-11-01', fecha_fin: null, created_at: '2026-11-01T00:00:00.000Z' }] },
    'POST /api/admin/gastos': { success: true, message: 'Gasto agregado' },
    'DELETE /api/admin/gastos/4': { success: true, message: 'Gasto eliminado' },
    'GET /api/admin/rentabilidad/dashboard': DASHBOARD,
    ...extra,
  });
}

describe('MarginsSection', () => {
  it('searches with the shop\u2019s one search and keeps what the name contains after it (issue 43)', async () => {
    routes({
      'GET /api/buscar': { productos: [2], paquetes: [], sugerencias: ['Aceite 1 L'], correccion: 'aceite' },
    });
    renderWithClient(<MarginsSection />, '/admin/margenes?q=aseite');
    expect(await screen.findByText('Aceite 1 L')).toBeInTheDocument();
    expect(screen.queryByText('Arroz 1 kg')).not.toBeInTheDocument();
  });

  it('names the target of the suggested price and says when it is below the current price (issue 41)', async () => {
    const cafe = product(3, 'Café 500 g', {
      costo_compra: 5_000, margen_objetivo: 25, margen_actual: 50, estado_margen: 'margen_alto', precio_sugerido: 6_700,
    });
    routes({ 'GET /api/admin/productos/margenes': { success: true, productos: [cafe] } });
    renderWithClient(<MarginsSection />);
    const form = await screen.findByRole('form', { name: 'Café 500 g' }, { timeout: 5000 });
    expect(within(form).getByText(/^Precio sugerido para/)).toHaveTextContent('Precio sugerido para 25 % de margen: $ 6.700');
    expect(within(form).getByText(/Es más bajo que tu precio actual/)).toHaveTextContent('ya deja 50 % de margen');
    expect(within(form).getByText(/Margen actual/)).toHaveTextContent('Margen actual 50 % · objetivo 25 %');
  });

  it('shows state badges, filters by state and shows the suggested price only when cost and target are above 0', async () => {
    const { calls } = routes();
    renderWithClient(<MarginsSection />);
    const user = userEvent.setup();
    const arroz = await screen.findByRole('form', { name: 'Arroz 1 kg' }, { timeout: 5000 });
    expect(within(arroz).getByText('Sin costo')).toBeInTheDocument();
    expect(within(arroz).queryByText(/Precio sugerido/)).not.toBeInTheDocument();
    await user.type(within(arroz).getByLabelText('Costo de compra'), '7500');
    expect(within(arroz).getByText(/Precio sugerido/)).toHaveTextContent('$ 10.000');
    await user.clear(within(arroz).getByLabelText('Margen objetivo (%)'));
    await user.type(within(arroz).getByLabelText('Margen objetivo (%)'), '0');
    expect(within(arroz).queryByText(/Precio sugerido/)).not.toBeInTheDocument();
    await user.clear(within(arroz).getByLabelText('Margen objetivo (%)'));
    await user.type(within(arroz).getByLabelText('Margen objetivo (%)'), '40');
    await user.click(within(arroz).getByRole('button', { name: 'Guardar costo de Arroz 1 kg' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Costo actualizado'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ costo_compra: 7500, margen_objetivo: 40 });
    await user.selectOptions(screen.getByLabelText('Estado del margen'), 'margen_bajo');
    expect(screen.queryByRole('form', { name: 'Arroz 1 kg' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Aceite 1 L' })).toBeInTheDocument();
  });

  it('asks before applying the suggested price (old, new, resulting margin) and undoes from the toast', async () => {
    const { calls } = routes();
    renderWithClient(<MarginsSection />);
    const user = userEvent.setup();
    const apply = await screen.findByRole('button', { name: /Aplicar precio sugerido .* a Aceite 1 L/ }, { timeout: 5000 });
    await user.click(apply);
    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar el precio sugerido a Aceite 1 L?' });
    expect(dialog).toHaveTextContent('Precio actual$ 10.000');
    expect(dialog).toHaveTextContent('Precio nuevo$ 12.700');
    expect(dialog).toHaveTextContent('Margen resultante25,2 % · Margen normal');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(apply);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, aplicar precio' }));
    await waitFor(() => expect(toast.show).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/productos/2/precio-sugerido')).toBe(true);
    const [message, options] = vi.mocked(toast.show).mock.calls[0]!;
    expect(message).toBe('Precio actualizado a $ 12.700');
    expect(options).toMatchObject({ variant: 'success', action: { label: 'Deshacer' } });
    options!.action!.onClick();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Precio restaurado a ${formatCOP(10_000)}`));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/productos/2')?.body).toEqual({ precio: 10_000, confirmar_precio: true });
  });

  it('adds an expense, refuses a bad amount and deletes one after a confirmation', async () => {
    const { calls } = routes();
    renderWithClient(<MarginsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Gastos operativos' }));
    await user.type(screen.getByLabelText('Concepto'), 'Domiciliario');
    await user.type(screen.getByLabelText('Monto'), '-5');
    await user.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El monto debe ser un número entero de pesos mayor a 0');
    await user.clear(screen.getByLabelText('Monto'));
    await user.type(screen.getByLabelText('Monto'), '300000');
    await user.selectOptions(screen.getByLabelText('Frecuencia'), 'quincenal');
    await user.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gasto agregado'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ concepto: 'Domiciliario', monto: 300000, tipo: 'fijo', frecuencia: 'quincenal' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar gasto Arriendo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gasto eliminado'));
  });

  it('takes an expense\'s own dates and refuses an end before its start (issue 23)', async () => {
    const { calls } = routes();
    renderWithClient(<MarginsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Gastos operativos' }));
    expect(await screen.findByText('Desde 01/11/2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Concepto'), 'Vigilancia');
    await user.type(screen.getByLabelText('Monto'), '600000');
    await user.type(screen.getByLabelText('Desde (vacío: hoy)'), '2026-11-10');
    await user.type(screen.getByLabelText('Hasta (opcional)'), '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha final debe ser igual o posterior a la fecha de inicio');
    await user.clear(screen.getByLabelText('Hasta (opcional)'));
    await user.type(screen.getByLabelText('Hasta (opcional)'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gasto agregado'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ fecha_inicio: '2026-11-10', fecha_fin: '2026-11-30' });
  });

  it('shows the dashboard for the month, asks for both custom dates, lists 5 alerts that open the cost editor', async () => {
    const { calls } = routes();
    renderWithClient(<MarginsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Rentabilidad' }));
    const figures = await screen.findByLabelText('Cifras del periodo');
    expect(figures).toHaveTextContent('Utilidad neta$ 100.000 (10 %)');
    // issue 23: the period's sales are labelled as the period, today's beside them, exact dates
    expect(figures).toHaveTextContent('Ventas hoy$ 50.000 (2 pedidos)');
    expect(figures).toHaveTextContent('Ventas · Este mes$ 1.000.000 (40 pedidos)');
    // issue 23: cash not delivered yet is shown apart from sales
    expect(figures).toHaveTextContent('Por cobrar hoy$ 7.000 (1 pedido)');
    expect(figures).toHaveTextContent('Por cobrar · Este mes$ 27.000 (3 pedidos)');
    expect(figures).not.toHaveTextContent('Ventas del mes');
    expect(figures).toHaveTextContent('Gastos del 01/11/2026 al 25/11/2026$ 200.000');
    expect(screen.getByText(/Del 01\/11\/2026 al 25\/11\/2026, ambos incluidos/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/rentabilidad/dashboard?periodo=mes')).toBe(true);
    expect(await screen.findByText('Gráficas de 1 puntos')).toBeInTheDocument();
    const alerts = within(screen.getByRole('region', { name: 'Alertas de margen' })).getAllByRole('link');
    expect(alerts).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Periodo'), 'personalizado');
    expect(screen.getByRole('alert')).toHaveTextContent('Selecciona las fechas de inicio y fin');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Periodo'), 'mes');
    await user.click(screen.getByRole('link', { name: /Aceite 1 L/ }));
    const cost = await screen.findByLabelText('Costo de compra', { selector: '#costo-2' });
    await waitFor(() => expect(cost).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Márgenes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says how much of the sales were test payments (issue 46)', async () => {
    const ventasPrueba = { periodo: { total: 80_000, pedidos: 3 }, hoy: { total: 20_000, pedidos: 1 } };
    routes({ 'GET /api/admin/rentabilidad/dashboard': { ...DASHBOARD, ventasPrueba } });
    renderWithClient(<MarginsSection />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Rentabilidad' }));
    const figures = await screen.findByLabelText('Cifras del periodo');
    expect(figures).toHaveTextContent('Ventas hoy$ 50.000 (2 pedidos)Incluye $ 20.000 de pagos de prueba');
    expect(figures).toHaveTextContent('Ventas · Este mes$ 1.000.000 (40 pedidos)Incluye $ 80.000 de pagos de prueba');
  });
});
