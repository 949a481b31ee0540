import { performance } from 'node:perf_hooks';
import { sleep, startServer } from '../testkit/server';
import { percentile, seededRandom } from '../testkit/orders-load';
import {
  adminAuthorization,
  call,
  prepareCatalogue,
  registerCustomers,
  type BenchCustomer,
  type BenchProduct,
} from '../testkit/orders-setup';
import {
  acceptanceFor,
  drawDigitalCart,
  paymentBody,
  postJson,
  PSE,
  REQUEST_TIMEOUT_MS,
  tokenize,
  type Acceptance,
  type Cart,
} from '../testkit/payments-requests';
import { emit, round } from './report';

const CUSTOMERS = 20;
const CONCURRENCY = 10;
const WARMUP_MS = 2_000;
const MEASURE_MS = 10_000;
const ROUNDS = 30;
/** How long the long wait is given to reach its parked state before the bank approves. */
const PARK_MS = 200;
const SEED = 20_260_601;
/** Every card payment becomes an order (and holds stock until then): keep stock out of reach. */
const LARGE_STOCK = 100_000;
/** Wompi asks not to charge a card token more than twice (wompi-notes §2.3); the sandbox allows more. */
const TOKEN_USES = 2;

interface Payer extends BenchCustomer {
  acceptance: Acceptance;
  card: { token: string; uses: number };
}

/**
 * Digital payments in the sandbox (issue 6): how long POST /api/crear-pago takes with ten
 * customers paying by card at once, then how long a parked long wait takes to answer once the
 * bank approves a PSE payment. Own server on a fresh embedded database. A resident has one
 * pending payment at a time (issue 22): card payments settle at once, and each worker waits
 * (untimed) for its payment to settle before the next; PSE waits for the bank page.
 */
export async function runPaymentsBench(): Promise<void> {
  try {
    await run();
  } catch (error) {
    emit({ bench: 'payments', error: error instanceof Error ? error.message : String(error) });
  }
}

async function run(): Promise<void> {
  const server = await startServer({
    label: 'superconjunto-bench-payments',
    env: {
      DATABASE_URL: '',
      SERVICE_HOURS: 'always',
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_SANDBOX_SETTLE_MS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_FAILURES_PER_IP_15MIN: '1000000',
      REGISTER_LIMIT_PER_IP_HOUR: '1000000',
    },
  });
  try {
    const { products, payers } = await prepare(server.baseUrl);
    await measureCreation(server.baseUrl, payers.slice(0, CONCURRENCY), products);
    await measureWakeup(server.baseUrl, payers.slice(CONCURRENCY), products);
  } finally {
    await server.stop();
  }
}

async function prepare(baseUrl: string) {
  const admin = await adminAuthorization(baseUrl);
  const { products } = await prepareCatalogue(baseUrl, admin);
  for (const product of products) {
    await call(baseUrl, 'PUT', `/productos/${product.id}`, {
      authorization: admin,
      body: { stock: LARGE_STOCK },
    });
  }
  const customers = await registerCustomers(baseUrl, CUSTOMERS);
  const payers: Payer[] = [];
  for (const customer of customers) {
    payers.push({
      ...customer,
      acceptance: await acceptanceFor(baseUrl, customer),
      card: { token: await tokenize(baseUrl, customer), uses: 0 },
    });
  }
  return { products, payers };
}

/**
 * One worker per customer paying by card in a loop: `WARMUP_MS` of warm-up, then `MEASURE_MS`
 * measured; a request belongs to the phase it started in. A new card token is fetched (not timed)
 * once the current one has been charged TOKEN_USES times.
 */
async function measureCreation(
  baseUrl: string,
  payers: readonly Payer[],
  products: readonly BenchProduct[],
): Promise<void> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let example: string | undefined;
  const warmEnd = performance.now() + WARMUP_MS;
  const end = warmEnd + MEASURE_MS;
  let lastAnswer = warmEnd;

  const worker = async (payer: Payer, index: number) => {
    const random = seededRandom(SEED + index);
    for (let n = 1; ; n++) {
      if (performance.now() >= end) return;
      if (payer.card.uses >= TOKEN_USES)
        payer.card = { token: await tokenize(baseUrl, payer), uses: 0 };
      const began = performance.now();
      if (began >= end) return;
      const measured = began >= warmEnd;
      const body = paymentBody(drawDigitalCart(random, products), payer.acceptance, {
        metodoPago: 'CARD',
        payment_source_id: payer.card.token,
      });
      payer.card.uses++;
      try {
        const answer = await postJson(
          baseUrl,
          '/api/crear-pago',
          payer,
          `bench-pay-${index}-${n}`,
          body,
        );
        const finished = performance.now();
        await settled(baseUrl, payer, answer.text);
        if (!measured) continue;
        latencies.push(finished - began);
        lastAnswer = Math.max(lastAnswer, finished);
        if (answer.status !== 201) {
          non2xx++;
          example ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      } catch {
        if (measured) errors++;
      }
    }
  };
  await Promise.all(payers.map(worker));
  const seconds = (lastAnswer - warmEnd) / 1000;
  emit({
    bench: 'payments',
    metric: 'create_latency',
    requests: latencies.length,
    rps: round(seconds > 0 ? latencies.length / seconds : 0, 1),
    p50_ms: round(percentile(latencies, 50), 1),
    p90_ms: round(percentile(latencies, 90), 1),
    p99_ms: round(percentile(latencies, 99), 1),
    target_p99_ms: 300,
    concurrency: payers.length,
    duration_s: round(seconds, 2),
    non2xx,
    errors,
    ...(example ? { non2xx_example: example } : {}),
  });
}

