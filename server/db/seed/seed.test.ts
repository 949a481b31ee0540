import { bogotaDayKey } from '../../../domain/dates';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, resetDatabase } from '../../test/db';
import type { Database } from '../client';
import {
  consents,
  expenses,
  orderLines,
  orders,
  packageItems,
  packages,
  pointsLedger,
  popupPromotions,
  products,
  promoCodes,
  rewards,
  users,
} from '../schema';
import { SEED_POPUP } from './extras-data';
import { SEED_PACKAGES } from './packages-data';
import { SEED_PRODUCTS, seedProductImage } from './products-data';
import { seedIfEmpty } from './index';
import { DEMO_IDENTITY } from './seed-identity';
import { readSettings } from '../../modules/settings/settings.service';
import { settingsFromStored } from '../../../domain/schemas/settings';

const NOW = new Date('2026-03-10T15:00:00Z');

/** A deterministic generator (mulberry32) standing in for Math.random. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('demo images', () => {
  it('has a small local SVG for every product, package and the popup', () => {
    const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
    const paths = [
      ...SEED_PRODUCTS.map((_, i) => seedProductImage(i)),
      ...SEED_PACKAGES.map((p) => `/img/paquetes/${p.slug}.svg`),
      SEED_POPUP.imagen_url,
    ];
    for (const path of paths) {
      expect(existsSync(publicDir + path), path).toBe(true);
      const content = readFileSync(publicDir + path, 'utf8');
      expect(content.length).toBeLessThan(2048);
      expect(content).toContain('viewBox="0 0 240 240"');
      expect(content).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});

describe.each(databaseTargets())('demo seed on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await target.release(database);
  });

  // The tests that only read the demo share one seed on an emptied database (a seed takes
  // seconds, twice per target on PostgreSQL runs): made by the first of them that runs.
  let seeding: Promise<boolean> | undefined;
  const seeded = () =>
    (seeding ??= resetDatabase(database).then(() =>
      seedIfEmpty(database, { now: NOW, random: seededRandom(1) }),
    ));

  const countOf = async (table: PgTable, where?: SQL) => {
    const [row] = await database.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };

  it('loads the promised catalogue', async () => {
    expect(await seeded()).toBe(true);
    const all = await database.db.select().from(products);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((p) => p.categoria))).toEqual(
      new Set([
        'Lácteos y bebidas',
        'Panadería',
        'Carnes',
        'Aseo',
        'Despensa',
        'Frutas y verduras',
        'Snacks',
      ]),
    );
    expect(all[0]).toMatchObject({ codigo: 'SC-0001', imagen: '/img/productos/sc-0001.svg' });
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThanOrEqual(6);
    const discounted = all.filter((p) => p.descuento_activo);
    expect(discounted.length).toBeGreaterThanOrEqual(8);
    for (const p of discounted) {
      expect(p.descuento_porcentaje).toBeGreaterThanOrEqual(5);
      expect(p.descuento_porcentaje).toBeLessThanOrEqual(30);
      expect(p.descuento_badge_texto).toBeTruthy();
    }
    expect(all.filter((p) => p.costo_compra !== null).length).toBeGreaterThan(all.length * 0.8);
    expect(
      all.some((p) => p.costo_compra !== null && (p.precio - p.costo_compra) / p.precio < 0.15),
    ).toBe(true);
  });

  it('loads active packages priced below their products', async () => {
    await seeded();
    const active = await database.db.select().from(packages).where(eq(packages.activo, true));
    const current = active.filter((p) => p.fecha_fin === null || p.fecha_fin >= '2026-03-10');
    expect(current.length).toBeGreaterThanOrEqual(4);
    for (const pkg of current) {
      const items = await database.db
        .select({ cantidad: packageItems.cantidad, precio: products.precio })
        .from(packageItems)
        .innerJoin(products, eq(products.id, packageItems.product_id))
        .where(eq(packageItems.package_id, pkg.id));
      const sum = items.reduce((s, i) => s + i.precio * i.cantidad, 0);
      expect(items.length).toBeGreaterThan(0);
      expect(pkg.precio_paquete).toBeLessThan(sum);
      expect(pkg.imagen).toMatch(/^\/img\/paquetes\/[a-z-]+\.svg$/);
    }
  });

  it('loads one active popup, 20 unused codes, rewards and expenses', async () => {
    await seeded();
    const popups = await database.db
      .select()
      .from(popupPromotions)
      .where(eq(popupPromotions.activa, true));
    expect(popups).toHaveLength(1);
    expect(popups[0]!.imagen_url).toMatch(/^\/img\/promos\//);
    const codes = await database.db.select().from(promoCodes).where(eq(promoCodes.usado, false));
    expect(codes).toHaveLength(20);
    for (const c of codes) {
      expect(c.codigo).toMatch(/^SC2026[AGU][A-HJ-KM-NP-Z2-9]{10}$/);
      expect(c.descuento_porcentaje).toBeGreaterThanOrEqual(10);
      expect(c.descuento_porcentaje).toBeLessThanOrEqual(15);
    }
    expect(new Set(codes.map((c) => c.tipo))).toEqual(
      new Set(['bienvenida', 'general', 'usuario_unico']),
    );
    expect(await countOf(rewards)).toBeGreaterThanOrEqual(3);
    // The one reward with an effect of its own does what it promises (issue 22).
    const [priority] = await database.db
      .select()
      .from(rewards)
      .where(eq(rewards.nombre, 'Domicilio prioritario'));
    expect(priority?.efecto).toBe('prioridad');
    expect(await countOf(expenses)).toBeGreaterThanOrEqual(3);
    // Charged from the seed's day, not the real clock's (issue 23).
    const starts = await database.db.select({ d: expenses.fecha_inicio }).from(expenses);
    expect(new Set(starts.map((e) => e.d))).toEqual(new Set([bogotaDayKey(NOW)]));
  });

  it('creates the demo accounts with a consistent points history', async () => {
    await seeded();
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@superconjunto.co'));
    expect(admin).toMatchObject({ cedula: '1000000001', telefono: '3000000001', rol: 'admin' });
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cliente@superconjunto.co'));
    expect(customer).toMatchObject({
      cedula: '1000000002',
      telefono: '3000000002',
      torre: 1,
      piso: 5,
      apartamento: '502',
      rol: 'customer',
    });
    expect(await countOf(consents, eq(consents.user_id, customer!.id))).toBe(2);

    const delivered = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, customer!.id), eq(orders.estado, 'entregado')));
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    for (const order of delivered) {
      const lines = await database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.order_id, order.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((s, l) => s + l.precio_unitario * l.cantidad, 0)).toBe(order.subtotal);
      expect(order.total).toBe(order.subtotal - order.descuento_monto + order.costo_envio);
      expect(order.created_at.getTime()).toBeLessThan(NOW.getTime());
    }

    const [ledger] = await database.db
      .select({
        sum: sql<number>`coalesce(sum(${pointsLedger.puntos}), 0)::int`,
        earned: sql<number>`coalesce(sum(${pointsLedger.puntos}) filter (where ${pointsLedger.kind} = 'earned'), 0)::int`,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.user_id, customer!.id));
    expect(customer!.puntos_totales).toBe(620);
    expect(ledger!.earned).toBe(620);
    expect(customer!.puntos_disponibles).toBe(ledger!.sum);
    expect(customer!.puntos_disponibles).toBeLessThanOrEqual(620);
  });

  it('writes the demo shop’s contact and operator into its settings, valid as saved ones (issue 41)', async () => {
    const { settings, version } = await readSettings(database.db);
    expect(version).toBe(1);
    expect(settings.contacto).toEqual(DEMO_IDENTITY.contacto);
    expect(settings.legal).toEqual(DEMO_IDENTITY.legal);
    expect(settingsFromStored(settings).ok).toBe(true);
  });

  it('does nothing the second time', async () => {
    expect(await seeded()).toBe(true);
    const before = await countOf(products);
    expect(await seedIfEmpty(database, { now: NOW, random: seededRandom(2) })).toBe(false);
    expect(await countOf(products)).toBe(before);
    expect(await countOf(users)).toBe(2);
    expect(await countOf(promoCodes)).toBe(20);
  });

  it('gives the same codes for the same random source', async () => {
    seeding = undefined;
    await resetDatabase(database);
    await seedIfEmpty(database, { now: NOW, random: seededRandom(7) });
    const first = (
      await database.db.select({ c: promoCodes.codigo }).from(promoCodes).orderBy(promoCodes.id)
    ).map((r) => r.c);
    await resetDatabase(database);
    await seedIfEmpty(database, { now: NOW, random: seededRandom(7) });
    const second = (
      await database.db.select({ c: promoCodes.codigo }).from(promoCodes).orderBy(promoCodes.id)
    ).map((r) => r.c);
    expect(second).toEqual(first);
  });
});
