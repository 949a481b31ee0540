/**
 * The orders bench's preparation, through the public API as an administrator and residents
 * would do it: a catalogue of exactly CATALOGUE_SIZE active products, each with a known stock,
 * and a set of registered customers.
 */
import { liftOrderCeilings } from './order-ceilings';
import { DEMO_ADMIN_TOTP_SECRET } from '../server/db/seed/accounts-data';
import { signInWithTotp } from './staff-login';

export const CATALOGUE_SIZE = 100;
export const INITIAL_STOCK = 300;
/** The one-product scenario's stock: the most a product may hold (100.000), more than a load orders. */
export const HOT_STOCK = 100_000;

// The demo seed's administrator (DESIGN §3).
const ADMIN = { email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' };

export interface BenchProduct {
  id: number;
  nombre: string;
  /** `precio_final` from the catalogue: the unit price the cart is charged. */
  precio: number;
}

export interface PreparedCatalogue {
  products: BenchProduct[];
  /** Stock of every product in `products` right before the load, by product id. */
  initialStock: Map<number, number>;
}

export interface BenchCustomer {
  userId: number;
  authorization: string;
  /** The three facts the resident signs in with (what a promoted resident enrols a factor with). */
  credentials: { email: string; cedula: string; telefono: string };
}

interface Answer {
  status: number;
  body: unknown;
}

/** How often a setup request refused as OVERLOADED is tried again (one second apart). */
const OVERLOADED_ATTEMPTS = 30;

/**
 * One JSON request; throws when the status is not the expected one, with the server's answer. A
 * server just started on a busy machine may refuse a request at once (503 `OVERLOADED`, nothing
 * done) while its event loop catches up: setup is not what a bench or test measures, so it waits
 * a second and asks again, as the web app would.
 */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; authorization?: string; expect?: number } = {},
): Promise<Answer> {
  const expected = options.expect ?? 200;
  let response: Response;
  let text: string;
  for (let attempt = 1; ; attempt++) {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    text = await response.text();
    const overloaded = response.status === 503 && text.includes('"OVERLOADED"');
    if (!overloaded || expected === 503 || attempt === OVERLOADED_ATTEMPTS) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (response.status !== expected) {
    throw new Error(`${method} ${path}: status ${response.status} (expected ${expected}): ${text}`);
  }
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The demo administrator signs in with its seeded authenticator secret (issue 39). */
export async function adminAuthorization(baseUrl: string): Promise<string> {
  const { token } = await signInWithTotp(baseUrl, ADMIN, DEMO_ADMIN_TOTP_SECRET);
  return `Bearer ${token}`;
}

interface CatalogueEntry {
  id: number;
  nombre: string;
  precio_final: number;
}

async function catalogue(baseUrl: string): Promise<CatalogueEntry[]> {
  const { body } = await call(baseUrl, 'GET', '/productos-con-descuentos');
  return body as CatalogueEntry[];
}

/**
 * Lifts the order ceilings (testkit/order-ceilings.ts), tops the catalogue up to CATALOGUE_SIZE active products, then sets each one's stock to
 * INITIAL_STOCK. Records the stock the server answered, so the check compares with what the
 * database held, not with what was asked for.
 */
export async function prepareCatalogue(
  baseUrl: string,
  authorization: string,
): Promise<PreparedCatalogue> {
  await liftOrderCeilings(async (method, path, body) => (await call(baseUrl, method, path, { authorization, body })).body);
  const existing = await catalogue(baseUrl);
  for (let n = existing.length + 1; n <= CATALOGUE_SIZE; n++) {
    await call(baseUrl, 'POST', '/productos', {
      authorization,
      expect: 201,
      body: {
        nombre: `Producto de carga ${n}`,
        precio: 1_000 + (n % 10) * 900,
        categoria: 'Despensa',
        descripcion: 'Producto creado por el benchmark de pedidos.',
        stock: INITIAL_STOCK,
        // Prices from $1.000 on purpose: the price guard (issue 41) asks the owner to confirm them.
        confirmar_precio: true,
      },
    });
  }
  const chosen = (await catalogue(baseUrl)).slice(0, CATALOGUE_SIZE);
  if (chosen.length < CATALOGUE_SIZE) {
    throw new Error(`the catalogue has ${chosen.length} products, expected ${CATALOGUE_SIZE}`);
  }
  const initialStock = new Map<number, number>();
  for (const product of chosen) {
    const { body } = await call(baseUrl, 'PUT', `/productos/${product.id}`, {
      authorization,
      body: { stock: INITIAL_STOCK },
    });
    initialStock.set(product.id, (body as { producto: { stock: number } }).producto.stock);
  }
  const products = chosen.map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio_final }));
  return { products, initialStock };
}

/** Registers `count` residents spread over the five towers and thirty floors. */
export async function registerCustomers(
  baseUrl: string,
  count: number,
  first = 1,
): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  for (let i = first; i < first + count; i++) {
    const piso = 1 + (i % 30);
    const credentials = {
      email: `carga${i}@example.com`,
      cedula: String(80_000_000 + i),
      telefono: String(3_200_000_000 + i),
    };
    const { body } = await call(baseUrl, 'POST', '/auth/register', {
      expect: 201,
      body: {
        nombre: 'Residente de carga',
        ...credentials,
        torre: 1 + (i % 5),
        piso,
        apartamento: `${piso}0${1 + (i % 4)}`,
        privacy_accepted: true,
      },
    });
    const answer = body as { token: string; user: { id: number } };
    customers.push({ userId: answer.user.id, authorization: `Bearer ${answer.token}`, credentials });
  }
  return customers;
}

/**
 * The one product every customer orders in the contended scenario (a popup promotion), outside
 * the spread catalogue so each scenario's stock is checked on its own. Priced over the cash
 * minimum, so one unit is a valid order.
 */
export async function prepareHotProduct(
  baseUrl: string,
  authorization: string,
): Promise<PreparedCatalogue> {
  // Residents order it in a loop without waiting for delivery: past the default ceilings (issue 46).
  await liftOrderCeilings(async (method, path, body) => (await call(baseUrl, method, path, { authorization, body })).body);
  const { body } = await call(baseUrl, 'POST', '/productos', {
    authorization,
    expect: 201,
    body: {
      nombre: 'Producto de promoción',
      precio: 6_000,
      categoria: 'Despensa',
      descripcion: 'Producto que todos piden a la vez en el benchmark de pedidos.',
      stock: HOT_STOCK,
    },
  });
  const created = (
    body as { producto: { id: number; nombre: string; precio: number; stock: number } }
  ).producto;
  return {
    products: [{ id: created.id, nombre: created.nombre, precio: created.precio }],
    initialStock: new Map([[created.id, created.stock]]),
  };
}