/** Waits (untimed) until a created payment settled: the resident's next payment is then taken. */
async function settled(baseUrl: string, payer: Payer, createdText: string): Promise<void> {
  let transactionId: unknown;
  try {
    transactionId = (JSON.parse(createdText) as { transactionId?: unknown }).transactionId;
  } catch {
    return;
  }
  if (typeof transactionId !== 'string') return;
  await fetch(`${baseUrl}/api/esperar-confirmacion/${encodeURIComponent(transactionId)}`, {
    headers: { authorization: payer.authorization },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).then((r) => r.text());
}

/**
 * Sequential rounds: a PSE payment waiting for the bank page, its long wait parked, then the
 * bank's approval; the time from the approval's request to the long wait's answer. The approval
 * settles the transaction and delivers the signed event before it redirects, so that span holds
 * the settling, the webhook, the order's creation and the NOTIFY that wakes the wait.
 */
async function measureWakeup(
  baseUrl: string,
  payers: readonly Payer[],
  products: readonly BenchProduct[],
): Promise<void> {
  const random = seededRandom(SEED - 1);
  const latencies: number[] = [];
  let failed = 0;
  let example: string | undefined;
  for (let n = 0; n < ROUNDS; n++) {
    const payer = payers[n % payers.length]!;
    try {
      latencies.push(await wakeupRound(baseUrl, payer, drawDigitalCart(random, products), n));
    } catch (error) {
      failed++;
      example ??= error instanceof Error ? error.message : String(error);
    }
  }
  emit({
    bench: 'payments',
    metric: 'wakeup_latency',
    rounds: ROUNDS,
    p50_ms: round(percentile(latencies, 50), 1),
    p90_ms: round(percentile(latencies, 90), 1),
    p99_ms: round(percentile(latencies, 99), 1),
    max_ms: round(latencies.length ? Math.max(...latencies) : 0, 1),
    target_p99_ms: 100,
    approved: latencies.length,
    failed,
    includes: 'settle+webhook+order+notify',
    ...(example ? { failure_example: example.slice(0, 200) } : {}),
  });
}

/** One round's wake-up latency (ms); throws unless the wait answers APPROVED with its order. */
async function wakeupRound(baseUrl: string, payer: Payer, cart: Cart, n: number): Promise<number> {
  const body = paymentBody(cart, payer.acceptance, { metodoPago: 'PSE', ...PSE });
  const created = await postJson(baseUrl, '/api/crear-pago', payer, `bench-pse-${n}`, body);
  if (created.status !== 201) throw new Error(`crear-pago ${created.status} ${created.text}`);
  const { transactionId } = JSON.parse(created.text) as { transactionId: string };

  const answered = fetch(`${baseUrl}/api/esperar-confirmacion/${transactionId}`, {
    headers: { authorization: payer.authorization },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).then(async (response) => {
    const text = await response.text();
    return { at: performance.now(), status: response.status, text };
  });
  // A failed wait is read after the approval; this keeps it from being an unhandled rejection.
  answered.catch(() => undefined);
  await sleep(PARK_MS);

  const t0 = performance.now();
  const approval = await fetch(`${baseUrl}/sandbox/banco/${transactionId}/aprobar`, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await approval.arrayBuffer();
  if (approval.status !== 303) throw new Error(`aprobar answered ${approval.status}`);

  const wait = await answered;
  const verdict = JSON.parse(wait.text) as { status?: string; pedidoId?: unknown };
  if (wait.at < t0) throw new Error(`the long wait answered before the approval: ${wait.text}`);
  if (wait.status !== 200 || verdict.status !== 'APPROVED' || typeof verdict.pedidoId !== 'number')
    throw new Error(`esperar-confirmacion ${wait.status} ${wait.text}`);
  return wait.at - t0;
}
