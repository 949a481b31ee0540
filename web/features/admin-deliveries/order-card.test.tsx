import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { orderView, packageLineView } from '../order-data/order-test-data';
import { OrderCard } from './order-card';

const order = (over: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(12),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
  ...over,
});
const none = () => {};
const show = (o: AdminOrderView) =>
  render(
    <MemoryRouter>
      <OrderCard
        order={o}
        now={new Date('2026-11-21T15:10:00.000Z')}
        onDetail={none}
        onDeliver={none}
        onCancel={none}
        onOnTheWay={none}
      />
    </MemoryRouter>,
  );

describe('the board’s order card', () => {
  it('offers no Cancelar to a role that may not cancel (issue 39: a repartidor)', () => {
    render(
      <MemoryRouter>
        <OrderCard order={order({})} now={new Date('2026-11-21T15:10:00.000Z')} onDetail={none} onDeliver={none} onOnTheWay={none} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /Marcar entregado/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancelar/ })).toBeNull();
  });

  it('shows what each package holds and links to the packing list (issue 24)', () => {
    show(
      order({
        productos: [
          packageLineView(4, 'Antojo de arepas', 2, 16_000, {
            origen: 'pedido',
            productos: [
              { producto_id: 1, nombre: 'Arepas de maíz', cantidad: 2 },
              { producto_id: 2, nombre: 'Queso campesino', cantidad: 1 },
            ],
          }),
        ],
      }),
    );
    const contents = screen.getByRole('list', { name: 'Contenido de Antojo de arepas' });
    expect(contents).toHaveTextContent('2 × Arepas de maíz');
    expect(contents).toHaveTextContent('1 × Queso campesino');
    expect(screen.getByText('Cada paquete trae:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Alistar\s*SUP-012$/ })).toHaveAttribute(
      'href',
      '/admin/entregas?alistar=12',
    );
  });

  it('labels contents read from today’s package', () => {
    show(
      order({
        productos: [
          packageLineView(4, 'Antojo de arepas', 1, 16_000, {
            origen: 'paquete_actual',
            productos: [{ producto_id: 1, nombre: 'Arepas de maíz', cantidad: 2 }],
          }),
        ],
      }),
    );
    expect(
      screen.getByText('Pedido anterior a este registro: contenido según el paquete actual.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cada paquete trae:')).toBeNull();
  });

  it('marks a pending priority order', () => {
    show(order({ prioritario: true }));
    expect(screen.getByRole('article', { name: /^SUP-012\s*Prioritario$/ })).toBeInTheDocument();
  });

  it.each([
    [{ estado: 'pendiente', etapa: 'recibido' }, 'Pendiente'],
    [{ estado: 'pendiente', etapa: 'en_camino' }, 'En camino'],
    [{ estado: 'entregado', etapa: 'en_camino' }, 'Entregado'],
  ] as const)('names one state: %j reads %s', (over, label) => {
    show(order(over));
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(header.textContent).toBe(`SUP-012${label}`);
  });

  it('leaves an ordinary order and a finished priority one unmarked', () => {
    show(order({ prioritario: true, estado: 'entregado' }));
    expect(screen.queryByText('Prioritario')).not.toBeInTheDocument();
  });
});

describe('the board’s payment names', () => {
  it.each([
    ['CARD', 'Tarjeta'],
    ['NEQUI', 'Nequi'],
    ['DAVIPLATA', 'DaviPlata'],
    ['PSE', 'PSE'],
  ])('names the payment %s as the shop does (%s)', (method, name) => {
    show(order({ metodo_pago: method, payment_method: method, estado_pago: 'APPROVED' }));
    expect(screen.getByText(/^Pagado en línea/)).toHaveTextContent(`Pagado en línea (${name})`);
    if (method !== name) expect(screen.queryByText(new RegExp(`\\(${method}\\)`))).toBeNull();
  });
});

