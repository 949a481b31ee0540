import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { PointsRedeemBox } from './points-redeem-box';
import { redeemErrorMessage, type Redemption } from './use-redemption';

function redemption(overrides: Partial<Redemption> = {}): Redemption {
  return {
    summary: { puntos_disponibles: 120, puntos_totales: 620, nivel: 'PLATA', multiplicador: 1.2 },
    canje: null,
    busy: false,
    error: null,
    redeem: vi.fn(),
    cancel: vi.fn(),
    ...overrides,
  };
}

const option = (points: number) =>
  screen.getByRole('button', { name: new RegExp(`^${points} pts`) });

describe('points-redeem box', () => {
  it('disables the options the balance does not cover', () => {
    render(<PointsRedeemBox redemption={redemption()} />);
    expect(option(50)).toBeEnabled();
    expect(option(100)).toBeEnabled();
    expect(option(200)).toBeDisabled();
    expect(option(500)).toBeDisabled();
    expect(option(200)).toHaveTextContent('200 pts = $ 2.200');
  });

  it("shows the server's active discount rewards instead of the launch table (issue 24)", () => {
    const summary = {
      puntos_disponibles: 350,
      puntos_totales: 620,
      nivel: 'PLATA' as const,
      multiplicador: 1.2,
      opciones_canje: [
        { id: 1, nombre: 'Descuento de $500', puntos: 50, valor: 500 },
        { id: 7, nombre: 'Descuento de $3.500', puntos: 300, valor: 3500 },
      ],
    };
    render(<PointsRedeemBox redemption={redemption({ summary })} />);
    expect(option(300)).toHaveTextContent('300 pts = $ 3.500');
    expect(option(300)).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^100 pts/ })).toBeNull();
  });

  it('says so when no discount is active, and names the cheapest option when short', () => {
    const base = { puntos_totales: 620, nivel: 'PLATA' as const, multiplicador: 1.2 };
    const { unmount } = render(
      <PointsRedeemBox
        redemption={redemption({ summary: { ...base, puntos_disponibles: 900, opciones_canje: [] } })}
      />,
    );
    expect(screen.getByText('Por ahora no hay descuentos para canjear.')).toBeInTheDocument();
    unmount();
    render(
      <PointsRedeemBox
        redemption={redemption({
          summary: {
            ...base,
            puntos_disponibles: 90,
            opciones_canje: [{ id: 7, nombre: 'D', puntos: 300, valor: 3500 }],
          },
        })}
      />,
    );
    expect(screen.getByText('Necesitas al menos 300 puntos para canjear')).toBeInTheDocument();
  });

  it('disables every option while a call is in progress', () => {
    render(
      <PointsRedeemBox
        redemption={redemption({
          busy: true,
          summary: {
            puntos_disponibles: 900,
            puntos_totales: 900,
            nivel: 'PLATA',
            multiplicador: 1.2,
          },
        })}
      />,
    );
    for (const points of [50, 100, 200, 500]) expect(option(points)).toBeDisabled();
  });

  it('disables the redeem button under 50 points and says why', () => {
    render(
      <PointsRedeemBox
        redemption={redemption({
          summary: {
            puntos_disponibles: 40,
            puntos_totales: 40,
            nivel: 'BRONCE',
            multiplicador: 1,
          },
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Canjear puntos' })).toBeDisabled();
    expect(screen.getByText('Necesitas al menos 50 puntos para canjear')).toBeInTheDocument();
  });

  it('redeems the chosen option', async () => {
    const user = userEvent.setup();
    const r = redemption();
    render(<PointsRedeemBox redemption={r} />);
    await user.click(option(100));
    expect(option(100)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Canjear 100 puntos' }));
    // Nothing leaves the balance on one tap: an accessible confirmation first (issue 15).
    expect(r.redeem).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Canjear 100 puntos por $\u00a01.000 de descuento?',
    });
    expect(confirm).toHaveAccessibleDescription(
      'Los puntos salen de tu saldo ahora. Si no usas el canje en 24 horas, vuelven a tu saldo.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Sí, canjear' }));
    expect(r.redeem).toHaveBeenCalledTimes(1);
    expect(r.redeem).toHaveBeenCalledWith(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('redeems nothing when the confirmation is declined or dismissed', async () => {
    const user = userEvent.setup();
    const r = redemption();
    render(<PointsRedeemBox redemption={r} />);
    await user.click(option(50));
    await user.click(screen.getByRole('button', { name: 'Canjear 50 puntos' }));
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Canjear 50 puntos por $\u00a0500 de descuento?',
    });
    expect(within(confirm).getByRole('button', { name: 'No, volver' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'No, volver' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Canjear 50 puntos' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(r.redeem).not.toHaveBeenCalled();
  });

  it('returns focus to the redeem button after Escape, alone and inside the cart dialog', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PointsRedeemBox redemption={redemption()} />);
    await user.click(option(100));
    const ask = screen.getByRole('button', { name: 'Canjear 100 puntos' });
    await user.click(ask);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ask).toHaveFocus();
    unmount();

    render(
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Tu carrito</Dialog.Title>
          <PointsRedeemBox redemption={redemption()} />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(option(50));
    const inCart = screen.getByRole('button', { name: 'Canjear 50 puntos' });
    await user.click(inCart);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tu carrito' })).toBeInTheDocument();
    expect(inCart).toHaveFocus();
  });

  it('shows the canje code and value with a cancel button', async () => {
    const user = userEvent.setup();
    const r = redemption({
      canje: { codigo: 'CANJE-K7QM2X', puntos_usados: 100, valor_descuento: 1_000 },
    });
    render(<PointsRedeemBox redemption={r} />);
    expect(screen.getByText('CANJE-K7QM2X')).toBeInTheDocument();
    expect(screen.getByText('-$ 1.000')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Opciones de canje' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar canje' }));
    expect(r.cancel).toHaveBeenCalled();
  });

  it('words failures as the spec does', () => {
    expect(redeemErrorMessage(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe(
      'Error al procesar el canje',
    );
    expect(redeemErrorMessage(new TypeError('boom'))).toBe('Error al procesar el canje');
    expect(
      redeemErrorMessage(new ApiError('No tienes suficientes puntos para este canje', 422)),
    ).toBe('No tienes suficientes puntos para este canje');
    expect(redeemErrorMessage(new ApiError('', 500))).toBe('Error al realizar el canje');
    render(<PointsRedeemBox redemption={redemption({ error: 'Error al realizar el canje' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al realizar el canje');
  });
});
