import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCOP } from '../money';
import { DEFAULT_SETTINGS } from '../settings';
import { effectiveUnitPrice } from '../pricing';
import { answerChat } from './engine';
import { FIXTURE_PACKAGES, FIXTURE_PRODUCTS, fixtureContext } from './fixtures';
import type { ChatCaller } from './types';

const caller: ChatCaller = {
  nombre: 'Ana',
  puntos_disponibles: 320,
  puntos_totales: 620,
  orders: [
    {
      id: 12,
      estado: 'pendiente',
      fecha: '2026-03-10T14:52:00Z',
      fecha_entrega: null,
      total: 23_000,
    },
    {
      id: 7,
      estado: 'entregado',
      fecha: '2026-03-01T14:52:00Z',
      fecha_entrega: '2026-03-01T15:05:00Z',
      total: 41_000,
    },
    {
      id: 5,
      estado: 'cancelado',
      fecha: '2026-02-01T14:52:00Z',
      fecha_entrega: null,
      total: 9_000,
    },
    {
      id: 3,
      estado: 'pendiente_efectivo',
      fecha: '2026-03-10T14:20:00Z',
      fecha_entrega: null,
      total: 9_000,
    },
    {
      id: 4,
      estado: 'pendiente',
      fecha: '2026-03-10T14:59:00Z',
      fecha_entrega: null,
      total: 9_000,
    },
  ],
};
const signedIn = fixtureContext({ caller });
const ask = (
  mensaje: string,
  ctx = fixtureContext(),
  historial: Array<{ de: 'bot' | 'usuario'; texto: string }> = [],
) => answerChat({ mensaje, historial }, ctx);

/** Every "$\u00a01.234" figure a text mentions. */
const pricesIn = (text: string) => [...text.matchAll(/\$ [\d.]+/g)].map((m) => m[0]);

