import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { priceCartItems } from '../cart/cart-pricing';
import { productItem } from '../cart/cart-test-data';
import { PaymentModal, type PaymentModalProps } from './payment-modal';
import { json, paymentConfig, routeFetch, type Handler } from './payment-test-utils';
import type { PaymentConfig } from './payments-api';

// The payment modal rendered in a signed-in store with a routed fetch (tests only).

const DELIVERY = {
  torre_entrega: 1,
  piso_entrega: 5,
  apartamento_entrega: '502',
  telefono_contacto: '3001112233',
};

/** The modal as the store holds it: open at first, closable, and reopened by a button. */
function Reopenable(props: Omit<PaymentModalProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir el pago
      </button>
      <PaymentModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

export function setup(
  routes: Record<string, Handler | Handler[]>,
  {
    config = paymentConfig(),
    props = {},
  }: { config?: PaymentConfig; props?: Partial<PaymentModalProps> } = {},
) {
  saveSession(CUSTOMER);
  const api = routeFetch({
    'GET /auth/profile': () => json(200, { user: CUSTOMER }),
    'GET /api/pagos/configuracion': () => json(200, config),
    ...routes,
  });
  const onApproved = vi.fn();
  const onOpenChange = vi.fn();
  renderWithSession(
    <Reopenable
      onOpenChange={onOpenChange}
      cart={[productItem(1, 12_000, 2)]}
      breakdown={priceCartItems([productItem(1, 12_000, 2)], 'digital')}
      totals={{
        subtotal: 24_000,
        total: 24_000,
        descuento_cupon: 0,
        descuento_canje: 0,
        costo_envio: 0,
      }}
      promoCode={null}
      canjeCode={null}
      delivery={DELIVERY}
      onApproved={onApproved}
      {...props}
    />,
    { path: '/app' },
  );
  return { api, onApproved, onOpenChange, user: userEvent.setup() };
}

export async function acceptDocuments(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('checkbox', { name: 'Acepto los términos y condiciones de Wompi' }),
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos personales' }),
  );
}

export async function payCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
  await acceptDocuments(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  await user.type(screen.getByRole('textbox', { name: 'Número de tarjeta' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Mes' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Año' }), '39');
  await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Nombre del titular' }), 'camila rojas');
  await user.click(screen.getByRole('button', { name: 'Pagar $\u00a024.000' }));
}

export const created = (extra: object = {}) =>
  json(201, {
    success: true,
    transactionId: 'tx-1',
    referencia: 'SC-PAY-1',
    status: 'PENDING',
    ...extra,
  });