describe('the board’s cash line', () => {
  it.each([
    ['pendiente', 'Cobrar en efectivo'],
    ['entregado', 'Cobrado en efectivo'],
    ['cancelado', 'Efectivo sin cobrar (cancelado)'],
  ] as const)('a %s cash order reads "%s"', (estado, text) => {
    show(order({ estado, total: 18_000 }));
    expect(screen.getByText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}:`)).textContent).toBe(
      `${text}: $\u00a018.000`,
    );
    if (estado === 'entregado') expect(screen.queryByText(/Cobrar en efectivo/)).toBeNull();
  });
});

describe('the board’s cash rounding (issue 41)', () => {
  it('says in words that the rounding favours the resident, never "Ajuste al peso"', () => {
    show(order({ total: 47_300, ajuste_redondeo: 20 }));
    expect(screen.getByText(/^Cobrar en efectivo:/).textContent).toBe('Cobrar en efectivo: $\u00a047.300');
    expect(screen.getByText(/^Redondeado a favor del residente desde/).textContent).toBe(
      'Redondeado a favor del residente desde $\u00a047.320',
    );
    expect(screen.queryByText(/Ajuste al peso/)).toBeNull();
  });
});

describe('the board’s payment line says what happened to the money (issue 41)', () => {
  it.each([
    [{ estado: 'cancelado', reembolso: { estado: 'anulado', monto: 33_400, fecha: null, referencia: null } }, 'Cobro anulado (Tarjeta) · $ 33.400'],
    [{ estado: 'cancelado', reembolso: { estado: 'pendiente', monto: 33_400, fecha: null, referencia: null } }, 'Por reembolsar (Tarjeta) · $ 33.400'],
    [{ estado: 'entregado', reembolso: null }, 'Pagado en línea (Tarjeta) · $ 33.400'],
  ] as const)('a card order %j reads "%s", on the card', (over, text) => {
    const card = order({
      metodo_pago: 'CARD',
      payment_method: 'CARD',
      estado_pago: 'APPROVED',
      total: 33_400,
      ...over,
    });
    show(card);
    expect(screen.getByText(text.split(' · ')[0]!, { exact: false })).toHaveTextContent(text);
    if (over.estado === 'cancelado') expect(screen.queryByText(/Pagado en línea/)).toBeNull();
  });
});

describe('what a finished order offers (issue 41)', () => {
  it.each(['cancelado', 'entregado'] as const)('a %s order offers no "Alistar"', (estado) => {
    show(order({ estado }));
    expect(screen.queryByRole('link', { name: /Alistar/ })).toBeNull();
  });

  it('a pending order still offers "Alistar"', () => {
    show(order({}));
    expect(screen.getByRole('link', { name: /^Alistar\s*SUP-012$/ })).toBeInTheDocument();
  });
});

describe('the board’s gifts (issue 41)', () => {
  const bag = { codigo: 'CANJE-K7QM2X', nombre: 'Bolsa reutilizable', puntos: 250, canjeado: '2026-11-21T15:00:00.000Z', entregado: null };
  it('says which gift a pending order must take, and that a delivered one gave it', () => {
    const { unmount } = show(order({ obsequios: [bag] }));
    expect(screen.getByText(/^Regalo por entregar:/)).toHaveTextContent('Regalo por entregar: Bolsa reutilizable');
    unmount();
    show(order({ estado: 'entregado', obsequios: [{ ...bag, entregado: '2026-11-21T15:20:00.000Z' }] }));
    expect(screen.getByText(/^Regalo entregado:/)).toHaveTextContent('Regalo entregado: Bolsa reutilizable');
  });

  it('counts a scheduled order down to its slot’s end, not to the 20-minute promise (issue 45)', () => {
    // Placed at 10:05 Bogotá for the 10:30–11:00 slot, moved to the pending lane; now 10:10.
    const { unmount } = show(
      order({
        entrega_programada: {
          inicio: '2026-11-21T15:30:00.000Z',
          fin: '2026-11-21T16:00:00.000Z',
          etiqueta: 'Sábado 21 de noviembre, 10:30 a. m. – 11:00 a. m.',
        },
        programado_activo: true,
      }),
    );
    expect(screen.getByText('Faltan 50 min')).toBeInTheDocument();
    expect(screen.queryByText('Faltan 15 min')).toBeNull();
    unmount();
    // An order for as soon as possible keeps the promise: placed 10:05, due 10:25.
    show(order({}));
    expect(screen.getByText('Faltan 15 min')).toBeInTheDocument();
  });
});