describe('answerChat', () => {
  it('gives the offer price and the saving when a discount is active', () => {
    const { respuesta } = ask('cuanto vale el yogurt?');
    expect(respuesta).toContain('$\u00a010.115');
    expect(respuesta).toContain('antes $\u00a011.900');
    expect(respuesta).toContain('ahorras $\u00a01.785');
  });

  it('says stock plainly', () => {
    expect(ask('hay gaseosa colombiana').respuesta).toContain('agotado');
    expect(ask('tienen mantequilla').respuesta).toContain('quedan 3');
  });

  it('says a product we do not sell does not exist, with the closest real ones', () => {
    const { respuesta } = ask('cuanto vale el queso parmesano importado');
    expect(respuesta).toContain('Queso campesino');
    expect(ask('tienen sushi?').respuesta).toContain('No tenemos "sushi"');
    const near = ask('tienen chocolatinas?').respuesta;
    expect(near).toContain('No tenemos "chocolatinas"');
    expect(near).toContain('Lo más parecido: Chocolate Corona 500 g');
  });

  it('tells pack sizes apart and never reads a size as a quantity', () => {
    expect(ask('cuanto valen los huevos de 30').respuesta).not.toContain('Huevos AA x 12');
    expect(ask('quiero 2 huevos x 30').acciones).toEqual([
      { tipo: 'agregar_carrito', producto_id: 26, cantidad: 2 },
    ]);
    expect(ask('quiero huevos de 12').respuesta).toBe(
      '¿Cuántas unidades de «Huevos AA x 12» quieres?',
    );
  });

  it('answers open now and when it opens', () => {
    expect(ask('a q hora abren').respuesta).toContain('Sí, estamos abiertos ahora');
    const night = fixtureContext({ now: new Date('2026-03-11T04:30:00Z') });
    expect(ask('estan abiertos?', night).respuesta).toContain(
      'abrimos mañana a las 6:00\u00a0a.\u00a0m.',
    );
    const early = fixtureContext({ now: new Date('2026-03-11T10:00:00Z') });
    expect(ask('estan abiertos?', early).respuesta).toContain(
      'abrimos hoy a las 6:00\u00a0a.\u00a0m.',
    );
  });

  it('answers shipping, minimums, payments, promise, refunds and contact from the shop facts', () => {
    expect(ask('cuanto cuesta el domicilio').respuesta).toContain('$\u00a02.000');
    expect(ask('pedido minimo').respuesta).toContain('$\u00a020.000');
    expect(ask('aceptan nequi').respuesta).toContain('Nequi');
    expect(ask('cuanto se demoran').respuesta).toContain('20 minutos');
    expect(ask('devoluciones').respuesta).toContain('3 a 5 días hábiles');
    const shop = { ...DEFAULT_SETTINGS, contacto: { telefono: '', whatsapp: '573101112233', correo: 'hola@tienda.co' } };
    const contact = ask('numero de whatsapp', fixtureContext({ settings: shop })).respuesta;
    expect(contact).toContain('https://wa.me/573101112233');
    expect(contact).toContain('hola@tienda.co');
  });

  it('borrows no one else’s contact for a shop that has none yet (issue 41)', () => {
    const { respuesta } = ask('numero de whatsapp');
    expect(respuesta).toContain('aún no ha publicado su WhatsApp ni su correo');
    expect(respuesta).not.toContain('wa.me');
    expect(ask('devoluciones').respuesta).toContain('/contacto');
  });

  it('answers several questions in one message', () => {
    const { respuesta } = ask('a q hora abren? y cuanto cuesta el domicilio');
    expect(respuesta).toContain('abiertos');
    expect(respuesta).toContain('$\u00a02.000');
  });

  it('gives the caller balance and level, and the rules to anyone', () => {
    expect(ask('cuantos puntos tengo', signedIn).respuesta).toContain(
      'Tienes 320 puntos disponibles y estás en nivel PLATA. Te faltan 880 para ORO.',
    );
    expect(ask('cuantos puntos tengo').respuesta).toContain('1 punto por cada $\u00a01.000');
    expect(ask('cuantos puntos tengo').respuesta).toContain('PLATA desde 500 puntos (×1,2)');
  });

  it('asks to log in for order questions without a token', () => {
    expect(ask('donde esta mi pedido').respuesta).toBe(
      'Para consultar tus pedidos necesito que inicies sesión.',
    );
  });

  it('applies the spec timing: remaining 20 − elapsed, at least 2; late over 20 with support', () => {
    expect(ask('donde esta mi pedido SUP-012', signedIn).respuesta).toContain(
      'Llega en unos 12 minutos',
    );
    expect(ask('sup-004', signedIn).respuesta).toContain('Llega en unos 19 minutos');
    const late = ask('SUP-003', signedIn).respuesta;
    expect(late).toContain('va retrasado');
    expect(late).toContain(encodeURIComponent('SUP-003'));
    const nearly = fixtureContext({ caller, now: new Date('2026-03-10T15:11:00Z') });
    expect(ask('sup-012', nearly).respuesta).toContain('Llega en unos 2 minutos');
  });

  it('tells the step and the handoff of a pending order in one state (DESIGN §8, issue 25)', () => {
    const received = ask('SUP-012', signedIn).respuesta;
    expect(received).toBe(
      'Tu pedido SUP-012 está recibido y lo estamos preparando (lleva 8 minutos): te lo subimos al apartamento. Llega en unos 12 minutos.',
    );
    const onTheWay = fixtureContext({
      caller: {
        ...caller,
        orders: caller.orders.map((o) =>
          o.id === 12
            ? {
                ...o,
                etapa: 'en_camino' as const,
                entrega_modo: 'porteria' as const,
                recibe: 'Don Luis',
              }
            : o,
        ),
      },
      now: signedIn.now,
    });
    const moving = ask('SUP-012', onTheWay).respuesta;
    expect(moving).toContain(
      'Tu pedido SUP-012 ya va en camino (lleva 8 minutos): lo dejamos en portería (lo recibe Don Luis).',
    );
    // One state per answer: never "pendiente" beside "en camino" (issue 25).
    expect(moving).not.toMatch(/pendiente|preparando/);
  });

  it('reads delivered and cancelled orders, and mi último pedido', () => {
    expect(ask('SUP-007', signedIn).respuesta).toContain('fue entregado');
    expect(ask('SUP-005', signedIn).respuesta).toContain('cancelado');
    expect(ask('mi último pedido', signedIn).respuesta).toContain('SUP-012');
  });

  it('says where the money of a cancelled paid order is (issue 22)', () => {
    const paid = fixtureContext({
      caller: {
        ...caller,
        orders: [
          {
            id: 9,
            estado: 'cancelado',
            fecha: '2026-03-10T14:52:00Z',
            fecha_entrega: null,
            total: 25_000,
            metodo_pago: 'NEQUI',
            reembolso: {
              estado: 'realizado',
              monto: 25_000,
              fecha: '2026-03-12',
              referencia: 'NEQ-1',
            },
          },
        ],
      },
    });
    expect(ask('SUP-009', paid).respuesta).toContain(
      'Tu pedido SUP-009 fue cancelado. Reembolso realizado: te devolvimos $\u00a025.000 a tu Nequi el 12 de marzo de 2026 (referencia NEQ-1).',
    );
    expect(ask('SUP-005', signedIn).respuesta).not.toContain('Reembolso');
  });

  it('never reveals an order that is not the caller own', () => {
    expect(ask('SUP-099', signedIn).respuesta).toBe(
      'No encuentro el pedido SUP-099 en tu cuenta. Revisa el número en tu historial.',
    );
  });

  it('turns a complaint about what arrived into a case on the delivered order (issue 25)', () => {
    const { respuesta } = ask('mi pedido llego incompleto', signedIn);
    expect(respuesta).toContain('SUP-007');
    expect(respuesta).toContain('¿Lo registro?');
    expect(respuesta).not.toContain('WhatsApp');
  });

  it('returns an add-to-cart action for a buy word with a quantity', () => {
    expect(ask('quiero 2 gaseosas coca cola xfa').acciones).toEqual([
      { tipo: 'agregar_carrito', producto_id: 8, cantidad: 2 },
    ]);
    expect(ask('agrega 1 kit de aseo').acciones).toEqual([
      { tipo: 'agregar_carrito', paquete_id: 2, cantidad: 1 },
    ]);
  });

  it('asks how many and completes the purchase with the next numeric message', () => {
    const first = ask('necesito pollo');
    expect(first.respuesta).toBe('¿Cuántas unidades de «Pechuga de pollo 1 kg» quieres?');
    expect(first.acciones).toBeUndefined();
    const second = ask('tres', fixtureContext(), [
      { de: 'usuario', texto: 'necesito pollo' },
      { de: 'bot', texto: first.respuesta },
    ]);
    expect(second.acciones).toEqual([{ tipo: 'agregar_carrito', producto_id: 15, cantidad: 3 }]);
  });

  it('refuses out-of-stock products and quantities above stock', () => {
    const soldOut = ask('quiero 2 gaseosas colombianas');
    expect(soldOut.respuesta).toContain('agotado');
    expect(soldOut.respuesta).toContain('Te puede servir: Gaseosa Coca-Cola 1,5 L ($\u00a06.900)');
    expect(soldOut.acciones).toBeUndefined();
    const over = ask('agregame 10 aguacates');
    expect(over.respuesta).toContain('Solo quedan 2 unidades');
    expect(over.acciones).toBeUndefined();
    const fewer = ask('2', fixtureContext(), [{ de: 'bot', texto: over.respuesta }]);
    expect(fewer.acciones).toEqual([{ tipo: 'agregar_carrito', producto_id: 32, cantidad: 2 }]);
    expect(ask('2', fixtureContext(), [{ de: 'bot', texto: 'Hola' }]).acciones).toBeUndefined();
  });

  it('lists a category and suggests for a moment of the day', () => {
    expect(ask('que frutas tienen').respuesta).toContain('Banano criollo 1 kg');
    const breakfast = ask('algo para el desayuno');
    expect(breakfast.respuesta).toContain('Desayuno completo');
    expect(ask('hay mecato?').respuesta).toContain('Chocorramo');
  });

  it('greets, thanks, and falls back with suggestions instead of "no entiendo"', () => {
    expect(ask('hola').respuesta).toContain('¡Hola!');
    expect(ask('gracias').respuesta).toContain('Con gusto');
    const lost = ask('zzzz qqqq');
    expect(lost.respuesta).not.toMatch(/no entiendo/i);
    expect(lost.sugerencias?.length).toBeGreaterThan(0);
  });

  it('follows a price change at once (no stale answers)', () => {
    const cheaper = FIXTURE_PRODUCTS.map((p) => (p.id === 22 ? { ...p, precio: 3_900 } : p));
    expect(ask('cuanto vale el arroz', fixtureContext({ products: cheaper })).respuesta).toContain(
      '$\u00a03.900',
    );
  });
});

