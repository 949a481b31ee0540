import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getCart,
  getCartTemp,
  getDarkMode,
  getToken,
  getUser,
  setCart,
  setDarkMode,
  setToken,
  setUser,
  cartOwnerOf,
  clearAccountData,
  getPackingTicks,
  setPackingTicks,
} from './storage';

describe('storage', () => {
  it('reads back a token and a user', () => {
    setToken('abc');
    setUser({ nombre: 'Ana', email: 'ana@example.com', torre: 2 });
    expect(getToken()).toBe('abc');
    expect(getUser()).toMatchObject({ nombre: 'Ana', torre: 2 });
  });

  it('treats a corrupt or incomplete user as none', () => {
    localStorage.setItem('user', '{not json');
    expect(getUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ nombre: 'Ana' }));
    expect(getUser()).toBeNull();
    localStorage.setItem('user', '[]');
    expect(getUser()).toBeNull();
  });

  it('clears token and user together', () => {
    setToken('abc');
    setUser({ nombre: 'Ana', email: 'ana@example.com' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('forgets the saved order history with the session', () => {
    localStorage.setItem('pedidos-guardados', JSON.stringify({ owner: '2', orders: [] }));
    clearSession();
    expect(localStorage.getItem('pedidos-guardados')).toBeNull();
  });

  it('reads a corrupt cart as empty and drops malformed lines', () => {
    localStorage.setItem('carrito', 'oops');
    expect(getCart()).toEqual([]);
    localStorage.setItem('carrito', JSON.stringify([{ id: 1, cantidad: 2 }, { id: 2 }, null, 'x']));
    expect(getCart()).toEqual([{ id: 1, cantidad: 2 }]);
  });

  it('keeps every field of a cart line', () => {
    setCart([{ id: 'paquete_3', cantidad: 1, tipo: 'paquete', precio: 12000 }]);
    expect(getCart()).toEqual([{ id: 'paquete_3', cantidad: 1, tipo: 'paquete', precio: 12000 }]);
  });

  it('tells a missing set-aside cart from an empty one', () => {
    expect(getCartTemp()).toBeNull();
    localStorage.setItem('carrito-temp', 'garbage');
    expect(getCartTemp()).toEqual([]);
  });

  it('stores dark mode as the strings true and false', () => {
    expect(getDarkMode()).toBeNull();
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(getDarkMode()).toBe(true);
    setDarkMode(false);
    expect(getDarkMode()).toBe(false);
  });

  it('keeps the cart with its resident: another signed-in resident reads it as empty', () => {
    const ana = { id: 7, nombre: 'Ana', email: 'ana@example.com' };
    const beto = { id: 8, nombre: 'Beto', email: 'beto@example.com' };
    setUser(ana);
    setCart([{ id: 1, cantidad: 2 }]);
    expect(localStorage.getItem('carrito-dueno')).toBe('7');
    expect(getCart()).toEqual([{ id: 1, cantidad: 2 }]);
    setUser(beto);
    expect(getCart()).toEqual([]);
    setUser(ana);
    expect(getCart()).toEqual([{ id: 1, cantidad: 2 }]);
    expect(cartOwnerOf({ nombre: 'Sin id', email: 'x@example.com' })).toBe('x@example.com');
  });

  it('keeps each order’s packing ticks, forgets the oldest orders past 50 and leaves with the account', () => {
    setPackingTicks(7, ['producto-1', 'paquete-2-producto-3']);
    setPackingTicks(8, ['producto-4']);
    expect(getPackingTicks(7)).toEqual(['producto-1', 'paquete-2-producto-3']);
    expect(getPackingTicks(9)).toEqual([]);
    for (let id = 100; id < 150; id += 1) setPackingTicks(id, ['producto-1']);
    expect(getPackingTicks(7)).toEqual([]);
    expect(getPackingTicks(149)).toEqual(['producto-1']);
    localStorage.setItem('alistamiento', '{"5": "no es una lista"}');
    expect(getPackingTicks(5)).toEqual([]);
    setPackingTicks(5, ['producto-1']);
    clearAccountData();
    expect(getPackingTicks(5)).toEqual([]);
  });
});
