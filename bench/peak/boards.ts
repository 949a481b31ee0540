import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { sleep } from '../../testkit/server';
import { seededRandom } from '../../testkit/orders-load';
import { newAgent, timed } from './client';
import type { RunContext } from './people';

interface BoardOrder {
  id: number;
  estado: string;
  etapa: 'recibido' | 'en_camino';
  metodo_pago: string;
}

/**
 * One administrator at the board: reads the pending page and the counts, then moves up to two
 * of the orders in their share (ids ≡ `index` mod `of`, so two admins do not fight over the same
 * card): a received one goes "En camino", one on its way is delivered (points credited), and
 * about one cash order in twenty is cancelled (stock back). A 409 from a race with the other
 * admin's refresh is a normal answer, not an error.
 */
export async function adminLoop(
  ctx: RunContext,
  authorization: string,
  index: number,
  of: number,
): Promise<{ moved: number }> {
  const random = seededRandom(7_000 + index);
  const agent = newAgent();
  const headers = { authorization };
  const url = (path: string) => new URL(path, ctx.base);
  let moved = 0;
  while (performance.now() < ctx.endAt) {
    const board = await timed(
      'tablero',
      agent,
      url('/api/admin/pedidos?estado=pendiente&limite=50'),
      {
        headers,
      },
    );
    ctx.record(board.outcome);
    ctx.record(
      (await timed('conteos', agent, url('/api/admin/pedidos/conteos'), { headers })).outcome,
    );
    const page =
      board.answer?.status === 200 ? (JSON.parse(board.answer.text) as BoardOrder[]) : [];
    const mine = page.filter((o) => o.id % of === index && o.estado === 'pendiente').slice(0, 2);
    for (const order of mine) {
      const cancel = order.metodo_pago === 'EFECTIVO' && random() < 0.05;
      const [path, body, action] =
        order.etapa === 'recibido' && !cancel
          ? (['etapa', { etapa: 'en_camino' }, 'mover_en_camino'] as const)
          : ([
              'estado',
              { estado: cancel ? 'cancelado' : 'entregado' },
              cancel ? 'cancelar' : 'entregar',
            ] as const);
      const { outcome } = await timed(
        action,
        agent,
        url(`/api/admin/pedidos/${order.id}/${path}`),
        {
          method: 'PUT',
          headers,
          body,
          expected: [409],
        },
      );
      ctx.record(outcome);
      if (outcome.status === 200) moved++;
    }
    await sleep(-Math.log(1 - random()) * ctx.thinkMs * 2);
  }
  if (agent) agent.destroy();
  return { moved };
}

export interface StreamTally {
  open: number;
  events: number;
  /** Streams that ended or failed before the run did (each is opened again). */
  dropped: number;
  /** Opening answered something else than 200. */
  refused: number;
}

/**
 * Keeps one event stream open until endAt, as the live tracker (or the admin board) does,
 * counting the events it reads; a stream that ends early is counted and opened again.
 */
export async function keepStreamOpen(
  ctx: RunContext,
  path: string,
  authorization: string,
  tally: StreamTally,
): Promise<void> {
  while (performance.now() < ctx.endAt) {
    const ended = await new Promise<'ended' | 'refused' | 'stopped'>((resolve) => {
      const stopIn = Math.max(0, ctx.endAt - performance.now());
      const req = request(new URL(path, ctx.base), {
        headers: { authorization, accept: 'text/event-stream' },
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve('stopped');
      }, stopIn);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          clearTimeout(timer);
          resolve('refused');
          return;
        }
        tally.open++;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            if (/^data: /m.test(text.slice(0, end))) tally.events++;
            text = text.slice(end + 2);
          }
        });
        res.on('end', () => {
          tally.open--;
          clearTimeout(timer);
          resolve('ended');
        });
        res.on('error', () => undefined);
        res.on('close', () => resolve('ended'));
      });
      req.on('error', () => {
        clearTimeout(timer);
        resolve('ended');
      });
      req.end();
    });
    if (ended === 'stopped') return;
    if (performance.now() >= ctx.endAt) return;
    if (ended === 'refused') tally.refused++;
    else tally.dropped++;
    await sleep(1_000);
  }
}
