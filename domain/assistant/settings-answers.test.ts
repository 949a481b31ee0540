import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { answerChat } from './engine';
import { fixtureContext, FIXTURE_NOW } from './fixtures';
import { refusalOf } from './order-actions';
import { scopeOf } from './scope';
import { orderAnswer } from './shop-answers';
import { CHAT_TEXTS, supportLink } from './texts';
import type { ChatCaller } from './types';

// Issue 26: the assistant's answers about the shop read the settings in its context.
const colina: ShopSettings = (() => {
  const s = structuredClone(DEFAULT_SETTINGS);
  s.tienda = { ...s.tienda, nombre: 'Tienda La Colina', conjunto: 'Conjunto La Colina', torres: 8 };
  s.entrega = { promesa_minutos: 30, compensacion_puntos: 80 };
  s.contacto = { telefono: '+57 311 000 0000', whatsapp: '573110000000', correo: 'hola@colina.co' };
  return s;
})();

const minutesAgo = (m: number) => new Date(FIXTURE_NOW.getTime() - m * 60_000).toISOString();
const pending = (minutes: number) => ({
  id: 12,
  estado: 'pendiente',
  etapa: 'en_camino' as const,
  fecha: minutesAgo(minutes),
  fecha_entrega: null,
  total: 23_000,
});
const caller = (minutes: number): ChatCaller => ({
  nombre: 'Ana',
  puntos_disponibles: 0,
  puntos_totales: 0,
  orders: [pending(minutes)],
});
const ask = (mensaje: string, settings?: ShopSettings, who: ChatCaller | null = null) =>
  answerChat({ mensaje }, fixtureContext({ caller: who, ...(settings ? { settings } : {}) }))
    .respuesta;

describe('assistant answers from the current settings', () => {
  it('says the configured promise, name and complex', () => {
    expect(ask('¿cuánto se demoran?', colina)).toContain('máximo 30 minutos');
    expect(ask('hola', colina)).toContain('Soy el asistente de Tienda La Colina');
    expect(ask('¿quién ganó el partido de millonarios anoche?', colina)).toContain(
      'la tienda de Tienda La Colina',
    );
  });

  it('serves the configured towers and refuses the ones beyond them', () => {
    expect(scopeOf('hacen domicilios a la torre 7')).toBe('delivery');
    expect(scopeOf('hacen domicilios a la torre 7', 8)).toBeNull();
    expect(scopeOf('hacen domicilios a la torre 9', 8)).toBe('delivery');
    expect(ask('el domicilio a la torre 9', colina)).toBe(
      'Solo entregamos en las torres 1 a 8 del Conjunto La Colina; no hacemos domicilios fuera del conjunto.',
    );
  });

  it('points support to the configured WhatsApp with the shop name', () => {
    expect(supportLink('SUP-012', colina)).toBe(
      `https://wa.me/573110000000?text=${encodeURIComponent('Hola Tienda La Colina, necesito ayuda con mi pedido SUP-012.')}`,
    );
    expect(supportLink(null, { ...colina, tienda: DEFAULT_SETTINGS.tienda })).toBe(
      `https://wa.me/573110000000?text=${encodeURIComponent('Hola SuperConjunto, necesito ayuda con mi pedido.')}`,
    );
    // Issue 41: a shop without a WhatsApp points to its e-mail, else its contact page.
    expect(supportLink('SUP-012')).toBe('/contacto');
    expect(supportLink('SUP-012', { ...colina, contacto: { ...colina.contacto, whatsapp: '' } })).toBe(
      'mailto:hola@colina.co',
    );
    expect(CHAT_TEXTS.support('SUP-012', colina)).toContain('wa.me/573110000000');
    expect(refusalOf(pending(5), colina)).toContain('wa.me/573110000000');
  });

  it('reads an order late only after the configured promise', () => {
    const order = pending(25);
    expect(orderAnswer(order, FIXTURE_NOW).support).toBe(true);
    expect(orderAnswer(order, FIXTURE_NOW, colina)).toMatchObject({ support: false });
    expect(orderAnswer(order, FIXTURE_NOW, colina).text).toContain('Llega en unos 5 minutos');
    const late = orderAnswer(pending(31), FIXTURE_NOW, colina);
    expect(late.support).toBe(true);
    expect(late.text).toContain('wa.me/573110000000');
    expect(ask('¿dónde está mi pedido?', colina, caller(25))).toContain('Llega en unos 5 minutos');
    expect(ask('¿dónde está mi pedido?', undefined, caller(25))).toContain('va retrasado');
  });
});
