import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { popupPromotions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { resetDatabase } from '../../test/db';
import { createPackage, createProduct } from '../../test/factories';

// 15:00 UTC is 10:00 in Bogotá on 2026-11-21.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('packages and the popup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(() => resetDatabase(t.database));
  afterAll(() => t.close());

  const list = async () => {
    t.app.catalogCache.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/paquetes' });
    expect(res.statusCode).toBe(200);
    return res.json() as { success: boolean; paquetes: Array<Record<string, unknown>> };
  };

  it('computes individual total, saving and buildable stock from the products', async () => {
    const leche = await createProduct(t.database.db, { nombre: 'Leche', precio: 5_000, stock: 9, imagen: '/img/l.svg' });
    const pan = await createProduct(t.database.db, { nombre: 'Pan', precio: 10_000, stock: 3, descuento_activo: true, descuento_porcentaje: 10 });
    await createPackage(t.database.db, { nombre: 'Desayuno', precio_paquete: 16_000, items: [{ product: leche, cantidad: 2 }, { product: pan, cantidad: 1 }] });
    const body = await list();
    expect(body.success).toBe(true);
    // 2 × 5.000 + 1 × 9.000 (pan on offer) = 19.000; saving 3.000 = 16 %; stock min(9/2, 3/1) = 3.
    expect(body.paquetes[0]).toMatchObject({
      nombre: 'Desayuno',
      precio_paquete: 16_000,
      precio_individual_total: 19_000,
      ahorro_monto: 3_000,
      ahorro_porcentaje: 16,
      stock_paquetes_disponibles: 3,
      productos_incluidos: [
        { producto_id: leche.id, nombre: 'Leche', imagen: '/img/l.svg', cantidad: 2 },
        { producto_id: pan.id, nombre: 'Pan', imagen: pan.imagen, cantidad: 1 },
      ],
    });
  });

  it('shows only active packages inside their Bogotá dates', async () => {
    await createPackage(t.database.db, { nombre: 'Vigente', fecha_inicio: '2026-11-21', fecha_fin: '2026-11-21' });
    await createPackage(t.database.db, { nombre: 'Vencido', fecha_fin: '2026-11-20' });
    await createPackage(t.database.db, { nombre: 'Futuro', fecha_inicio: '2026-11-22' });
    await createPackage(t.database.db, { nombre: 'Inactivo', activo: false });
    expect((await list()).paquetes.map((p) => p.nombre)).toEqual(['Vigente']);
  });

  it('cannot build a package that holds a retired product', async () => {
    const retired = await createProduct(t.database.db, { stock: 50, activo: false });
    await createPackage(t.database.db, { items: [{ product: retired }] });
    expect((await list()).paquetes[0]?.stock_paquetes_disponibles).toBe(0);
  });

  it('answers the active popup, or none', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/promociones-popup' });
    expect(none.json()).toEqual({ activa: false, promocion: null });
    await t.database.db.insert(popupPromotions).values({ titulo: 'Semana del mercado', descripcion: '20 % en frutas', imagen_url: '/img/promos/x.svg' });
    t.app.catalogCache.invalidate();
    const active = await t.app.inject({ method: 'GET', url: '/api/promociones-popup' });
    expect(active.json()).toEqual({
      activa: true,
      promocion: { titulo: 'Semana del mercado', descripcion: '20 % en frutas', imagen_url: '/img/promos/x.svg' },
    });
  });

  it('recomputes the package list when the Bogotá day changes', async () => {
    await createPackage(t.database.db, { nombre: 'Solo hoy', fecha_fin: '2026-11-21' });
    expect((await list()).paquetes).toHaveLength(1);
    // 05:30 UTC on the 22nd is 00:30 in Bogotá: a new day, no invalidation needed.
    t.setNow(new Date('2026-11-22T05:30:00Z'));
    const res = await t.app.inject({ method: 'GET', url: '/paquetes' });
    expect(res.json().paquetes).toHaveLength(0);
    t.setNow(NOW);
  });
});
