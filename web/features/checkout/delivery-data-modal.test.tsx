import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../app/session-testing';
import { DeliveryDataModal } from './delivery-data-modal';

function renderModal(user: object = CUSTOMER, method: 'efectivo' | 'digital' = 'efectivo') {
  const onDeliveryConfirmed = vi.fn();
  render(
    <DeliveryDataModal
      open
      method={method}
      user={{ ...CUSTOMER, ...user }}
      previous={null}
      onDeliveryConfirmed={onDeliveryConfirmed}
      onBackToCart={() => {}}
      onClose={() => {}}
    />,
  );
  return { onDeliveryConfirmed, dialog: screen.getByRole('dialog', { name: 'Datos de entrega' }) };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('delivery data modal', () => {
  it('suggests notes that agree with delivery to the door, never the gate (issue 15)', () => {
    renderModal({ ...CUSTOMER, notas_entrega: '' });
    const notes = field('Instrucciones de entrega');
    expect(notes).toHaveAttribute('placeholder', 'Ej.: timbre dañado, llamar al llegar');
    expect(notes.getAttribute('placeholder')).not.toMatch(/porter/i);
  });

  it('prefills the profile and confirms it as typed numbers and text', async () => {
    const user = userEvent.setup();
    const { onDeliveryConfirmed } = renderModal({
      notas_entrega: 'Dejar en portería',
      telefono: '300 000 0002',
    });
    expect(field('Torre')).toHaveValue('1');
    expect(field('Piso')).toHaveValue('5');
    expect(field('Apartamento')).toHaveValue('502');
    expect(field('Instrucciones de entrega')).toHaveValue('Dejar en portería');
    expect(field('Teléfono de contacto')).toHaveValue('300 000 0002');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDeliveryConfirmed).toHaveBeenCalledWith('efectivo', {
      torre_entrega: 1,
      piso_entrega: 5,
      apartamento_entrega: '502',
      instrucciones_entrega: 'Dejar en portería',
      telefono_contacto: '3000000002',
      entrega_modo: 'apartamento',
      nombre: CUSTOMER.nombre,
      email: CUSTOMER.email,
    });
  });

  it('offers the gatehouse with an optional name, remembered from the profile', async () => {
    const user = userEvent.setup();
    const { onDeliveryConfirmed } = renderModal({ entrega_modo: 'porteria', entrega_recibe: 'Don Carlos' });
    const recibe = () => screen.getByLabelText(/Quién lo recibe/);
    expect(screen.getByRole('radio', { name: 'Dejar en portería' })).toBeChecked();
    expect(recibe()).toHaveValue('Don Carlos');
    await user.click(screen.getByRole('radio', { name: 'Subir al apartamento' }));
    expect(screen.queryByLabelText(/Quién lo recibe/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dejar en portería' }));
    await user.clear(recibe());
    await user.type(recibe(), 'Portero Luis');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDeliveryConfirmed).toHaveBeenCalledWith(
      'efectivo',
      expect.objectContaining({ entrega_modo: 'porteria', recibe: 'Portero Luis' }),
    );
  });

  it('shows the three required messages by their fields and focuses the tower', async () => {
    const user = userEvent.setup();
    const { onDeliveryConfirmed } = renderModal({ torre: null, piso: null, apartamento: '' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field('Torre')).toHaveAccessibleDescription('Por favor selecciona la torre de entrega');
    expect(field('Piso')).toHaveAccessibleDescription('Por favor ingresa el piso de entrega');
    expect(field('Apartamento')).toHaveAccessibleDescription(
      'Por favor ingresa el apartamento de entrega',
    );
    for (const name of ['Torre', 'Piso', 'Apartamento']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Torre')).toHaveFocus();
    expect(onDeliveryConfirmed).not.toHaveBeenCalled();
  });

  it('asks only for the apartment when the rest is there, and focuses it', async () => {
    const user = userEvent.setup();
    renderModal({ apartamento: '' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Por favor ingresa el apartamento de entrega')).toBeInTheDocument();
    expect(screen.queryByText('Por favor selecciona la torre de entrega')).not.toBeInTheDocument();
    expect(field('Apartamento')).toHaveFocus();
    await user.type(field('Apartamento'), '1203');
    expect(field('Apartamento')).not.toHaveAttribute('aria-invalid');
  });

  it('offers towers 1 to 5 only, and a profile tower outside them reads as unselected', async () => {
    const user = userEvent.setup();
    renderModal({ torre: 9 });
    const options = within(field('Torre')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', '1', '2', '3', '4', '5']);
    expect(field('Torre')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field('Torre')).toHaveAccessibleDescription('Por favor selecciona la torre de entrega');
  });

  it('refuses a floor beyond 30 with the order message', async () => {
    const user = userEvent.setup();
    const { onDeliveryConfirmed } = renderModal();
    await user.clear(field('Piso'));
    await user.type(field('Piso'), '31');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field('Piso')).toHaveAccessibleDescription('Piso inválido. Debe estar entre 1 y 30');
    expect(field('Piso')).toHaveFocus();
    expect(onDeliveryConfirmed).not.toHaveBeenCalled();
  });

  it('passes the chosen method on, for the digital step to take over', async () => {
    const user = userEvent.setup();
    const { onDeliveryConfirmed } = renderModal(CUSTOMER, 'digital');
    await user.selectOptions(field('Torre'), '3');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDeliveryConfirmed).toHaveBeenCalledWith(
      'digital',
      expect.objectContaining({ torre_entrega: 3, piso_entrega: 5 }),
    );
  });
});
