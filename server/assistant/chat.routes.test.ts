import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { promiseMs } from '../../testkit/budgets';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { dropPostgresTestDatabase, getPostgresTestDatabase } from '../test/db';
import { createProduct } from '../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
} from '../modules/orders/orders.fixtures';

const chat = (t: TestApp, payload: unknown, authorization?: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/chat',
    payload: payload as object,
    remoteAddress: ip,
    headers: authorization ? { authorization } : {},
  });

/** Shared by the PGlite and PostgreSQL runs: the order questions are the ones that read SQL. */
async function ownOrdersJourney(t: TestApp) {
  const ana = await customer(t);
  const beto = await customer(t);
  const product = await createProduct(t.database.db, {
    nombre: 'Queso doble crema',
    precio: 16_000,
  });
  const anaOrder = (await placeOrder(t, ana, cashBody([{ product, cantidad: 1 }]))).json()
    .pedidoId as number;
  const betoOrder = (await placeOrder(t, beto, cashBody([{ product, cantidad: 1 }]))).json()
    .pedidoId as number;
  const code = (id: number) => `SUP-${String(id).padStart(3, '0')}`;

  expect(
    (await chat(t, { mensaje: `donde esta ${code(anaOrder)}` }, ana.authorization)).json()
      .respuesta,
  ).toContain('Llega en unos 20 minutos');
  expect((await chat(t, { mensaje: 'mi pedido' })).json().respuesta).toBe(
    'Para consultar tus pedidos necesito que inicies sesión.',
  );
  const probe = (await chat(t, { mensaje: `y el ${code(betoOrder)}?` }, ana.authorization)).json()
    .respuesta as string;
  expect(probe).toContain('No encuentro el pedido');
  expect(probe).not.toContain('pendiente');

  const lookup = (n: string, who = ana) =>
    t.app.inject({
      method: 'GET',
      url: `/chat/pedido/${n}`,
      headers: { authorization: who.authorization },
    });
  const mine = await lookup(code(anaOrder));
  expect(mine.statusCode).toBe(200);
  expect(mine.json()).toMatchObject({
    encontrado: true,
    estado: 'pendiente',
    total: 16_000,
    minutos_transcurridos: 0,
    fecha_entrega: null,
    etapa: 'recibido',
    entrega_modo: 'apartamento',
    recibe: null,
  });
  expect(mine.json().direccion).toMatch(/^Torre \d, piso \d+, apartamento \w+$/);
  const theirs = await lookup(code(betoOrder));
  const missing = await lookup('SUP-999999');
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json()).toEqual(missing.json());
  expect(theirs.json()).toEqual({
    encontrado: false,
    error: 'Pedido no encontrado',
    code: 'ORDER_NOT_FOUND',
  });
  expect(
    (await t.app.inject({ method: 'GET', url: `/chat/pedido/${code(anaOrder)}` })).statusCode,
  ).toBe(401);
}

/**
 * The assistant keeps what it knows of a resident between questions (caller-snapshots): every
 * change the database publishes must show in the next answers. On PGlite the NOTIFY is heard
 * before the write returns; on PostgreSQL it comes over the listening connection a moment later.
 */
async function snapshotFollowsChanges(t: TestApp) {
  const eva = await customer(t, { nombre: 'Eva Rojas' });
  const admin = await administrator(t);
  const product = await createProduct(t.database.db, { nombre: 'Café de origen', precio: 20_000 });
  const answerTo = async (mensaje: string) => {
    const reply = await chat(t, { mensaje }, eva.authorization);
    return { status: reply.statusCode, text: (reply.json() as { respuesta?: string }).respuesta };
  };
  const eventually = async (
    mensaje: string,
    holds: (a: { status: number; text?: string }) => boolean,
  ) => {
    for (let tries = 0; ; tries++) {
      const answer = await answerTo(mensaje);
      if (holds(answer) || tries === 40) return answer;
      await new Promise((wait) => setTimeout(wait, 50));
    }
  };

  expect((await answerTo('cuantos puntos tengo')).text).toContain('Tienes 0 puntos disponibles');
  expect((await answerTo('donde esta mi pedido')).text).toBe('Aún no tienes pedidos en tu cuenta.');

  const placed = await placeOrder(t, eva, cashBody([{ product, cantidad: 1 }]));
  const orderId = placed.json().pedidoId as number;
  const code = `SUP-${String(orderId).padStart(3, '0')}`;
  const pending = await eventually('donde esta mi pedido', (a) => !!a.text?.includes(code));
  expect(pending.text).toContain(code);
  expect(pending.text).toContain('Llega en unos 20 minutos');

  expect((await setState(t, admin, orderId, 'entregado')).statusCode).toBe(200);
  const credited = await eventually('cuantos puntos tengo', (a) => !a.text?.includes('Tienes 0 '));
  expect(credited.text).toContain('Tienes 20 puntos disponibles');
  expect((await answerTo(`y el ${code}?`)).text).toContain('entregado');

  await t.database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, eva.userId));
  expect((await eventually('cuantos puntos tengo', (a) => a.status === 403)).status).toBe(403);
}

