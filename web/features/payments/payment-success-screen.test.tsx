import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { CUSTOMER, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { productItem, saveCart } from '../cart/cart-test-data';
import { PaymentSuccessScreen } from './payment-success-screen';
import { json, routeFetch, type Handler } from './payment-test-utils';

const P = PAYMENT_MESSAGES;

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderAt(url: string, statusAnswers: Handler | Handler[] = []) {
  const api = routeFetch({ 'GET /api/consultar-pago/': statusAnswers });
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessScreen />} />
        <Route path="/app" element={<h1>Tienda</h1>} />
        <Route path="/historial" element={<h1>Historial</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { api, ...view };
}

/** Lets answered fetches and the timers up to `ms` run inside React's act. */
async function advance(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const approved = () =>
  json(200, { found: true, status: 'APPROVED', pedidoId: 12, fecha: '2026-03-04T20:05:00.000Z' });
const pendingAnswer = () => json(200, { found: true, status: 'PENDING' });

beforeEach(() => {
  vi.useFakeTimers();
  saveSession(CUSTOMER);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentSuccessScreen', () => {
  it('shows an approved payment, empties the cart and goes to the store after 5 s', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => 1);
    saveCart([productItem(1, 12_000, 2)]);
    const { api } = renderAt('/payment-success?id=tx-77&env=test', approved);
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
    expect(api.callsTo('GET /api/consultar-pago/tx-77')).toHaveLength(1);
    expect(shown).toHaveBeenCalledWith(P.approved, { variant: 'success', durationMs: 6_000 });
    const card = screen.getByRole('region', { name: 'Detalles de la transacción' });
    expect(card).toHaveTextContent('ID de transaccióntx-77');
    expect(card).toHaveTextContent('EstadoPagado');
    expect(card).toHaveTextContent('Procesado porWompi');
    expect(card).toHaveTextContent('AmbientePruebas');
    expect(card).toHaveTextContent('Fecha4 de marzo de 2026, 3:05 p. m.');
    expect(card).toHaveTextContent('PedidoSUP-012');
    const steps = screen.getByRole('region', { name: '¿Qué sigue?' });
    expect(steps).toHaveTextContent('máximo 20 minutos');
    expect(steps).toHaveTextContent('domiciliario te llamará');
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/historial',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Te llevaremos a la tienda en 5 segundos.',
    );
    expect(JSON.parse(localStorage.getItem('carrito') ?? 'null')).toEqual([]);
    await advance(4_999);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-success');
    await advance(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/app');
  });

  it('labels a production payment and cancels the redirect when the customer leaves first', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => 1);
    renderAt('/payment-success?id=tx-78&env=prod', approved);
    await advance();
    expect(screen.getByRole('region', { name: 'Detalles de la transacción' })).toHaveTextContent(
      'AmbienteProducción',
    );
    await advance(2_000);
    fireEvent.click(screen.getByRole('link', { name: 'Ver mis pedidos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/historial');
    await advance(10_000);
    expect(screen.getByTestId('location')).toHaveTextContent('/historial');
  });

  it('keeps confirming a pending payment every 10 s until it is approved', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => 1);
    const { api } = renderAt('/payment-success?id=tx-79&env=test', [
      pendingAnswer,
      pendingAnswer,
      approved,
    ]);
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Estamos confirmando tu pago…');
    await advance(9_999);
    expect(api.callsTo('GET /api/consultar-pago/')).toHaveLength(1);
    await advance(1);
    expect(api.callsTo('GET /api/consultar-pago/')).toHaveLength(2);
    await advance(10_000);
    expect(screen.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
  });

  it('gives the slow-payment alert after 30 pending checks', async () => {
    const { api } = renderAt('/payment-success?id=tx-80&env=test', pendingAnswer);
    await advance(29 * 10_000);
    expect(api.callsTo('GET /api/consultar-pago/')).toHaveLength(30);
    expect(screen.getByRole('alert')).toHaveTextContent(P.slowWallet);
    await advance(60_000);
    expect(api.callsTo('GET /api/consultar-pago/')).toHaveLength(30);
  });

  it.each([
    ['DECLINED', P.rejectedTryOther],
    ['ERROR', P.failedTryAgain],
  ])('shows a %s payment with the way back to the store', async (status, message) => {
    saveCart([productItem(1, 12_000, 2)]);
    renderAt('/payment-success?id=tx-81&env=test', () => json(200, { found: true, status }));
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(JSON.parse(localStorage.getItem('carrito') ?? '[]')).toHaveLength(1);
    await advance(10_000);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-success');
  });

  it('says so when the transaction is not the customer’s', async () => {
    const { api } = renderAt('/payment-success?id=tx-82&env=test', () =>
      json(404, { error: P.transactionNotFound, code: 'PAYMENT_NOT_FOUND' }),
    );
    await advance(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent(P.transactionNotFound);
    expect(api.callsTo('GET /api/consultar-pago/')).toHaveLength(1);
  });

  it('asks nothing without a session: the URL alone proves nothing', async () => {
    localStorage.clear();
    const { api } = renderAt('/payment-success?id=tx-83&env=test', approved);
    await advance();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('¡Pago exitoso!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/app');
  });
});
