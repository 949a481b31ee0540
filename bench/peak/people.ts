import type { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ORDER_HISTORY_PAGE } from '../../domain/order-history';
import { sleep } from '../../testkit/server';
import { cashOrderBody, drawCart, seededRandom } from '../../testkit/orders-load';
import type { BenchCustomer, BenchProduct } from '../../testkit/orders-setup';
import { CARD, drawDigitalCart, paymentBody, type Acceptance } from '../../testkit/payments-requests';
import { newAgent, timed, type Outcome } from './client';

export interface Resident extends BenchCustomer {
  acceptance: Acceptance;
}

export interface RunContext {
  base: string;
  products: readonly BenchProduct[];
  /** performance.now() at which every loop stops starting new actions. */
  endAt: number;
  /** Mean pause between one person's actions (exponential), ms. */
  thinkMs: number;
  /** Residents start one after another over this span (the evening's arrival), ms. */
  rampMs: number;
  /** How many residents arrive over rampMs. */
  people: number;
  record(outcome: Outcome): void;
}

const SEARCHES = ['¿Tienen arroz?', '¿Cuánto vale el aceite?', 'leche', 'huevos', '¿Hay café?'];
const QUESTIONS = ['¿Dónde está mi pedido?', '¿Cuántos puntos tengo?', '¿A qué hora abren?'];

/** What a resident does next, with its share of the actions (a browsing-heavy evening). */
const ACTIONS: Array<[weight: number, name: ResidentAction]> = [
  [24, 'catalogo'],
  [6, 'categorias'],
  [12, 'buscar'],
  [14, 'carrito'],
  [6, 'pedido_efectivo'],
  [4, 'pedido_digital'],
  [12, 'historial'],
  [8, 'chat'],
  [6, 'puntos'],
  [8, 'perfil'],
];
type ResidentAction =
  | 'catalogo'
  | 'categorias'
  | 'buscar'
  | 'carrito'
  | 'pedido_efectivo'
  | 'pedido_digital'
  | 'historial'
  | 'chat'
  | 'puntos'
  | 'perfil';
const TOTAL_WEIGHT = ACTIONS.reduce((a, [w]) => a + w, 0);

function pickAction(random: () => number): ResidentAction {
  let x = random() * TOTAL_WEIGHT;
  for (const [weight, name] of ACTIONS) {
    if ((x -= weight) < 0) return name;
  }
  return 'catalogo';
}

const think = (random: () => number, meanMs: number) =>
  sleep(Math.min(meanMs * 5, -Math.log(1 - random()) * meanMs));

/** One resident's evening: actions drawn by weight with a pause between them, until endAt. */
export async function residentLoop(
  ctx: RunContext,
  resident: Resident,
  index: number,
): Promise<void> {
  const random = seededRandom(20_261_126 + index);
  const agent = newAgent();
  const auth = { authorization: resident.authorization };
  const url = (path: string) => new URL(path, ctx.base);
  let etag: string | undefined;
  let n = 0;
  // People arrive over the warm-up, not all in the same second: an evening fills up. (A cold
  // server hit by everyone at once sheds load for its first seconds: see docs/performance.md, the soak.)
  await sleep(ctx.rampMs * (index / Math.max(1, ctx.people)) + random() * ctx.thinkMs);
  while (performance.now() < ctx.endAt) {
    n++;
    const action = pickAction(random);
    const run = async (): Promise<void> => {
      switch (action) {
        case 'catalogo': {
          // The app revalidates its cached catalogue: a 304 is the common answer.
          const { outcome, answer } = await timed(action, agent, url('/productos-con-descuentos'), {
            headers: etag ? { 'if-none-match': etag } : {},
            expected: [304],
          });
          const tag = answer?.headers.etag;
          if (typeof tag === 'string') etag = tag;
          return ctx.record(outcome);
        }
        case 'categorias':
          return ctx.record((await timed(action, agent, url('/api/categorias'))).outcome);
        case 'buscar':
        case 'chat': {
          const list = action === 'buscar' ? SEARCHES : QUESTIONS;
          const mensaje = list[Math.floor(random() * list.length)]!;
          return ctx.record(
            (
              await timed(action, agent, url('/chat'), {
                method: 'POST',
                headers: auth,
                body: { mensaje, historial: [] },
              })
            ).outcome,
          );
        }
        case 'carrito': {
          const metodoPago = random() < 0.5 ? 'efectivo' : 'digital';
          // The store quotes only carts over the method's minimum (it says what is missing instead).
          const cart =
            metodoPago === 'digital'
              ? drawDigitalCart(random, ctx.products)
              : drawCart(random, ctx.products);
          return ctx.record(
            (
              await timed(action, agent, url('/api/calcular-envio'), {
                method: 'POST',
                body: { subtotal: cart.subtotal, metodoPago },
              })
            ).outcome,
          );
        }
        case 'pedido_efectivo':
          return ctx.record(
            (
              await timed(action, agent, url('/orders'), {
                method: 'POST',
                headers: { ...auth, 'idempotency-key': `peak-${index}-${n}` },
                body: cashOrderBody(drawCart(random, ctx.products)),
              })
            ).outcome,
          );
        case 'pedido_digital':
          return digitalOrder(ctx, resident, agent, random, `peak-pay-${index}-${n}`);
        case 'historial':
          // The app reads its newest page; the stats of the rest come summed (issue 27).
          return ctx.record(
            (
              await timed(action, agent, url(`/orders?limite=${ORDER_HISTORY_PAGE}`), {
                headers: auth,
              })
            ).outcome,
          );
        case 'puntos':
          return ctx.record(
            (await timed(action, agent, url('/api/puntos/mi-saldo'), { headers: auth })).outcome,
          );
        case 'perfil':
          return ctx.record(
            (await timed(action, agent, url('/auth/profile'), { headers: auth })).outcome,
          );
      }
    };
    await run();
    await think(random, ctx.thinkMs);
  }
  if (agent) agent.destroy();
}

/**
 * A card payment as the checkout makes it: the card tokenized, the payment created, then the
 * long wait until it settles (one pending payment per resident, issue 22). Each step is timed
 * on its own; the sandbox settles after 1 ms (PAYMENTS_SANDBOX_SETTLE_MS=1), so the wait measures
 * the server's settling and wake-up, not a bank's delay.
 */
async function digitalOrder(
  ctx: RunContext,
  resident: Resident,
  agent: Agent | false,
  random: () => number,
  key: string,
): Promise<void> {
  const auth = { authorization: resident.authorization };
  const token = await timed('tokenizar', agent, new URL('/api/tokenizar-tarjeta', ctx.base), {
    method: 'POST',
    headers: auth,
    body: CARD,
  });
  ctx.record(token.outcome);
  if (!token.answer || token.answer.status !== 200) return;
  const { id } = (JSON.parse(token.answer.text) as { data: { id: string } }).data;
  const created = await timed('pedido_digital', agent, new URL('/api/crear-pago', ctx.base), {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': key },
    body: paymentBody(drawDigitalCart(random, ctx.products), resident.acceptance, {
      metodoPago: 'CARD',
      payment_source_id: id,
    }),
  });
  ctx.record(created.outcome);
  if (!created.answer || created.answer.status !== 201) return;
  const { transactionId } = JSON.parse(created.answer.text) as { transactionId?: string };
  if (typeof transactionId !== 'string') return;
  const wait = await timed(
    'esperar_pago',
    agent,
    new URL(`/api/esperar-confirmacion/${encodeURIComponent(transactionId)}`, ctx.base),
    { headers: auth },
  );
  ctx.record(wait.outcome);
}
