import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import { ApiError, apiRequest } from '../../app/api-client';
import type { MissingQuestionView } from '../../../domain/missing-items/questions';
import { orderView, productLineView } from '../order-data/order-test-data';
import { MissingQuestionSheet } from './missing-question-sheet';

vi.mock('../../app/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);

function question(over: Partial<MissingQuestionView> = {}): MissingQuestionView {
  return {
    id: 5,
    linea_id: 31,
    producto_nombre: 'Leche entera 1 L',
    faltan: 1,
    propuestas: [
      { producto_id: 8, nombre: 'Leche en bolsa 1 L', precio: 4_500, diferencia: 0 },
      { producto_id: 7, nombre: 'Leche deslactosada 1 L', precio: 5_300, diferencia: 300 },
    ],
    vence_en: new Date(Date.now() + 150_000).toISOString(),
    estado: 'abierta',
    ...over,
  };
}

function order(q: MissingQuestionView, over: Partial<OrderView> = {}): OrderView {
  return {
    ...orderView(12, {
      productos: [{ ...productLineView(1, 'Leche entera 1 L', 2, 5_000), linea_id: 31 }],
    }),
    pregunta_faltante: q,
    ...over,
  };
}

function show(o: OrderView) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MissingQuestionSheet order={o} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});

describe('the resident\u2019s question about a missing product', () => {
  it('asks with the time left and an explicit accept for a dearer replacement', async () => {
    const answered = order(question({ estado: 'aceptada' }), { total: 10_300 });
    request.mockResolvedValue(answered);
    const user = userEvent.setup();
    show(order(question()));
    expect(
      screen.getByRole('dialog', { name: 'Falta Leche entera 1 L … ¿Qué hacemos?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^2:(30|29)$/)).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Leche deslactosada/ }).closest('label'),
    ).toHaveTextContent(/Cuesta \$\s300 más/);
    await user.click(screen.getByRole('radio', { name: /Leche deslactosada/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para elegir este reemplazo acepta pagar la diferencia.',
    );
    expect(request).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Acepto pagar \$\s300 más/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(request).toHaveBeenCalledWith('POST', '/api/pedidos/12/faltantes/5', {
      eleccion: { producto_id: 7, acepta_diferencia: true },
    });
  });

  it('removes the product when asked to', async () => {
    request.mockResolvedValue(order(question({ estado: 'rechazada' })));
    const user = userEvent.setup();
    show(order(question()));
    await user.click(screen.getByRole('radio', { name: 'Quitarlo y no cobrarlo' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(request).toHaveBeenCalledWith('POST', '/api/pedidos/12/faltantes/5', {
      eleccion: { quitar: true },
    });
  });

  it('says what happened once the time ran out', () => {
    show(order(question({ estado: 'vencida' }), { total: 15_000 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se acabó el tiempo: quitamos Leche entera 1 L de tu pedido y no se cobra.',
    );
    expect(screen.getByText(/Nuevo total/)).toHaveTextContent(/\$\s15\.000/);
  });

  it('says why an answer came too late', async () => {
    request.mockRejectedValue(
      new ApiError(
        'Esta pregunta ya se cerró: el pedido siguió sin esperar tu respuesta.',
        409,
        'QUESTION_CLOSED',
      ),
    );
    const user = userEvent.setup();
    show(order(question()));
    await user.click(screen.getByRole('radio', { name: /Leche en bolsa/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta pregunta ya se cerró: el pedido siguió sin esperar tu respuesta.',
    );
  });
});
