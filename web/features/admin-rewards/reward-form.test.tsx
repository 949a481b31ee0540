import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRewardRow } from '../../../domain/rewards';
import { RewardForm } from './reward-form';

const discount: AdminRewardRow = {
  id: 2,
  nombre: 'Descuento de $1.000',
  descripcion: '',
  tipo: 'descuento',
  puntos: 100,
  valor: 1000,
  activa: true,
  orden: 2,
  veces_canjeada: 3,
  canjes_30_dias: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('the reward form', () => {
  it('refuses a discount worth more than $50 a point in Spanish and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<RewardForm editing={null} busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Descuento grande');
    await userEvent.type(screen.getByLabelText('Puntos que cuesta'), '100');
    await userEvent.type(screen.getByLabelText('Descuento en pesos'), '8000');
    await userEvent.click(screen.getByRole('button', { name: 'Crear recompensa' }));
    expect(screen.getByLabelText('Descuento en pesos')).toHaveAccessibleDescription(
      /Un punto vale como máximo \$\s50: por 100 puntos el descuento puede ser de hasta \$\s5\.000$/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('creates a gift without a value field', async () => {
    const onSubmit = vi.fn();
    render(<RewardForm editing={null} busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Obsequio' }));
    expect(screen.queryByLabelText('Descuento en pesos')).toBeNull();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Taza');
    await userEvent.type(screen.getByLabelText('Puntos que cuesta'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Crear recompensa' }));
    expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Taza', tipo: 'obsequio', puntos: 400 });
  });

  it('edits without offering the kind and checks the value against the stored kind', async () => {
    const onSubmit = vi.fn();
    render(<RewardForm editing={discount} busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.queryByRole('radio')).toBeNull();
    const valor = screen.getByLabelText('Descuento en pesos');
    await userEvent.clear(valor);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(valor).toHaveAccessibleDescription(/Escribe el valor del descuento en pesos$/);
    await userEvent.type(valor, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        nombre: 'Descuento de $1.000',
        puntos: 100,
        valor: 1200,
        orden: 2,
      }),
    );
  });
});
