import { describe, expect, it } from 'vitest';
import { isLateDelivery, lateCompensationPoints } from './live-orders';
import { levelFor, pointsEarned } from './points';
import { priceCart } from './pricing';
import { checkServiceHours, isWithinServiceHours, nextOpening, publishedHours } from './service-hours';
import { DEFAULT_SETTINGS, shopSlogan, towerNumbers, whatsappLink, type ShopSettings, type WeeklyHours } from './settings';
import { checkMinimumOrder, shippingFor } from './shipping';
import { uniformWindow } from './weekly-hours';

// Issue 26: the rules read the settings they are given, not constants.
const settings = (change: (s: ShopSettings) => void): ShopSettings => {
  const s = structuredClone(DEFAULT_SETTINGS);
  change(s);
  return s;
};

describe('commerce rules from settings', () => {
  const custom = settings((s) => {
    s.envio = { tarifa_efectivo: 3_500, gratis_desde: 30_000 };
    s.minimos = { efectivo: 8_000, digital: 25_000 };
  });

  it.each([
    [20_000, 'efectivo', DEFAULT_SETTINGS, 0],
    [20_000, 'efectivo', custom, 3_500],
    [30_000, 'efectivo', custom, 0],
    [10_000, 'digital', custom, 0],
  ] as const)('charges shipping on %i by %s', (subtotal, method, rules, fee) => {
    expect(shippingFor(subtotal, method, rules)).toBe(fee);
  });

  it('refuses under the configured minimum with that figure', () => {
    const refused = checkMinimumOrder(7_000, 'efectivo', 1, custom);
    expect(refused).toMatchObject({ ok: false, code: 'MINIMUM_ORDER' });
    if (!refused.ok) expect(refused.message).toContain('8.000');
    expect(checkMinimumOrder(7_000, 'efectivo', 1).ok).toBe(true);
    expect(checkMinimumOrder(24_000, 'digital', 1, custom).ok).toBe(false);
  });

  it('prices a cart with the configured fee', () => {
    const cart = { products: [{ id: 1, precio: 10_000, cantidad: 2 }], method: 'efectivo' as const };
    expect(priceCart(cart).total).toBe(20_000);
    expect(priceCart({ ...cart, rules: custom }).total).toBe(23_500);
  });
});

describe('points and lateness from settings', () => {
  const rules = settings((s) => {
    s.puntos = { pesos_por_punto: 500, plata_desde: 100, oro_desde: 200, multiplicador_plata: 20, multiplicador_oro: 30 };
    s.entrega = { promesa_minutos: 30, compensacion_puntos: 80 };
  });

  it('earns and levels by the configured points rules', () => {
    expect(pointsEarned({ subtotal: 20_000, level: 'BRONCE', usedRedemption: false })).toBe(20);
    expect(pointsEarned({ subtotal: 20_000, level: 'BRONCE', usedRedemption: false, rules: rules.puntos })).toBe(40);
    expect(pointsEarned({ subtotal: 20_000, level: 'PLATA', usedRedemption: false, rules: rules.puntos })).toBe(80);
    expect(levelFor(150, rules.puntos)).toBe('PLATA');
    expect(levelFor(150)).toBe('BRONCE');
  });

  it('measures lateness against the configured promise and pays its compensation', () => {
    const placed = new Date('2026-11-21T15:00:00Z');
    const at25 = new Date('2026-11-21T15:25:00Z');
    expect(isLateDelivery(placed, at25)).toBe(true);
    expect(isLateDelivery(placed, at25, rules.entrega)).toBe(false);
    expect(lateCompensationPoints(placed, new Date('2026-11-21T15:31:00Z'), rules.entrega)).toBe(80);
  });
});

describe('weekly service hours', () => {
  // 2026-11-23 is a Monday; Bogotá is UTC−5.
  const week: WeeklyHours = {
    semana: [
      ...Array.from({ length: 5 }, () => ({ abierto: true, abre: '07:00', cierra: '21:00' })),
      { abierto: true, abre: '08:00', cierra: '14:00' },
      { abierto: false, abre: '06:00', cierra: '23:00' },
    ],
    especiales: [{ fecha: '2026-11-24', abierto: false, abre: '06:00', cierra: '23:00' }],
  };
  const bogota = (iso: string) => new Date(`${iso}-05:00`);

  it.each([
    ['2026-11-23T07:00', true],
    ['2026-11-23T21:00', false],
    ['2026-11-24T12:00', false], // special date: closed
    ['2026-11-28T13:59', true], // Saturday
    ['2026-11-28T14:00', false],
    ['2026-11-29T12:00', false], // Sunday closed
  ])('is open at %s: %s', (iso, open) => {
    expect(isWithinServiceHours(bogota(iso), week)).toBe(open);
  });

  it('names the next opening past closed days', () => {
    expect(nextOpening(bogota('2026-11-23T22:00'), week)).toEqual(bogota('2026-11-25T07:00'));
    const refused = checkServiceHours(bogota('2026-11-29T12:00'), week);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('mañana a las 7:00');
    const friday = checkServiceHours(bogota('2026-11-28T15:00'), week);
    if (!friday.ok) expect(friday.message).toContain('el lunes');
  });

  it('words a week by runs of days', () => {
    expect(publishedHours(week).frase).toBe(
      'lunes a viernes, de 7:00\u00a0a.\u00a0m. a 9:00\u00a0p.\u00a0m.; sábado, de 8:00\u00a0a.\u00a0m. a 2:00\u00a0p.\u00a0m.; domingo, cerrado',
    );
    expect(uniformWindow(week)).toBeNull();
    expect(uniformWindow(DEFAULT_SETTINGS.horario)).toEqual({ open: '06:00', close: '23:00' });
  });
});

describe('shop facts printed from settings', () => {
  it.each([
    [20, 5, 'Tu supermercado en casa, en 20 minutos', ['1', '2', '3', '4', '5']],
    [35, 2, 'Tu supermercado en casa, en 35 minutos', ['1', '2']],
  ])('words a %i-minute promise and lists %i towers', (minutes, towers, slogan, numbers) => {
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.entrega.promesa_minutos = minutes;
    settings.tienda.torres = towers;
    expect(shopSlogan(settings)).toBe(slogan);
    expect(towerNumbers(settings)).toEqual(numbers);
  });

  it('links the WhatsApp number and greets with the shop name', () => {
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.tienda.nombre = 'La Colina';
    settings.contacto.whatsapp = '573109876543';
    expect(whatsappLink(settings)).toBe(
      `https://wa.me/573109876543?text=${encodeURIComponent('Hola La Colina, necesito ayuda con mi pedido.')}`,
    );
  });
});
