import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResidentDetailView } from '../../../domain/resident-views';
import { toast } from '../../ui/toast';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { ResidentDialog } from './resident-dialog';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ANA: ResidentDetailView = {
  usuario: {
    id: 7, nombre: 'Ana Rojas', email: 'ana@correo.co', telefono: '3001234567', direccion: 'Torre 2 · Piso 5 · Apto 502',
    rol: 'cliente', fecha_registro: '2026-10-01T15:00:00.000Z', puntos_disponibles: 40, puntos_totales: 620, nivel: 'PLATA',
  },
  pedidos: [{ id: 12, codigo: 'SUP-012', fecha: '2026-11-20T15:00:00.000Z', estado: 'entregado', total: 25_000, pago: 'Nequi' }],
  pedidos_total: 1,
  compras: { pedidos: 3, total_gastado: 1_250_500, ticket_promedio: 416_833, ultimo_pedido: { codigo: 'SUP-012', fecha: '2026-11-21T02:00:00.000Z' } },
  movimientos: [
    { id: 3, fecha: '2026-11-21T15:00:00.000Z', tipo: 'adjusted', etiqueta: 'Ajuste de la tienda', puntos: -10, pedido: null, nota: 'Corrección' },
    { id: 2, fecha: '2026-11-20T15:00:00.000Z', tipo: 'earned', etiqueta: 'Compra', puntos: 50, pedido: 'SUP-012', nota: null },
  ],
  consentimientos: [{ tipo: 'privacy', aceptado: true, version: '2026-10', fecha: '2026-10-01T15:00:00.000Z' }],
  solicitudes: [],
};

describe('a resident’s ficha', () => {
  it('shows orders, level, the ledger with the shop’s reasons, and consents', async () => {
    stubApi({ 'GET /api/admin/usuarios/7': ANA });
    renderWithClient(<ResidentDialog userId={7} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ana Rojas' });
    expect(dialog).toHaveTextContent('Torre 2 · Piso 5 · Apto 502 · Cliente');
    expect(dialog).toHaveTextContent('Plata (620 acumulados)');
    const ledger = within(dialog).getByRole('region', { name: 'Movimientos de puntos' });
    expect(ledger).toHaveTextContent('Ajuste de la tiendaCorrección');
    expect(ledger).toHaveTextContent('−10');
    expect(ledger).toHaveTextContent('Compra · SUP-012');
    expect(ledger).toHaveTextContent('+50');
    expect(within(dialog).getByRole('region', { name: 'Pedidos' })).toHaveTextContent('SUP-012');
    expect(dialog).toHaveTextContent('Tratamiento de datos: aceptado');
  });

  it('shows total spent, average ticket, orders that count and the last order in Bogotá', async () => {
    stubApi({ 'GET /api/admin/usuarios/7': ANA });
    renderWithClient(<ResidentDialog userId={7} onClose={() => {}} />);
    const purchases = await screen.findByRole('region', { name: 'Compras' });
    const value = (term: string) => within(purchases).getByText(term).nextElementSibling;
    expect(value('Total gastado')).toHaveTextContent(/^\$\s1\.250\.500$/);
    expect(value('Ticket promedio')).toHaveTextContent(/^\$\s416\.833$/);
    expect(value('Pedidos que cuentan')).toHaveTextContent('3');
    // 02:00 UTC on the 21st is still the 20th in Bogotá.
    expect(value('Último pedido')).toHaveTextContent('SUP-012 · 20 de noviembre de 2026');
  });

  it('refuses a deduction below zero before calling, then saves a valid one with its reason', async () => {
    const { calls } = stubApi({
      'GET /api/admin/usuarios/7': ANA,
      'POST /api/admin/usuarios/7/puntos': { success: true, puntos_disponibles: 70, message: 'Sumaste 30 puntos. Saldo: 70' },
    });
    const user = userEvent.setup();
    renderWithClient(<ResidentDialog userId={7} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Ajustar puntos' });
    await user.type(within(form).getByLabelText('Puntos'), '-50');
    await user.type(within(form).getByLabelText('Motivo (lo verá la persona)'), 'Corrección');
    await user.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('No puedes quitar más de los 40 puntos que tiene disponibles');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Puntos'));
    await user.type(within(form).getByLabelText('Puntos'), '30');
    await user.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sumaste 30 puntos. Saldo: 70'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ puntos: 30, motivo: 'Corrección' });
  });
});