describe('grounding properties', () => {
  const allowed = new Set([
    ...FIXTURE_PRODUCTS.flatMap((p) => [
      p.precio,
      effectiveUnitPrice(p),
      p.precio - effectiveUnitPrice(p),
    ]),
    ...FIXTURE_PACKAGES.flatMap((k) => [k.precio_paquete, k.ahorro_monto]),
  ]);
  const vocabulary = [
    'cuanto',
    'vale',
    'quiero',
    'leche',
    'tinto',
    'hay',
    'precio',
    'de',
    'xfa',
    'sushi',
    'arroz',
    'yogur',
    '2',
    'tres',
    'pedido',
    'sup-12',
    'gaseosa',
    'mecato',
    'desayuno',
    'puntos',
    'envio',
    '?',
    'y',
  ];
  const message = fc
    .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 8 })
    .map((w) => w.join(' '));

  it('never names a price that is not a catalogue price, a line total or a shop figure', () => {
    fc.assert(
      fc.property(message, (m) => {
        const { respuesta, acciones } = ask(m, signedIn);
        const totals = new Set(
          (acciones ?? []).flatMap(() =>
            [...allowed].flatMap((v) => Array.from({ length: 50 }, (_, i) => v * (i + 1))),
          ),
        );
        const shop = new Set([
          500, 1_000, 2_000, 2_200, 5_000, 6_000, 15_000, 20_000, 23_000, 41_000, 9_000,
        ]);
        for (const figure of pricesIn(respuesta)) {
          const n = Number(figure.slice(2).replaceAll('.', ''));
          expect(allowed.has(n) || shop.has(n) || totals.has(n), `${figure} in ${respuesta}`).toBe(
            true,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('only puts catalogue items with a positive quantity within stock in the cart', () => {
    fc.assert(
      fc.property(message, (m) => {
        for (const a of ask(m).acciones ?? []) {
          // The engine only ever adds to the cart; a cancel is the server's (issue 25).
          if (a.tipo !== 'agregar_carrito') throw new Error(`unexpected action ${a.tipo}`);
          expect(a.cantidad).toBeGreaterThan(0);
          if ('producto_id' in a) {
            const p = FIXTURE_PRODUCTS.find((x) => x.id === a.producto_id);
            expect(p && a.cantidad <= p.stock).toBe(true);
          } else {
            expect(FIXTURE_PACKAGES.some((k) => k.id === a.paquete_id)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('always answers something non-empty and never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (m) => {
        expect(ask(m).respuesta.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('formats money like the store does', () => {
    expect(ask('cuanto vale el arroz').respuesta).toContain(formatCOP(4_800));
  });
});
