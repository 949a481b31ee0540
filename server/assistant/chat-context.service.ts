import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  ChatCaller,
  ChatContext,
  ChatOrder,
  ChatPackage,
  ChatProduct,
} from '../../domain/assistant/types';
import { findOrderCodes } from '../../domain/orders';
import type { DbOrTx } from '../db/client';
import { orders, users } from '../db/schema';
import type { CachedJson } from '../http/json-cache';
import type { CatalogCache } from '../modules/catalog/catalog.cache';
import type { ServiceHoursSetting } from '../config';

/** Orders the assistant reads of the caller besides those a message names. */
const RECENT_ORDERS = 10;

/**
 * The parsed catalogue lists, re-read only when the cached bytes change (their ETag), so every
 * answer sees the price an administrator saved a moment ago without parsing 28 KB per message.
 */
export function catalogReader(cache: CatalogCache) {
  const parsed = <T>(source: CachedJson, pick: (data: unknown) => T) => {
    let etag = '';
    let value: T;
    return async (): Promise<T> => {
      const body = await source.get();
      if (body.etag !== etag) {
        value = pick(JSON.parse(body.body.toString('utf8')));
        etag = body.etag;
      }
      return value;
    };
  };
  const products = parsed<ChatProduct[]>(cache.products, (d) => d as ChatProduct[]);
  const packages = parsed<ChatPackage[]>(
    cache.packages,
    (d) => (d as { paquetes: ChatPackage[] }).paquetes,
  );
  return async () => ({ products: await products(), packages: await packages() });
}

/** The signed-in caller as the assistant may see them: name, points, and only their own orders. */
export async function loadCaller(
  db: DbOrTx,
  userId: number,
  mensaje: string,
): Promise<ChatCaller | null> {
  const [user] = await db
    .select({
      nombre: users.nombre,
      puntos_disponibles: users.puntos_disponibles,
      puntos_totales: users.puntos_totales,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const mine = eq(orders.user_id, userId);
  const named = findOrderCodes(mensaje).slice(0, 5);
  const [recent, mentioned] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(RECENT_ORDERS),
    named.length > 0
      ? db
          .select()
          .from(orders)
          .where(and(mine, inArray(orders.id, named)))
      : Promise.resolve([]),
  ]);
  const seen = new Set<number>();
  const list: ChatOrder[] = [];
  for (const o of [...recent, ...mentioned]) {
    if (seen.has(o.id)) continue;
    seen.add(o.id);
    list.push({
      id: o.id,
      estado: o.estado,
      fecha: o.created_at.toISOString(),
      fecha_entrega: o.fecha_entrega?.toISOString() ?? null,
      total: o.total,
    });
  }
  return {
    nombre: user.nombre.split(' ')[0] ?? user.nombre,
    puntos_disponibles: user.puntos_disponibles,
    puntos_totales: user.puntos_totales,
    orders: list,
  };
}

export function contextOf(
  catalogue: { products: ChatProduct[]; packages: ChatPackage[] },
  caller: ChatCaller | null,
  serviceHours: ServiceHoursSetting,
  now: Date,
): ChatContext {
  return { ...catalogue, caller, serviceHours, now };
}