describe('POST /chat and GET /chat/pedido/{orderNumber}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { chatLimits: { perIp: 1000, perUser: 1000 } } });
  });
  afterAll(() => t.close());

  it('answers prices from the live catalogue, right after an admin changes one', async () => {
    const product = await createProduct(t.database.db, {
      nombre: 'Mandarina 1 kg',
      categoria: 'Frutas y verduras',
      precio: 5_000,
      // Above cost: a price under it asks the owner to confirm (issue 41).
      costo_compra: 3_000,
    });
    t.app.catalogCache.invalidate();
    expect((await chat(t, { mensaje: 'a como la mandarina?' })).json().respuesta).toContain(
      '$\u00a05.000',
    );

    const admin = await administrator(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/productos/${product.id}`,
      payload: { precio: 6_300 },
      headers: { authorization: admin.authorization },
    });
    expect(put.statusCode).toBe(200);
    const after = (await chat(t, { mensaje: 'cuanto vale la mandarina' })).json()
      .respuesta as string;
    expect(after).toContain('$\u00a06.300');
    expect(after).not.toContain('$\u00a05.000');
  });

  it('quotes the discounts the owner has active in Canjes, not the launch table (issue 24)', async () => {
    const before = (await chat(t, { mensaje: 'como funcionan los puntos' })).json()
      .respuesta as string;
    expect(before).toContain('500 = $\u00a06.000');
    const admin = await administrator(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/recompensas',
      headers: { authorization: admin.authorization },
    });
    const rows = list.json().recompensas as Array<{
      id: number;
      puntos: number;
      valor: number | null;
    }>;
    const biggest = rows.find((r) => r.puntos === 500 && r.valor === 6_000);
    expect(biggest).toBeDefined();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/recompensas/${biggest?.id}/activa`,
      payload: { activa: false },
      headers: { authorization: admin.authorization },
    });
    expect(off.statusCode).toBe(200);
    const after = (await chat(t, { mensaje: 'como funcionan los puntos' })).json()
      .respuesta as string;
    expect(after).toContain('200 = $\u00a02.200');
    expect(after).not.toContain('500 = $\u00a06.000');
  });

  it('searches the live catalogue text: an attribute only once the product says it (issue 25)', async () => {
    const bread = await createProduct(t.database.db, {
      nombre: 'Pan de arroz 400 g',
      categoria: 'Panadería',
      descripcion: 'Pan tajado de harina de arroz.',
      precio: 11_500,
    });
    t.app.catalogCache.invalidate();
    const before = (await chat(t, { mensaje: '¿Tienen pan sin gluten?' })).json().respuesta;
    expect(before).toContain('No tenemos "pan sin gluten"');
    expect(before).toContain('Como alternativa tenemos: Pan de arroz 400 g');

    // The admin's save is the catalogue's change signal: the index is rebuilt from the new list.
    const admin = await administrator(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/productos/${bread.id}`,
      payload: { descripcion: 'Pan tajado de harina de arroz, sin gluten.' },
      headers: { authorization: admin.authorization },
    });
    expect(put.statusCode).toBe(200);
    const after = (await chat(t, { mensaje: '¿Tienen pan sin gluten?' })).json().respuesta;
    expect(after).toContain('Pan de arroz 400 g cuesta $\u00a011.500');
    expect(after).not.toContain('No tenemos');
  });

  it('refuses an erased account’s token on the questions that read the caller', async () => {
    const gone = await customer(t);
    expect(
      (await chat(t, { mensaje: 'cuantos puntos tengo' }, gone.authorization)).statusCode,
    ).toBe(200);
    await t.database.db
      .update(users)
      .set({ deleted_at: new Date() })
      .where(eq(users.id, gone.userId));
    const refused = await chat(t, { mensaje: 'cuantos puntos tengo' }, gone.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const order = await chat(t, { mensaje: 'donde esta mi pedido' }, gone.authorization);
    expect(order.statusCode).toBe(403);
  });

  it('sees the resident’s new orders, points and erasure in the next answers', () =>
    snapshotFollowsChanges(t));

  it('says out-of-stock products are sold out and refuses to add them', async () => {
    await createProduct(t.database.db, { nombre: 'Pony Malta 1 L', stock: 0, precio: 4_800 });
    t.app.catalogCache.invalidate();
    const answer = (await chat(t, { mensaje: 'quiero 2 pony malta' })).json();
    expect(answer.respuesta).toContain('agotado');
    expect(answer.acciones).toBeUndefined();
  });

  it('completes the purchase flow over two messages with the history', async () => {
    const product = await createProduct(t.database.db, {
      nombre: 'Chocorramo',
      categoria: 'Snacks',
      precio: 3_200,
      stock: 9,
    });
    t.app.catalogCache.invalidate();
    const first = (await chat(t, { mensaje: 'me mandas chocorramo xfa' })).json();
    expect(first.respuesta).toBe('¿Cuántas unidades de «Chocorramo» quieres?');
    const second = (
      await chat(t, {
        mensaje: '4',
        historial: [
          { de: 'usuario', texto: 'me mandas chocorramo xfa' },
          { de: 'bot', texto: first.respuesta },
        ],
      })
    ).json();
    expect(second.acciones).toEqual([
      { tipo: 'agregar_carrito', producto_id: product.id, cantidad: 4 },
    ]);
    expect(second.respuesta).toContain('$\u00a012.800');
  });

  it('knows the caller’s own orders and never another resident’s', () => ownOrdersJourney(t));

  it('refuses empty messages and never answers 5xx to malformed bodies', async () => {
    const empty = await chat(t, { mensaje: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Escribe un mensaje');
    for (const body of [
      {},
      { mensaje: 3 },
      { mensaje: 'hola', historial: 'x' },
      { mensaje: 'hola', historial: [{ de: 'admin', texto: 'x' }] },
      [],
    ]) {
      expect((await chat(t, body)).statusCode).toBe(400);
    }
    expect((await chat(t, 'hola')).statusCode).toBe(415);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/chat',
      payload: '{"mensaje":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
  });

  it('caps long messages and histories instead of failing', async () => {
    const long = await chat(t, {
      mensaje: `hola ${'a'.repeat(5_000)}`,
      historial: Array.from({ length: 60 }, (_, i) => ({
        de: i % 2 ? 'bot' : 'usuario',
        texto: 'x'.repeat(3_000),
      })),
    });
    expect(long.statusCode).toBe(200);
    expect(long.json().respuesta.length).toBeGreaterThan(0);
  });

  it('refuses a bad token with the session-expired answer', async () => {
    expect((await chat(t, { mensaje: 'donde esta mi pedido' }, 'Bearer nope')).statusCode).toBe(
      403,
    );
    // A general question does not depend on who asks: answered with or without a valid token.
    expect((await chat(t, { mensaje: 'hola' }, 'Bearer nope')).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('chat order questions on PostgreSQL', () => {
  let t: TestApp;
  let database: Database | null = null;
  beforeAll(async () => {
    database = await getPostgresTestDatabase();
    t = await buildTestApp({
      database: database!,
      config: { chatLimits: { perIp: 1000, perUser: 1000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await dropPostgresTestDatabase(database);
  });

  it('knows the caller’s own orders and never another resident’s', () => ownOrdersJourney(t));

  it('sees the resident’s new orders, points and erasure in the next answers', () =>
    snapshotFollowsChanges(t));
});

describe('chat rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { chatLimits: { perIp: 5, perUser: 3 } } });
  });
  afterAll(() => t.close());

  it('limits per IP and per user with a Spanish 429', async () => {
    for (let i = 0; i < 5; i++)
      expect((await chat(t, { mensaje: 'hola' }, undefined, '10.0.0.7')).statusCode).toBe(200);
    const limited = await chat(t, { mensaje: 'hola' }, undefined, '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Estás enviando muchos mensajes. Espera un momento e intenta de nuevo.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await chat(t, { mensaje: 'hola' }, undefined, '10.0.0.8')).statusCode).toBe(200);

    const ana = await customer(t);
    const mine = (ip: string) => chat(t, { mensaje: 'mis puntos' }, ana.authorization, ip);
    for (let i = 0; i < 3; i++) expect((await mine(`10.1.0.${i}`)).statusCode).toBe(200);
    expect((await mine('10.1.0.9')).statusCode).toBe(429);

    t.setNow(new Date(t.app.clock().getTime() + 61_000));
    expect((await chat(t, { mensaje: 'hola' }, undefined, '10.0.0.7')).statusCode).toBe(200);
  });
});

describe('optional language model against a local fake server', () => {
  let server: Server;
  let url = '';
  let reply: (body: {
    messages: Array<{ role: string; content: string | null }>;
  }) => unknown = () => ({});
  let delayMs = 0;
  // The model's time limit: 1.5 s, stretched on a busy machine (a loaded run took longer than that
  // for the fake's instant answer).
  let llmTimeoutMs = 1_500;
  const seen: unknown[] = [];
  let t: TestApp;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as Parameters<typeof reply>[0];
        seen.push(body);
        setTimeout(() => {
          if (res.destroyed) return;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(reply(body)));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    llmTimeoutMs = promiseMs(1_500);
    t = await buildTestApp({
      config: {
        chatLimits: { perIp: 1000, perUser: 1000 },
        chatLlm: { url, model: 'fake', timeoutMs: llmTimeoutMs },
      },
    });
    await createProduct(t.database.db, { nombre: 'Arroz Diana 1 kg', precio: 4_800 });
    t.app.catalogCache.invalidate();
  });
  afterEach(() => {
    delayMs = 0;
    seen.length = 0;
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const say = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
  const callTool = (name: string, args: object) => ({
    choices: [
      {
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } },
          ],
        },
      },
    ],
  });

  it('is not asked when the engine can answer', async () => {
    reply = () => say('no debería verse');
    expect((await chat(t, { mensaje: 'cuanto vale el arroz' })).json().respuesta).toContain(
      '$\u00a04.800',
    );
    expect(seen).toHaveLength(0);
  });

  it('answers through the catalogue tool with a price it was shown', async () => {
    reply = (body) =>
      body.messages.some((m) => m.role === 'tool')
        ? say('Para una receta de arroz con pollo, el Arroz Diana 1 kg cuesta $ 4.800.')
        : callTool('buscar_productos', { consulta: 'arroz' });
    const answer = (await chat(t, { mensaje: 'me ayudas a planear una receta rica' })).json();
    expect(answer.respuesta).toBe(
      'Para una receta de arroz con pollo, el Arroz Diana 1 kg cuesta $ 4.800.',
    );
  });

  it('drops a reply with an invented price and falls back to the engine', async () => {
    reply = () => say('Claro, el salmón cuesta $ 39.900.');
    const answer = (await chat(t, { mensaje: 'me ayudas a planear una receta rica' })).json();
    expect(answer.respuesta).not.toContain('39.900');
    expect(answer.respuesta).toContain('No estoy seguro de haberte entendido');
  });

  it('falls back when the model times out or fails', async () => {
    delayMs = llmTimeoutMs + 2_500;
    reply = () => say('tarde');
    const slow = await chat(t, { mensaje: 'me ayudas a planear una receta rica' });
    expect(slow.statusCode).toBe(200);
    expect(slow.json().respuesta).toContain('No estoy seguro');
    delayMs = 0;
    reply = () => 'not json at all';
    expect(
      (await chat(t, { mensaje: 'me ayudas a planear una receta rica' })).json().respuesta,
    ).toContain('No estoy seguro');
  });

  it('never shows the model another resident’s order', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const product = await createProduct(t.database.db, { nombre: 'Panela x 2', precio: 5_800 });
    const betoOrder = (await placeOrder(t, beto, cashBody([{ product, cantidad: 3 }]))).json()
      .pedidoId as number;
    reply = (body) =>
      body.messages.some((m) => m.role === 'tool')
        ? say('Listo.')
        : callTool('mi_pedido', { codigo: `SUP-${betoOrder}` });
    // A message the engine cannot answer (a neighbour is out of scope since issue 25, so not that).
    await chat(t, { mensaje: 'me cuentas algo de beto' }, ana.authorization);
    const toolResult = JSON.stringify(seen);
    expect(toolResult).toContain('No está en la cuenta del cliente.');
    expect(toolResult).not.toContain('17.400');
  });
});
