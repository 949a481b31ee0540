import { COMPLAINT_TEXTS } from '../../../domain/assistant/complaints';
import type { ChatCaller, ChatHistoryEntry } from '../../../domain/assistant/types';
import { DEMO_CALLER } from './demo-context';
import type { EvalCase, EvalCategory } from './evaluate';

const three = (
  categoria: EvalCategory,
  mensajes: [string, string, string],
  expected: Partial<EvalCase>,
): EvalCase[] => mensajes.map((mensaje) => ({ categoria, mensaje, productos: [], ...expected }));

const said = (usuario: string, bot: string): ChatHistoryEntry[] => [
  { de: 'usuario', texto: usuario },
  { de: 'bot', texto: bot },
];

/**
 * The demo resident with what issue 43 asks about: the cancelled SUP-011 was paid with Nequi and
 * its refund is pending, SUP-005 was paid by card and refunded, and the delivered orders list
 * their products (a complaint names one of them).
 */
export const REFUND_CALLER: ChatCaller = {
  ...DEMO_CALLER,
  orders: [
    ...DEMO_CALLER.orders.map((o) =>
      o.id === 11
        ? {
            ...o,
            metodo_pago: 'NEQUI',
            reembolso: {
              estado: 'pendiente' as const,
              monto: 18_400,
              fecha: null,
              referencia: null,
            },
          }
        : o.id === 6
          ? {
              ...o,
              lineas: ['Yogurt Alpina de fresa 1 L', 'Pan francés', 'Leche entera Alquería 1,1 L'],
            }
          : o,
    ),
    {
      id: 5,
      estado: 'cancelado',
      fecha: '2026-02-27T14:00:00Z',
      fecha_entrega: null,
      total: 26_300,
      metodo_pago: 'CARD',
      reembolso: {
        estado: 'realizado',
        monto: 26_300,
        fecha: '2026-03-02',
        referencia: 'TRX-5512',
      },
    },
    {
      id: 4,
      estado: 'entregado',
      fecha: '2026-02-20T14:00:00Z',
      fecha_entrega: '2026-02-20T14:15:00Z',
      total: 27_100,
      lineas: ['Arroz Diana 1 kg', 'Huevos AA x 30'],
    },
  ],
};
const mine = { conSesion: true };
const refunds = { llamador: REFUND_CALLER };

