import { COMPLAINT_TEXTS } from '../../../domain/assistant/complaints';
import { SUPPORT_MESSAGES } from '../../../domain/support/messages';
import type { EvalCase } from './evaluate';

const mine = { conSesion: true };
const q = (mensaje: string, contiene: string[], extra: Partial<EvalCase> = {}): EvalCase => ({
  categoria: 'quejas',
  mensaje,
  contiene,
  productos: [],
  ...extra,
});
const after = (usuario: string, bot: string) => ({
  historial: [
    { de: 'usuario' as const, texto: usuario },
    { de: 'bot' as const, texto: bot },
  ],
});

/**
 * Complaints become cases (issue 25). The demo resident has one delivered order (SUP-006) and
 * several in course, so what arrived is about SUP-006 and a charge asks which order.
 */
export const COMPLAINT_CASES: readonly EvalCase[] = [
  q('El yogurt llegó vencido… quiero poner una queja', ['SUP-006', 'Producto vencido', '¿Lo registro?'], {
    ...mine,
    noContiene: ['wa.me'],
  }),
  q('mi pedido llegó incompleto', ['SUP-006', 'Llegó incompleto', '¿Lo registro?'], mine),
  q('el pan llegó aplastado y roto', ['SUP-006', 'Producto dañado'], mine),
  // Issue 40: a problem is reported only on a delivered order, a charge too; SUP-006 is the one.
  q('me cobraron dos veces', ['SUP-006', 'Me cobraron dos veces', '¿Lo registro?'], mine),
  q('el SUP-009 llegó incompleto', ['SUP-009', SUPPORT_MESSAGES.notDelivered], mine),
  q('quiero poner una queja', ['Cuéntame qué pasó'], mine),
  q('quiero poner una queja', ['inicies sesión']),
  q('el arroz llegó vencido', ['inicies sesión']),
  q(
    'me llegó la leche dañada',
    ['SUP-006', 'Producto dañado'],
    { ...mine, ...after('quiero poner una queja', COMPLAINT_TEXTS.askWhat) },
  ),
  // Issue 40: the answer to "¿sobre cuál pedido?" follows the delivered-only rule too. SUP-010 is
  // still 'recibido', so it gets the rule's message and no case; SUP-006 was delivered.
  q('SUP-010', ['SUP-010', SUPPORT_MESSAGES.notDelivered], {
    ...mine,
    ...after('me cobraron dos veces', COMPLAINT_TEXTS.askOrder('SUP-010, SUP-006')),
  }),
  q('SUP-006', ['SUP-006', 'Me cobraron dos veces', '¿Lo registro?'], {
    ...mine,
    ...after('me cobraron dos veces', COMPLAINT_TEXTS.askOrder('SUP-010, SUP-006')),
  }),
  q('sí', [COMPLAINT_TEXTS.recording], {
    ...mine,
    ...after('mi pedido llegó incompleto', COMPLAINT_TEXTS.confirm('SUP-006', 'incompleto', 'mi pedido llegó incompleto')),
  }),
  q('no', ['no registré'], {
    ...mine,
    ...after('mi pedido llegó incompleto', COMPLAINT_TEXTS.confirm('SUP-006', 'incompleto', 'mi pedido llegó incompleto')),
  }),
  q('¿respondieron mi queja?', ['historial'], mine),
  q('como va mi reclamo', ['historial'], mine),
];
