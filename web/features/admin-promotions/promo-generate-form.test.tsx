import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import type { PromoCodeView } from '../../../domain/admin-money-views';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { PromoCodeItem } from './promo-code-item';
import { PromoGenerateForm } from './promo-generate-form';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() },
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const generated = {
  'POST /api/admin/codigos-promocionales/generar': {
    message: 'Se generó 1 código',
    nuevos: 1,
    duplicados: 0,
  },
};

describe('PromoGenerateForm', () => {
  it('gives each emptied field its own message and sends nothing', async () => {
    const { calls } = stubApi(generated);
    renderWithClient(<PromoGenerateForm onGenerated={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.clear(screen.getByLabelText('Descuento (%)'));
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(screen.getByLabelText('Cantidad')).toHaveAccessibleDescription(
      'Escribe cuántos códigos generar (entre 1 y 1.000)',
    );
    expect(screen.getByLabelText('Descuento (%)')).toHaveAccessibleDescription(
      'Escribe el porcentaje de descuento (entre 1 y 90)',
    );
    expect(screen.getByLabelText('Cantidad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an expiry before today in Bogotá', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T03:00:00Z') });
    stubApi(generated);
    renderWithClient(<PromoGenerateForm onGenerated={vi.fn()} />);
    const user = userEvent.setup();
    const vence = screen.getByLabelText('Vence el (opcional)');
    expect(vence).toHaveAttribute('min', '2026-11-21');
    await user.type(vence, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(vence).toHaveAccessibleDescription(
      'La fecha de vencimiento debe ser hoy o una fecha futura',
    );
  });

  it('reads one code in the singular and sends the expiry day', async () => {
    const { calls } = stubApi(generated);
    renderWithClient(<PromoGenerateForm onGenerated={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '1');
    await user.type(screen.getByLabelText('Vence el (opcional)'), '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Generar códigos?' });
    expect(dialog).toHaveTextContent(
      'Se generará 1 código de 10 % de tipo Bienvenida, válido hasta el 31 de diciembre de 2099.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sí, generar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      cantidad: 1,
      descuento: 10,
      tipo: 'bienvenida',
      vence_el: '2099-12-31',
    });
  });
});

describe('PromoCodeItem', () => {
  it('counts one code in the singular above the list', () => {
    expect(ADMIN_MESSAGES.adminMoney.showing(1, 1)).toBe('Mostrando 1 de 1 código');
    expect(ADMIN_MESSAGES.adminMoney.showing(100, 120)).toBe('Mostrando 100 de 120 códigos');
  });

  const used: PromoCodeView = {
    codigo: 'SC2026GUSED2',
    tipo: 'general',
    descuento: 15,
    usado: true,
    activo: true,
    fecha_creacion: '2026-11-21T10:05:00.000Z',
    fecha_uso: '2026-11-21T15:00:00.000Z',
    vence_el: '2026-11-30',
    usado_por: { nombre: 'Ana María Rojas', torre: 3, apartamento: '1203' },
    pedido_id: 12,
  };

  it('says who used a code and links to the order it went on', () => {
    render(
      <MemoryRouter>
        <ul>
          <PromoCodeItem code={used} onCopy={vi.fn()} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(/Ana María Rojas · Torre 3, apto 1203/)).toBeInTheDocument();
    expect(screen.getByText(/Vence el 30 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedido SUP-012' })).toHaveAttribute(
      'href',
      '/admin/entregas?pedido=12',
    );
  });
});
