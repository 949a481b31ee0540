import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../app/api-client';
import { CUSTOMER } from '../../app/session-testing';
import { priceCartItems } from '../cart/cart-pricing';
import { DeliveryDataModal } from './delivery-data-modal';
import type { MissingChoice } from './missing-choice';
import { buildCashOrder, type CheckoutItem } from './order-body';

vi.mock('../../app/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);

const milk: CheckoutItem = {
  id: 1,
  nombre: 'Leche entera 1 L',
  precio: 4_000,
  precio_original: 4_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 2,
};
const bread: CheckoutItem = {
  ...milk,
  id: 2,
  nombre: 'Pan tajado',
  precio: 6_000,
  precio_original: 6_000,
};

/** The delivery step with the checkout's hold of the choice, as CheckoutDialogs gives it. */
function Step({
  profile,
  onConfirmed,
}: {
  profile: object;
  onConfirmed(m: MissingChoice | null): void;
}) {
  const [missing, setMissing] = useState<MissingChoice | null>(null);
  const latest = { current: missing };
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DeliveryDataModal
        open
        method="efectivo"
        user={{ ...CUSTOMER, ...profile }}
        previous={null}
        onDeliveryConfirmed={() => onConfirmed(latest.current)}
        onBackToCart={() => {}}
        onClose={() => {}}
        missing={{
          value: missing,
          items: [milk, bread],
          onChange: (m) => {
            latest.current = m;
            setMissing(m);
          },
        }}
      />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  request.mockReset();
});

describe('"Si falta algo" at checkout', () => {
  it('pre-selects "Preguntarme" for a resident who never chose, and confirms it', async () => {
    const onConfirmed = vi.fn();
    render(<Step profile={{ faltantes_preferencia: null }} onConfirmed={onConfirmed} />);
    const group = screen.getByRole('group', { name: 'Si falta algo' });
    expect(within(group).getByRole('radio', { name: 'Preguntarme' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onConfirmed).toHaveBeenCalledWith({ preferencia: 'preguntar', reemplazos: {} });
  });

  it('pre-selects the remembered default and takes a line\u2019s own replacement from its proposals', async () => {
    request.mockResolvedValue({
      reemplazos: [{ id: 7, nombre: 'Leche deslactosada 1 L', precio: 4_300 }],
    });
    const onConfirmed = vi.fn();
    const user = userEvent.setup();
    render(<Step profile={{ faltantes_preferencia: 'quitar' }} onConfirmed={onConfirmed} />);
    expect(screen.getByRole('radio', { name: 'Quitarlo y no cobrarlo' })).toBeChecked();
    // Compact: one closed disclosure, then one line per product.
    await user.click(screen.getByText('Elegir reemplazo por producto (opcional)'));
    await user.click(screen.getByText('Leche entera 1 L', { selector: 'summary span span' }));
    const milkChoice = screen.getByRole('radiogroup', { name: 'Si no hay Leche entera 1 L' });
    await user.click(
      await within(milkChoice).findByRole('radio', { name: /Leche deslactosada 1 L/ }),
    );
    expect(request).toHaveBeenCalledWith(
      'GET',
      '/api/productos/1/reemplazos',
      undefined,
      expect.anything(),
    );
    expect(screen.getByText(/Si no hay: Leche deslactosada 1 L/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onConfirmed).toHaveBeenCalledWith({
      preferencia: 'quitar',
      reemplazos: { 1: { producto_id: 7 } },
    });
  });
});

describe('buildCashOrder with the choice', () => {
  it('sends the order\u2019s preference and each product line\u2019s own choice', () => {
    const items = [milk, bread];
    const body = buildCashOrder({
      items,
      breakdown: priceCartItems(items.map((i) => ({ ...i, stock: 10 })) as never, 'efectivo', {
        promoPercent: null,
        pointsValue: 0,
      }),
      delivery: { torre_entrega: 1, piso_entrega: 5, apartamento_entrega: '502' },
      email: 'ana@example.com',
      promoCode: null,
      canjeCode: null,
      missing: { preferencia: 'reemplazar', reemplazos: { 2: { no_reemplazar: true } } },
    });
    expect(body.faltantes_preferencia).toBe('reemplazar');
    expect(body.productos.map((l) => l.reemplazo)).toEqual([undefined, { no_reemplazar: true }]);
  });
});
