import type { ChatCaller } from '../../../domain/assistant/types';
import { DEMO_CALLER } from './demo-context';
import type { EvalCase } from './evaluate';

/**
 * Issue 44: the demo resident's order in course (SUP-010) lacked milk, replaced by another, and
 * the one on its way (SUP-009) lacked butter, removed when nobody answered.
 */
export const SHORTAGE_CALLER: ChatCaller = {
  ...DEMO_CALLER,
  orders: DEMO_CALLER.orders.map((o) =>
    o.id === 10
      ? {
          ...o,
          faltantes: [
            {
              producto: 'Leche entera Alquería 1,1 L',
              faltan: 2,
              estado: 'aceptada' as const,
              reemplazo: { nombre: 'Leche deslactosada Alquería 1 L', cantidad: 2, precio: 5_200 },
            },
          ],
        }
      : o.id === 9
        ? { ...o, faltantes: [{ producto: 'Mantequilla Alpina 125 g', faltan: 1, estado: 'vencida' as const }] }
        : o,
  ),
};

const q = (mensaje: string, contiene: string[], extra: Partial<EvalCase> = {}): EvalCase => ({
  categoria: 'pedidos',
  mensaje,
  contiene,
  productos: [],
  llamador: SHORTAGE_CALLER,
  ...extra,
});

const milk = { productos: ['Leche entera Alquería 1,1 L', 'Leche deslactosada Alquería 1 L'] };
const butter = { productos: ['Mantequilla Alpina 125 g'] };

export const SHORTAGE_CASES: readonly EvalCase[] = [
  q('¿qué pasó con mi leche?', ['SUP-010', 'no encontramos 2 de Leche entera', 'Leche deslactosada Alquería 1 L'], milk),
  q('no me llegó la leche', ['SUP-010', 'lo reemplazamos por'], milk),
  q('por que me cambiaron la leche', ['SUP-010', 'Leche deslactosada'], milk),
  q('donde esta la mantequilla que pedi', ['SUP-009', 'lo quitamos y no te lo cobramos'], butter),
  q('falto la mantequilla?', ['SUP-009', 'no alcanzamos a tener tu respuesta'], butter),
  // A complaint about what arrived stays a complaint.
  q('la leche llegó dañada', [], { noContiene: ['no encontramos'] }),
];
