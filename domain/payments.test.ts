import { describe, expect, it } from 'vitest';
import {
  KNOWN_TEST_CARDS,
  PSE_BANK_NAMES,
  detectCardBrand,
  formatCardNumber,
  isKnownTestCard,
  limitPhoneInput,
  luhnValid,
  normalizeCardHolder,
  validateCardForm,
  validateWalletForm,
  type CardForm,
} from './payments';

// 2026-11-21 in Bogotá.
const now = new Date('2026-11-21T15:00:00Z');
const good: CardForm = {
  number: '4242 4242 4242 4242',
  expMonth: '08',
  expYear: '28',
  cvv: '123',
  holder: 'ana pérez',
};

describe('card brand and number', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', null],
    ['', null],
  ])('detects %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4241', false],
    ['378282246310005', true],
    ['0', true],
    ['', false],
  ])('checks Luhn for %s: %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242-4242-4242-4242-9999', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
  ])('groups %s as %s', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
    expect(formatted.length).toBeLessThanOrEqual(detectCardBrand(input) === 'amex' ? 17 : 19);
  });

  it('knows the test cards', () => {
    expect(KNOWN_TEST_CARDS).toHaveLength(7);
    expect(isKnownTestCard('4000 0000 0000 0002')).toBe(true);
    expect(isKnownTestCard('4556737586899855')).toBe(false);
  });
});

describe('validateCardForm', () => {
  it('accepts a valid card', () => {
    expect(validateCardForm(good, now)).toEqual({});
  });

  it.each<[string, Partial<CardForm>, Partial<Record<keyof CardForm, string>>]>([
    ['requires the number', { number: '' }, { number: 'Número de tarjeta requerido' }],
    ['refuses a short number', { number: '424242424242' }, { number: 'Número muy corto' }],
    [
      'refuses a Luhn failure',
      { number: '4242424242424241' },
      { number: 'Número de tarjeta inválido' },
    ],
    ['requires the month', { expMonth: '' }, { expMonth: 'Mes requerido' }],
    ['refuses month 13', { expMonth: '13' }, { expMonth: 'Mes inválido' }],
    ['refuses month 0', { expMonth: '0' }, { expMonth: 'Mes inválido' }],
    ['requires the year', { expYear: '' }, { expYear: 'Año requerido' }],
    ['refuses a past year', { expYear: '25' }, { expYear: 'Tarjeta expirada' }],
    [
      'refuses a past month this year',
      { expMonth: '10', expYear: '26' },
      { expYear: 'Tarjeta expirada' },
    ],
    ['accepts this month this year', { expMonth: '11', expYear: '26' }, {}],
    ['requires the CVV', { cvv: '' }, { cvv: 'CVV requerido' }],
    ['refuses a 4-digit CVV on Visa', { cvv: '1234' }, { cvv: 'CVV debe tener 3 dígitos' }],
    [
      'requires 4 digits on Amex',
      { number: '378282246310005', cvv: '123' },
      { cvv: 'CVV debe tener 4 dígitos' },
    ],
    ['requires the holder', { holder: '  ' }, { holder: 'Nombre requerido' }],
    [
      'refuses a one-letter holder',
      { holder: 'a' },
      { holder: 'El nombre del titular debe tener al menos 5 caracteres' },
    ],
    [
      'refuses a holder the gateway would refuse (under 5 characters)',
      { holder: ' ana ' },
      { holder: 'El nombre del titular debe tener al menos 5 caracteres' },
    ],
  ])('%s', (_title, patch, errors) => {
    expect(validateCardForm({ ...good, ...patch }, now)).toEqual(errors);
  });

  it('upper-cases the holder', () => {
    expect(normalizeCardHolder('  ana   pérez ')).toBe('ANA PÉREZ');
  });
});

describe('validateWalletForm', () => {
  it.each([
    [{ metodo: null }, { metodo: 'Selecciona un método de pago' }],
    [{ metodo: 'CARD' }, { metodo: 'Selecciona un método de pago' }],
    [{ metodo: 'NEQUI', telefono: '3991111111', cedula: '1000000002' }, {}],
    [
      { metodo: 'NEQUI', telefono: '399111', cedula: '1000000002' },
      { telefono: 'Ingresa un teléfono válido (10 dígitos)' },
    ],
    [
      { metodo: 'DAVIPLATA', telefono: '3991111111', cedula: '12345' },
      { cedula: 'Ingresa una cédula válida' },
    ],
    [
      { metodo: 'PSE', telefono: '3991111111', cedula: '1000000002' },
      { banco: 'Selecciona un banco para PSE' },
    ],
    [{ metodo: 'pse', telefono: '3991111111', cedula: '1000000002', banco: '1' }, {}],
  ])('checks %j', (form, errors) => {
    expect(validateWalletForm(form)).toEqual(errors);
  });

  it('limits the phone input to 10 digits', () => {
    expect(limitPhoneInput('300 123 4567 89')).toBe('3001234567');
  });

  it('lists the 17 named PSE banks', () => {
    expect(PSE_BANK_NAMES).toHaveLength(17);
  });
});