export const ISSUE43_TALK_CASES: EvalCase[] = [
  // Towers served and the handoff, from Ajustes.
  ...three('torres', ['a que torres entregan', 'cuales torres cubren', 'hasta que torre llegan'], {
    contiene: ['torres 1 a 5'],
    noContiene: ['$'],
  }),
  ...three(
    'torres',
    ['entregan en la torre 4?', 'llevan pedidos a la torre 2', 'hacen domicilio a torre 5'],
    {
      contiene: ['torres 1 a 5'],
      noContiene: ['No estoy seguro'],
    },
  ),
  ...three(
    'torres',
    ['pueden dejarlo en porteria', 'me lo dejan con el portero', 'me lo suben al apartamento?'],
    {
      contiene: ['portería'],
    },
  ),

  // English questions for the common intents, answered in English.
  ...three(
    'ingles_comun',
    ['what do you sell?', 'what products do you have', 'what can I buy here'],
    {
      productos: '*',
      contiene: ['We sell'],
      noContiene: ['No estoy seguro'],
    },
  ),
  ...three(
    'ingles_comun',
    [
      'do you deliver to tower 6?',
      'can you deliver to tower 7',
      'do you deliver outside the complex',
    ],
    {
      contiene: ['towers 1 to 5'],
      noContiene: ['$'],
    },
  ),
  ...three('ingles_comun', ['what are your hours', 'when do you open', 'are you open on sundays'], {
    contiene: ['open'],
    noContiene: ['Atendemos'],
  }),
  ...three(
    'ingles_comun',
    ['is delivery free?', 'what is the delivery fee', 'how much do you charge for delivery'],
    {
      contiene: ['free from'],
    },
  ),
  ...three(
    'ingles_comun',
    ['how can I pay', 'what payment methods do you take', 'can I pay cash'],
    {
      contiene: ['pay', 'Nequi'],
      noContiene: ['Puedes pagar'],
    },
  ),
  ...three(
    'ingles_comun',
    ['how can I contact you', 'whatsapp number please', 'can I talk to a person'],
    {
      contiene: ['wa.me'],
      noContiene: ['Puedes escribirnos'],
    },
  ),
  ...three('ingles_comun', ['where is my order', 'track my order', 'has my order arrived?'], {
    ...mine,
    contiene: ['SUP-010', 'Your order'],
  }),
  ...three(
    'ingles_comun',
    ['how much is the milk?', 'how much does the rice cost', 'price of the butter'],
    {
      productos: [
        'Leche entera Alquería 1,1 L',
        'Leche deslactosada Alquería 1 L',
        'Arroz Diana 1 kg',
        'Mantequilla Alpina 125 g',
      ],
      contiene: ['costs'],
    },
  ),

  // Follow-ups: an answer to the assistant's own question.
  ...three('seguimiento', ['no', 'ninguno', 'mejor no, gracias'], {
    ...mine,
    historial: said(
      'quiero cancelar un pedido',
      '¿Cuál pedido quieres cancelar? Solo se pueden cancelar mientras están recibidos: SUP-010.',
    ),
    contiene: ['no cancelo'],
  }),
  ...three('seguimiento', ['el segundo', 'la segunda', 'el de muslos'], {
    historial: said(
      'necesito pollo',
      '¿Cuál quieres? Pechuga de pollo 1 kg ($\u00a018.900), Muslos de pollo 1 kg ($\u00a013.900).',
    ),
    productos: ['Muslos de pollo 1 kg'],
    contiene: ['«Muslos de pollo 1 kg»'],
  }),
  ...three('seguimiento', ['¿y cuánto vale?', 'cuanto cuesta?', 'y el precio?'], {
    historial: said('hay tocineta', 'Tocineta ahumada 250 g cuesta $\u00a011.900; hay disponible.'),
    productos: ['Tocineta ahumada 250 g'],
    contiene: ['$\u00a011.900'],
  }),
  ...three('seguimiento', ['ponme 2', 'quiero dos de esos', 'agrega 2'], {
    historial: said(
      'cuanto vale el kumis',
      'Kumis Alpina 1 L cuesta $\u00a09.800; hay disponible.',
    ),
    productos: ['Kumis Alpina 1 L'],
    accion: { nombre: 'Kumis Alpina 1 L', cantidad: 2 },
  }),

  // The resident's own refunds, orders and complaints, as they are.
  ...three(
    'mis_datos',
    ['cuando me devuelven la plata', 'ya me devolvieron el dinero?', 'como va mi reembolso'],
    {
      ...refunds,
      contiene: ['SUP-011', 'Reembolso pendiente'],
      noContiene: ['wa.me'],
    },
  ),
  ...three(
    'mis_datos',
    [
      'me devolvieron lo del SUP-005?',
      'reembolso del pedido SUP-005',
      'que paso con la plata del SUP-005',
    ],
    {
      ...refunds,
      contiene: ['Reembolso realizado', 'TRX-5512'],
    },
  ),
  ...three(
    'mis_datos',
    ['el yogurt llegó vencido', 'me llego el yogur vencido', 'el yogurt de fresa venia vencido'],
    {
      ...refunds,
      contiene: ['SUP-006', '¿Lo registro?'],
    },
  ),
  ...three(
    'mis_datos',
    [
      'los huevos llegaron rotos',
      'me llegaron los huevos partidos y rotos',
      'llegaron huevos rotos',
    ],
    {
      ...refunds,
      contiene: ['SUP-004', '¿Lo registro?'],
    },
  ),
  ...three(
    'mis_datos',
    ['el chorizo llegó dañado', 'el chorizo venia vencido', 'me llego el chorizo en mal estado'],
    {
      ...refunds,
      contiene: ['SUP-006', 'SUP-004', 'chorizo'],
      noContiene: ['¿Lo registro?'],
    },
  ),
  ...three(
    'mis_datos',
    [
      'cuanto pague por el pedido SUP-006',
      'cuanto fue el total del SUP-006',
      'total de mi pedido SUP-006',
    ],
    {
      ...mine,
      contiene: ['$\u00a041.000'],
    },
  ),
  ...three(
    'mis_datos',
    ['mi pedido llego incompleto', 'me falto algo en el pedido', 'faltaron productos en mi pedido'],
    {
      ...refunds,
      contiene: [COMPLAINT_TEXTS.askOrder('SUP-006, SUP-004').slice(0, 40), 'SUP-006', 'SUP-004'],
    },
  ),
];
