import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { cashRoundingFor } from '../domain/money';
import { minimumOrderFor, shippingFor } from '../domain/shipping';
import type { BenchCustomer, BenchProduct } from './orders-setup';

/** What one phase (warm-up or measured) of the load produced. */
export interface Tally {
  /** 201: a new order. */
  created: number;
  /** 409 INSUFFICIENT_STOCK: the stock ran out, the expected refusal under contention. */
  refusedStock: number;
  /** Any other status (there should be none: the carts are valid and priced like the store). */
  otherStatus: number;
  /** The first such answer, to tell what went wrong. */
  otherExample: string | null;
  /** The request failed or timed out without an answer. */
  errors: number;
}

export interface LoadResult {
  warmup: Tally;
  measured: Tally;
  /** Latency (ms) of every request started in the measured phase that got an answer. */
  latencies: number[];
  /** From the end of the warm-up to the last measured answer. */
  measuredSeconds: number;
}

export interface LoadOptions {
  warmupMs: number;
  measureMs: number;
  /** Each worker draws from its own PRNG seeded with seed + its index: runs are comparable. */
  seed: number;
  /** The cart each request orders; by default 1–3 of `products` (drawCart). */
  draw?: (random: () => number) => Cart;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** mulberry32: a small, fast, seedable PRNG (not for anything secret). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = (random: () => number, n: number) => Math.floor(random() * n);

/**
 * 1–3 distinct products, 1–3 units each. A cart under the cash minimum is drawn again: the store
 * never sends one, so it would measure a refusal no customer can cause.
 */
export function drawCart(random: () => number, products: readonly BenchProduct[]) {
  const minimum = minimumOrderFor('efectivo');
  for (;;) {
    const size = 1 + pick(random, 3);
    const chosen = new Set<BenchProduct>();
    while (chosen.size < size) chosen.add(products[pick(random, products.length)]!);
    const lines = [...chosen].map((p) => ({ product: p, cantidad: 1 + pick(random, 3) }));
    const subtotal = lines.reduce((acc, l) => acc + l.product.precio * l.cantidad, 0);
    if (subtotal >= minimum) return { lines, subtotal };
  }
}

/** All customers on one product (a popup promotion): 1–3 units of it; its price covers the minimum. */
export function drawHotCart(random: () => number, product: BenchProduct) {
  const cantidad = 1 + pick(random, 3);
  return { lines: [{ product, cantidad }], subtotal: product.precio * cantidad };
}

export type Cart = ReturnType<typeof drawCart>;

/** The POST /orders body the store sends for a cash order of that cart (no code, no canje). */
export function cashOrderBody(cart: Cart) {
  const envio = shippingFor(cart.subtotal, 'efectivo');
  return {
    productos: cart.lines.map((l) => ({
      id: l.product.id,
      nombre: l.product.nombre,
      precio: l.product.precio,
      cantidad: l.cantidad,
    })),
    paquetes: [],
    subtotal: cart.subtotal,
    costo_envio: envio,
    // Cash totals are rounded down to a multiple of $50, as the store shows them (DESIGN §5).
    total: cashRoundingFor(cart.subtotal + envio).total,
    descuento_monto: 0,
    descuento_porcentaje: 0,
    metodo_pago: 'EFECTIVO',
    estado_pago: 'PENDIENTE_EFECTIVO',
  };
}

const emptyTally = (): Tally => ({
  created: 0,
  refusedStock: 0,
  otherStatus: 0,
  otherExample: null,
  errors: 0,
});

/**
 * One POST over a kept-alive connection. Not global fetch: on this two-core machine the load
 * generator shares the CPU with the server and the database, and fetch cost about 1.6 ms of CPU
 * per order (a fifth of the machine's work), node:http a fraction of that (issue 16).
 */
function post(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One worker per customer, each ordering in a loop with no pause over its own kept-alive
 * connection: `warmupMs` of warm-up, then `measureMs` measured. A request belongs to the phase
 * in which it started.
 */
export async function runOrderLoad(
  baseUrl: string,
  customers: readonly BenchCustomer[],
  products: readonly BenchProduct[],
  options: LoadOptions,
): Promise<LoadResult> {
  const warmup = emptyTally();
  const measured = emptyTally();
  const latencies: number[] = [];
  const start = performance.now();
  const warmEnd = start + options.warmupMs;
  const end = warmEnd + options.measureMs;
  let lastMeasuredAnswer = warmEnd;
  const draw = options.draw ?? ((random: () => number) => drawCart(random, products));
  const agent = new Agent({ keepAlive: true, maxSockets: customers.length });
  const ordersUrl = new URL('/orders', baseUrl);

  const worker = async (customer: BenchCustomer, index: number) => {
    const random = seededRandom(options.seed + index);
    for (let n = 1; ; n++) {
      const began = performance.now();
      if (began >= end) return;
      const tally = began < warmEnd ? warmup : measured;
      const body = JSON.stringify(cashOrderBody(draw(random)));
      try {
        const response = await post(
          agent,
          ordersUrl,
          {
            'content-type': 'application/json',
            authorization: customer.authorization,
            'idempotency-key': `bench-w${index}-${n}`,
          },
          body,
        );
        const finished = performance.now();
        if (tally === measured) {
          latencies.push(finished - began);
          lastMeasuredAnswer = Math.max(lastMeasuredAnswer, finished);
        }
        classify(tally, response.status, response.text);
      } catch {
        tally.errors++;
      }
    }
  };
  await Promise.all(customers.map(worker));
  agent.destroy();
  return { warmup, measured, latencies, measuredSeconds: (lastMeasuredAnswer - warmEnd) / 1000 };
}

function classify(tally: Tally, status: number, text: string): void {
  if (status === 201) {
    tally.created++;
    return;
  }
  if (status === 409 && codeOf(text) === 'INSUFFICIENT_STOCK') {
    tally.refusedStock++;
    return;
  }
  tally.otherStatus++;
  tally.otherExample ??= `${status} ${text.slice(0, 200)}`;
}

function codeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** Nearest-rank percentile of unsorted samples; 0 when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
