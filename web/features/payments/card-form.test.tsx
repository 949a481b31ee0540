import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import type { CardForm as CardValues } from '../../../domain/payments';
import { CardForm, EMPTY_CARD } from './card-form';

const C = PAYMENT_MESSAGES.card;
// 15 June 2026 in Bogotá: cards expiring before 06/26 are expired.
const NOW = () => new Date('2026-06-15T17:00:00Z');

function Harness({
  ambiente = 'test',
  onSubmit,
  onCancel = () => {},
}: {
  ambiente?: 'test' | 'prod';
  onSubmit: (card: unknown) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  return (
    <CardForm
      values={values}
      onValuesChange={setValues}
      total={25_500}
      ambiente={ambiente}
      alert={null}
      onSubmit={onSubmit}
      onCancel={onCancel}
      now={NOW}
    />
  );
}

function setup(props: { ambiente?: 'test' | 'prod' } = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<Harness {...props} onSubmit={onSubmit} onCancel={onCancel} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { user, onSubmit, onCancel, field };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  field: (name: string) => HTMLElement,
  card: { number: string; month?: string; year?: string; cvv?: string; holder?: string },
) {
  await user.type(field('Número de tarjeta'), card.number);
  if (card.month) await user.type(field('Mes'), card.month);
  if (card.year) await user.type(field('Año'), card.year);
  if (card.cvv) await user.type(field('CVV'), card.cvv);
  if (card.holder) await user.type(field('Nombre del titular'), card.holder);
}

describe('CardForm', () => {
  it('groups digits by four, names the brand and caps the length', async () => {
    const { user, field } = setup();
    const number = field('Número de tarjeta');
    expect(number).toHaveAccessibleDescription('Franquicia: por detectar');
    await user.type(number, '42424242424242429999');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAccessibleDescription('Franquicia: Visa');
    expect(number).toHaveAttribute('maxLength', '19');
  });

  it('groups American Express 4-6-5 with a 17-character limit and a 4-digit CVV', async () => {
    const { user, field } = setup();
    const number = field('Número de tarjeta');
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(number).toHaveAccessibleDescription('Franquicia: American Express');
    expect(number).toHaveAttribute('maxLength', '17');
    await user.type(field('CVV'), '123456');
    expect(field('CVV')).toHaveValue('1234');
  });

  it.each([
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['6011111111111117', 'Discover'],
    ['6445644564456445', 'Discover'],
  ])('recognises %s as %s', async (digits, brand) => {
    const { user, field } = setup();
    await user.type(field('Número de tarjeta'), digits);
    expect(field('Número de tarjeta')).toHaveAccessibleDescription(`Franquicia: ${brand}`);
  });

  it('forces the holder name to upper case', async () => {
    const { user, field } = setup();
    await user.type(field('Nombre del titular'), 'camila rojas');
    expect(field('Nombre del titular')).toHaveValue('CAMILA ROJAS');
  });

  it('gives every required message and the form alert on an empty submit', async () => {
    const { user, onSubmit, field } = setup();
    await user.click(screen.getByRole('button', { name: 'Pagar $\u00a025.500' }));
    expect(screen.getByRole('alert')).toHaveTextContent(C.formErrors);
    expect(field('Número de tarjeta')).toHaveAccessibleDescription(
      `${C.numberRequired} Franquicia: por detectar`,
    );
    expect(field('Mes')).toHaveAccessibleDescription(C.monthRequired);
    expect(field('Año')).toHaveAccessibleDescription(C.yearRequired);
    expect(field('CVV')).toHaveAccessibleDescription(C.cvvRequired);
    expect(field('Nombre del titular')).toHaveAccessibleDescription(
      `${C.holderRequired} Como aparece en la tarjeta`,
    );
    expect(field('Número de tarjeta')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the invalid-value messages', async () => {
    const { user, onSubmit, field } = setup();
    await fillCard(user, field, {
      number: '424242',
      month: '13',
      year: '25',
      cvv: '12',
      holder: 'A',
    });
    await user.click(screen.getByRole('button', { name: 'Pagar $\u00a025.500' }));
    expect(field('Número de tarjeta')).toHaveAccessibleDescription(
      `${C.numberShort} Franquicia: Visa`,
    );
    expect(field('Mes')).toHaveAccessibleDescription(C.monthInvalid);
    expect(field('Año')).toHaveAccessibleDescription(C.expired);
    expect(field('CVV')).toHaveAccessibleDescription(C.cvvLength(3));
    expect(field('Nombre del titular')).toHaveAccessibleDescription(
      `${MESSAGES.forms.holderMin(5)} Como aparece en la tarjeta`,
    );
    await user.clear(field('Número de tarjeta'));
    await user.type(field('Número de tarjeta'), '4242424242424241');
    expect(field('Número de tarjeta')).toHaveAccessibleDescription(
      `${C.numberInvalid} Franquicia: Visa`,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for 4 CVV digits on an American Express card', async () => {
    const { user, field } = setup();
    await fillCard(user, field, { number: '378282246310005', cvv: '123' });
    await user.click(screen.getByRole('button', { name: 'Pagar $\u00a025.500' }));
    expect(field('CVV')).toHaveAccessibleDescription(C.cvvLength(4));
  });

  it('sends a valid card as the tokenizer expects it', async () => {
    const { user, onSubmit, field } = setup();
    await fillCard(user, field, {
      number: '4242424242424242',
      month: '8',
      year: '30',
      cvv: '123',
      holder: '  camila   rojas ',
    });
    await user.click(screen.getByRole('button', { name: 'Pagar $\u00a025.500' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      number: '4242424242424242',
      cvc: '123',
      exp_month: '08',
      exp_year: '30',
      card_holder: 'CAMILA ROJAS',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('refuses a known test card in production before sending anything', async () => {
    const { user, onSubmit, field } = setup({ ambiente: 'prod' });
    await fillCard(user, field, {
      number: '4242424242424242',
      month: '12',
      year: '30',
      cvv: '123',
      holder: 'CAMILA ROJAS',
    });
    await user.click(screen.getByRole('button', { name: 'Pagar $\u00a025.500' }));
    expect(screen.getByRole('alert')).toHaveTextContent(C.testCard);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('returns to the selector on Cancelar', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
